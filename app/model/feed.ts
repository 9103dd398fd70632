/**
 * The import feed (`npm run import -- FILE`, docs/import-example.json): a JSON array of
 * properties (or `{ "Items": [...] }`) using the provider's field names (docs/provider.md; the detail
 * groups Surfaces, Rooms, Building, Energy, FloodRisk, Asbestos, Planning, Costs, Viager as in
 * shared/model/property.ts). Each record is validated on its own with arktype, so one bad
 * record is reported (index, ID, field, message) without stopping the good ones.
 *
 * Texts (City, TypeDescription, Title, Description) are either one string for every language
 * or an object per language ({ "en": …, "fr": … }); a missing language falls back to another
 * one. Numbers may be given as numeric strings. Photos are file paths (relative to the feed),
 * `{ "File": path }`, `{ "Data": "data:image/jpeg;base64,…" }` or `{ "Name": media-name }` for a
 * photo already stored.
 */
import { type } from '../schema/arktype';
import { LANGUAGES } from '../../shared/paths/languages';
import type { Localized } from '../../shared/model/common';
import { MEDIA_NAME } from './media-name';
import type { PropertyRecord } from './record';
import { COUNTRY, PRICE_UNIT, type PropertyDetails } from '../../shared/model/property';
import { DETAIL_GROUP_FIELDS } from './detail-fields';
import { lazy } from '../../shared/schema/lazy';

const num = lazy(() => type('number').or('string.numeric.parse'));
const int = lazy(() => type('number.integer').or('string.integer.parse'));
const amount = lazy(() => num.to('0 <= number <= 1000000000').or('null'));
const area = lazy(() => num.to('0 <= number <= 10000000').or('null'));
const smallCount = lazy(() => int.to('0 <= number <= 500').or('null'));
const year = lazy(() => int.to('1000 <= number <= 2100').or('null'));
const isoDate = lazy(() => type(/^\d{4}-\d{2}-\d{2}$/).describe('a date like 2026-03-05'));
const optDate = lazy(() => isoDate.or('null'));
const optText = lazy(() => type('string <= 200').or('null'));
const optBool = lazy(() => type('boolean').or('null'));
const idNumber = lazy(() => int.to('1 <= number <= 2147483647'));
const localized = lazy(() =>
  type('0 < string <= 20000').or({
    'en?': 'string <= 20000',
    'nl?': 'string <= 20000',
    'fr?': 'string <= 20000',
    'de?': 'string <= 20000',
  }),
);
const url = lazy(() => type('string.url').or('null'));
const houseNumber = lazy(() => type('string <= 20').or(type('0 <= number.integer <= 1000000').pipe((n) => String(n))));

const surfaces = lazy(() =>
  type({
    'Total?': area,
    'Living?': area,
    'Ground?': area,
    'Terrace?': area,
    'Garden?': area,
    'Office?': area,
    'Constructed?': area,
  }),
);
const rooms = lazy(() =>
  type({
    'Bedrooms?': smallCount,
    'Bathrooms?': smallCount,
    'Showers?': smallCount,
    'Toilets?': smallCount,
    'Garages?': smallCount,
    'Parkings?': smallCount,
    'Floors?': smallCount,
    'Floor?': int.to('-5 <= number <= 200').or('null'),
  }),
);
const building = lazy(() =>
  type({
    'ConstructionYear?': year,
    'RenovationYear?': year,
    'FacadeCount?': int.to('1 <= number <= 4').or('null'),
    'FacadeWidth?': area,
    'PlotWidth?': area,
    'CadastralIncome?': amount,
    'Condition?': optText,
    'Heating?': optText,
    'Glazing?': optText,
    'WindowFrame?': optText,
    'Kitchen?': optText,
    'Roof?': optText,
    'RoofMaterial?': optText,
  }),
);
const energy = lazy(() =>
  type({
    'Label?': optText,
    /** Negative for buildings producing more than they use. */
    'TotalEnergy?': num.to('-100000000 <= number <= 1000000000').or('null'),
    'SpecificEnergy?': num.to('-1000 <= number <= 5000').or('null'),
    'Co2Emission?': num.to('-1000 <= number <= 5000').or('null'),
    'CertificateEndDate?': optDate,
    'ELevel?': num.to('-100 <= number <= 500').or('null'),
    'UniqueCode?': optText,
  }),
);
const floodRisk = lazy(() =>
  type({
    'Zone?': optText,
    'PScore?': optText,
    'GScore?': optText,
    'RiparianZone?': optBool,
  }),
);
const asbestos = lazy(() => type({ 'Type?': optText, 'Date?': optDate }));
const planning = lazy(() =>
  type({
    'BuildingPermit?': optBool,
    'AllotmentPermit?': optBool,
    'PreemptiveRights?': optBool,
    'Summons?': optBool,
    'JudicialDecision?': optBool,
    'AreaApplication?': optText,
  }),
);
const costs = lazy(() =>
  type({
    'ChargesOwner?': amount,
    'ChargesRenter?': amount,
    'NotaryFee?': amount,
    'RegistrationRights?': amount,
    'Vat?': amount,
    'TotalCost?': amount,
    'ParkingPrice?': amount,
    'GaragePrice?': amount,
    'Deposit?': amount,
    'AgencyCost?': amount,
    'Inventory?': amount,
  }),
);
const viager = lazy(() =>
  type({
    Bouquet: num.to('0 <= number <= 1000000000'),
    MonthlyAnnuity: num.to('0 <= number <= 1000000'),
    'Ages?': int.to('18 <= number <= 120').array(),
    'Occupied?': 'boolean',
  }).or('null'),
);

