/**
 * The order of property lists for each SortOrder (shared/model/listing.ts), the same for every
 * provider. The d1 provider writes it as SQL (`orderBy` in ../d1/catalogue.ts; a worker test checks both
 * give the same order); lists finished in memory (omnicasa) sort with `compareProperties`.
 *
 * - 'price-asc' / 'price-desc': by the shown price (app/listing/rules.ts shownPrice), properties
 *   without one ('Price on request', no price) last in both directions, never among the priced
 *   ones, then by ID in the same direction;
 * - 'type': by type description (case and accents ignored), then price ascending, then ID;
 * - 'city': by folded city name, then price ascending, then ID;
 * - 'date-desc' (default, the home's 'latest offers'): listings with a photo before those without
 *   (an imported plot without photos must not lead the list with a placeholder), then newest
 *   publication first, then the highest ID. Omnicasa pages this order itself and cannot sort by
 *   "has a photo": its pages are put in this order one page at a time (`photosFirst`).
 */
import type { SortOrder } from '../../../shared/model/listing';
import type { Property } from '../../../shared/model/property';
import { foldText } from '../../../shared/paths/slug';
import { shownPrice } from '../../../app/listing/rules';

type Sortable = Pick<
  Property,
  'ID' | 'Price' | 'PublishPrice' | 'TypeDescription' | 'City' | 'PublicationDate' | 'SmallPictureItem'
>;

/** 1 for a listing without a photo, 0 with one. */
const photoless = (p: Pick<Property, 'SmallPictureItem'>): number => Number(p.SmallPictureItem === null);

/** Listings with a photo first, each part keeping its order (Array.prototype.sort is stable). */
export const photosFirst = <T extends Pick<Property, 'SmallPictureItem'>>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => photoless(a) - photoless(b));

/** Names compared as the site lists them: folded (accents and case ignored), then as text. */
export const compareNames = (a: string, b: string): number => foldText(a).localeCompare(foldText(b));

/** Price order: shown prices before none, then by price in `dir`. */
const byPrice = (a: Sortable, b: Sortable, dir: 1 | -1): number => {
  const pa = shownPrice(a);
  const pb = shownPrice(b);
  return Number(pa === null) - Number(pb === null) || dir * ((pa ?? 0) - (pb ?? 0));
};

export function compareProperties(sort: SortOrder): (a: Sortable, b: Sortable) => number {
  switch (sort) {
    case 'price-asc':
      return (a, b) => byPrice(a, b, 1) || a.ID - b.ID;
    case 'price-desc':
      return (a, b) => byPrice(a, b, -1) || b.ID - a.ID;
    case 'type':
      return (a, b) =>
        a.TypeDescription.localeCompare(b.TypeDescription, undefined, { sensitivity: 'base' }) ||
        byPrice(a, b, 1) ||
        a.ID - b.ID;
    case 'city':
      return (a, b) => compareNames(a.City, b.City) || byPrice(a, b, 1) || a.ID - b.ID;
    default:
      return (a, b) => photoless(a) - photoless(b) || b.PublicationDate.localeCompare(a.PublicationDate) || b.ID - a.ID;
  }
}
