/**
 * Draws the demo home banner (a row of Brussels townhouses at dusk) as SVG and writes it as webp
 * with sharp, drawn at each width (a vector drawing is never enlarged): the landscape scene in
 * widths up to 2720 px (a 1360 px hero at 2×), and a portrait crop of its middle (9:16) for
 * phones up to 1600 px (a phone's hero at 3×; app/components/HeroMedia.tsx picks by width).
 * Run once with `tsx scripts/brand/banner.ts`; the outputs are committed.
 */
import sharp from 'sharp';

function rng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The portrait crop: the middle of the scene, 9:16. */
const PORTRAIT = { x: 560, width: 430 };

function svg(frame?: { x: number; width: number; outWidth: number }): string {
  const r = rng(7);
  const W = 1360,
    H = 765;
  const houses: string[] = [];
  const palette = ['#c9b79c', '#b88a6a', '#d8cdb8', '#9c6b52', '#e3d9c6', '#a7927a', '#c4a484'];
  let x = -20;
  while (x < W) {
    const w = 150 + Math.floor(r() * 90);
    const h = 330 + Math.floor(r() * 170);
    const top = H - 90 - h;
    const color = palette[Math.floor(r() * palette.length)];
    houses.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${color}"/>`);
    const roof =
      r() > 0.5
        ? `<polygon points="${x - 6},${top} ${x + w / 2},${top - 46 - r() * 30} ${x + w + 6},${top}" fill="#4b3b36"/>`
        : `<rect x="${x - 4}" y="${top - 14}" width="${w + 8}" height="16" fill="#5a4a44"/>`;
    houses.push(roof);
    const cols = w > 200 ? 3 : 2;
    const rows = Math.floor((h - 90) / 78);
    for (let row = 0; row < rows; row++) {
      for (let c = 0; c < cols; c++) {
        const wx = x + 18 + c * ((w - 36) / cols) + 6;
        const wy = top + 24 + row * 78;
        const lit = r() > 0.45;
        houses.push(
          `<rect x="${wx}" y="${wy}" width="${(w - 36) / cols - 12}" height="52" rx="3" fill="${lit ? '#ffd88a' : '#2d3b4e'}" stroke="#f2ede4" stroke-width="4"/>`,
        );
      }
    }
    houses.push(`<rect x="${x + w / 2 - 22}" y="${H - 90 - 78}" width="44" height="78" rx="20" fill="#3b2a24"/>`);
    x += w + 4;
  }
  const trees = Array.from({ length: 7 }, (_, i) => {
    const tx = 80 + i * 200 + r() * 60;
    return `<rect x="${tx - 5}" y="${H - 170}" width="10" height="90" fill="#3a2c22"/><circle cx="${tx}" cy="${H - 190}" r="${42 + r() * 16}" fill="#2f4a3a" opacity="0.92"/>`;
  }).join('');
  const box = frame ? `${frame.x} 0 ${frame.width} ${H}` : `0 0 ${W} ${H}`;
  const outW = frame ? frame.outWidth : W;
  const outH = Math.round((outW * H) / (frame ? frame.width : W));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="${box}" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f3657"/><stop offset="0.55" stop-color="#7a6a8a"/><stop offset="1" stop-color="#f0a878"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="1110" cy="150" r="40" fill="#fbe3b8" opacity="0.8"/>
  ${houses.join('')}
  ${trees}
  <rect x="0" y="${H - 90}" width="${W}" height="90" fill="#454b52"/>
  <rect x="0" y="${H - 96}" width="${W}" height="8" fill="#8a8f96"/>
</svg>`;
}

for (const width of [480, 800, 1360, 2040, 2720]) {
  const scene = Buffer.from(svg({ x: 0, width: 1360, outWidth: width }));
  await sharp(scene).webp({ quality: 72 }).toFile(`public/brand/banner-${width}.webp`);
}
for (const width of [480, 800, 1200, 1600]) {
  const crop = Buffer.from(svg({ ...PORTRAIT, outWidth: width }));
  // 9:16 exactly (the crop's 430 × 765 is 0.562).
  await sharp(crop)
    .resize({ width, height: Math.round((width * 16) / 9), fit: 'cover' })
    .webp({ quality: 72 })
    .toFile(`public/brand/banner-portrait-${width}.webp`);
}
console.log('banner written');
