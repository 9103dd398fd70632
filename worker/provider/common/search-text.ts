/**
 * The home search panel's matching rules (docs/search.md), the same for every
 * provider: what a query is once folded, what it looks for among properties, and the text a
 * property is found by. The d1 writer stores that text folded (`properties.search_folded`);
 * the omnicasa provider computes it from the property it holds.
 */
import { foldText } from '../../../shared/paths/slug';
import { isId } from './input';

/** Characters of a query that are read. */
export const MAX_QUERY_LENGTH = 100;
/** Shortest text that searches properties by street or reference. */
export const MIN_PROPERTY_TEXT = 3;
/** Most properties a search answers. */
export const MAX_PROPERTY_HITS = 6;
/** Most cities a search answers. */
export const MAX_CITY_HITS = 8;

/**
 * The query as it is matched: its first MAX_QUERY_LENGTH characters folded (accents and case
 * ignored, shared/paths/slug.ts foldText), '|' (the separator of folded key lists) and runs of
 * white space turned into one space.
 */
export const foldQuery = (q: string): string =>
  foldText(q.slice(0, MAX_QUERY_LENGTH)).replace(/\|/g, ' ').replace(/\s+/g, ' ');

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
