/**
 * The demo's market model: the one function that gives a demo property its asking price or rent
 * (`askingPrice`), from published Belgian figures, so that prices and rents read as a Belgian
 * buyer knows them and the price history of a property (earlier prices, "price reduced") derives
 * from the same figure. Every published figure below names its source; every other number is the
 * model's own choice and says so (docs/decisions/063-demo-prices-from-a-market-model.md).
 *
 * A home's price is its region's median for its kind (Statbel), scaled to its living area (a
 * kind's typical area, with an elasticity under 1: a home twice as large costs less than twice as
 * much), by the town's character and, for the municipalities Statbel names among the most
 * expensive, by their own median against the region's; then by condition, by subtype (a
 * penthouse, a studio) and by a spread (log-normal, ±12 % for one standard deviation), and
 * rounded as agencies round asking prices. Rents follow the same steps from the agents'
 * federations' barometers of new leases. Land follows the notaries' barometer per province;
 * commercial premises, offices, garages and investment buildings (for which no published median
 * is cited) derive from the residential figures as stated.
 */
import type { Region } from '../../shared/model/energy';
import type { DemoCity, Province, TownCharacter } from './cities';
import type { Rng } from './prng';

export type HomeKind = 'house-closed' | 'house-open' | 'apartment';

/**
 * Statbel, median sale prices of 2024 by region (published 23 April 2025; as reported by BX1,
 * "Le prix de l'immobilier augmente à Bruxelles en 2024"): houses with two or three façades,
 * houses with four façades (open), apartments. Brussels' four-façade median is 1,100,000.
 */
export const STATBEL_2024: Record<Region, Record<HomeKind, number>> = {
  flanders: { 'house-closed': 300_000, 'house-open': 414_000, apartment: 250_000 },
  brussels: { 'house-closed': 495_000, 'house-open': 1_100_000, apartment: 260_000 },
  wallonia: { 'house-closed': 175_000, 'house-open': 290_000, apartment: 175_000 },
};

/**
 * Statbel, median sale prices of the first half of 2024 for three Walloon provinces (as reported
 * by BX1, "Immobilier : les prix sont repartis à la hausse au premier semestre", September 2024):
 * Brabant wallon, the dearest in every kind (houses with two or three façades 305,000, four
 * façades 440,000, apartments 242,000); Hainaut, the cheapest for closed houses (150,000) and
 * apartments (150,600); Namur, the cheapest for four-façade houses (270,000). They replace the
 * region's median for a town in that province.
 */
export const STATBEL_PROVINCE_2024: Partial<Record<Province, Partial<Record<HomeKind, number>>>> = {
  'Brabant wallon': { 'house-closed': 305_000, 'house-open': 440_000, apartment: 242_000 },
  Hainaut: { 'house-closed': 150_000, apartment: 150_600 },
  Namur: { 'house-open': 270_000 },
};

/** A town's median sale price of a kind of home: its province's where published, else its region's. */
export function medianPrice(city: Pick<DemoCity, 'region' | 'province'>, kind: HomeKind): number {
  return STATBEL_PROVINCE_2024[city.province]?.[kind] ?? STATBEL_2024[city.region][kind];
}

/** The living area (m²) a median home of each kind is taken to have (the model's choice). */
export const TYPICAL_AREA: Record<HomeKind, number> = { 'house-closed': 150, 'house-open': 200, apartment: 90 };

/** How much more a home of a town's character costs than its region's median (the model's choice). */
export const CHARACTER_FACTOR: Record<TownCharacter, { house: number; apartment: number; rent: number }> = {
  centre: { house: 1.05, apartment: 1.1, rent: 1.05 },
  town: { house: 0.95, apartment: 0.95, rent: 0.95 },
  suburb: { house: 1.1, apartment: 1.05, rent: 1.05 },
  countryside: { house: 0.8, apartment: 0.85, rent: 0.85 },
};

/**
 * The municipalities Statbel names among the most expensive of their region (Statbel, house
 * prices 2022 by municipality, as reported by La Libre Belgique on 11 May 2023: houses Ixelles
 * 790,000, Knokke-Heist and Sint-Martens-Latem 750,000, Uccle 696,000, Waterloo 535,000;
 * apartments Knokke 545,000), against their region's medians of that year (houses with two or
 * three façades 491,750 in Brussels, 285,000 in Flanders; apartments 235,000 in Flanders; for
 * Waterloo, Brabant wallon's medians above): the factor by which their homes cost more. A
 * municipality's median mixes house types (Waterloo's houses are mostly open ones), so the
 * factors are rounded down.
 */
export const PREMIUM_FACTOR: Record<string, { house: number; apartment: number }> = {
  // and one of the cheapest of Brussels (Statbel 2018, as reported by Trends-Tendances in December
  // 2018: Anderlecht's houses 290,000 against the region's 394,000; Federia 2024: its flats rent
  // at 973 a month against the region's 1,255)
  '1070': { house: 0.75, apartment: 0.78 },
  '1050': { house: 1.5, apartment: 1.35 },
  '1180': { house: 1.35, apartment: 1.3 },
  '8300': { house: 1.9, apartment: 2.1 },
  '9830': { house: 1.8, apartment: 1.5 },
  '1410': { house: 1.3, apartment: 1.2 },
};

