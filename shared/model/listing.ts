/**
 * What a property list asks for (filters, sort order, paging) and what a search answers
 * (docs/search.md and "/api/search").
 */
import type { Lang } from './common';
import type { Property } from './property';
import type { City, PropertyType } from './taxonomy';
import type { SearchArea } from '../geo/area';

export const SORT_ORDERS = ['price-asc', 'price-desc', 'type', 'city', 'date-desc'] as const;
/** 'date-desc' (newest first) is the default. 'type' sorts by TypeDescription, 'city' by City name. */
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'date-desc';
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;

export interface PropertyFilters {
  /** 0 sale; 1 rent (any non-zero Goal). Absent: both. */
  goal?: 0 | 1;
  /**
   * A city by name (any language, accents and case ignored), by postcode, or both as the
   * listing's query parameter joins them: 'Liège|4000' (the postcode then decides).
   */
  city?: string;
  /** Property type id (WebID; matches any of a property's WebIDs). */
  type?: number;
  minPrice?: number;
  maxPrice?: number;
  /** Minimum number of bedrooms. */
  minRooms?: number;
  minGarages?: number;
  /** Only properties with a garage or a parking space. */
  parking?: boolean;
  garden?: boolean;
  terrace?: boolean;
  /** Only properties flagged new / arriving / discreet. */
  isNew?: boolean;
  arriving?: boolean;
  discreet?: boolean;
  /** Only units of this project. */
  project?: number;
  /** Only properties within this circle or polygon (shared/geo/area.ts). */
  area?: SearchArea;
  /**
   * A Belgian region or province by its key (shared/listing/places.ts: 'flanders',
   * 'west-flanders', …): properties whose Belgian postcode lies in its ranges.
   */
  region?: string;
  /** Living area in m² at least / at most. */
  minArea?: number;
  maxArea?: number;
  /** Plot (ground) area in m² at least. */
  minPlot?: number;
  /**
   * The worst EPC label accepted ('A++', 'A+', 'A', 'B', … 'G'; shared/listing/epc-filter.ts): a
   * property's label on its own region's scale must be this good or better.
   */
  epc?: string;
  /** Only new builds (a unit of a new-build project, or a building in the 'new' condition). */
  newBuild?: boolean;
  /**
   * Sold and rented properties too ('show sold and rented'): without it they leave every list and
   * count (app/listing/rules.ts).
   */
  closed?: boolean;
  /** With a price bound: properties whose price is on request too (without it a bound leaves them out). */
  onRequest?: boolean;
}

export interface ListQuery extends PropertyFilters {
  sort?: SortOrder;
  /** 1-based, default 1. */
  page?: number;
  /** Default DEFAULT_PAGE_SIZE, at most MAX_PAGE_SIZE. */
  pageSize?: number;
  lang: Lang;
}

/** The home search panel's three groups (docs/search.md). */
export interface SearchResult {
  types: PropertyType[];
  cities: City[];
  properties: Property[];
}

/** Splits a city parameter: 'Liège|4000' → { name: 'Liège', zip: '4000' }; '4000' → { zip }; 'Liège' → { name }. */
export function parseCityParam(value: string): { name?: string; zip?: string } {
  const [first = '', second] = value.split('|', 2).map((part) => part.trim());
  if (second !== undefined) {
    return { ...(first ? { name: first } : {}), ...(second ? { zip: second } : {}) };
  }
  if (/^(L-)?\d{4}$/i.test(first)) return { zip: first.replace(/^L-/i, '') };
  return first ? { name: first } : {};
}

/** The city parameter as a visitor reads it: 'Ghent|9000' → 'Ghent (9000)'; a name or postcode alone as it is. */
export function cityLabel(value: string): string {
  const { name, zip } = parseCityParam(value);
  return name && zip ? `${name} (${zip})` : (name ?? zip ?? '');
}

/** The city parameter of a city: its name and postcode joined by a vertical bar (docs/search.md). */
export const cityParam = (city: { Name: string; Zip: string }): string => `${city.Name}|${city.Zip}`;
