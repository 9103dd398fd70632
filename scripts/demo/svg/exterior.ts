/**
 * Exterior demo photos: facades (terraced, villa, bungalow, farmhouse, town house, apartment
 * building), garden, terrace, land, garage, parking, shop front and office building. Flat
 * illustrations with sky, ground, trees and light, varied by palette per variant.
 */
import type { Rng } from '../prng';
import {
  H,
  SKIES,
  W,
  brickPattern,
  bush,
  car,
  cloud,
  door,
  ground,
  hedge,
  plant,
  poplar,
  sky,
  svgDocument,
  tilePattern,
  tree,
  treeLine,
  window,
} from './kit';

const HORIZON = 700;

const BRICKS = [
  { base: '#a4553a', mortar: '#e8d9c4' },
  { base: '#c8a06b', mortar: '#f1e6d2' },
  { base: '#8f4a36', mortar: '#d9c9b5' },
  { base: '#b8734f', mortar: '#efe2cf' },
];
const RENDERS = ['#f3efe6', '#e9e4da', '#f7f4ee', '#dedbd3'];
const DOORS = ['#2f4858', '#7a2e2e', '#3d5a40', '#22313f', '#8a6d3b'];
const ROOFS = ['#4a4f55', '#8e3b2a', '#5b5f63', '#a0492f'];

/** An outdoor picture: sky, a tree line and ground, then what `content` draws; `flip` mirrors it (svgDocument). */
function scene(rng: Rng, variant: number, flip: boolean, content: (defs: string[]) => string): string {
  const defs: string[] = [];
  const s = sky(SKIES[(variant + rng.int(0, 4)) % SKIES.length]!, HORIZON, rng);
  const g = ground(HORIZON, rng);
  defs.push(s.defs, g.defs);
  const body = `${s.body}${treeLine(HORIZON, rng)}${g.body}${content(defs)}`;
  return svgDocument(defs.join('\n'), body, flip);
}

/** A row of Belgian terraced houses, the middle one in focus. */
export function facadeTerraced(rng: Rng, variant: number): string {
  return scene(rng, variant, variant === 2, (defs) => {
    const brick = BRICKS[(variant - 1) % BRICKS.length]!;
    const rendered = variant === 3;
    defs.push(
      brickPattern('brick', brick.base, brick.mortar),
      brickPattern('brickL', '#9b6b52', '#e3d3c0'),
      brickPattern('brickR', '#c2a384', '#efe4d4'),
      tilePattern('tiles', rng.pick(ROOFS)),
    );
    const x0 = 420;
    const x1 = 940;
    const top = 300;
    const base = 905;
    const frame = rendered ? '#3b4147' : '#f5f3ee';
    let out = '';
    // neighbours
    out += `<rect x="0" y="330" width="${x0}" height="${base - 330}" fill="url(#brickL)"/><polygon points="0,330 ${x0},330 ${x0 - 30},230 0,230" fill="#59504a"/>`;
    out += `<rect x="${x1}" y="270" width="${W - x1}" height="${base - 270}" fill="url(#brickR)"/><polygon points="${x1},270 ${W},270 ${W},170 ${x1 + 30},170" fill="#6b625b"/>`;
    for (const wx of [60, 250])
      out += window(wx, 420, 110, 150, { sill: '#ddd6cb' }) + window(wx, 650, 110, 150, { sill: '#ddd6cb' });
    for (const wx of [1000, 1180])
      out +=
        window(wx, 360, 110, 160, { sill: '#ddd6cb', frame: '#39424a' }) +
        window(wx, 620, 110, 170, { frame: '#39424a', sill: '#ddd6cb' });
    // main house
    out += `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${base - top}" fill="${rendered ? RENDERS[0] : 'url(#brick)'}"/>`;
    out += `<polygon points="${x0 - 14},${top} ${x1 + 14},${top} ${x1 - 50},${top - 150} ${x0 + 50},${top - 150}" fill="url(#tiles)"/>`;
    out += `<rect x="${x0 - 14}" y="${top - 6}" width="${x1 - x0 + 28}" height="16" fill="#e7e2d8"/>`;
    out += `<rect x="${(x0 + x1) / 2 - 70}" y="${top - 120}" width="140" height="110" fill="#eeeae2"/><polygon points="${(x0 + x1) / 2 - 84},${top - 118} ${(x0 + x1) / 2 + 84},${top - 118} ${(x0 + x1) / 2},${top - 170}" fill="#4a4f55"/>`;
    out += window((x0 + x1) / 2 - 48, top - 100, 96, 80, { frame, bars: 'vertical' });
    out +=
      window(x0 + 60, 370, 150, 190, { frame, sill: '#e7e2d8' }) +
      window(x1 - 210, 370, 150, 190, { frame, sill: '#e7e2d8' });
    out += window(x0 + 60, 640, 220, 200, { frame, sill: '#e7e2d8', bars: 'vertical' });
    out += door(x1 - 190, 650, 110, 255, DOORS[variant % DOORS.length]!);
    out += `<rect x="${x0}" y="600" width="${x1 - x0}" height="12" fill="#e7e2d8" opacity="0.9"/>`;
    out += hedge(x0 - 10, 860, 300, 50) + bush(x1 + 60, 905, 36, '#5b8a45', '#e7b6c8');
    out += tree(150, 905, 240, rng);
    return out;
  });
}