/** Asking price against a home in good condition (the model's choice). */
export const CONDITION_FACTOR: Record<string, number> = {
  new: 1.15,
  excellent: 1.07,
  good: 1,
  'to-refresh': 0.88,
  'to-renovate': 0.72,
};

/** A subtype's price against its kind's median home of the same area (the model's choice). */
const SUBTYPE_FACTOR: Record<string, number> = {
  mansion: 1.05,
  farm: 0.9,
  bungalow: 0.95,
  penthouse: 1.3,
  loft: 1.05,
  studio: 1.15,
  'ground-floor': 0.97,
};

/**
 * Monthly rents of new leases (Federia's barometer 2024, as reported by Trends-Tendances in
 * March 2025 and Immovlan: Brussels apartments 1,255, studios 854, terraced houses 2,220;
 * Federia 2023 for Wallonia, as reported by DH: apartments 728, terraced houses 817, four-façade
 * houses 1,077; CIB for Flanders, first half of 2025 as reported by Immovlan: apartments 893,
 * terraced houses 1,014, and four-façade houses 1,123 in 2023 as reported by DH), for a home of
 * the typical area below. Studios outside Brussels are not published: 68 % of an apartment's
 * rent, Brussels' ratio (854 / 1,255).
 */
export const RENT_BASE: Record<Region, Record<HomeKind | 'studio', number>> = {
  // Brussels' open houses: not published; 2,900, the model's choice
  brussels: { apartment: 1255, studio: 854, 'house-closed': 2220, 'house-open': 2900 },
  flanders: { apartment: 893, studio: 607, 'house-closed': 1014, 'house-open': 1123 },
  wallonia: { apartment: 728, studio: 495, 'house-closed': 817, 'house-open': 1077 },
};
/** The area (m²) the rents above are taken to be for (the model's choice). */
export const RENT_AREA: Record<HomeKind | 'studio', number> = {
  apartment: 85,
  studio: 35,
  'house-closed': 150,
  'house-open': 180,
};

/**
 * Median price per m² of building land, first half of 2023, by province (the notaries'
 * barometer, as reported by DH on 30 August 2023 and Teknomers: Oost-Vlaanderen 554,
 * West-Vlaanderen 499, Antwerpen 446, Vlaams-Brabant 403, Limburg 230; Brabant wallon 215,
 * Hainaut 144, Liège 137, Luxembourg 88, Namur 81). Brussels has too few sales to be published
 * (Statbel's last figure, 2014: 453 a m²): 700, the model's choice.
 */
export const LAND_PER_M2: Record<Province, number> = {
  Brussels: 700,
  'Oost-Vlaanderen': 554,
  'West-Vlaanderen': 499,
  Antwerpen: 446,
  'Vlaams-Brabant': 403,
  Limburg: 230,
  'Brabant wallon': 215,
  Hainaut: 144,
  Liège: 137,
  Luxembourg: 88,
  Namur: 81,
};
/** A province's median is mostly rural plots: a town's own plots cost more (the model's choice). */
const LAND_CHARACTER: Record<TownCharacter, number> = { centre: 2.5, town: 1.4, suburb: 1.2, countryside: 0.8 };

/** Gross yield of an investment building by region (the model's choice, between 4.5 and 6.5 %). */
const GROSS_YIELD: Record<Region, number> = { brussels: 0.048, flanders: 0.052, wallonia: 0.06 };

/** The kind of home of a subtype, or null for other property types. */
export function homeKind(subtype: string): HomeKind | null {
  if (['terraced', 'semi', 'mansion'].includes(subtype)) return 'house-closed';
  if (['villa', 'farm', 'bungalow'].includes(subtype)) return 'house-open';
  if (['apartment', 'penthouse', 'duplex', 'ground-floor', 'loft', 'studio'].includes(subtype)) return 'apartment';
  return null;
}

/** A log-normal spread factor: exp(σ·z), z standard normal (Box–Muller). */
export function spread(rng: Rng, sigma: number): number {
  const u = Math.max(1e-12, rng.next());
  const v = rng.next();
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return Math.exp(sigma * Math.max(-2.5, Math.min(2.5, z)));
}

/**
 * An asking price as Belgian agencies write them: to 1,000 under 500,000 (often just under a
 * round figure: 249,000), to 5,000 up to 2 million, to 25,000 above.
 */
export function roundSalePrice(value: number, rng: Rng): number {
  if (value >= 2_000_000) return Math.round(value / 25_000) * 25_000;
  if (value >= 500_000) return Math.round(value / 5_000) * 5_000;
  const thousands = Math.round(value / 1_000) * 1_000;
  return thousands % 5_000 === 0 && rng.chance(0.45) ? thousands - 1_000 : thousands;
}

/** A monthly rent as agencies write it: to 5 euros (to 10 from 1,000 on). */
export function roundRent(value: number): number {
  return value >= 1_000 ? Math.round(value / 10) * 10 : Math.round(value / 5) * 5;
}

