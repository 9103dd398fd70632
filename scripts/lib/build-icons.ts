/**
 * The icons' sprite (decision record 022, amendment 041): every shape of client/icons/ (one 24 × 24 SVG per icon
 * of shared/components/Icon.tsx, and the filled heart) side by side in one immutable hashed SVG
 * under /assets/, and the stylesheet that draws them (`icon-shapes.css`, which
 * client/styles/icons.css imports; it exists only in the build): the sprite as every icon's mask,
 * and per `.i-{name}` the mask's position that shows its shape. One file and one SVG document for
 * all icons: each `data:` URL had been an SVG document parsed inside the first style pass, and a
 * file per icon a request each.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ICON_NAMES } from '../../shared/components/Icon';

const DIR = 'client/icons';
const OUT = 'dist/client/assets';
/** The stylesheet's name as client/styles/icons.css imports it. */
export const ICON_SHAPES_CSS = 'icon-shapes.css';

/** Shapes drawn by a state rather than by an `.i-{name}` class of their own. */
const STATE_SHAPES = [
  // A saved property's heart is filled.
  { selector: ".i-heart[aria-pressed='true']", shape: 'heart-filled' },
  // The open menu's toggle shows a cross.
  { selector: '.nav-toggle[open] > summary .i-menu', shape: 'close' },
] as const;

const SHAPES: readonly string[] = [...ICON_NAMES, 'heart-filled'];
const VIEW_BOX = '0 0 24 24';

/** The inside of a shape's file, checked to be one 24 × 24 `<svg>`. */
function shape(name: string): string {
  const svg = readFileSync(`${DIR}/${name}.svg`, 'utf8').trim();
  const m = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="([^"]+)">([\s\S]*)<\/svg>$/.exec(svg);
  if (!m || m[1] !== VIEW_BOX) throw new Error(`build: ${DIR}/${name}.svg is not one <svg viewBox="${VIEW_BOX}">`);
  return m[2]!;
}

export interface BuiltIcons {
  /** The sprite's URL. */
  href: string;
  /** The stylesheet that draws the icons from it. */
  css: string;
}

export function buildIcons(): BuiltIcons {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.svg'));
  const extra = files.filter((f) => !SHAPES.includes(f.replace(/\.svg$/, '')));
  if (extra.length) throw new Error(`build: ${extra.join(', ')} in ${DIR}/ is no icon of shared/components/Icon.tsx`);
  // Each shape in its own 24-wide cell; a nested <svg> clips it to that cell.
  const cells = SHAPES.map(
    (name, i) => `<svg x="${i * 24}" width="24" height="24" viewBox="${VIEW_BOX}">${shape(name)}</svg>`,
  );
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SHAPES.length * 24} 24">${cells.join('')}</svg>\n`;
  const hash = createHash('sha256').update(sprite).digest('hex').slice(0, 10);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}/icons-${hash}.svg`, sprite);
  const href = `/assets/icons-${hash}.svg`;
  // The sprite is scaled to the element's height, so each cell is as wide as the element; a
  // cell's position p (0 to 100 %) puts the sprite's p point on the element's.
  const at = (name: string) => `${+((SHAPES.indexOf(name) / (SHAPES.length - 1)) * 100).toFixed(6)}%`;
  const css = [
    `.icon, .icon-before::before, .icon-after::after { mask-image: url("${href}"); mask-size: ${SHAPES.length * 100}% 100%; mask-position: var(--icon-at) 0; }`,
    ...ICON_NAMES.map((name) => `.i-${name} { --icon-at: ${at(name)}; }`),
    ...STATE_SHAPES.map(({ selector, shape }) => `${selector} { --icon-at: ${at(shape)}; }`),
  ].join('\n');
  return { href, css };
}