/** A detached villa: modern cubes (variant 1) or classic with a hipped roof (variant 2). */
export function facadeVilla(rng: Rng, variant: number): string {
  return scene(rng, variant, false, (defs) => {
    let out = '';
    const base = 800;
    out += `<rect y="${base}" width="${W}" height="105" fill="#88b068"/>`;
    out += `<polygon points="760,${base} 900,${base} 1060,905 700,905" fill="#d6d0c4"/>`;
    if (variant % 2 === 1) {
      // modern: two white volumes, wood cladding, large glazing
      out += `<rect x="300" y="430" width="520" height="${base - 430}" fill="#f6f5f1"/><rect x="290" y="418" width="540" height="16" fill="#2e3236"/>`;
      out += `<rect x="760" y="270" width="360" height="${base - 270}" fill="#f2f0ea"/><rect x="750" y="258" width="380" height="16" fill="#2e3236"/>`;
      out += `<rect x="330" y="470" width="200" height="${base - 470}" fill="#9a6b45"/>`;
      for (let x = 338; x < 530; x += 16)
        out += `<rect x="${x}" y="470" width="4" height="${base - 470}" fill="#7e5536"/>`;
      out += window(560, 480, 230, base - 480, { frame: '#2e3236', bars: 'vertical' });
      out += window(800, 310, 280, 180, { frame: '#2e3236', bars: 'vertical' });
      out += window(800, 560, 120, base - 560, { frame: '#2e3236', bars: 'none' });
      out += `<rect x="950" y="560" width="140" height="${base - 560}" fill="#2e3236"/><rect x="958" y="568" width="124" height="${base - 568}" fill="#3d444b"/>`;
      for (let y = 590; y < base; y += 30) out += `<rect x="958" y="${y}" width="124" height="3" fill="#2a2f34"/>`;
    } else {
      // classic: brick body, hipped tile roof, dormers, white frames
      defs.push(brickPattern('vbrick', '#b06a4c', '#efe0cc'), tilePattern('vtiles', '#4d5257'));
      out += `<rect x="260" y="420" width="840" height="${base - 420}" fill="url(#vbrick)"/>`;
      out += `<polygon points="230,425 1130,425 1000,220 360,220" fill="url(#vtiles)"/>`;
      for (const dx of [460, 820]) {
        out += `<rect x="${dx}" y="275" width="110" height="110" fill="#f3f0ea"/><polygon points="${dx - 14},280 ${dx + 124},280 ${dx + 55},235" fill="#4d5257"/>`;
        out += window(dx + 18, 295, 74, 80, { bars: 'vertical' });
      }
      for (const wx of [320, 520, 880]) out += window(wx, 480, 130, 150, { sill: '#efe9df' });
      out += door(700, 560, 120, base - 560, DOORS[(variant + 2) % DOORS.length]!);
      out += window(320, 660, 330, 130, { bars: 'vertical', sill: '#efe9df' });
      out += `<rect x="880" y="660" width="200" height="${base - 660}" fill="#efe9df"/><rect x="890" y="672" width="180" height="${base - 672}" fill="#7d8790"/>`;
    }
    out +=
      tree(150, base + 10, 300, rng) +
      tree(1250, base + 20, 260, rng) +
      bush(300, base + 8, 40, '#4f7f45', '#f4d35e') +
      bush(1120, base + 8, 34, '#5b8a45');
    out += hedge(0, 860, 640, 45) + hedge(1080, 860, 280, 45);
    return out;
  });
}

