/**
 * Interior demo photos in one-point perspective: living room, kitchen, bedroom, bathroom, shop
 * interior and open-plan office, in warm palettes that vary per variant.
 */
import type { Rng } from '../prng';
import { H, W, pendant, picture, plant, r1, svgDocument, window } from './kit';

interface Room {
  wall: string;
  side: string;
  ceiling: string;
  floor: string;
  floorLine: string;
  accent: string;
  soft: string;
  wood: string;
}

const ROOMS: Room[] = [
  {
    wall: '#efe6d8',
    side: '#e3d7c4',
    ceiling: '#f7f3ec',
    floor: '#c89f72',
    floorLine: '#b08659',
    accent: '#2f5d62',
    soft: '#d9c6a5',
    wood: '#8a6240',
  },
  {
    wall: '#dfe6dc',
    side: '#cfd9cc',
    ceiling: '#f5f6f2',
    floor: '#d8c3a2',
    floorLine: '#c1aa86',
    accent: '#b4532a',
    soft: '#e9dcc6',
    wood: '#a57b52',
  },
  {
    wall: '#f3e9e1',
    side: '#e8d9cd',
    ceiling: '#fbf7f2',
    floor: '#a9805a',
    floorLine: '#8f6946',
    accent: '#1d3a5f',
    soft: '#c9b79c',
    wood: '#6f4e35',
  },
  {
    wall: '#e8e4ee',
    side: '#dcd7e4',
    ceiling: '#f8f7fa',
    floor: '#cdb08a',
    floorLine: '#b3946d',
    accent: '#7a4f6d',
    soft: '#ddd2c2',
    wood: '#9b7350',
  },
  {
    wall: '#f0e2c8',
    side: '#e5d3b3',
    ceiling: '#faf4e8',
    floor: '#b88d62',
    floorLine: '#9c744c',
    accent: '#3e6b4f',
    soft: '#e2cfae',
    wood: '#7b5437',
  },
];

/** Back wall corners. */
const BX0 = 250;
const BX1 = 1110;
const BY0 = 150;
const BY1 = 690;

function shell(room: Room, planks = true): string {
  let out = `<rect width="${W}" height="${H}" fill="${room.ceiling}"/>`;
  out += `<polygon points="0,0 ${BX0},${BY0} ${BX0},${BY1} 0,${H}" fill="${room.side}"/><polygon points="${W},0 ${BX1},${BY0} ${BX1},${BY1} ${W},${H}" fill="${room.side}"/>`;
  out += `<rect x="${BX0}" y="${BY0}" width="${BX1 - BX0}" height="${BY1 - BY0}" fill="${room.wall}"/>`;
  out += `<polygon points="${BX0},${BY1} ${BX1},${BY1} ${W},${H} 0,${H}" fill="${room.floor}"/>`;
  if (planks) {
    const vx = (BX0 + BX1) / 2;
    for (let i = -8; i <= 8; i++) {
      const xb = vx + i * ((BX1 - BX0) / 16);
      const xf = W / 2 + i * (W / 16) * 1.6;
      out += `<line x1="${r1(xb)}" y1="${BY1}" x2="${r1(xf)}" y2="${H}" stroke="${room.floorLine}" stroke-width="2"/>`;
    }
  }
  out += `<rect x="${BX0}" y="${BY1 - 14}" width="${BX1 - BX0}" height="14" fill="#ffffff" opacity="0.5"/>`;
  out += `<polygon points="${BX0},${BY0} ${BX1},${BY0} ${W},0 0,0" fill="#ffffff" opacity="0.35"/>`;
  return out;
}

function light(x: number, y: number, rx: number, ry: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#fff7dc" opacity="0.35" filter="url(#soft)"/>`;
}

