/**
 * The one mapping module of the whise provider: Whise's estates (./schema.ts) onto the
 * site's model (shared/model). Every rule is a plain function, tested field by field
 * (tests/unit/whise-map.test.ts); docs/whise-mapping.md lists each Whise field, the rule that
 * reads it and its source.
 *
 * Enums (fw4-bvba/whise-api src/Enums): Category (House 1, Flat 2, Plot 3, Office 4,
 * Commercial 5, Industrial 6, GarageParking 7), Purpose (Sale 1, Rent 2, LifeAnnuity 3),
 * PurposeStatus (ForSale 1, ForRent 2, Sold 3, Rented 4, options 5/6/12/13/16, SoldConditionally
 * 14, LifeAnnuitySold 17, Reserved 21, Compromise 22), Status (Active 1, Archived 5, Deleted 6),
 * DisplayStatus (Offline 1, Online 2, EstateOfTheMonth 3, Realisations 4, OnlineWebsiteOnly 5).
 */
import type { Lang, PictureItem } from '../../../shared/model/common';
import { epcLabel, epcLabelText, regionOfZip } from '../../../shared/model/energy';
import type { Agent } from '../../../shared/model/people';
import {
  COUNTRY,
  GOAL_RENT,
  GOAL_SALE,
  MARQUEE,
  PRICE_UNIT,
  WEB_ID,
  countryName,
  marqueeName,
  priceUnitText,
  type Property,
  type PropertyDetail,
} from '../../../shared/model/property';
import type { Project, ProjectDetail } from '../../../app/model/project';
import { addressLine, coarsePosition, publicAddress } from '../common/address';
import { compareProperties } from '../common/order';
import { htmlToText } from '../common/html-text';
import { labelCodeOfText, safeUrl, unitStats } from '../common/mapped-values';
import { detectMedia } from '../../../shared/model/video';
import { isNewListing, NEW_LISTING_DAYS } from '../../../app/rules/new-listing';
import type { WhiseEstate, WhisePicture, WhiseRepresentative, WhiseText } from './schema';

// ── enums ──────────────────────────────────────────────────────────────────────────────

export const WHISE_CATEGORY = {
  house: 1,
  flat: 2,
  plot: 3,
  office: 4,
  commercial: 5,
  industrial: 6,
  garageParking: 7,
} as const;
export const WHISE_PURPOSE = { sale: 1, rent: 2, lifeAnnuity: 3 } as const;
export const WHISE_PURPOSE_STATUS = {
  forSale: 1,
  forRent: 2,
  sold: 3,
  rented: 4,
  forSaleOption: 5,
  forRentOption: 6,
  forSaleOptionByOwner: 12,
  forRentOptionByOwner: 13,
  soldConditionally: 14,
  lifeAnnuityForSale: 15,
  lifeAnnuityForSaleOption: 16,
  lifeAnnuitySold: 17,
  reserved: 21,
  compromise: 22,
} as const;
export const WHISE_STATUS = { active: 1, archived: 5, deleted: 6 } as const;
export const WHISE_DISPLAY_STATUS = {
  offline: 1,
  online: 2,
  estateOfTheMonth: 3,
  realisations: 4,
  onlineWebsiteOnly: 5,
} as const;
/** The display statuses the website shows (everything but Offline). */
export const PUBLIC_DISPLAY_STATUSES: readonly number[] = [
  WHISE_DISPLAY_STATUS.online,
  WHISE_DISPLAY_STATUS.estateOfTheMonth,
  WHISE_DISPLAY_STATUS.realisations,
  WHISE_DISPLAY_STATUS.onlineWebsiteOnly,
];

/** Whise's language ids (cultures) per site language. */
export const WHISE_LANGUAGE: Record<Lang, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-DE' };

/** Whise's country id of Belgium (its country list) → the site's CountryID. */
export const WHISE_COUNTRY_BELGIUM = 1;
export const WHISE_COUNTRY_LUXEMBOURG = 3;

// ── field rules ────────────────────────────────────────────────────────────────────────

/** purpose.id → Goal: Rent 2 is rent; Sale 1 and LifeAnnuity 3 are sales. */
export function goalOf(purposeId: number | null | undefined): number {
  return purposeId === WHISE_PURPOSE.rent ? GOAL_RENT : GOAL_SALE;
}