export interface PriceInput {
  sale: boolean;
  /** Subtype key (./types.ts). */
  subtype: string;
  /** Main type (shared/model/property.ts WEB_ID). */
  webId: number;
  city: DemoCity;
  living: number | null;
  ground: number | null;
  condition: string | null;
  /** Residential units of an investment building, and whether it has a shop. */
  units?: number | null;
  shopOnGround?: boolean;
}

export interface Asking {
  /** Euros (a sale) or euros a month (a rent). */
  price: number;
  /** An investment building's yearly rent income. */
  income: number | null;
}

const premium = (city: DemoCity) => PREMIUM_FACTOR[city.Zip] ?? { house: 1, apartment: 1 };

/** The price per m² of an apartment in a town, without its premium as a place to live (the base of the non-residential prices). */
function apartmentPerM2(city: DemoCity): number {
  return (medianPrice(city, 'apartment') / TYPICAL_AREA.apartment) * CHARACTER_FACTOR[city.character].apartment;
}
/** The rent per m² of an apartment in a town. */
function apartmentRentPerM2(city: DemoCity): number {
  return (
    (RENT_BASE[city.region].apartment / RENT_AREA.apartment) *
    CHARACTER_FACTOR[city.character].rent *
    Math.sqrt(premium(city).apartment)
  );
}

/**
 * A property's asking price (sale) or monthly rent, with an investment building's income: the
 * one function the demo's prices come from (and so the price histories derived from them).
 */
export function askingPrice(input: PriceInput, rng: Rng): Asking {
  const { city, sale } = input;
  const cond = CONDITION_FACTOR[input.condition ?? 'good'] ?? 1;
  const living = input.living ?? 0;
  const kind = homeKind(input.subtype);
  if (kind) {
    const subtypeFactor = SUBTYPE_FACTOR[input.subtype] ?? 1;
    const isHouse = kind !== 'apartment';
    if (sale) {
      const median = medianPrice(city, kind);
      const size = (living / TYPICAL_AREA[kind]) ** 0.8;
      const where = CHARACTER_FACTOR[city.character][isHouse ? 'house' : 'apartment'];
      const value =
        median *
        size *
        where *
        premium(city)[isHouse ? 'house' : 'apartment'] *
        cond *
        subtypeFactor *
        spread(rng, 0.12);
      return { price: roundSalePrice(value, rng), income: null };
    }
    const baseKind = input.subtype === 'studio' ? 'studio' : kind;
    const size = (living / RENT_AREA[baseKind]) ** 0.7;
    const value =
      RENT_BASE[city.region][baseKind] *
      size *
      CHARACTER_FACTOR[city.character].rent *
      Math.sqrt(premium(city)[isHouse ? 'house' : 'apartment']) *
      Math.sqrt(cond) *
      Math.sqrt(input.subtype === 'penthouse' ? 1.2 : 1) *
      spread(rng, 0.08);
    return { price: roundRent(value), income: null };
  }
  switch (input.subtype) {
    case 'plot': {
      const value =
        (input.ground ?? 0) * LAND_PER_M2[city.province] * LAND_CHARACTER[city.character] * spread(rng, 0.15);
      return { price: roundSalePrice(value, rng), income: null };
    }
    case 'garage-box':
    case 'parking-space': {
      // the model's choice: a box 22,000–38,000 in a Brussels or city centre, less elsewhere; a space 60 %
      const level =
        (city.region === 'brussels' ? 1.25 : city.region === 'flanders' ? 1 : 0.75) *
        { centre: 1.2, town: 0.9, suburb: 1, countryside: 0.6 }[city.character] *
        (input.subtype === 'parking-space' ? 0.6 : 1);
      if (sale) return { price: Math.round((27_000 * level * spread(rng, 0.15)) / 500) * 500, income: null };
      return { price: roundRent(105 * Math.sqrt(level) * spread(rng, 0.12)), income: null };
    }
    case 'investment':
    case 'apartment-block': {
      const units = input.units ?? 3;
      const unitRent = apartmentRentPerM2(city) * 75;
      const shopRent = input.shopOnGround ? apartmentRentPerM2(city) * 1.2 * 90 : 0;
      const income = Math.round(((units * unitRent + shopRent) * 12) / 100) * 100;
      const gross = GROSS_YIELD[city.region] * (1 + (rng.next() - 0.5) * 0.2);
      const value = (income / gross) * Math.sqrt(cond);
      return { price: roundSalePrice(value, rng), income };
    }
    default: {
      // shops, restaurants and offices: an apartment's price or rent per m², times the model's factor for the use
      const use =
        input.subtype === 'shop'
          ? city.character === 'centre'
            ? 1.1
            : 0.85
          : input.subtype === 'hospitality'
            ? 0.8
            : input.subtype === 'office-building'
              ? 0.7
              : 0.8;
      if (sale) {
        const value = living * apartmentPerM2(city) * use * cond * spread(rng, 0.12);
        return { price: roundSalePrice(value, rng), income: null };
      }
      return { price: roundRent(living * apartmentRentPerM2(city) * use * spread(rng, 0.1)), income: null };
    }
  }
}