export function living(rng: Rng, variant: number): string {
  const room = ROOMS[(variant - 1) % ROOMS.length]!;
  let body = shell(room);
  body += window(560, 210, 280, 380, { frame: '#f8f6f1', bars: 'cross' }) + light(700, 800, 420, 120);
  body += `<rect x="540" y="200" width="16" height="420" fill="${room.soft}"/><rect x="844" y="200" width="16" height="420" fill="${room.soft}"/>`;
  body +=
    picture(300, 300, 180, 140, [room.soft, room.accent, '#6c8a6f']) +
    picture(930, 280, 140, 190, ['#f1e4cf', '#d98b5f', room.accent]);
  // rug, sofa, coffee table
  body += `<ellipse cx="680" cy="890" rx="470" ry="90" fill="${room.soft}" opacity="0.85"/>`;
  const sofa = room.accent;
  body += `<ellipse cx="680" cy="820" rx="380" ry="26" fill="#000" opacity="0.18"/>`;
  body += `<rect x="330" y="600" width="700" height="140" rx="26" fill="${sofa}"/><rect x="300" y="660" width="80" height="160" rx="24" fill="${sofa}"/><rect x="980" y="660" width="80" height="160" rx="24" fill="${sofa}"/>`;
  body += `<rect x="370" y="700" width="620" height="110" rx="18" fill="${sofa}"/><rect x="370" y="700" width="620" height="26" rx="12" fill="#ffffff" opacity="0.12"/>`;
  body += `<rect x="420" y="630" width="120" height="90" rx="20" fill="#f1e6d2"/><rect x="820" y="630" width="120" height="90" rx="20" fill="#e9c7a0"/>`;
  body += `<rect x="340" y="810" width="14" height="30" fill="#3a2c22"/><rect x="1006" y="810" width="14" height="30" fill="#3a2c22"/>`;
  body += `<ellipse cx="680" cy="940" rx="190" ry="36" fill="${room.wood}"/><rect x="500" y="940" width="360" height="40" fill="${room.wood}"/><ellipse cx="680" cy="980" rx="190" ry="36" fill="${room.wood}" opacity="0.6"/>`;
  body += `<rect x="620" y="905" width="80" height="20" rx="4" fill="#e9e3d6"/><circle cx="760" cy="915" r="18" fill="#c96f4a"/>`;
  // lamp and plant
  body += `<line x1="1180" y1="980" x2="1180" y2="520" stroke="#2d2d2d" stroke-width="6"/><path d="M1120 520 L1240 520 L1210 440 L1150 440 Z" fill="#f1e2c0"/>${light(1180, 540, 120, 80)}`;
  body += plant(170, 990, 230, '#b5653e', '#4f8a4a');
  if (variant % 2 === 0) {
    body += `<rect x="300" y="470" width="200" height="14" fill="${room.wood}"/>`;
    for (let i = 0; i < 6; i++)
      body += `<rect x="${310 + i * 28}" y="${430 + (i % 2) * 8}" width="22" height="${40 - (i % 2) * 8}" fill="${['#c96f4a', '#2f5d62', '#e9c46a', '#6c8a6f'][i % 4]}"/>`;
  }
  void rng;
  return svgDocument('', body, variant % 2 === 0);
}