const mediaName = lazy(() =>
  type('string').narrow((s, ctx) => MEDIA_NAME.test(s) || ctx.mustBe('a media name (a-z, 0-9, hyphens)')),
);
export const photoSourceSchema = lazy(() =>
  type('0 < string <= 1000').or({ File: '0 < string <= 1000' }).or({ Data: 'string > 0' }).or({ Name: mediaName }),
);
export type PhotoSource = typeof photoSourceSchema.infer;

export const feedRecordSchema = lazy(() =>
  type({
    ID: idNumber,
    WebID: int.to('1 <= number <= 99'),
    'WebIDs?': type(/^\s*\d+(\s*,\s*\d+)*\s*$/)
      .describe('comma-separated type ids')
      .or(int.to('1 <= number <= 99').array()),
    Goal: int.to('0 <= number <= 9'),
    City: localized,
    Zip: type(/^(L-)?[0-9]{4}$/).describe('a 4-digit postcode'),
    'CountryID?': int.to('1 <= number <= 999'),
    'Street?': 'string <= 200',
    'HouseNumber?': houseNumber,
    'BoxNr?': houseNumber,
    'PublishAddress?': 'boolean',
    'Price?': amount,
    'PublishPrice?': 'boolean',
    'PriceUnit?': int.to('0 <= number <= 99'),
    'Marquee?': int.to('0 <= number <= 99'),
    'RecordFile?': 'string <= 60',
    'TypeDescription?': localized,
    Title: localized,
    'Description?': localized,
    'EnergyPerformance?': num.to('-1000 <= number <= 5000').or('null'),
    'EPCLabelText?': 'string <= 10',
    'Lat?': num.to('-90 <= number <= 90').or('null'),
    'Lng?': num.to('-180 <= number <= 180').or('null'),
    'IsNew?': 'boolean',
    'IsArriving?': 'boolean',
    'IsDiscreet?': 'boolean',
    'PublicationDate?': isoDate,
    'AvailableFrom?': optDate,
    'ProjectID?': idNumber.or('null'),
    'AgentID?': idNumber.or('null'),
    'VideoUrl?': url,
    'VirtualTourUrl?': url,
    'Photos?': photoSourceSchema.array().atMostLength(40),
    'Surfaces?': surfaces,
    'Rooms?': rooms,
    'Building?': building,
    'Energy?': energy,
    'FloodRisk?': floodRisk,
    'Asbestos?': asbestos,
    'Planning?': planning,
    'Costs?': costs,
    'Viager?': viager,
  }),
);
export type FeedRecord = typeof feedRecordSchema.infer;

export interface FieldError {
  /** Dotted path of the field ('Rooms.Bedrooms'), or '' for the record itself. */
  field: string;
  message: string;
}

export interface RejectedRecord {
  /** Position in the feed, 0-based. */
  index: number;
  /** The record's ID when it has a readable one. */
  id: number | string | null;
  errors: FieldError[];
}

export interface ValidatedFeed {
  valid: { index: number; record: FeedRecord }[];
  rejected: RejectedRecord[];
}

/** The feed's records: a top-level array, or the array under `Items`/`items`. Throws on anything else. */
export function feedItems(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (json && typeof json === 'object') {
    const items = (json as Record<string, unknown>).Items ?? (json as Record<string, unknown>).items;
    if (Array.isArray(items)) return items;
  }
  throw new Error('the feed must be a JSON array of properties, or an object with an "Items" array');
}

/** Validates every record on its own; duplicated IDs after the first are rejected. */
export function validateFeed(json: unknown): ValidatedFeed {
  const items = feedItems(json);
  const out: ValidatedFeed = { valid: [], rejected: [] };
  const seen = new Set<number>();
  items.forEach((item, index) => {
    const rawId = item && typeof item === 'object' ? (item as Record<string, unknown>).ID : undefined;
    const id = typeof rawId === 'number' || typeof rawId === 'string' ? rawId : null;
    const result = feedRecordSchema(item);
    if (result instanceof type.errors) {
      const errors = result.map((e) => ({ field: e.path.join('.'), message: e.message }));
      out.rejected.push({ index, id, errors });
      return;
    }
    if (seen.has(result.ID)) {
      out.rejected.push({
        index,
        id: result.ID,
        errors: [{ field: 'ID', message: `ID ${result.ID} appears more than once in the feed` }],
      });
      return;
    }
    seen.add(result.ID);
    out.valid.push({ index, record: result });
  });
  return out;
}

type LocalizedInput = typeof localized.infer;

