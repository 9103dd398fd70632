/**
 * Drawing kit for the demo photos: the 1360×1020 (4:3) canvas, palettes, and small shapes
 * (sky, clouds, trees, hedges, windows, doors, plants, lamps) shared by the scenes. Output is
 * plain SVG text that sharp (librsvg) renders.
 */
import type { Rng } from '../prng';

export const W = 1360;
export const H = 1020;

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** The SVG document; `flip` mirrors the drawing horizontally (a cheap layout variant). */
export function svgDocument(defs: string, body: string, flip = false): string {
  if (flip) body = `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>
<filter id="blur4" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="4"/></filter>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe6f5"/><stop offset="0.55" stop-color="#8fb6d2"/><stop offset="1" stop-color="#5d87a8"/></linearGradient>
<linearGradient id="glassWarm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4d6"/><stop offset="1" stop-color="#f3d59a"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
${defs}
</defs>
${body}
</svg>`;
}

export interface SkyPalette {
  top: string;
  bottom: string;
  sun: string | null;
}

export const SKIES: SkyPalette[] = [
  { top: '#6fb1e3', bottom: '#dcefff', sun: '#fff6d8' },
  { top: '#8ec5ea', bottom: '#f2f8fc', sun: null },
  { top: '#f2b27a', bottom: '#fde7cf', sun: '#fff0c9' },
  { top: '#9fb8cc', bottom: '#e9eef2', sun: null },
  { top: '#5fa3d9', bottom: '#cfe8f7', sun: '#fffbe6' },
];

export function sky(p: SkyPalette, horizon: number, rng: Rng): { defs: string; body: string } {
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.top}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient>`;
  let body = `<rect width="${W}" height="${horizon + 40}" fill="url(#sky)"/>`;
  if (p.sun)
    body += `<circle cx="${rng.int(160, 1200)}" cy="${rng.int(110, 220)}" r="70" fill="${p.sun}" opacity="0.85" filter="url(#blur4)"/>`;
  for (let i = 0; i < rng.int(2, 4); i++)
    body += cloud(rng.int(60, 1250), rng.int(80, Math.max(120, horizon - 300)), rng.float(0.7, 1.4));
  return { defs, body };
}

export function cloud(x: number, y: number, s: number): string {
  return `<g opacity="0.92" fill="#ffffff" transform="translate(${x} ${y}) scale(${r1(s)})">
<ellipse cx="0" cy="0" rx="70" ry="26"/><ellipse cx="-40" cy="6" rx="44" ry="20"/><ellipse cx="42" cy="4" rx="50" ry="22"/><ellipse cx="8" cy="-18" rx="40" ry="26"/></g>`;
}

export const GREENS = ['#5f8f4e', '#6b9a52', '#4f7f45', '#7aa55d', '#587f3f'];

/** A deciduous tree: trunk and a cluster of leaf circles. */
export function tree(x: number, base: number, size: number, rng: Rng, green = rng.pick(GREENS)): string {
  const trunkH = size * 0.55;
  let leaves = '';
  const n = 6;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    leaves += `<circle cx="${r1(x + Math.cos(a) * size * 0.32)}" cy="${r1(base - trunkH - size * 0.3 + Math.sin(a) * size * 0.22)}" r="${r1(size * rng.float(0.26, 0.34))}"/>`;
  }
  leaves += `<circle cx="${x}" cy="${r1(base - trunkH - size * 0.42)}" r="${r1(size * 0.36)}"/>`;
  return `<g><ellipse cx="${x}" cy="${base + 4}" rx="${r1(size * 0.45)}" ry="${r1(size * 0.08)}" fill="#000" opacity="0.12"/>
<rect x="${r1(x - size * 0.05)}" y="${r1(base - trunkH)}" width="${r1(size * 0.1)}" height="${r1(trunkH)}" fill="#6b4b34"/>
<g fill="${green}">${leaves}</g><g fill="#ffffff" opacity="0.08"><circle cx="${r1(x - size * 0.12)}" cy="${r1(base - trunkH - size * 0.55)}" r="${r1(size * 0.18)}"/></g></g>`;
}

/** A slim poplar / cypress. */
export function poplar(x: number, base: number, h: number, green = '#4e7a3f'): string {
  return `<g><rect x="${x - 4}" y="${base - h * 0.2}" width="8" height="${r1(h * 0.2)}" fill="#6b4b34"/><ellipse cx="${x}" cy="${r1(base - h * 0.55)}" rx="${r1(h * 0.13)}" ry="${r1(h * 0.45)}" fill="${green}"/></g>`;
}

export function hedge(x: number, y: number, w: number, h: number, green = '#557d3f'): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(24, h / 2)}" fill="${green}"/><rect x="${x + 6}" y="${y + 4}" width="${w - 12}" height="${r1(h * 0.3)}" rx="${r1(h * 0.15)}" fill="#ffffff" opacity="0.08"/>`;
}