/** A wide single-storey bungalow with a large hipped roof. */
export function facadeBungalow(rng: Rng, variant: number): string {
  return scene(rng, variant + 1, false, (defs) => {
    defs.push(brickPattern('bbrick', '#c9a27a', '#f2e8d8'), tilePattern('btiles', '#7b3b2b'));
    const base = 820;
    let out = `<rect y="${base}" width="${W}" height="85" fill="#88b068"/>`;
    out += `<rect x="230" y="560" width="900" height="${base - 560}" fill="url(#bbrick)"/>`;
    out += `<polygon points="190,565 1170,565 1010,360 350,360" fill="url(#btiles)"/><rect x="900" y="330" width="50" height="90" fill="#8c5a44"/>`;
    for (const wx of [290, 470]) out += window(wx, 620, 140, 130, { sill: '#ede6da' });
    out += door(660, 610, 110, base - 610, DOORS[(variant + 1) % DOORS.length]!);
    out += window(840, 610, 240, 150, { bars: 'vertical', sill: '#ede6da' });
    out +=
      tree(120, base + 20, 280, rng) +
      poplar(1260, base + 20, 360) +
      bush(250, base + 6, 38, '#5b8a45', '#e78f6c') +
      bush(1150, base + 6, 42);
    out += `<polygon points="640,${base} 790,${base} 840,905 600,905" fill="#d8d2c6"/>`;
    return out;
  });
}

/** A whitewashed Flemish farmhouse (hoeve) with red tiles and shutters. */
export function facadeFarm(rng: Rng, variant: number): string {
  return scene(rng, variant + 2, variant === 2, (defs) => {
    defs.push(tilePattern('ftiles', variant === 1 ? '#a4482f' : '#5a5f64'));
    const base = 820;
    let out = `<rect y="${base - 60}" width="${W}" height="145" fill="#9cbd74"/>`;
    for (let i = 0; i < 7; i++)
      out += `<rect y="${base - 60 + i * 20}" width="${W}" height="2" fill="#86a862" opacity="0.6"/>`;
    out += `<rect x="180" y="540" width="760" height="${base - 540}" fill="#f7f4ec"/>`;
    out += `<polygon points="150,545 970,545 880,330 240,330" fill="url(#ftiles)"/>`;
    out += `<rect x="940" y="600" width="300" height="${base - 600}" fill="#efe9dd"/><polygon points="925,605 1255,605 1200,470 980,470" fill="url(#ftiles)"/>`;
    out += `<rect x="1010" y="660" width="160" height="${base - 660}" fill="#5d4632"/>`;
    for (let x = 1018; x < 1170; x += 20)
      out += `<rect x="${x}" y="666" width="4" height="${base - 670}" fill="#4b3827"/>`;
    const shutters = variant === 1 ? '#3f6b4f' : '#8b2f2f';
    for (const wx of [260, 460, 760]) out += window(wx, 610, 90, 110, { shutters, frame: '#ffffff' });
    out += door(600, 620, 100, base - 620, '#3f5b46');
    out += `<rect x="180" y="${base - 30}" width="760" height="30" fill="#3c3c3c" opacity="0.85"/>`;
    out += poplar(80, base + 10, 380) + poplar(1300, base + 10, 420) + tree(1110, base - 30, 200, rng, '#6f9c52');
    out += `<polygon points="560,${base} 740,${base} 900,905 420,905" fill="#cfc6b3"/>`;
    return out;
  });
}

