/**
 * The home search panel's matching rules (docs/search.md), the same for every
 * provider: what a query is once folded, what it looks for among properties, and the text a
 * property is found by. The d1 writer stores that text folded (`properties.search_folded`);
 * the omnicasa provider computes it from the property it holds.
 */
import { foldText } from '../../../shared/paths/slug';
import { isId } from './input';

/** Characters of a query that are read before folding. */
export const MAX_QUERY_LENGTH = 100;
/** Characters a folded query keeps: the text the site searches with (cut at a word boundary). */
export const MAX_SEARCH_CHARS = 40;
/** D1 refuses LIKE and GLOB patterns longer than 50 bytes ('LIKE or GLOB pattern too complex'). */
export const MAX_LIKE_BYTES = 50;
/** Shortest text that searches properties by street or reference. */
export const MIN_PROPERTY_TEXT = 3;
/** Most properties a search answers. */
export const MAX_PROPERTY_HITS = 6;
/** Most cities a search answers. */
export const MAX_CITY_HITS = 8;

/** `text` cut to `max` characters (code points), at its last word boundary when there is one past half of them. */
export function boundText(text: string, max = MAX_SEARCH_CHARS): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return (space >= max / 2 ? cut.slice(0, space) : cut).trim();
}

/**
 * The query as it is matched: its first MAX_QUERY_LENGTH characters folded (accents and case
 * ignored, shared/paths/slug.ts foldText), '|' (the separator of folded key lists) and runs of
 * white space turned into one space, then bounded to MAX_SEARCH_CHARS at a word boundary.
 * Every provider searches with this text.
 */
export const foldQuery = (q: string): string =>
  boundText(foldText(q.slice(0, MAX_QUERY_LENGTH)).replace(/\|/g, ' ').replace(/\s+/g, ' ').trim());

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (m) => `\\${m}`);
const byteLength = (text: string): number => new TextEncoder().encode(text).length;

/**
 * A LIKE pattern (for `LIKE ? ESCAPE '\'`) that finds `text` with `%` and `_` matching
 * themselves: `before` + escaped text + `after` ('%…%' contains, '…%' starts with), shortened a
 * character at a time until the whole pattern fits D1's MAX_LIKE_BYTES (a multibyte letter counts
 * its bytes). A shortened text still finds all that the full one finds.
 */
export function likePattern(text: string, before = '%', after = '%'): string {
  const chars = [...text];
  for (let n = chars.length; n >= 0; n--) {
    const pattern = `${before}${escapeLike(chars.slice(0, n).join(''))}${after}`;
    if (byteLength(pattern) <= MAX_LIKE_BYTES) return pattern;
  }
  return `${before}${after}`;
}

/**
 * What a folded query looks for among properties: digits only → the property with exactly that
 * ID (when it is a valid id); MIN_PROPERTY_TEXT characters or more → properties whose search
 * text (propertySearchText) contains it; anything shorter → no properties.
 */
export type PropertyTarget = { id: number } | { text: string } | null;

export function propertyTarget(folded: string): PropertyTarget {
  if (/^\d+$/.test(folded)) {
    const id = Number(folded);
    return isId(id) ? { id } : null;
  }
  return folded.length >= MIN_PROPERTY_TEXT ? { text: folded } : null;
}

/** The text a property is found by, folded: its street and house number when its address is published, and its reference. */
export function propertySearchText(p: {
  PublishAddress: boolean;
  Street: string;
  HouseNumber: string;
  RecordFile: string;
}): string {
  return foldText([p.PublishAddress ? `${p.Street} ${p.HouseNumber}` : '', p.RecordFile].join('|'));
}