export function kitchen(rng: Rng, variant: number): string {
  const room = ROOMS[(variant + 1) % ROOMS.length]!;
  const fronts = ['#f4f2ec', '#2f3a40', '#6f8f7a', '#e7dccb', '#1d3a5f'][(variant - 1) % 5]!;
  const top = ['#d9d4ca', '#f1efe9', '#3a3a3a', '#bfb5a5', '#e8e3da'][(variant - 1) % 5]!;
  let body = shell(room, variant % 2 === 1);
  if (variant % 2 === 0) {
    for (let y = BY1 + 30; y < H; y += 34) {
      const t = (y - BY1) / (H - BY1);
      body += `<line x1="${r1(BX0 * (1 - t))}" y1="${y}" x2="${r1(BX1 + (W - BX1) * t)}" y2="${y}" stroke="${room.floorLine}" stroke-width="2"/>`;
    }
  }
  // backsplash tiles
  body += `<rect x="${BX0}" y="420" width="${BX1 - BX0}" height="130" fill="#f4f1ea"/>`;
  for (let x = BX0; x < BX1; x += 40)
    body += `<line x1="${x}" y1="420" x2="${x}" y2="550" stroke="#d8d2c6" stroke-width="2"/>`;
  for (let y = 440; y < 550; y += 20)
    body += `<line x1="${BX0}" y1="${y}" x2="${BX1}" y2="${y}" stroke="#d8d2c6" stroke-width="2"/>`;
  // upper cabinets and hood
  for (let x = BX0 + 10; x < BX1 - 100; x += 150) {
    if (x > 430 && x < 790) continue;
    body += `<rect x="${x}" y="190" width="140" height="210" fill="${fronts}"/><rect x="${x + 62}" y="360" width="16" height="5" fill="#aaa"/>`;
  }
  body += window(580, 200, 200, 200, { frame: '#f8f6f1', bars: 'vertical' });
  // lower run with worktop
  body += `<rect x="${BX0}" y="550" width="${BX1 - BX0}" height="18" fill="${top}"/><rect x="${BX0}" y="568" width="${BX1 - BX0}" height="122" fill="${fronts}"/>`;
  for (let x = BX0; x + 141 <= BX1; x += 143)
    body += `<rect x="${x + 2}" y="572" width="139" height="114" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/><rect x="${x + 60}" y="584" width="24" height="5" fill="#999"/>`;
  body += `<rect x="900" y="532" width="90" height="18" rx="6" fill="#2b2b2b"/><rect x="620" y="540" width="120" height="14" rx="5" fill="#cfd4d8"/><path d="M680 540 q0 -40 26 -40" stroke="#bfc4c8" stroke-width="6" fill="none"/>`;
  // island with stools
  body += `<ellipse cx="680" cy="960" rx="420" ry="30" fill="#000" opacity="0.18"/><rect x="300" y="740" width="760" height="26" fill="${top}"/><rect x="320" y="766" width="720" height="190" fill="${fronts}"/>`;
  body += `<rect x="320" y="766" width="720" height="10" fill="#000" opacity="0.1"/>`;
  for (const sx of [440, 680, 920])
    body += `<rect x="${sx - 40}" y="800" width="80" height="18" rx="8" fill="${room.wood}"/><rect x="${sx - 32}" y="818" width="8" height="180" fill="#2f2f2f"/><rect x="${sx + 24}" y="818" width="8" height="180" fill="#2f2f2f"/>`;
  body += `<circle cx="540" cy="720" r="24" fill="#e9c46a"/><circle cx="575" cy="726" r="18" fill="#c96f4a"/><rect x="790" y="690" width="60" height="50" rx="6" fill="#ffffff"/>${plant(960, 742, 70, '#e9e3d6', '#5a9448')}`;
  for (const px of [480, 680, 880]) body += pendant(px, 0, 120, room.accent);
  void rng;
  return svgDocument('', body, variant === 3);
}