/** A tall town house (maison de maître) with stone bands, tall windows and a mansard roof. */
export function facadeMansion(rng: Rng, variant: number): string {
  return scene(rng, variant, variant === 2, (defs) => {
    const wall = variant === 1 ? '#efe9de' : '#d9cbb5';
    defs.push(brickPattern('nbrick', '#9c5c44', '#e8d8c6'), tilePattern('mslate', '#3f454b'));
    const x0 = 440;
    const x1 = 920;
    const base = 905;
    let out = `<rect x="0" y="250" width="${x0}" height="${base - 250}" fill="url(#nbrick)"/><rect x="${x1}" y="300" width="${W - x1}" height="${base - 300}" fill="#e2ddd2"/>`;
    for (const wx of [70, 250]) for (const wy of [320, 520, 700]) out += window(wx, wy, 100, 140, { sill: '#e7dfd2' });
    for (const wx of [990, 1170])
      for (const wy of [360, 560]) out += window(wx, wy, 110, 150, { frame: '#39424a', sill: '#cfc8bb' });
    out += `<rect x="${x0}" y="180" width="${x1 - x0}" height="${base - 180}" fill="${wall}"/>`;
    out += `<polygon points="${x0 - 12},190 ${x1 + 12},190 ${x1 - 20},70 ${x0 + 20},70" fill="url(#mslate)"/>`;
    out += window(x0 + 70, 95, 90, 80, { bars: 'vertical' }) + window(x1 - 160, 95, 90, 80, { bars: 'vertical' });
    for (const y of [180, 420, 640])
      out += `<rect x="${x0 - 8}" y="${y}" width="${x1 - x0 + 16}" height="14" fill="#cbbfa9"/>`;
    for (const wx of [x0 + 50, x0 + 190, x0 + 330]) {
      out += window(wx, 250, 100, 150, { sill: '#cbbfa9' }) + window(wx, 460, 100, 160, { sill: '#cbbfa9' });
    }
    out += `<rect x="${x0 + 30}" y="612" width="${x1 - x0 - 60}" height="8" fill="#2d2d2d"/>`;
    for (let x = x0 + 34; x < x1 - 30; x += 14) out += `<rect x="${x}" y="560" width="3" height="55" fill="#2d2d2d"/>`;
    out += window(x0 + 60, 680, 170, 190, { sill: '#cbbfa9' });
    out += door(x1 - 200, 670, 130, base - 670, DOORS[(variant + 3) % DOORS.length]!);
    out += `<path d="M${x1 - 208} 670 Q${x1 - 135} 610 ${x1 - 62} 670 Z" fill="#cbbfa9"/>`;
    out += tree(1270, base, 220, rng) + plant(x1 - 240, base, 70, '#4a4a4a');
    return out;
  });
}