/** purposeStatus.id → Marquee: sold (3, 17), rented (4), option (5, 6, 12, 13, 14, 16, 21, 22), else none. */
export function marqueeOf(purposeStatusId: number | null | undefined): number {
  const s = WHISE_PURPOSE_STATUS;
  switch (purposeStatusId) {
    case s.sold:
    case s.lifeAnnuitySold:
      return MARQUEE.sold;
    case s.rented:
      return MARQUEE.rented;
    case s.forSaleOption:
    case s.forRentOption:
    case s.forSaleOptionByOwner:
    case s.forRentOptionByOwner:
    case s.soldConditionally:
    case s.lifeAnnuityForSaleOption:
    case s.reserved:
    case s.compromise:
      return MARQUEE.option;
    default:
      return MARQUEE.none;
  }
}

/**
 * Whise's subcategories that are site types of their own (a reading: an agency's subcategory
 * ids may differ: adjust here): the main type first, then a second type where the subcategory
 * names two (an investment building with a shop on the ground floor is an investment and a
 * commercial property), with the Whise category each belongs to.
 */
export const SUBCATEGORY_TYPES: Readonly<Record<number, { category: number; types: readonly number[] }>> = {
  203: { category: WHISE_CATEGORY.flat, types: [WEB_ID.studio] },
  501: { category: WHISE_CATEGORY.commercial, types: [WEB_ID.investment] },
  502: { category: WHISE_CATEGORY.commercial, types: [WEB_ID.investment, WEB_ID.commercial] },
};

/** The site type of a Whise category: House→house, Flat→apartment, Plot→land, Office→offices, Commercial and Industrial→commercial, GarageParking→garage; else 0. */
function categoryWebId(categoryId: number | null | undefined): number {
  const c = WHISE_CATEGORY;
  switch (categoryId) {
    case c.house:
      return WEB_ID.house;
    case c.flat:
      return WEB_ID.apartment;
    case c.plot:
      return WEB_ID.land;
    case c.office:
      return WEB_ID.offices;
    case c.commercial:
    case c.industrial:
      return WEB_ID.commercial;
    case c.garageParking:
      return WEB_ID.garage;
    default:
      return 0;
  }
}

/**
 * category.id, subCategory.id and investmentEstate → the site's types, main type first
 * (WebID, WebIDs): a subcategory of SUBCATEGORY_TYPES gives its types, else the category gives
 * the main type; an estate marked as an investment (`investmentEstate`, reading) also counts as
 * an investment property (an office building let to tenants is offices and investment).
 */
export function webIdsOf(
  categoryId: number | null | undefined,
  subCategoryId?: number | null,
  investmentEstate?: boolean | null,
): number[] {
  const sub = subCategoryId ? SUBCATEGORY_TYPES[subCategoryId] : undefined;
  const ids = sub ? [...sub.types] : [categoryWebId(categoryId)];
  if (investmentEstate && ids[0] !== 0 && !ids.includes(WEB_ID.investment)) ids.push(WEB_ID.investment);
  return ids;
}

/** The main type (WebID) of a category and subcategory; 0 when Whise's category is unknown. */
export function webIdOf(categoryId: number | null | undefined, subCategoryId?: number | null): number {
  return webIdsOf(categoryId, subCategoryId)[0]!;
}

/** The Whise category of a site type (the catalogue's type filter, a search alert's criteria), or null for a type Whise has no category for. */
export function categoryOfWebId(webId: number): { category: number; subCategory?: number } | null {
  for (const [sub, { category, types }] of Object.entries(SUBCATEGORY_TYPES)) {
    if (types.length === 1 && types[0] === webId) return { category, subCategory: Number(sub) };
  }
  const category = Object.values(WHISE_CATEGORY).find((c) => categoryWebId(c) === webId);
  return category ? { category } : null;
}

/**
 * How Whise holds a property of the site's types (main first): the subcategory whose types they
 * are, else the main type's category, marked `investmentEstate` when investment is a second
 * type. The inverse of webIdsOf (the fake Whise and the tests use it); null when Whise has no
 * category for the main type.
 */
export function whiseTypeOf(
  webIds: readonly number[],
): { category: number; subCategory?: number; investmentEstate?: boolean } | null {
  for (const [sub, { category, types }] of Object.entries(SUBCATEGORY_TYPES)) {
    if (types.length === webIds.length && types.every((t, i) => t === webIds[i]))
      return { category, subCategory: Number(sub) };
  }
  const [main, ...rest] = webIds;
  const base = main === undefined ? null : categoryOfWebId(main);
  if (!base) return null;
  return rest.includes(WEB_ID.investment) ? { ...base, investmentEstate: true } : base;
}