export function bush(x: number, base: number, s: number, green = '#5b8a45', flowers: string | null = null): string {
  let out = `<g fill="${green}"><circle cx="${x - s * 0.5}" cy="${base - s * 0.4}" r="${s * 0.5}"/><circle cx="${x + s * 0.45}" cy="${base - s * 0.45}" r="${s * 0.55}"/><circle cx="${x}" cy="${base - s * 0.75}" r="${s * 0.6}"/></g>`;
  if (flowers) {
    for (let i = 0; i < 5; i++)
      out += `<circle cx="${r1(x - s * 0.6 + i * s * 0.3)}" cy="${r1(base - s * (0.5 + (i % 2) * 0.4))}" r="${r1(s * 0.1)}" fill="${flowers}"/>`;
  }
  return out;
}

/** A window with frame, glass, cross bars and sill. */
export function window(
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { frame?: string; bars?: 'cross' | 'vertical' | 'none'; sill?: string; warm?: boolean; shutters?: string } = {},
): string {
  const frame = opts.frame ?? '#f4f4f2';
  const t = Math.max(5, Math.round(Math.min(w, h) * 0.07));
  let out = '';
  if (opts.shutters) {
    out += `<rect x="${x - w * 0.45}" y="${y}" width="${w * 0.42}" height="${h}" fill="${opts.shutters}"/><rect x="${x + w * 1.03}" y="${y}" width="${w * 0.42}" height="${h}" fill="${opts.shutters}"/>`;
    for (let i = 1; i < 6; i++) {
      const yy = y + (h * i) / 6;
      out += `<line x1="${x - w * 0.45}" y1="${yy}" x2="${x - w * 0.03}" y2="${yy}" stroke="#000" stroke-opacity="0.15" stroke-width="2"/><line x1="${x + w * 1.03}" y1="${yy}" x2="${x + w * 1.45}" y2="${yy}" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>`;
    }
  }
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frame}"/>`;
  out += `<rect x="${x + t}" y="${y + t}" width="${w - 2 * t}" height="${h - 2 * t}" fill="url(#${opts.warm ? 'glassWarm' : 'glass'})"/>`;
  out += `<polygon points="${x + t},${y + h - t} ${x + t + (w - 2 * t) * 0.55},${y + t} ${x + t + (w - 2 * t) * 0.8},${y + t} ${x + t + (w - 2 * t) * 0.25},${y + h - t}" fill="#ffffff" opacity="0.18"/>`;
  const bars = opts.bars ?? 'cross';
  if (bars === 'cross') {
    out += `<rect x="${x + w / 2 - t / 2}" y="${y}" width="${t}" height="${h}" fill="${frame}"/><rect x="${x}" y="${y + h * 0.38 - t / 2}" width="${w}" height="${t}" fill="${frame}"/>`;
  } else if (bars === 'vertical') {
    out += `<rect x="${x + w / 2 - t / 2}" y="${y}" width="${t}" height="${h}" fill="${frame}"/>`;
  }
  if (opts.sill !== undefined)
    out += `<rect x="${x - 8}" y="${y + h}" width="${w + 16}" height="10" fill="${opts.sill}"/>`;
  return out;
}

export function door(x: number, y: number, w: number, h: number, color: string, frame = '#efece6'): string {
  return `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 8}" fill="${frame}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"/>
<rect x="${x + w * 0.15}" y="${y + h * 0.08}" width="${w * 0.7}" height="${h * 0.32}" fill="url(#glass)" opacity="0.85"/>
<rect x="${x + w * 0.15}" y="${y + h * 0.5}" width="${w * 0.7}" height="${h * 0.4}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>
<circle cx="${x + w * 0.82}" cy="${y + h * 0.55}" r="5" fill="#d9c07a"/>
<rect x="${x - 14}" y="${y + h}" width="${w + 28}" height="10" fill="#b9b3a8"/>`;
}

/** A potted plant. */
export function plant(x: number, base: number, s: number, pot = '#c96f4a', green = '#4f8a4a'): string {
  let leaves = '';
  for (let i = -3; i <= 3; i++) {
    const a = (i / 3) * 0.9;
    leaves += `<ellipse cx="${r1(x + Math.sin(a) * s * 0.55)}" cy="${r1(base - s * 0.95 - Math.cos(a) * s * 0.45)}" rx="${r1(s * 0.14)}" ry="${r1(s * 0.42)}" transform="rotate(${r1(a * 57)} ${r1(x + Math.sin(a) * s * 0.55)} ${r1(base - s * 0.95 - Math.cos(a) * s * 0.45)})"/>`;
  }
  return `<g><ellipse cx="${x}" cy="${base}" rx="${s * 0.42}" ry="${s * 0.07}" fill="#000" opacity="0.15"/><g fill="${green}">${leaves}</g>
<path d="M${x - s * 0.3} ${base - s * 0.6} L${x + s * 0.3} ${base - s * 0.6} L${x + s * 0.22} ${base} L${x - s * 0.22} ${base} Z" fill="${pot}"/></g>`;
}

