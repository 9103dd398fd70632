/**
 * Properties (docs/data-model.md and "Property detail labels imply fields").
 *
 * Field names are those of the Omnicasa website API (PascalCase), so the
 * d1 and omnicasa providers return the same shapes. Texts are in the language asked for.
 * Values that are unknown or do not apply (a flat's garden, a plot's bedrooms) are `null`.
 * Coded values (heating, glazing, kitchen, …) are short lower-case codes listed below; the
 * interface translates the known ones and shows any other value as given.
 */
import type { Lang, PictureItem } from './common';
import type { Agent } from './people';

/** Goal 0 is sale; any other value is rent (docs/provider.md; Omnicasa also has 2, take-over). */
export const GOAL_SALE = 0;
export const GOAL_RENT = 1;
export const isRent = (goal: number): boolean => goal !== GOAL_SALE;

/** Marquee values of the d1 provider (docs/provider.md: sold = 3, rented = 4). */
export const MARQUEE = { none: 0, option: 2, sold: 3, rented: 4 } as const;
/** The marquee values of a property that is no longer available (sold or rented). */
export const CLOSED_MARQUEES: readonly number[] = [MARQUEE.sold, MARQUEE.rented];
/** Sold or rented: the page shows a ribbon and a notice, lists of available properties leave it out. */
export const isClosed = (p: Pick<Property, 'Marquee'>): boolean => CLOSED_MARQUEES.includes(p.Marquee);
/** PriceUnit values: 7 shows 'starting from' (docs/constants.md). */
export const PRICE_UNIT = { total: 1, perMonth: 2, startingFrom: 7 } as const;
/** CountryID 10 is Belgium, 50 Luxembourg (docs/constants.md). */
export const COUNTRY = { belgium: 10, luxembourg: 50 } as const;

/** The eight sample property types (docs/data-model.md), by WebID. */
export const WEB_ID = {
  house: 1,
  apartment: 2,
  studio: 3,
  land: 4,
  investment: 5,
  commercial: 6,
  garage: 7,
  offices: 8,
} as const;

/** Known codes of the coded detail fields. */
export const ASBESTOS = ['not-required', 'asbestos-safe', 'not-asbestos-safe', 'pending'] as const;
export const AREA_APPLICATION = [
  'residential',
  'residential-rural',
  'residential-park',
  'mixed',
  'commercial',
  'industrial',
  'agricultural',
] as const;

/** One property in a list (cards, map markers, search results). */
export interface Property {
  ID: number;
  /** Main property type id (PropertyType.WebID). */
  WebID: number;
  /** Every type id the property belongs to, comma-separated ("1" or "1,5"). */
  WebIDs: string;
  Goal: number;
  City: string;
  Zip: string;
  /** Subtype in the asked language ('Villa', 'Penthouse', …). */
  TypeDescription: string;
  /** The main type's name (PropertyType.Name). */
  MainTypeName: string;
  /** Language of the texts. */
  Language: Lang;
  /** The agency's file reference. */
  RecordFile: string;
  Marquee: number;
  MarqueeName: string;
  SmallPictureItem: PictureItem | null;
  Price: number | null;
  /** False: show 'Price on request' (docs/formatting.md). */
  PublishPrice: boolean;
  PriceUnit: number;
  PriceUnitText: string;
  /** False: Street, HouseNumber and BoxNr are empty and Lat/Lng point at the city. */
  PublishAddress: boolean;
  Street: string;
  HouseNumber: string;
  BoxNr: string;
  CountryID: number;
  CountryName: string;
  /** Specific primary energy use, kWh/m² per year. */
  EnergyPerformance: number | null;
  /** The EPC label as printed ('B', 'C+', 'A++'), '' when unknown. */
  EPCLabelText: string;
  /** Short title in the asked language (cards, detail heading, URL slug). */
  Title: string;
  Bedrooms: number | null;
  Bathrooms: number | null;
  /** Living surface, m². */
  LivingArea: number | null;
  /** Ground (plot) surface, m². */
  GroundArea: number | null;
  Lat: number | null;
  Lng: number | null;
  IsNew: boolean;
  IsArriving: boolean;
  IsDiscreet: boolean;
  /** Publication date, ISO 8601 (yyyy-mm-dd). */
  PublicationDate: string;
  /** The project this property is a unit of, or null. */
  ProjectID: number | null;
  /**
   * The asking price before its last change, where the provider keeps a price history (d1:
   * migrations/0011_price_history.sql); absent where it gives none (Omnicasa and Whise give no
   * previous price). Never given when the price is not published.
   */
  PreviousPrice?: number | null;
  /** The day the asking price last changed (yyyy-mm-dd), with PreviousPrice. */
  PriceChangedOn?: string | null;
}

/** A reduced asking price: what it was and since when (null unless the shown price is lower than the one before). */
export function priceReduction(
  p: Pick<Property, 'Price' | 'PublishPrice' | 'PreviousPrice' | 'PriceChangedOn'>,
): { from: number; on: string } | null {
  if (!p.PublishPrice || p.Price === null || !p.PreviousPrice || !p.PriceChangedOn) return null;
  return p.PreviousPrice > p.Price ? { from: p.PreviousPrice, on: p.PriceChangedOn } : null;
}

/** Surfaces in m². */
export interface Surfaces {
  Total: number | null;
  Living: number | null;
  Ground: number | null;
  Terrace: number | null;
  Garden: number | null;
  Office: number | null;
  Constructed: number | null;
}

export interface Rooms {
  Bedrooms: number | null;
  Bathrooms: number | null;
  Showers: number | null;
  Toilets: number | null;
  Garages: number | null;
  Parkings: number | null;
  /** Number of floors of the building (houses) or the floor the unit is on (flats: see Floor). */
  Floors: number | null;
  /** Floor of the unit (0 = ground floor), flats and offices. */
  Floor: number | null;
}