/** country.id → CountryID (Belgium 1 → 10, Luxembourg 3 → 50); unknown or missing → Belgium. */
export function countryIdOf(whiseCountryId: number | null | undefined): number {
  return whiseCountryId === WHISE_COUNTRY_LUXEMBOURG ? COUNTRY.luxembourg : COUNTRY.belgium;
}

/** The text of `texts` in `lang` (languageId 'nl-BE' or 'nl'), else the first one, plain text; '' when none. */
export function textIn(texts: readonly WhiseText[] | null | undefined, lang: Lang): string {
  const list = texts ?? [];
  const wanted = list.find((t) => t.languageId.toLowerCase().slice(0, 2) === lang) ?? list[0];
  return wanted ? htmlToText(wanted.content) : '';
}

/** pictures → the gallery (urlXXL, else urlLarge, else urlSmall), in `order`, unusable URLs dropped. */
export function picturesOf(pictures: readonly WhisePicture[] | null | undefined): PictureItem[] {
  return [...(pictures ?? [])]
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.order ?? a.i) - (b.p.order ?? b.i) || a.i - b.i)
    .map(({ p }) => pictureItem(p.id, p.urlXXL || p.urlLarge || p.urlSmall, LARGE))
    .filter((p): p is PictureItem => p !== null);
}

/** The card picture: the first picture in `order`, its urlSmall (else urlLarge). */
export function cardPictureOf(pictures: readonly WhisePicture[] | null | undefined): PictureItem | null {
  const first = [...(pictures ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0];
  return first ? pictureItem(first.id, first.urlSmall || first.urlLarge, CARD) : null;
}

const CARD = { Width: 400, Height: 300 };
const LARGE = { Width: 1360, Height: 1020 };

function pictureItem(
  pictureId: number | null | undefined,
  url: string | undefined,
  size: { Width: number; Height: number },
): PictureItem | null {
  const safe = safeUrl(url);
  return safe ? { Url: safe, Width: size.Width, Height: size.Height, ID: pictureId ?? 0, Name: '' } : null;
}

/**
 * energyValue (kWh/m²·year) and energyClass → the EPC label as printed: from the value and the
 * postcode's region when both are known (shared/model/energy.ts), else Whise's energyClass.
 */
export function epcLabelOf(
  energyValue: number | null | undefined,
  energyClass: string | undefined,
  zip: string,
): string {
  const region = regionOfZip(zip, COUNTRY.belgium);
  if (energyValue !== null && energyValue !== undefined && region) return epcLabelText(epcLabel(region, energyValue));
  const code = labelCodeOfText(energyClass);
  return code ? epcLabelText(code) : '';
}

const validLat = (v: number | null | undefined): number | null =>
  v === null || v === undefined || v === 0 || Math.abs(v) > 90 ? null : v;
const validLng = (v: number | null | undefined): number | null =>
  v === null || v === undefined || v === 0 || Math.abs(v) > 180 ? null : v;
const orNull = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v);

/** The day of a date-time ('2026-03-01T10:00:00' → '2026-03-01'), '' when missing. */
export const dayOf = (value: string | null | undefined): string => (value ?? '').slice(0, 10);

/** What mapping needs besides the estate: the language and the type names in it. */
export interface WhiseMapContext {
  lang: Lang;
  /** Type names by WebID in `lang` (MainTypeName). */
  typeNames: ReadonlyMap<number, string>;
  /** Days an estate counts as new after it was put online (IsNew); default 14 (app/rules/new-listing.ts). */
  newDays?: number;
  /** Today (yyyy-mm-dd) for IsNew; default the current UTC day. */
  today?: string;
}

