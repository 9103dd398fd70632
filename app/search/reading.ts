/**
 * A search text's reading (./parse-text.ts) in the listing's terms: the listing criteria it
 * gives (`readingSearch`: the URL the search leads to) and the sentence that tells it in the
 * visitor's language (`readingLabel`: 'Apartments for sale in Ghent, 2+ bedrooms, up to € 300.000',
 * the first suggestion of the search panel; docs/search.md "Words a visitor types").
 */
import type { TranslationFunctions } from '../../locales/i18n-types';
import { formatCurrency } from '../../shared/format/currency';
import type { Lang } from '../../shared/paths/languages';
import { placeByKey } from '../../shared/listing/places';
import type { ListingSearch } from '../../shared/listing/search-params';
import type { SearchReading } from './parse-text';

/** The listing criteria of a reading (the property it names is the caller's: a reference or id opens it). */
export function readingSearch(r: SearchReading): ListingSearch {
  const out: ListingSearch = {};
  if (r.goal !== undefined) out.goal = r.goal;
  if (r.city) out.city = r.city.name ? `${r.city.name}|${r.city.zip}` : r.city.zip;
  if (r.region) out.region = r.region;
  if (r.type !== undefined) out.type = r.type;
  if (r.minPrice !== undefined) out.minPrice = r.minPrice;
  if (r.maxPrice !== undefined) out.maxPrice = r.maxPrice;
  if (out.minPrice !== undefined && out.maxPrice !== undefined && out.minPrice > out.maxPrice) delete out.maxPrice;
  if (r.minRooms !== undefined) out.minRooms = r.minRooms;
  if (r.minArea !== undefined) out.minArea = r.minArea;
  if (r.maxArea !== undefined) out.maxArea = r.maxArea;
  if (out.minArea !== undefined && out.maxArea !== undefined && out.minArea > out.maxArea) delete out.maxArea;
  if (r.minPlot !== undefined) out.minPlot = r.minPlot;
  if (r.epc) out.epc = r.epc;
  if (r.garden) out.garden = true;
  if (r.terrace) out.terrace = true;
  if (r.parking) out.parking = true;
  if (r.newBuild) out.newBuild = true;
  return out;
}

type Filters = TranslationFunctions['FILTERS'];

/** A place's name in a language: a region or province, or a city ('Ghent' from 'Ghent|9000', a postcode alone). */
export function placeLabel(search: Pick<ListingSearch, 'city' | 'region'>, lang: Lang): string | null {
  if (search.region) return placeByKey(search.region)?.name[lang] ?? null;
  if (!search.city) return null;
  const [name = '', zip = ''] = search.city.split('|');
  return name.trim() || zip.trim() || null;
}

/** The price part of criteria: 'up to € 300.000', 'from …', '… to …'. */
export function priceLabel(F: Filters, min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined)
    return F.priceRange({ min: formatCurrency(min), max: formatCurrency(max) });
  if (max !== undefined) return F.priceMax({ price: formatCurrency(max) });
  if (min !== undefined) return F.priceMin({ price: formatCurrency(min) });
  return null;
}

/** The living-area part: 'from 100 m²', 'up to …', '80 to 120 m²'. */
export function areaLabel(F: Filters, min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return F.areaRange({ min, max });
  if (max !== undefined) return F.areaMax({ area: max });
  if (min !== undefined) return F.areaMin({ area: min });
  return null;
}

/**
 * The sentence of criteria ('Apartments for sale in Ghent, 2+ bedrooms, up to € 300.000'): what
 * (the type in the plural, or 'Properties'), buy or rent, where, then the other criteria.
 * `typeName` names a type the texts do not know (a provider's own types).
 */
export function criteriaLabel(
  search: ListingSearch,
  F: Filters,
  lang: Lang,
  typeName: (id: number) => string | undefined = () => undefined,
): string {
  const plural = (F.types as unknown as Record<string, (() => string) | undefined>)[String(search.type)];
  const what = search.type === undefined ? F.properties() : (plural?.() ?? typeName(search.type) ?? F.properties());
  const head = [what];
  if (search.goal === 0) head.push(F.forSale());
  if (search.goal === 1) head.push(F.forRent());
  const region = placeByKey(search.region);
  const place = placeLabel(search, lang);
  if (region) head.push(region.within[lang]);
  else if (place) head.push(F.inCity({ place }));
  const rest = [
    search.minRooms !== undefined ? F.rooms({ count: search.minRooms }) : null,
    priceLabel(F, search.minPrice, search.maxPrice),
    areaLabel(F, search.minArea, search.maxArea),
    search.minPlot !== undefined ? F.plotMin({ area: search.minPlot }) : null,
    search.epc ? F.epc({ label: search.epc }) : null,
    search.garden ? F.garden() : null,
    search.terrace ? F.terrace() : null,
    search.parking ? F.parking() : null,
    search.newBuild ? F.newBuild() : null,
  ].filter((x): x is string => x !== null);
  return [head.join(' '), ...rest].join(', ');
}

/** A reading told in the visitor's language (the reference or id it names, or its criteria). */
export function readingLabel(
  r: SearchReading,
  F: Filters,
  lang: Lang,
  typeName?: (id: number) => string | undefined,
): string {
  if (r.reference) return F.reference({ ref: r.reference });
  if (r.id !== undefined) return F.property({ id: String(r.id) });
  return criteriaLabel(readingSearch(r), F, lang, typeName);
}