export function bedroom(rng: Rng, variant: number): string {
  const room = ROOMS[(variant + 2) % ROOMS.length]!;
  const linen = ['#f7f5f0', '#e8eef2', '#f3ebe3', '#eef1ea'][(variant - 1) % 4]!;
  const throwColor = ['#b4532a', '#1d3a5f', '#6f8f7a', '#c4a35a'][(variant - 1) % 4]!;
  let body = shell(room);
  body += `${window(840, 220, 210, 300, { frame: '#f8f6f1' })}<rect x="810" y="200" width="40" height="380" fill="${room.soft}"/><rect x="1040" y="200" width="40" height="380" fill="${room.soft}"/>`;
  body += light(900, 760, 300, 90);
  body += picture(420, 260, 300, 150, [room.soft, '#e9c46a', room.accent]);
  // headboard, bed
  body += `<rect x="380" y="450" width="460" height="220" rx="16" fill="${room.accent}"/>`;
  body += `<ellipse cx="610" cy="990" rx="380" ry="30" fill="#000" opacity="0.18"/>`;
  body += `<polygon points="400,640 820,640 960,980 260,980" fill="${linen}"/><polygon points="400,640 820,640 840,700 380,700" fill="#ffffff"/>`;
  body += `<rect x="410" y="580" width="180" height="80" rx="24" fill="#ffffff"/><rect x="630" y="580" width="180" height="80" rx="24" fill="#ffffff"/><rect x="520" y="610" width="180" height="70" rx="22" fill="${room.soft}"/>`;
  body += `<polygon points="330,820 890,820 930,920 290,920" fill="${throwColor}"/>`;
  // bedside tables and lamps
  for (const bx of [250, 860]) {
    body += `<rect x="${bx}" y="600" width="110" height="110" fill="${room.wood}"/><rect x="${bx + 8}" y="650" width="94" height="4" fill="#000" opacity="0.2"/>`;
    body += `<rect x="${bx + 50}" y="540" width="10" height="60" fill="#333"/><path d="M${bx + 20} 540 L${bx + 90} 540 L${bx + 78} 490 L${bx + 32} 490 Z" fill="#f1e2c0"/>${light(bx + 55, 540, 80, 50)}`;
  }
  body += plant(1200, 990, 200, '#d8cfc0', '#4f8a4a');
  void rng;
  return svgDocument('', body, variant % 2 === 1);
}

export function bathroom(rng: Rng, variant: number): string {
  const tile = ['#e9eef0', '#f2ede4', '#dfe7e2', '#ece6ee'][(variant - 1) % 4]!;
  const accent = ['#2f5d62', '#b4532a', '#1d3a5f', '#6f8f7a'][(variant - 1) % 4]!;
  const room: Room = {
    ...ROOMS[(variant + 3) % ROOMS.length]!,
    wall: tile,
    side: '#dcdfe0',
    floor: '#b9b5ad',
    floorLine: '#a3a098',
  };
  let body = shell(room, false);
  for (let x = BX0; x < BX1; x += 54)
    body += `<line x1="${x}" y1="${BY0}" x2="${x}" y2="${BY1}" stroke="#ffffff" stroke-width="3"/>`;
  for (let y = BY0; y < BY1; y += 54)
    body += `<line x1="${BX0}" y1="${y}" x2="${BX1}" y2="${y}" stroke="#ffffff" stroke-width="3"/>`;
  for (let y = BY1 + 40; y < H; y += 40) {
    const t = (y - BY1) / (H - BY1);
    body += `<line x1="${r1(BX0 * (1 - t))}" y1="${y}" x2="${r1(BX1 + (W - BX1) * t)}" y2="${y}" stroke="#a3a098" stroke-width="2"/>`;
  }
  // bathtub
  body += `<ellipse cx="470" cy="960" rx="330" ry="26" fill="#000" opacity="0.15"/><rect x="160" y="720" width="620" height="230" rx="40" fill="#ffffff"/><rect x="180" y="720" width="580" height="40" rx="20" fill="#e6eef2"/>`;
  body += `<rect x="300" y="640" width="12" height="80" fill="#b9bec2"/><path d="M300 640 q30 -10 40 10" stroke="#b9bec2" stroke-width="10" fill="none"/>`;
  // vanity, sink, round mirror
  body += `<circle cx="900" cy="380" r="120" fill="#dfe9ee" stroke="${accent}" stroke-width="8"/><circle cx="870" cy="350" r="40" fill="#ffffff" opacity="0.35"/>`;
  body += `<rect x="760" y="560" width="290" height="20" fill="#f4f1ea"/><rect x="770" y="580" width="270" height="130" fill="${accent}"/><ellipse cx="905" cy="560" rx="70" ry="14" fill="#ffffff"/>`;
  body += `<rect x="898" y="510" width="10" height="40" fill="#b9bec2"/><rect x="770" y="640" width="270" height="4" fill="#000" opacity="0.2"/>`;
  // towels and plant
  body += `<rect x="1130" y="420" width="130" height="10" fill="#b9bec2"/><rect x="1140" y="430" width="50" height="160" fill="${accent}" opacity="0.8"/><rect x="1195" y="430" width="55" height="120" fill="#f2ede4"/>`;
  body += `${plant(1200, 1000, 160, '#e0d9cc', '#5a9448')}<rect x="1000" y="300" width="6" height="400" fill="#cfd8dc" opacity="0.8"/><rect x="1006" y="300" width="90" height="400" fill="#e6f1f6" opacity="0.35"/>`;
  body += light(680, 200, 300, 80);
  void rng;
  return svgDocument('', body, variant % 2 === 0);
}