/** One estate as a property card (shared/model/property.ts Property). */
export function toProperty(raw: WhiseEstate, ctx: WhiseMapContext): Property {
  const lang = ctx.lang;
  const webIds = webIdsOf(raw.category?.id, raw.subCategory?.id, raw.investmentEstate);
  const webId = webIds[0]!;
  const goal = goalOf(raw.purpose?.id);
  const marquee = marqueeOf(raw.purposeStatus?.id);
  const countryId = countryIdOf(raw.country?.id);
  const zip = raw.zip ?? '';
  const city = raw.city ?? '';
  const mainTypeName = ctx.typeNames.get(webId) ?? '';
  const publishPrice = raw.displayPrice ?? true;
  const price = publishPrice ? orNull(raw.price) : null;
  const showAddress = raw.displayAddress ?? false;
  const { lat, lng } = positionOf(raw);
  const where = publicAddress(
    showAddress,
    { Street: raw.address ?? '', HouseNumber: raw.number ?? '', BoxNr: raw.box ?? '', Lat: lat, Lng: lng },
    { Lat: coarsePosition(lat), Lng: coarsePosition(lng) },
  );
  const unit = goal === GOAL_RENT ? PRICE_UNIT.perMonth : PRICE_UNIT.total;
  const published = dayOf(raw.putOnlineDateTime ?? raw.createDateTime);
  const today = ctx.today ?? new Date().toISOString().slice(0, 10);
  const energy = energyOf(raw);
  const title = textIn(raw.sms, lang) || raw.name || [mainTypeName, city].filter(Boolean).join(' – ');
  return {
    ID: raw.id,
    WebID: webId,
    WebIDs: webIds.join(','),
    Goal: goal,
    City: city,
    Zip: zip,
    TypeDescription: mainTypeName,
    MainTypeName: mainTypeName,
    Language: lang,
    RecordFile: raw.referenceNumber ?? '',
    Marquee: marquee,
    MarqueeName: marqueeName(marquee, lang),
    SmallPictureItem: cardPictureOf(raw.pictures),
    Price: price,
    PublishPrice: publishPrice && price !== null,
    PriceUnit: unit,
    PriceUnitText: priceUnitText(unit, lang),
    PublishAddress: showAddress,
    Street: where.Street,
    HouseNumber: where.HouseNumber,
    BoxNr: where.BoxNr,
    CountryID: countryId,
    CountryName: countryName(countryId, lang),
    EnergyPerformance: energy,
    EPCLabelText: epcLabelOf(
      energy,
      raw.energyClass ?? detailText(detailValues(raw), 'Energy.Label') ?? undefined,
      zip,
    ),
    Title: title,
    Bedrooms: orNull(raw.rooms ?? raw.bedrooms),
    Bathrooms: orNull(raw.bathRooms ?? raw.bathrooms),
    LivingArea: orNull(raw.area),
    GroundArea: orNull(raw.groundArea),
    Lat: where.Lat,
    Lng: where.Lng,
    IsNew: isNewListing(published, today, ctx.newDays ?? NEW_LISTING_DAYS),
    IsArriving: false,
    IsDiscreet: false,
    PublicationDate: published,
    ProjectID: raw.parentId && raw.parentId > 0 ? raw.parentId : null,
  };
}

/** A representative → an agent (name split at the first space when no firstName is given). */
export function toAgent(raw: WhiseRepresentative): Agent {
  const full = (raw.name ?? '').trim();
  const first = raw.firstName || full.split(/\s+/)[0] || '';
  const last = raw.firstName ? full : full.split(/\s+/).slice(1).join(' ');
  return {
    ID: raw.id,
    FirstName: first,
    LastName: last,
    Name: [first, last].filter(Boolean).join(' '),
    Function: raw.function ?? '',
    Email: raw.email ?? '',
    Phone: raw.phone ?? '',
    Mobile: raw.mobile ?? '',
    PhotoName: null,
    Languages: [],
  };
}

// ── details ────────────────────────────────────────────────────────────────────────────

/**
 * Whise detail ids (estate `details[].id`) read into the site's detail fields. The ids are
 * Whise's own, as a published real answer of `v1/estates/list` carries them
 * (tests/fixtures/whise/response_api_estates_list.json: each detail with its `id`, `label`,
 * `group` and `type`), and two that the public client fw4-bvba/whise-api names in its enums
 * (src/Enums/Details: RoofType "subdetails of type 1001", WindowJoinery "of type 782"). Values
 * arrive as texts ('2009', '49.7892158', '1' for yes), coded values as labels in the asked
 * language ('gaz (chau. centr.)'), shown as given. docs/whise-mapping.md lists each with its
 * source; a detail field not listed here was not seen in a real answer and stays empty.
 */