/** A pendant lamp hanging from the ceiling. */
export function pendant(x: number, top: number, drop: number, color = '#2f3a40', glow = true): string {
  return `<line x1="${x}" y1="${top}" x2="${x}" y2="${top + drop}" stroke="#333" stroke-width="2"/>
${glow ? `<ellipse cx="${x}" cy="${top + drop + 40}" rx="70" ry="40" fill="#fff3c4" opacity="0.35" filter="url(#soft)"/>` : ''}
<path d="M${x - 34} ${top + drop + 34} Q${x} ${top + drop - 14} ${x + 34} ${top + drop + 34} Z" fill="${color}"/>`;
}

/** A framed picture on a wall. */
export function picture(x: number, y: number, w: number, h: number, colors: string[]): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f6f2ea" stroke="#3a3a3a" stroke-width="4"/>
<rect x="${x + w * 0.12}" y="${y + h * 0.12}" width="${w * 0.76}" height="${h * 0.76}" fill="${colors[0]}"/>
<circle cx="${x + w * 0.35}" cy="${y + h * 0.42}" r="${Math.min(w, h) * 0.16}" fill="${colors[1]}"/>
<path d="M${x + w * 0.12} ${y + h * 0.88} L${x + w * 0.45} ${y + h * 0.55} L${x + w * 0.66} ${y + h * 0.72} L${x + w * 0.88} ${y + h * 0.5} L${x + w * 0.88} ${y + h * 0.88} Z" fill="${colors[2]}"/>`;
}

/** Horizontal brick coursing as a pattern id. */
export function brickPattern(id: string, base: string, mortar: string): string {
  return `<pattern id="${id}" width="60" height="28" patternUnits="userSpaceOnUse">
<rect width="60" height="28" fill="${base}"/>
<path d="M0 0.5 H60 M0 14.5 H60 M30 0 V14 M0 14 V28 M60 14 V28" stroke="${mortar}" stroke-width="2.5" opacity="0.55"/>
<rect x="2" y="2" width="26" height="11" fill="#000" opacity="0.04"/><rect x="33" y="16" width="24" height="11" fill="#fff" opacity="0.05"/>
</pattern>`;
}

/** Roof tiles as a pattern id. */
export function tilePattern(id: string, base: string): string {
  return `<pattern id="${id}" width="36" height="22" patternUnits="userSpaceOnUse">
<rect width="36" height="22" fill="${base}"/><path d="M0 21 H36" stroke="#000" stroke-opacity="0.22" stroke-width="3"/>
<path d="M18 0 V21" stroke="#000" stroke-opacity="0.1" stroke-width="2"/></pattern>`;
}

/** Ground: lawn, pavement and street. */
export function ground(
  horizon: number,
  rng: Rng,
  lawn = rng.pick(['#8cb36a', '#7fab5e', '#95b874']),
): { defs: string; body: string } {
  const defs = `<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lawn}"/><stop offset="1" stop-color="#5e8a45"/></linearGradient>`;
  const body = `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#lawn)"/>
<rect y="905" width="${W}" height="42" fill="#c9c5bd"/><rect y="903" width="${W}" height="6" fill="#e4e0d8"/>
<rect y="947" width="${W}" height="${H - 947}" fill="#55585c"/>
<g fill="#e9e6dd" opacity="0.8">${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 190 + 20}" y="985" width="100" height="8"/>`).join('')}</g>`;
  return { defs, body };
}

/** A background of distant trees along the horizon. */
export function treeLine(horizon: number, rng: Rng, color = '#7e9c6f'): string {
  let out = `<g fill="${color}" opacity="0.75">`;
  for (let x = -40; x < W + 60; x += rng.int(50, 90))
    out += `<circle cx="${x}" cy="${horizon - rng.int(10, 40)}" r="${rng.int(40, 75)}"/>`;
  return `${out}<rect y="${horizon - 20}" width="${W}" height="40"/></g>`;
}

/** A car seen from the side. */
export function car(x: number, base: number, color: string, scale = 1): string {
  return `<g transform="translate(${x} ${base}) scale(${scale})">
<ellipse cx="150" cy="4" rx="160" ry="10" fill="#000" opacity="0.18"/>
<path d="M10 -30 Q12 -62 60 -66 L95 -68 Q120 -100 170 -100 L205 -98 Q240 -96 262 -66 L292 -60 Q306 -56 306 -34 L306 -14 L6 -14 Z" fill="${color}"/>
<path d="M108 -70 Q126 -92 168 -92 L200 -90 Q222 -88 240 -70 Z" fill="#cfe0ea" opacity="0.9"/><rect x="170" y="-92" width="6" height="22" fill="${color}"/>
<circle cx="72" cy="-12" r="26" fill="#222"/><circle cx="72" cy="-12" r="11" fill="#aaa"/>
<circle cx="246" cy="-12" r="26" fill="#222"/><circle cx="246" cy="-12" r="11" fill="#aaa"/></g>`;
}
