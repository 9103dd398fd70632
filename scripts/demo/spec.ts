/**
 * A demo property before it becomes a record: the facts the generator decides once (sizes,
 * rooms, condition, energy, price, flags), from which the detail field groups (details.ts),
 * the texts (texts.ts) and the photos (photo-pool.ts) are all derived, so they agree.
 */
import type { Viager } from '../../shared/model/property';
import type { DemoCity } from './cities';
import type { AdjectiveKey } from './texts/grammar';
import type { Subtype } from './types';

export type Orientation = 'south' | 'west' | 'south-west' | 'east' | 'south-east';

export interface EpcSpec {
  /** kWh/m² per year (null: a class without a value). */
  value: number | null;
  /** Label code of the region's scale ('b', 'c_plus', …). */
  code: string;
  /** Label as printed ('B', 'C+'). */
  text: string;
}

export interface PropertySpec {
  id: number;
  goal: number;
  subtype: Subtype;
  city: DemoCity;
  street: string;
  houseNumber: string;
  box: string;
  publishAddress: boolean;
  lat: number;
  lng: number;
  living: number | null;
  ground: number | null;
  garden: number | null;
  terrace: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  showers: number | null;
  toilets: number | null;
  garages: number | null;
  parkings: number | null;
  /** Floors of a house or building. */
  floors: number | null;
  /** Floor of a flat or office (0 = ground floor). */
  floor: number | null;
  /** Residential units of an investment building. */
  units: number | null;
  shopOnGround: boolean;
  /** Covers of a restaurant. */
  seats: number | null;
  constructionYear: number | null;
  renovationYear: number | null;
  condition: string | null;
  heating: string | null;
  glazing: string | null;
  frame: string | null;
  kitchen: string | null;
  roof: string | null;
  roofMaterial: string | null;
  facades: number | null;
  facadeWidth: number | null;
  plotWidth: number | null;
  orientation: Orientation | null;
  epc: EpcSpec | null;
  eLevel: number | null;
  price: number;
  publishPrice: boolean;
  priceUnit: number;
  marquee: number;
  isNew: boolean;
  isArriving: boolean;
  isDiscreet: boolean;
  /** yyyy-mm-dd */
  published: string;
  available: string | null;
  depositMonths: number | null;
  /** Price of the optional parking space (sale) or its monthly rent. */
  parkingPrice: number | null;
  /** Yearly rent income of an investment building. */
  income: number | null;
  yieldPct: number | null;
  viager: Viager | null;
  zoning: string | null;
  projectId: number | null;
  agentId: number;
  adjective: AdjectiveKey | null;
}