export const DETAIL_ID = {
  'Surfaces.Terrace': 874,
  'Surfaces.Constructed': 27,
  'Rooms.Showers': 57,
  'Rooms.Toilets': 55,
  'Rooms.Garages': 19,
  'Rooms.IndoorParkings': 998,
  'Rooms.OutdoorParkings': 999,
  'Rooms.Floors': 15,
  'Building.ConstructionYear': 14,
  'Building.RenovationYear': 585,
  'Building.FacadeWidth': 713,
  'Building.PlotWidth': 26,
  'Building.CadastralIncome': 1733,
  'Building.Heating': 1020,
  'Building.Glazing': 1634,
  'Building.WindowFrame': 782,
  'Building.Kitchen': 1595,
  'Building.Roof': 1001,
  'Energy.Label': 2056,
  'Energy.SpecificEnergy': 2089,
  'Energy.Co2Emission': 2090,
  'Energy.TotalEnergy': 2390,
  'Energy.UniqueCode': 2391,
  'Energy.CertificateEndDate': 2776,
  'FloodRisk.Zone': 2222,
  'Planning.BuildingPermit': 808,
  'Planning.AllotmentPermit': 812,
  'Planning.JudicialDecision': 691,
  'Planning.PreemptiveRights': 1734,
  'Planning.AreaApplication': 1736,
  'Planning.Summons': 2712,
  'Costs.ChargesRenter': 301,
  'Position.Lat': 1849,
  'Position.Lng': 1850,
} as const;
export type DetailField = keyof typeof DETAIL_ID;

/**
 * The site's detail fields that no real Whise answer was seen to carry, and that no public
 * client names: always empty with Whise (docs/whise-mapping.md "not seen").
 */
export const NOT_SEEN_DETAIL_FIELDS = [
  'Surfaces.Total',
  'Surfaces.Office',
  'Building.RoofMaterial',
  'Energy.ELevel',
  'FloodRisk.PScore',
  'FloodRisk.GScore',
  'FloodRisk.RiparianZone',
  'Asbestos.Type',
  'Asbestos.Date',
  'Costs.ChargesOwner',
  'Costs.NotaryFee',
  'Costs.RegistrationRights',
  'Costs.Vat',
  'Costs.TotalCost',
  'Costs.ParkingPrice',
  'Costs.GaragePrice',
  'Costs.Deposit',
  'Costs.AgencyCost',
  'Costs.Inventory',
] as const;

/** SummonsType.None of the public client's enums (src/Enums/Details/SummonsType.php): no summons. */
const SUMMONS_NONE = 1837;

/** The detail values of an estate by id. */
export function detailValues(raw: Pick<WhiseEstate, 'details'>): Map<number, unknown> {
  return new Map((raw.details ?? []).map((d) => [d.id, d.value]));
}

/** A detail as a number ('12,5', '12.5' and '4.361926899999958' too), or null. */
export function detailNumber(values: Map<number, unknown>, field: DetailField): number | null {
  const v = values.get(DETAIL_ID[field]);
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^[+-]?\d+([.,]\d+)?$/.test(v.trim())) return Number(v.trim().replace(',', '.'));
  return null;
}

/** A detail as a yes/no (true, 1, 'yes', 'true', 'ja', 'oui'; false, 0, 'no', …), or null. */
export function detailBool(values: Map<number, unknown>, field: DetailField): boolean | null {
  const v = values.get(DETAIL_ID[field]);
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v !== 'string') return null;
  const t = v.trim().toLowerCase();
  if (['true', '1', 'yes', 'ja', 'oui'].includes(t)) return true;
  if (['false', '0', 'no', 'nee', 'non'].includes(t)) return false;
  return null;
}

