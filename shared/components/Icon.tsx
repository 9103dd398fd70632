/**
 * A small decorative icon (aria-hidden; the surrounding control or text carries the meaning): one
 * `<span>` painted through the icon's shape as a CSS mask (client/styles/icons.css, decision record 022,
 * amendment 036), in the text colour. Where an element already holds the text beside the icon, its own
 * `::before` draws the icon instead (`iconBefore`), and the page has no element for it at all.
 */
import type { CSSProperties } from 'react';

/** Every icon, in the order of their shapes in the sprite (scripts/lib/build-icons.ts). */
export const ICON_NAMES = [
  'bed',
  'bath',
  'area',
  'map',
  'list',
  'filter',
  'phone',
  'mail',
  'pin',
  'clock',
  'user',
  'facebook',
  'instagram',
  'linkedin',
  'menu',
  'close',
  'chevron',
  'up',
  'search',
  'arrow',
  'home',
  'key',
  'building',
  'shield',
  'heart',
  'print',
  'share',
  'photos',
  'bell',
] as const;

/** The icons client/styles/icons.css draws (`.i-{name}`). */
export type IconName = (typeof ICON_NAMES)[number];

/** A name from content (a top bar item's, a link card's) if it is one of the icons, else null. */
export function iconName(name: string | undefined): IconName | null {
  return name && (ICON_NAMES as readonly string[]).includes(name) ? (name as IconName) : null;
}

/** `--icon-size` for a size other than the default 20 px. */
export function iconSize(size: number): CSSProperties | undefined {
  return size === 20 ? undefined : ({ '--icon-size': `${size}px` } as CSSProperties);
}

/** The class names that make an element's `::before` the icon (the element keeps its own content). */
export function iconBefore(name: IconName): string {
  return `icon-before i-${name}`;
}

/** The class names that make an element's `::after` the icon, after its content. */
export function iconAfter(name: IconName): string {
  return `icon-after i-${name}`;
}

/** The icon as one `<span>`; nothing for a name that is no icon (content may name none). */
export function Icon({ name, size = 20, className }: { name: IconName | null; size?: number; className?: string }) {
  if (!name) return null;
  return (
    <span className={`icon i-${name}${className ? ` ${className}` : ''}`} style={iconSize(size)} aria-hidden="true" />
  );
}
