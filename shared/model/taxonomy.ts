/** Types, cities and tree items with their counts (docs/data-model.md, "City", "Tree item"). */
import type { Lang } from './common';
import type { LatLng } from '../geo/area';

export interface PropertyType {
  ID: number;
  /** Same as ID: the value of Property.WebID for this type. */
  WebID: number;
  Name: string;
  ShowOrder: number;
  /** The type is offered for sale / for rent (shown in that goal's type list). */
  Sale: boolean;
  Rent: boolean;
  Language: Lang;
  /** Properties of this type for sale / for rent (WebIDs membership). */
  SaleCount: number;
  RentCount: number;
}

export interface City {
  /** Name in the asked language ('Bruxelles' in fr, 'Brussel' in nl). */
  Name: string;
  Zip: string;
  CountryID: number;
  CountryName: string;
  /** Properties in scope (all, for sale or for rent, as asked). */
  PropertyCount: number;
  Language: Lang;
  SaleCount: number;
  RentCount: number;
  /** The mean public position of the city's properties (app/geo/centre.ts): the centre of a search around it; absent when none is known. */
  Center?: LatLng;
}

/** Which properties a city list counts (docs/data-model.md: separate lists for all, for sale, for rent). */
export type CityScope = 'all' | 'sale' | 'rent';

/** Totals for the home search block (docs/search.md: for-sale first, for-rent second). */
export interface Totals {
  sale: number;
  rent: number;
}