/** A detail as a text (a code, a label), or null when empty. */
export function detailText(values: Map<number, unknown>, field: DetailField): string | null {
  const v = values.get(DETAIL_ID[field]);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

/**
 * A detail as a day (yyyy-mm-dd): ISO ('2025-08-18T00:00:00') or as the real answer writes
 * dates ('08/18/2025 00:00': month, day, year); anything else null.
 */
export function detailDate(values: Map<number, unknown>, field: DetailField): string | null {
  const t = detailText(values, field);
  if (!t) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(t);
  const day = iso
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : us
      ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`
      : null;
  return day &&
    !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
    new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)
    ? day
    : null;
}

/** The estate's position: details 1849 (latitude) and 1850 (longitude), else xPos / yPos; 0 or out of range → null. */
export function positionOf(raw: Pick<WhiseEstate, 'details' | 'xPos' | 'yPos'>): {
  lat: number | null;
  lng: number | null;
} {
  const values = detailValues(raw);
  const lat = validLat(detailNumber(values, 'Position.Lat') ?? raw.xPos);
  const lng = validLng(detailNumber(values, 'Position.Lng') ?? raw.yPos);
  return lat === null || lng === null ? { lat: null, lng: null } : { lat, lng };
}

/** kWh/m²·year: `energyValue` (its first number when a range), else detail 2089 (PEB E-spec). */
export function energyOf(raw: Pick<WhiseEstate, 'details' | 'energyValue'>): number | null {
  return raw.energyValue ?? detailNumber(detailValues(raw), 'Energy.SpecificEnergy');
}

/** The sum of the parts that are known; null when none is. */
const sumKnown = (...parts: (number | null)[]): number | null =>
  parts.some((p) => p !== null) ? parts.reduce<number>((a, b) => a + (b ?? 0), 0) : null;

/** Whether a link is a video the site plays (shared/model/video.ts): a file, YouTube, Vimeo or Facebook. */
const isVideoLink = (url: string): boolean => detectMedia(url)?.category === 'video';

/** A video link: `linkVideo`, else `link3DModel` when it is a video (the real answer holds a YouTube link there). */
function videoOf(raw: WhiseEstate): string | null {
  for (const candidate of [raw.linkVideo, raw.link3DModel]) {
    const safe = safeUrl(candidate);
    if (safe && isVideoLink(safe)) return safe;
  }
  return null;
}

/** A virtual tour: `linkVirtualVisit`, else `link3DModel` when it is not a video. */
function tourOf(raw: WhiseEstate): string | null {
  const visit = safeUrl(raw.linkVirtualVisit);
  if (visit) return visit;
  const model = safeUrl(raw.link3DModel);
  return model && !isVideoLink(model) ? model : null;
}

/**
 * `state.id` → the building's condition (shared/model/property.ts codes). The real answer carries
 * `state` on every estate (ids 1–4) without naming them; the meanings are those a live
 * integration reads (jonathancaron/whise-integration, CHAMP_ETAT_BATIMENT.md: 1 excellent,
 * 2 good, 3 to refresh, 4 to renovate, 5 new, 6 as new); another id leaves the condition empty.
 */
export const WHISE_STATE: Readonly<Record<number, string>> = {
  1: 'excellent',
  2: 'good',
  3: 'to-refresh',
  4: 'to-renovate',
  5: 'new',
  6: 'excellent',
};

/** The building's condition of an estate (WHISE_STATE), or null. */
export function conditionOf(raw: Pick<WhiseEstate, 'state'>): string | null {
  return WHISE_STATE[raw.state?.id ?? 0] ?? null;
}

/** The Summons: the client's SummonsType ids (None 1837 is no summons), or a yes/no. */
function summonsOf(values: Map<number, unknown>): boolean | null {
  const v = values.get(DETAIL_ID['Planning.Summons']);
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : null;
  if (n !== null && n > 1) return n !== SUMMONS_NONE;
  return detailBool(values, 'Planning.Summons');
}

/** One estate with its detail groups (shared/model/property.ts PropertyDetail). */
export function toDetail(raw: WhiseEstate, ctx: WhiseMapContext): PropertyDetail {
  const card = toProperty(raw, ctx);
  const v = detailValues(raw);
  const n = (f: DetailField) => detailNumber(v, f);
  const b = (f: DetailField) => detailBool(v, f);
  const t = (f: DetailField) => detailText(v, f);
  const perf = card.EnergyPerformance;
  const region = regionOfZip(card.Zip, card.CountryID);
  const label =
    perf !== null && region
      ? epcLabel(region, perf)
      : labelCodeOfText(raw.energyClass ?? t('Energy.Label') ?? card.EPCLabelText);
  const photos = picturesOf(raw.pictures);
  const agent = raw.representatives?.[0];
  const description = textIn(raw.shortDescription, ctx.lang) || textIn(raw.longDescription, ctx.lang);
  return {
    ...card,
    Surfaces: {
      Total: null,
      Living: card.LivingArea,
      Ground: card.GroundArea,
      Terrace: n('Surfaces.Terrace'),
      Garden: orNull(raw.gardenArea),
      Office: null,
      Constructed: n('Surfaces.Constructed'),
    },
    Rooms: {
      Bedrooms: card.Bedrooms,
      Bathrooms: card.Bathrooms,
      Showers: n('Rooms.Showers'),
      Toilets: n('Rooms.Toilets'),
      Garages: n('Rooms.Garages'),
      Parkings: sumKnown(n('Rooms.IndoorParkings'), n('Rooms.OutdoorParkings')),
      Floors: n('Rooms.Floors'),
      Floor: orNull(raw.floor),
    },
    Building: {
      ConstructionYear: n('Building.ConstructionYear'),
      RenovationYear: n('Building.RenovationYear'),
      FacadeCount: orNull(raw.fronts),
      FacadeWidth: n('Building.FacadeWidth'),
      PlotWidth: n('Building.PlotWidth'),
      CadastralIncome: n('Building.CadastralIncome'),
      Condition: conditionOf(raw),
      Heating: t('Building.Heating'),
      Glazing: t('Building.Glazing'),
      WindowFrame: t('Building.WindowFrame'),
      Kitchen: t('Building.Kitchen'),
      Roof: t('Building.Roof'),
      RoofMaterial: null,
    },
    Energy: {
      Label: label,
      TotalEnergy: n('Energy.TotalEnergy'),
      SpecificEnergy: perf,
      Co2Emission: n('Energy.Co2Emission'),
      CertificateEndDate: detailDate(v, 'Energy.CertificateEndDate'),
      ELevel: null,
      UniqueCode: t('Energy.UniqueCode'),
    },
    FloodRisk: {
      Zone: t('FloodRisk.Zone'),
      PScore: null,
      GScore: null,
      RiparianZone: null,
    },
    Asbestos: { Type: null, Date: null },
    Planning: {
      BuildingPermit: b('Planning.BuildingPermit'),
      AllotmentPermit: b('Planning.AllotmentPermit'),
      PreemptiveRights: b('Planning.PreemptiveRights'),
      Summons: summonsOf(v),
      JudicialDecision: b('Planning.JudicialDecision'),
      AreaApplication: t('Planning.AreaApplication'),
    },
    Costs: {
      ChargesOwner: null,
      ChargesRenter: n('Costs.ChargesRenter'),
      NotaryFee: null,
      RegistrationRights: null,
      Vat: null,
      TotalCost: null,
      ParkingPrice: null,
      GaragePrice: null,
      Deposit: null,
      AgencyCost: null,
      Inventory: null,
    },
    Viager: null,
    Description: description,
    Photos: photos.length ? photos : card.SmallPictureItem ? [card.SmallPictureItem] : [],
    VideoUrl: videoOf(raw),
    VirtualTourUrl: tourOf(raw),
    AddressCity: card.City,
    AvailableFrom: dayOf(raw.availabilityDateTime) || null,
    Agent: agent ? toAgent(agent) : null,
  };
}

// ── projects ───────────────────────────────────────────────────────────────────────────

/** A project: an estate that other estates name as their `parentId` (its units). */
export function toProject(raw: WhiseEstate, units: readonly Property[], ctx: WhiseMapContext): Project {
  const card = toProperty(raw, ctx);
  const stats = unitStats(units);
  return {
    ID: card.ID,
    Name: raw.name || card.Title,
    PublicAddress: addressLine(card, card.Zip, card.City),
    Street: card.Street,
    HouseNumber: card.HouseNumber,
    BoxNr: card.BoxNr,
    Zip: card.Zip,
    City: card.City,
    CountryID: card.CountryID,
    CountryName: card.CountryName,
    Language: ctx.lang,
    Goal: card.Goal,
    SmallPictureItem: card.SmallPictureItem,
    Summary: textIn(raw.sms, ctx.lang),
    Lat: card.Lat,
    Lng: card.Lng,
    ...stats,
    Delivery: dayOf(raw.availabilityDateTime).slice(0, 7),
    PublicationDate: card.PublicationDate,
  };
}

/** A project with its description, photos, agent and units (cheapest first). */
export function toProjectDetail(raw: WhiseEstate, units: Property[], ctx: WhiseMapContext): ProjectDetail {
  const detail = toDetail(raw, ctx);
  return {
    ...toProject(raw, units, ctx),
    Description: detail.Description,
    Photos: detail.Photos,
    VideoUrl: detail.VideoUrl,
    VirtualTourUrl: detail.VirtualTourUrl,
    Agent: detail.Agent,
    Units: [...units].sort(compareProperties('price-asc')),
  };
}