export function shopInterior(rng: Rng, variant: number): string {
  const room = ROOMS[(variant + 3) % ROOMS.length]!;
  let body = shell({ ...room, floor: '#d7d2c8', floorLine: '#c4bfb5' });
  for (const sx of [BX0 + 20, BX1 - 300]) {
    body += `<rect x="${sx}" y="220" width="280" height="440" fill="${room.wood}"/>`;
    for (let y = 260; y < 640; y += 90) {
      body += `<rect x="${sx + 10}" y="${y + 60}" width="260" height="8" fill="#5a4634"/>`;
      for (let i = 0; i < 5; i++)
        body += `<rect x="${sx + 16 + i * 52}" y="${y + 10}" width="40" height="50" fill="${['#e9c46a', '#c96f4a', '#2f5d62', '#f1e6d2', '#6c8a6f'][((i + y / 90) % 5) | 0]}"/>`;
    }
  }
  body += `<rect x="560" y="760" width="420" height="160" fill="#f4f1ea"/><rect x="540" y="740" width="460" height="24" fill="${room.wood}"/>`;
  for (const px of [520, 680, 840]) body += pendant(px, 0, 160, '#2f3a40');
  body += plant(200, 990, 200, '#3b3b3b') + plant(1180, 990, 180, '#c96f4a');
  void rng;
  return svgDocument('', body);
}

export function office(rng: Rng, variant: number): string {
  const room: Room = {
    ...ROOMS[(variant + 1) % ROOMS.length]!,
    wall: '#eef0f1',
    side: '#e1e4e6',
    floor: '#9aa2a8',
    floorLine: '#8d959b',
  };
  let body = shell(room, false);
  for (let x = BX0 + 10; x < BX1 - 10; x += 172) body += window(x, 180, 160, 440, { frame: '#3a4147', bars: 'none' });
  body += `<rect x="0" y="${BY1}" width="${W}" height="${H - BY1}" fill="#8f979d" opacity="0.35"/>`;
  for (const [dx, dy, s] of [
    [260, 760, 1],
    [760, 760, 1],
    [160, 900, 1.25],
    [860, 900, 1.25],
  ] as const) {
    body += `<g transform="translate(${dx} ${dy}) scale(${s})">
<ellipse cx="170" cy="120" rx="190" ry="16" fill="#000" opacity="0.15"/>
<rect x="0" y="0" width="340" height="16" fill="#f4f1ea"/><rect x="10" y="16" width="10" height="100" fill="#3a4147"/><rect x="320" y="16" width="10" height="100" fill="#3a4147"/>
<rect x="110" y="-90" width="130" height="84" rx="6" fill="#2a2f34"/><rect x="118" y="-82" width="114" height="66" fill="#5d87a8"/><rect x="165" y="-6" width="20" height="8" fill="#2a2f34"/>
<rect x="130" y="60" width="90" height="20" rx="8" fill="${variant === 1 ? '#b4532a' : '#1d3a5f'}"/><rect x="140" y="-10" width="70" height="80" rx="14" fill="${variant === 1 ? '#b4532a' : '#1d3a5f'}" opacity="0.9" transform="translate(0 60)"/></g>`;
  }
  body += plant(1230, 1000, 220, '#e0d9cc', '#4f8a4a') + plant(90, 1000, 180, '#3b3b3b');
  for (const px of [480, 880]) body += `<rect x="${px - 120}" y="40" width="240" height="12" fill="#fffbe6"/>`;
  void rng;
  return svgDocument('', body);
}

export { H, W };