export interface Building {
  ConstructionYear: number | null;
  RenovationYear: number | null;
  /** Number of facades (2 = terraced, 3 = semi-detached, 4 = detached). */
  FacadeCount: number | null;
  /** Facade width, m. */
  FacadeWidth: number | null;
  /** Plot width at the street, m. */
  PlotWidth: number | null;
  /** Cadastral income (KI / RC), euro per year. */
  CadastralIncome: number | null;
  Condition: string | null;
  Heating: string | null;
  Glazing: string | null;
  WindowFrame: string | null;
  Kitchen: string | null;
  Roof: string | null;
  RoofMaterial: string | null;
}

export interface Energy {
  /** The EPC label code of the region's scale ('b', 'c_plus', 'a_plusplus', …; see energy.ts). */
  Label: string | null;
  /** Total primary energy use, kWh per year. */
  TotalEnergy: number | null;
  /** Specific primary energy use, kWh/m² per year (same as Property.EnergyPerformance). */
  SpecificEnergy: number | null;
  /** CO2 emission, kg/m² per year. */
  Co2Emission: number | null;
  /** End of validity of the energy certificate, yyyy-mm-dd. */
  CertificateEndDate: string | null;
  /** E-level of new builds (E-peil). */
  ELevel: number | null;
  /** The certificate's unique code. */
  UniqueCode: string | null;
}

/** Flood-risk information (information duty; P and G scores are Flemish). */
export interface FloodRisk {
  Zone: string | null;
  /** Parcel score A–D. */
  PScore: string | null;
  /** Building score A–D. */
  GScore: string | null;
  RiparianZone: boolean | null;
}

export interface Asbestos {
  /** Certificate outcome: see ASBESTOS. */
  Type: string | null;
  /** Certificate date, yyyy-mm-dd. */
  Date: string | null;
}

/** Planning (urban development) information. */
export interface Planning {
  BuildingPermit: boolean | null;
  AllotmentPermit: boolean | null;
  PreemptiveRights: boolean | null;
  Summons: boolean | null;
  JudicialDecision: boolean | null;
  /** Zoning destination: see AREA_APPLICATION. */
  AreaApplication: string | null;
}

/** Costs in euro (monthly for charges). */
export interface Costs {
  ChargesOwner: number | null;
  ChargesRenter: number | null;
  NotaryFee: number | null;
  RegistrationRights: number | null;
  Vat: number | null;
  /** Price plus the costs the buyer pays. */
  TotalCost: number | null;
  ParkingPrice: number | null;
  GaragePrice: number | null;
  /** Rental deposit. */
  Deposit: number | null;
  AgencyCost: number | null;
  /** Cost of the inventory of fixtures (état des lieux). */
  Inventory: number | null;
}

/** Life annuity (viager) sale. */
export interface Viager {
  /** Lump sum paid at signing. */
  Bouquet: number;
  /** Annuity paid every month. */
  MonthlyAnnuity: number;
  /** Ages of the annuitants. */
  Ages: number[];
  /** True when the seller keeps living in it. */
  Occupied: boolean;
}

/** Every field group of a property's detail page. */
export interface PropertyDetails {
  Surfaces: Surfaces;
  Rooms: Rooms;
  Building: Building;
  Energy: Energy;
  FloodRisk: FloodRisk;
  Asbestos: Asbestos;
  Planning: Planning;
  Costs: Costs;
  Viager: Viager | null;
}

/** One property with everything its detail page shows. */
export interface PropertyDetail extends Property, PropertyDetails {
  /** Full description in the asked language (plain text, paragraphs separated by blank lines). */
  Description: string;
  /** Photos in order, each at width 1360 (other widths through photoUrl(Name, w)). */
  Photos: PictureItem[];
  VideoUrl: string | null;
  VirtualTourUrl: string | null;
  /** The place's official name for the postal address (app/format/address.ts); `City` is in the visitor's language. */
  AddressCity: string;
  /** Date from which the property is available, yyyy-mm-dd, or null (immediately / on deed). */
  AvailableFrom: string | null;
  Agent: Agent | null;
}

/** Localized names of the Marquee values (d1 provider). */
export const MARQUEE_NAMES: Record<number, Record<Lang, string>> = {
  [MARQUEE.option]: { en: 'Under option', nl: 'In optie', fr: 'Sous option', de: 'Reserviert' },
  [MARQUEE.sold]: { en: 'Sold', nl: 'Verkocht', fr: 'Vendu', de: 'Verkauft' },
  [MARQUEE.rented]: { en: 'Rented', nl: 'Verhuurd', fr: 'Loué', de: 'Vermietet' },
};

/** Localized texts of the PriceUnit values. */
export const PRICE_UNIT_TEXTS: Record<number, Record<Lang, string>> = {
  [PRICE_UNIT.perMonth]: { en: 'per month', nl: 'per maand', fr: 'par mois', de: 'pro Monat' },
  [PRICE_UNIT.startingFrom]: { en: 'starting from', nl: 'vanaf', fr: 'à partir de', de: 'ab' },
};

export const COUNTRY_NAMES: Record<number, Record<Lang, string>> = {
  [COUNTRY.belgium]: { en: 'Belgium', nl: 'België', fr: 'Belgique', de: 'Belgien' },
  [COUNTRY.luxembourg]: { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' },
};

export const marqueeName = (marquee: number, lang: Lang): string => MARQUEE_NAMES[marquee]?.[lang] ?? '';
export const priceUnitText = (unit: number, lang: Lang): string => PRICE_UNIT_TEXTS[unit]?.[lang] ?? '';
export const countryName = (id: number, lang: Lang): string => COUNTRY_NAMES[id]?.[lang] ?? '';