/** A text input → every language, missing ones taken from another language (en, fr, nl, de order). */
export function toLocalized(input: LocalizedInput | undefined, fallback = ''): Localized {
  if (input === undefined) return { en: fallback, nl: fallback, fr: fallback, de: fallback };
  if (typeof input === 'string') return { en: input, nl: input, fr: input, de: input };
  const first = input.en ?? input.fr ?? input.nl ?? input.de ?? fallback;
  const out = {} as Localized;
  for (const lang of LANGUAGES) out[lang] = input[lang] ?? first;
  return out;
}

const nullify = <T extends object>(keys: readonly (keyof T)[], given: Partial<T> | undefined): T => {
  const out = {} as T;
  for (const key of keys) (out as Record<keyof T, unknown>)[key] = given?.[key] ?? null;
  return out;
};

/** Every detail group filled, unknown values null. */
export function detailsFrom(
  record: Partial<
    Pick<
      FeedRecord,
      'Surfaces' | 'Rooms' | 'Building' | 'Energy' | 'FloodRisk' | 'Asbestos' | 'Planning' | 'Costs' | 'Viager'
    >
  >,
): PropertyDetails {
  return {
    Surfaces: nullify(DETAIL_GROUP_FIELDS.Surfaces, record.Surfaces),
    Rooms: nullify(DETAIL_GROUP_FIELDS.Rooms, record.Rooms),
    Building: nullify(DETAIL_GROUP_FIELDS.Building, record.Building),
    Energy: nullify(DETAIL_GROUP_FIELDS.Energy, record.Energy),
    FloodRisk: nullify(DETAIL_GROUP_FIELDS.FloodRisk, record.FloodRisk),
    Asbestos: nullify(DETAIL_GROUP_FIELDS.Asbestos, record.Asbestos),
    Planning: nullify(DETAIL_GROUP_FIELDS.Planning, record.Planning),
    Costs: nullify(DETAIL_GROUP_FIELDS.Costs, record.Costs),
    Viager: record.Viager
      ? {
          Bouquet: record.Viager.Bouquet,
          MonthlyAnnuity: record.Viager.MonthlyAnnuity,
          Ages: record.Viager.Ages ?? [],
          Occupied: record.Viager.Occupied ?? false,
        }
      : null,
  };
}

/** A feed record's further property types (`WebIDs`: a list, or ids separated by commas), as numbers. */
export function extraWebIds(feed: Pick<FeedRecord, 'WebIDs'>): number[] {
  if (feed.WebIDs === undefined) return [];
  return typeof feed.WebIDs === 'string' ? feed.WebIDs.split(',').map((s) => Number(s.trim())) : feed.WebIDs;
}

/**
 * A valid feed record → the stored record, without photos (the importer stores them first and
 * passes their media names). `today` (yyyy-mm-dd) is the default publication date.
 */
export function feedToRecord(feed: FeedRecord, photos: string[], today: string): PropertyRecord {
  const webIds = extraWebIds(feed);
  const details = detailsFrom(feed);
  const energy = feed.EnergyPerformance ?? details.Energy.SpecificEnergy ?? null;
  if (details.Energy.SpecificEnergy === null && energy !== null) details.Energy.SpecificEnergy = energy;
  return {
    ID: feed.ID,
    WebID: feed.WebID,
    WebIDs: [feed.WebID, ...webIds.filter((id) => id !== feed.WebID)].filter((id, i, all) => all.indexOf(id) === i),
    Goal: feed.Goal,
    City: {
      Zip: feed.Zip.replace(/^L-/, ''),
      CountryID: feed.CountryID ?? (feed.Zip.startsWith('L-') ? COUNTRY.luxembourg : COUNTRY.belgium),
      Name: toLocalized(feed.City),
    },
    Street: feed.Street ?? '',
    HouseNumber: feed.HouseNumber ?? '',
    BoxNr: feed.BoxNr ?? '',
    PublishAddress: feed.PublishAddress ?? true,
    Price: feed.Price ?? null,
    PublishPrice: feed.PublishPrice ?? (feed.Price !== undefined && feed.Price !== null),
    PriceUnit: feed.PriceUnit ?? (feed.Goal === 0 ? PRICE_UNIT.total : PRICE_UNIT.perMonth),
    Marquee: feed.Marquee ?? 0,
    RecordFile: feed.RecordFile ?? String(feed.ID),
    TypeDescription: toLocalized(feed.TypeDescription),
    Title: toLocalized(feed.Title),
    Description: toLocalized(feed.Description),
    EnergyPerformance: energy,
    EPCLabelText: feed.EPCLabelText ?? '',
    Lat: feed.Lat ?? null,
    Lng: feed.Lng ?? null,
    IsNew: feed.IsNew ?? false,
    IsArriving: feed.IsArriving ?? false,
    IsDiscreet: feed.IsDiscreet ?? false,
    PublicationDate: feed.PublicationDate ?? today,
    AvailableFrom: feed.AvailableFrom ?? null,
    ProjectID: feed.ProjectID ?? null,
    AgentID: feed.AgentID ?? null,
    VideoUrl: feed.VideoUrl ?? null,
    VirtualTourUrl: feed.VirtualTourUrl ?? null,
    Photos: photos,
    Details: details,
  };
}