/** A residential building of 5–7 floors with balconies. */
export function facadeApartment(rng: Rng, variant: number): string {
  return scene(rng, variant, variant === 3, (defs) => {
    const styles = [
      { wall: '#f1efe9', accent: '#c2672f', frame: '#2f3439', rail: 'glass' },
      { wall: '#b9805e', accent: '#3b4147', frame: '#f2f2f0', rail: 'metal' },
      { wall: '#e3ddd1', accent: '#5d7b6f', frame: '#3a3f44', rail: 'glass' },
      { wall: '#d8d4cc', accent: '#8a5a44', frame: '#2b2f33', rail: 'metal' },
    ];
    const st = styles[(variant - 1) % styles.length]!;
    if (variant === 2) defs.push(brickPattern('abrick', '#a8674a', '#ead9c6'));
    const floors = 5 + (variant % 3);
    const x0 = 300;
    const x1 = 1060;
    const base = 905;
    const floorH = Math.round((base - 150) / (floors + 0.4));
    const top = base - floorH * floors - 20;
    let out = `<rect x="40" y="${top + 140}" width="260" height="${base - top - 140}" fill="#cfd3d6"/><rect x="1060" y="${top + 90}" width="280" height="${base - top - 90}" fill="#c6c2b8"/>`;
    for (let y = top + 180; y < base - 80; y += 110)
      out += `<rect x="80" y="${y}" width="70" height="70" fill="#9fb5c6"/><rect x="190" y="${y}" width="70" height="70" fill="#9fb5c6"/><rect x="1110" y="${y - 30}" width="80" height="80" fill="#a7b9c6"/><rect x="1230" y="${y - 30}" width="80" height="80" fill="#a7b9c6"/>`;
    out += `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${base - top}" fill="${variant === 2 ? 'url(#abrick)' : st.wall}"/>`;
    out += `<rect x="${x0 - 10}" y="${top - 14}" width="${x1 - x0 + 20}" height="18" fill="${st.accent}"/>`;
    const cols = 4;
    const colW = (x1 - x0) / cols;
    for (let f = 1; f < floors; f++) {
      const y = top + (f - 1) * floorH + 30;
      for (let c = 0; c < cols; c++) {
        const x = x0 + c * colW + 26;
        out += window(x, y, colW - 52, floorH - 60, { frame: st.frame, bars: 'vertical' });
        if ((c + f + variant) % 2 === 0) {
          const by = y + floorH - 70;
          out += `<rect x="${x - 14}" y="${by + 22}" width="${colW - 24}" height="10" fill="${st.accent}"/>`;
          out +=
            st.rail === 'glass'
              ? `<rect x="${x - 14}" y="${by - 20}" width="${colW - 24}" height="42" fill="#cfe3ef" opacity="0.55" stroke="#8aa3b3" stroke-width="2"/>`
              : `<rect x="${x - 14}" y="${by - 20}" width="${colW - 24}" height="4" fill="#2d2d2d"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${x - 10 + i * ((colW - 32) / 8)}" y="${by - 18}" width="3" height="40" fill="#2d2d2d"/>`).join('')}`;
        }
      }
    }
    const gy = base - floorH + 10;
    out += `<rect x="${x0}" y="${gy}" width="${x1 - x0}" height="${base - gy}" fill="${st.accent}" opacity="0.9"/>`;
    out += window(x0 + 40, gy + 20, 260, base - gy - 20, { frame: st.frame, bars: 'vertical', warm: true });
    out += window(x1 - 300, gy + 20, 260, base - gy - 20, { frame: st.frame, bars: 'vertical' });
    out += `<rect x="${(x0 + x1) / 2 - 60}" y="${gy + 20}" width="120" height="${base - gy - 20}" fill="#2f3439"/><rect x="${(x0 + x1) / 2 - 50}" y="${gy + 30}" width="100" height="${base - gy - 30}" fill="url(#glass)"/>`;
    out +=
      tree(190, base, 230, rng) +
      tree(1220, base, 250, rng) +
      plant(x0 + 330, base, 60, '#3b3b3b') +
      plant(x1 - 330, base, 60, '#3b3b3b');
    return out;
  });
}

/** A garden: lawn, borders, a tree, a wooden deck with table and chairs. */
export function garden(rng: Rng, variant: number): string {
  const defs: string[] = [];
  const s = sky(SKIES[variant % SKIES.length]!, 520, rng);
  defs.push(
    s.defs,
    `<linearGradient id="glawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc477"/><stop offset="1" stop-color="#5f9147"/></linearGradient>`,
  );
  let body = `${s.body}<rect y="520" width="${W}" height="${H - 520}" fill="url(#glawn)"/>`;
  for (let i = 0; i < 12; i++)
    body += `<rect x="0" y="${560 + i * 40}" width="${W}" height="18" fill="#ffffff" opacity="0.035"/>`;
  body += `<rect y="420" width="${W}" height="110" fill="#6e5a45"/>`;
  for (let x = 0; x < W; x += 34) body += `<rect x="${x}" y="420" width="30" height="110" fill="#7d6750"/>`;
  body += tree(1120, 560, 420, rng) + tree(220, 540, 300, rng, '#6b9a52');
  for (let x = 0; x < W; x += 120)
    body += bush(
      x + 40,
      560,
      34,
      '#4f7f45',
      ['#e7a0b7', '#f4d35e', '#ffffff', '#c08adb'][(x / 120 + variant) % 4] ?? null,
    );
  body += `<polygon points="80,1020 620,760 1120,760 1360,900 1360,1020" fill="#a47a52"/>`;
  for (let i = 0; i < 14; i++)
    body += `<line x1="${80 + i * 90}" y1="1020" x2="${620 + i * 38}" y2="760" stroke="#8a6443" stroke-width="3"/>`;
  body += `<ellipse cx="860" cy="880" rx="150" ry="30" fill="#000" opacity="0.15"/><rect x="740" y="800" width="240" height="16" fill="#f2efe8"/><rect x="760" y="816" width="10" height="70" fill="#d8d4ca"/><rect x="950" y="816" width="10" height="70" fill="#d8d4ca"/>`;
  for (const cx of [690, 1010])
    body += `<rect x="${cx - 30}" y="810" width="60" height="10" fill="#3f4a4f"/><rect x="${cx - 30}" y="760" width="10" height="60" fill="#3f4a4f"/><rect x="${cx - 28}" y="820" width="6" height="60" fill="#3f4a4f"/><rect x="${cx + 22}" y="820" width="6" height="60" fill="#3f4a4f"/>`;
  body += `<rect x="820" y="770" width="16" height="30" fill="#f5f1e6" rx="4"/>${plant(880, 800, 40, '#d8cfc0', '#6fa35a')}`;
  body += plant(150, 1000, 120, '#b5653e');
  return svgDocument(defs.join('\n'), body, variant === 2);
}

/** A terrace or balcony over the town: decking, railing, lounge chairs and plants. */
export function terrace(rng: Rng, variant: number): string {
  const defs: string[] = [];
  const s = sky(SKIES[(variant + 2) % SKIES.length]!, 560, rng);
  defs.push(s.defs);
  let body = s.body;
  body += `<g fill="#b7bec6">`;
  for (let x = 0; x < W; x += rng.int(80, 140)) {
    const h = rng.int(120, 300);
    body += `<rect x="${x}" y="${600 - h}" width="${rng.int(60, 120)}" height="${h}"/>`;
  }
  body += `</g><rect y="560" width="${W}" height="60" fill="#a6adb5"/>`;
  body += tree(200, 640, 160, rng, '#7ea36b') + tree(1000, 630, 140, rng, '#7ea36b');
  body += `<polygon points="0,700 ${W},700 ${W},${H} 0,${H}" fill="#9b7653"/>`;
  for (let i = 0; i < 16; i++)
    body += `<line x1="${-300 + i * 130}" y1="${H}" x2="${200 + i * 70}" y2="700" stroke="#86633f" stroke-width="4"/>`;
  body += `<rect y="560" width="${W}" height="8" fill="#30363b"/><rect y="566" width="${W}" height="134" fill="#d5e6ef" opacity="0.35"/><rect y="696" width="${W}" height="8" fill="#30363b"/>`;
  for (let x = 0; x < W; x += 340) body += `<rect x="${x}" y="560" width="8" height="140" fill="#30363b"/>`;
  const cushion = ['#e8d9c0', '#c9dbe0', '#e6c7b3'][variant % 3]!;
  for (const cx of [420, 760]) {
    body += `<ellipse cx="${cx + 110}" cy="960" rx="170" ry="22" fill="#000" opacity="0.18"/>`;
    body += `<polygon points="${cx},900 ${cx + 240},900 ${cx + 250},930 ${cx - 10},930" fill="#5b4a3b"/><rect x="${cx}" y="870" width="240" height="34" rx="10" fill="${cushion}"/>`;
    body += `<polygon points="${cx},880 ${cx - 40},760 ${cx + 10},755 ${cx + 40},870" fill="${cushion}"/>`;
  }
  body += plant(240, 980, 150, '#7f8c8d', '#4f8a4a') + plant(1160, 990, 170, '#c96f4a', '#5a9448');
  body += cloud(1100, 150, 1.2);
  return svgDocument(defs.join('\n'), body, variant === 2);
}

/** A building plot: meadow with stakes, hedges and trees. */
export function land(rng: Rng, variant: number): string {
  const defs: string[] = [];
  const s = sky(SKIES[(variant + 1) % SKIES.length]!, 560, rng);
  defs.push(
    s.defs,
    `<linearGradient id="meadow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${['#a9c77e', '#b5c98a', '#9dbf76'][variant % 3]}"/><stop offset="1" stop-color="#6e9a4f"/></linearGradient>`,
  );
  let body = s.body + treeLine(580, rng, '#6f8f5f');
  body += `<rect y="560" width="${W}" height="${H - 560}" fill="url(#meadow)"/>`;
  for (let i = 0; i < 40; i++)
    body += `<path d="M${rng.int(0, W)} ${rng.int(600, 1000)} q6 -22 12 0" stroke="#5f8a45" stroke-width="3" fill="none"/>`;
  body += `<polygon points="200,1000 420,640 980,640 1200,1000" fill="none" stroke="#f3f0e6" stroke-width="4" stroke-dasharray="18 14" opacity="0.9"/>`;
  for (const [x, y] of [
    [200, 1000],
    [420, 640],
    [980, 640],
    [1200, 1000],
  ] as const)
    body += `<rect x="${x - 5}" y="${y - 46}" width="10" height="50" fill="#e06c3c"/><rect x="${x - 5}" y="${y - 46}" width="10" height="12" fill="#fff"/>`;
  body += hedge(0, 590, 380, 60, '#557d3f') + hedge(1020, 590, 340, 60, '#557d3f');
  body += tree(120, 640, 260, rng) + poplar(1250, 650, 380) + tree(1100, 630, 200, rng);
  if (variant === 2)
    body += `<rect x="640" y="520" width="180" height="120" fill="#ede7dc"/><polygon points="625,522 835,522 730,460" fill="#8e3b2a"/>${window(700, 560, 60, 60, {})}`;
  return svgDocument(defs.join('\n'), body);
}

/** A brick wall with garage doors and a driveway. */
export function garage(rng: Rng, variant: number): string {
  const defs: string[] = [brickPattern('gbrick', '#a9654a', '#e9dccb')];
  const s = sky(SKIES[variant % SKIES.length]!, 400, rng);
  defs.push(s.defs);
  let body = `${s.body}<rect y="260" width="${W}" height="560" fill="url(#gbrick)"/><rect y="250" width="${W}" height="16" fill="#e0d8cb"/>`;
  const colors = ['#e9e8e4', '#4d5a63', '#e9e8e4', '#7b8a8f'];
  for (let i = 0; i < 4; i++) {
    const x = 70 + i * 320;
    body += `<rect x="${x}" y="420" width="260" height="400" fill="#d9d2c5"/><rect x="${x + 12}" y="432" width="236" height="388" fill="${colors[i]}"/>`;
    for (let y = 470; y < 820; y += 44)
      body += `<rect x="${x + 12}" y="${y}" width="236" height="4" fill="#000" opacity="0.15"/>`;
    body += `<rect x="${x + 110}" y="760" width="40" height="8" fill="#333"/>`;
  }
  body += `<rect y="820" width="${W}" height="${H - 820}" fill="#8c8f93"/>`;
  for (let i = 0; i < 10; i++)
    body += `<rect x="${i * 150}" y="${840 + (i % 2) * 80}" width="120" height="4" fill="#7a7d81"/>`;
  body += car(420, 990, '#2f5d8a', 1.1) + plant(40, 830, 80, '#555');
  return svgDocument(defs.join('\n'), body);
}

/** An underground car park with bays, pillars and lights. */
export function parking(_rng: Rng, variant: number): string {
  const defs = `<linearGradient id="pfloor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6c7075"/><stop offset="1" stop-color="#8f9398"/></linearGradient>`;
  let body = `<rect width="${W}" height="${H}" fill="#3f4347"/><polygon points="0,0 ${W},0 1000,300 360,300" fill="#55595e"/>`;
  body += `<rect x="360" y="300" width="640" height="260" fill="#4a4e52"/><polygon points="0,${H} ${W},${H} 1000,560 360,560" fill="url(#pfloor)"/>`;
  for (let i = 0; i < 5; i++)
    body += `<rect x="${430 + i * 110}" y="330" width="70" height="10" fill="#fff8d8" opacity="0.9"/>`;
  for (let i = -3; i <= 3; i++)
    body += `<line x1="${680 + i * 100}" y1="560" x2="${680 + i * 330}" y2="${H}" stroke="#f2f2ee" stroke-width="6"/>`;
  body += `<polygon points="0,0 360,300 360,560 0,${H}" fill="#5a5e63"/><polygon points="${W},0 1000,300 1000,560 ${W},${H}" fill="#5a5e63"/>`;
  for (const [x, w] of [
    [150, 90],
    [1120, 90],
  ] as const)
    body += `<rect x="${x}" y="160" width="${w}" height="760" fill="#8a8e93"/><rect x="${x}" y="720" width="${w}" height="60" fill="#f2c230"/><rect x="${x}" y="780" width="${w}" height="30" fill="#222"/>`;
  body += car(470, 930, ['#b03a2e', '#dcdcdc', '#23395b'][variant % 3]!, 1.3);
  for (let i = 0; i < 4; i++)
    body += `<rect x="${100 + i * 340}" y="40" width="160" height="14" fill="#fffbe6"/><ellipse cx="${180 + i * 340}" cy="70" rx="120" ry="40" fill="#fffbe6" opacity="0.12" filter="url(#soft)"/>`;
  body += `<rect x="560" y="380" width="240" height="70" fill="#2e7d32"/><rect x="575" y="395" width="40" height="40" fill="#fff"/><rect x="630" y="405" width="150" height="8" fill="#fff"/><rect x="630" y="420" width="110" height="8" fill="#fff"/>`;
  return svgDocument(defs, body);
}

/** A shop front with an awning and a display window. */
export function shop(rng: Rng, variant: number): string {
  const defs: string[] = [];
  const s = sky(SKIES[(variant + 3) % SKIES.length]!, 300, rng);
  defs.push(s.defs, brickPattern('sbrick', variant === 1 ? '#b7765a' : '#d6c3a5', '#efe4d5'));
  let body = `${s.body}<rect x="0" y="120" width="${W}" height="${H - 120}" fill="url(#sbrick)"/>`;
  for (const wx of [120, 420, 720, 1020]) body += window(wx, 180, 180, 210, { sill: '#e6ddcf' });
  body += `<rect x="0" y="470" width="${W}" height="26" fill="#e6ddcf"/>`;
  const awning = variant === 1 ? ['#1d3a5f', '#f3efe6'] : ['#8a2f2f', '#f3efe6'];
  body += `<rect x="0" y="496" width="${W}" height="410" fill="#2c3136"/>`;
  body += window(60, 600, 780, 290, { frame: '#2c3136', bars: 'vertical', warm: true });
  for (let i = 0; i < 6; i++)
    body += `<rect x="${110 + i * 120}" y="${760 - (i % 3) * 40}" width="80" height="${130 + (i % 3) * 40}" fill="${['#e8c07d', '#c9dbe0', '#e6a57e', '#9cc5a1'][i % 4]}" opacity="0.9"/>`;
  body += door(960, 600, 180, 300, '#2c3136', '#2c3136');
  body += `<polygon points="0,520 ${W},520 ${W - 40},640 40,640" fill="${awning[0]}"/>`;
  for (let x = 40; x < W - 40; x += 120)
    body += `<polygon points="${x},520 ${x + 60},520 ${x + 60},640 ${x},640" fill="${awning[1]}" opacity="0.9"/>`;
  body += `<rect y="905" width="${W}" height="${H - 905}" fill="#bdb8ae"/>${plant(1240, 910, 110, '#3b3b3b')}${plant(880, 910, 80, '#3b3b3b')}`;
  return svgDocument(defs.join('\n'), body);
}

/** An office building with a glass curtain wall. */
export function officeBuilding(rng: Rng, variant: number): string {
  return scene(rng, variant + 3, false, () => {
    let out = `<rect x="260" y="130" width="840" height="775" fill="#3e4a56"/>`;
    for (let f = 0; f < 9; f++)
      for (let c = 0; c < 8; c++)
        out += `<rect x="${272 + c * 103}" y="${142 + f * 84}" width="95" height="76" fill="url(#glass)" opacity="${0.8 + ((f + c) % 3) * 0.07}"/>`;
    out += `<rect x="250" y="118" width="860" height="16" fill="#c9ced3"/><rect x="560" y="780" width="240" height="125" fill="#22292f"/><rect x="570" y="790" width="220" height="115" fill="url(#glassWarm)"/>`;
    out += `<rect x="0" y="850" width="${W}" height="55" fill="#d4d0c8"/>${tree(130, 905, 260, rng)}${tree(1230, 905, 280, rng)}${plant(520, 905, 70, '#555')}${plant(840, 905, 70, '#555')}`;
    return out;
  });
}

export { H, W };
