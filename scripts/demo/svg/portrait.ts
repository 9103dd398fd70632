/** Agent portraits: a friendly head-and-shoulders figure on a soft background (no real faces). */
import type { Rng } from '../prng';
import { H, W, svgDocument } from './kit';

const LOOKS = [
  { bg: ['#dbe7f0', '#b9cde0'], skin: '#f1c9a5', hair: '#6b4428', suit: '#1d3a5f', shirt: '#ffffff', long: true },
  { bg: ['#efe3d3', '#dcc7ad'], skin: '#e8b98f', hair: '#2e2a26', suit: '#3d4a55', shirt: '#dfe8ef', long: false },
  { bg: ['#e3ece2', '#c5d6c2'], skin: '#c68c62', hair: '#1f1a17', suit: '#7a2e2e', shirt: '#f6efe6', long: true },
  { bg: ['#ece6f0', '#d3c8dc'], skin: '#f3d0b0', hair: '#b98b4e', suit: '#2f3a40', shirt: '#ffffff', long: false },
];

export function agentPortrait(rng: Rng, variant: number): string {
  const l = LOOKS[(variant - 1) % LOOKS.length]!;
  const cx = W / 2;
  const defs = `<radialGradient id="pbg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${l.bg[0]}"/><stop offset="1" stop-color="${l.bg[1]}"/></radialGradient>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#pbg)"/>`;
  body += `<circle cx="${cx + 420}" cy="200" r="160" fill="#ffffff" opacity="0.25"/><circle cx="${cx - 460}" cy="820" r="220" fill="#ffffff" opacity="0.18"/>`;
  if (l.long)
    body += `<path d="M${cx - 175} 360 Q${cx - 210} 640 ${cx - 150} 720 L${cx + 150} 720 Q${cx + 210} 640 ${cx + 175} 360 Z" fill="${l.hair}"/>`;
  body += `<path d="M${cx - 330} ${H} Q${cx - 320} 760 ${cx - 160} 720 L${cx + 160} 720 Q${cx + 320} 760 ${cx + 330} ${H} Z" fill="${l.suit}"/>`;
  body += `<path d="M${cx - 70} 715 L${cx} 830 L${cx + 70} 715 Z" fill="${l.shirt}"/><rect x="${cx - 55}" y="600" width="110" height="130" rx="40" fill="${l.skin}"/>`;
  body += `<ellipse cx="${cx}" cy="470" rx="150" ry="175" fill="${l.skin}"/>`;
  body += `<path d="M${cx - 160} 470 Q${cx - 170} 270 ${cx} 270 Q${cx + 170} 270 ${cx + 160} 470 Q${cx + 120} ${l.long ? 360 : 350} ${cx - 20} 350 Q${cx - 120} 360 ${cx - 160} 470 Z" fill="${l.hair}"/>`;
  body += `<ellipse cx="${cx - 150}" cy="490" rx="22" ry="36" fill="${l.skin}"/><ellipse cx="${cx + 150}" cy="490" rx="22" ry="36" fill="${l.skin}"/>`;
  body += `<path d="M${cx - 50} 560 Q${cx} 590 ${cx + 50} 560" stroke="#000" stroke-opacity="0.25" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  body += `<circle cx="${cx - 55}" cy="470" r="9" fill="#2b2b2b" opacity="0.7"/><circle cx="${cx + 55}" cy="470" r="9" fill="#2b2b2b" opacity="0.7"/>`;
  void rng;
  return svgDocument(defs, body);
}
