/**
 * Omnicasa answers (validated by ./schema.ts) → the site's read model (shared/model),
 * so the omnicasa provider returns the same shapes as the d1 provider. Pure functions only.
 *
 * Decisions taken here:
 * - Marquee: the agency's sold and rented marquee values come from GetSubstatusList
 *   (marqueeMapFrom) and are returned as the model's MARQUEE.sold (3) and MARQUEE.rented (4),
 *   which the site's sold/rented rules read. Other values pass through, except an agency value
 *   3 or 4 that does NOT mean sold/rented there: it becomes 1000 + value, so that it can never
 *   read as sold/rented. MarqueeName keeps the agency's own text.
 * - Address privacy (common/address.ts): when PublishAddress is false (or absent) Street,
 *   HouseNumber and BoxNr are empty and the coordinates are rounded to 2 decimals (about 1 km),
 *   since Omnicasa gives no city centre to fall back on. An absent PublishPrice counts as
 *   published; an unpublished price is null ('Price on request').
 * - Texts from the CRM may hold HTML: descriptions are turned into plain text (paragraphs
 *   separated by blank lines); URLs (pictures, video, virtual tour, documents) are kept only
 *   when they are http(s).
 * - Pictures: `Url` is Omnicasa's absolute URL; `Name` is Omnicasa's picture name (there is no
 *   R2 media name for CRM photos, so photoUrl(Name, w) does not apply to them: use Url).
 * - Owner-portal contacts are shortened to the first name and the initial of the last name.
 */
import type { Lang, PictureItem } from '../../../shared/model/common';
import { epcLabel, epcLabelText, regionOfZip } from '../../../shared/model/energy';
import type {
  Communication,
  MediaStatistic,
  OnlineMedia,
  Owner,
  OwnerDocument,
  Visit,
  VisitCounts,
} from '../../../app/model/owner';
import type { Agent } from '../../../shared/model/people';
import type { Project, ProjectDetail } from '../../../app/model/project';
import {
  CLOSED_MARQUEES,
  COUNTRY,
  MARQUEE,
  PRICE_UNIT,
  countryName,
  marqueeName,
  priceUnitText,
  type Property,
  type PropertyDetail,
} from '../../../shared/model/property';
import type { City, PropertyType } from '../../../shared/model/taxonomy';
import { isLang, LANGUAGES } from '../../../shared/paths/languages';
import { foldText } from '../../../shared/paths/slug';
import { addressLine, coarsePosition, publicAddress, type AddressFields } from '../common/address';
import { labelCodeOfText, safeUrl, unitStats, type UnitStats } from '../common/mapped-values';
import { compareProperties } from '../common/order';
import { htmlToText } from '../common/html-text';
import type {
  RawCity,
  RawDocument,
  RawHistory,
  RawMediaStat,
  RawPerson,
  RawPicture,
  RawProject,
  RawProjectDetail,
  RawProperty,
  RawPropertyDetail,
  RawSubstatus,
  RawUser,
  RawVisitStat,
  RawWebId,
} from './schema';

// ── languages ──────────────────────────────────────────────────────────────────────────

/** Omnicasa's LanguageId of each site language (NL 1, FR 2, EN 3, DE 4). */
export const LANGUAGE_ID: Record<Lang, number> = { nl: 1, fr: 2, en: 3, de: 4 };

/** The site language of an Omnicasa LanguageId, or null. */
export function langOfId(languageId: number | null | undefined): Lang | null {
  for (const lang of LANGUAGES) if (LANGUAGE_ID[lang] === languageId) return lang;
  return null;
}

// ── marquees ───────────────────────────────────────────────────────────────────────────

/** The agency's marquee values, read from GetSubstatusList. */
export interface MarqueeMap {
  /** Agency marquee values meaning sold. */
  sold: ReadonlySet<number>;
  /** Agency marquee values meaning rented. */
  rented: ReadonlySet<number>;
  /** The sub-status name of each agency marquee value (in the list's language). */
  names: ReadonlyMap<number, string>;
}

/** Omnicasa's main statuses (fixed in the API): 2 sold, 4 rented. */
const STATUS_SOLD = 2;
const STATUS_RENTED = 4;
const SOLD_WORDS = /\b(verkocht|vendu|vendue|sold|verkauft)\b/;
const RENTED_WORDS = /\b(verhuurd|loue|louee|rented|let|vermietet)\b/;

/**
 * Which marquee values mean sold and rented for this agency: a sub-status whose main status is
 * sold (2) / rented (4), or, when the list does not give the main status, whose name or short
 * name says so in one of the four languages. The marquee value is the sub-status's `Marquee`
 * (or its ID when it has none).
 */
export function marqueeMapFrom(items: readonly RawSubstatus[]): MarqueeMap {
  const sold = new Set<number>();
  const rented = new Set<number>();
  const names = new Map<number, string>();
  for (const item of items) {
    const value = item.Marquee ?? item.ID;
    const label = foldText(`${item.Name ?? ''} ${item.ShortName ?? ''}`);
    if (item.Name && !names.has(value)) names.set(value, item.Name);
    const isSold =
      item.StatusID !== undefined && item.StatusID !== null ? item.StatusID === STATUS_SOLD : SOLD_WORDS.test(label);
    const isRented =
      item.StatusID !== undefined && item.StatusID !== null
        ? item.StatusID === STATUS_RENTED
        : RENTED_WORDS.test(label);
    if (isSold) sold.add(value);
    else if (isRented) rented.add(value);
  }
  return { sold, rented, names };
}

/**
 * An agency marquee value → the model's value (sold 3, rented 4; see the module comment). The
 * property's main `Status` (Omnicasa: 0 prospect, 1 active, 2 sold, 3 cancelled, 4 rented) is the
 * fallback: sold or rented although the marquee does not say so (no marquee, or one that the
 * agency's sub-status list does not mark as sold/rented).
 */
export function canonicalMarquee(raw: number | null | undefined, map: MarqueeMap, status?: number | null): number {
  if (raw !== null && raw !== undefined) {
    if (map.sold.has(raw)) return MARQUEE.sold;
    if (map.rented.has(raw)) return MARQUEE.rented;
  }
  if (status === STATUS_SOLD) return MARQUEE.sold;
  if (status === STATUS_RENTED) return MARQUEE.rented;
  if (raw === null || raw === undefined) return MARQUEE.none;
  if (CLOSED_MARQUEES.includes(raw)) return 1000 + raw;
  return raw;
}

// ── small helpers ──────────────────────────────────────────────────────────────────────

/** HTML from the CRM → plain text (../common/html-text.ts). */
export { htmlToText };

/** 'Jan Peeters' → 'Jan P.' (the owner sees candidates by first name and initial). */
export function shortName(full: string | null | undefined): string {
  const parts = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? '';
  const last = parts[parts.length - 1]!;
  return `${parts.slice(0, -1).join(' ')} ${last[0]!.toUpperCase()}.`;
}

/** The EPC label code: from the energy performance and the region of the postcode, else the label text. */
export function energyLabelCode(perf: number | null, zip: string, countryId: number, labelText: string): string | null {
  const region = regionOfZip(zip, countryId);
  if (perf !== null && region) return epcLabel(region, perf);
  return labelCodeOfText(labelText);
}

const validLat = (v: number | null | undefined): number | null =>
  v === null || v === undefined || v === 0 || Math.abs(v) > 90 ? null : v;
const validLng = (v: number | null | undefined): number | null =>
  v === null || v === undefined || v === 0 || Math.abs(v) > 180 ? null : v;
const positive = (v: number | null | undefined): number | null => (v !== null && v !== undefined && v > 0 ? v : null);
const orNull = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v);
const textOrNull = (v: string | undefined): string | null => (v ? v : null);

/** A picture item, or null (no URL or not http(s)). */
export function pictureFrom(
  raw: RawPicture | string | null | undefined,
  size: { Width: number; Height: number },
): PictureItem | null {
  if (raw === null || raw === undefined) return null;
  const item = typeof raw === 'string' ? { Url: raw } : raw;
  const url = safeUrl(item.Url);
  if (!url) return null;
  return {
    Url: url,
    Width: positive(item.Width) ?? size.Width,
    Height: positive(item.Height) ?? size.Height,
    ID: item.ID ?? 0,
    Name: item.Name ?? '',
  };
}

const CARD = { Width: 400, Height: 300 };
const LARGE = { Width: 1360, Height: 1020 };

/** Pictures in their `Order` (stable for equal or missing orders), without the unusable ones. */
export function picturesFrom(raws: readonly RawPicture[] | null | undefined): PictureItem[] {
  const list = [...(raws ?? [])]
    .map((raw, i) => ({ raw, i }))
    .sort((a, b) => (a.raw.Order ?? a.i) - (b.raw.Order ?? b.i) || a.i - b.i);
  return list.map(({ raw }) => pictureFrom(raw, LARGE)).filter((p): p is PictureItem => p !== null);
}

// ── properties ─────────────────────────────────────────────────────────────────────────

export interface MapContext {
  lang: Lang;
  marquees: MarqueeMap;
  /** Type names by WebID in `lang` (MainTypeName when the answer lacks it). */
  typeNames?: ReadonlyMap<number, string>;
}

/** '1,5' with the main WebID first, the others ascending (as the d1 provider writes it). */
function webIdsText(main: number, ids: readonly number[]): string {
  const others = [...new Set(ids.filter((x) => x !== main))].sort((a, b) => a - b);
  return [main, ...others].join(',');
}

/** The map position the public sees (common/address.ts): exact when the address is published, about 1 km off otherwise; null when unknown. */
export function publicPosition(
  raw: Pick<RawProperty, 'GoogleX' | 'GoogleY' | 'PublishAddress'>,
): { lat: number; lng: number } | null {
  const lat = validLat(raw.GoogleX);
  const lng = validLng(raw.GoogleY);
  if (lat === null || lng === null) return null;
  return raw.PublishAddress ? { lat, lng } : { lat: coarsePosition(lat)!, lng: coarsePosition(lng)! };
}

/** The address fields the public sees (common/address.ts): without a published address, no street and the position about 1 km off. */
function publicAddressOf(
  raw: Pick<RawProperty, 'Street' | 'HouseNumber' | 'BoxNr' | 'GoogleX' | 'GoogleY'>,
  published: boolean,
): AddressFields {
  const lat = validLat(raw.GoogleX);
  const lng = validLng(raw.GoogleY);
  return publicAddress(
    published,
    { Street: raw.Street ?? '', HouseNumber: raw.HouseNumber ?? '', BoxNr: raw.BoxNr ?? '', Lat: lat, Lng: lng },
    { Lat: coarsePosition(lat), Lng: coarsePosition(lng) },
  );
}

export function toProperty(raw: RawProperty, ctx: MapContext): Property {
  const lang = ctx.lang;
  const address = raw.PublishAddress ?? false;
  const publishPrice = raw.PublishPrice ?? true;
  const webIds = raw.WebIDs ?? [];
  const webId = raw.WebID ?? webIds[0] ?? 0;
  const countryId = raw.CountryID ?? COUNTRY.belgium;
  const zip = raw.Zip ?? '';
  const city = raw.City ?? '';
  const mainTypeName = raw.MainTypeName || ctx.typeNames?.get(webId) || '';
  const typeDescription = raw.TypeDescription || mainTypeName;
  const marquee = canonicalMarquee(raw.Marquee, ctx.marquees, raw.Status);
  const unit = raw.PriceUnit ?? PRICE_UNIT.total;
  const price = publishPrice ? orNull(raw.Price) : null;
  const perf = orNull(raw.EnergyPerformance);
  const label =
    raw.EPCLabelText ||
    (() => {
      const code = energyLabelCode(perf, zip, countryId, '');
      return code ? epcLabelText(code) : '';
    })();
  const where = publicAddressOf(raw, address);
  return {
    ID: raw.ID,
    WebID: webId,
    WebIDs: webIdsText(webId, webIds),
    Goal: raw.Goal,
    City: city,
    Zip: zip,
    TypeDescription: typeDescription,
    MainTypeName: mainTypeName,
    Language: lang,
    RecordFile: raw.RecordFile ?? '',
    Marquee: marquee,
    MarqueeName:
      raw.MarqueeName ||
      (raw.Marquee !== null && raw.Marquee !== undefined ? ctx.marquees.names.get(raw.Marquee) : undefined) ||
      marqueeName(marquee, lang),
    SmallPictureItem: pictureFrom(raw.SmallPictureItem, CARD),
    Price: price,
    PublishPrice: publishPrice && price !== null,
    PriceUnit: unit,
    PriceUnitText: raw.PriceUnitText || priceUnitText(unit, lang),
    PublishAddress: address,
    Street: where.Street,
    HouseNumber: where.HouseNumber,
    BoxNr: where.BoxNr,
    CountryID: countryId,
    CountryName: raw.CountryName || countryName(countryId, lang),
    EnergyPerformance: perf,
    EPCLabelText: label,
    Title: raw.Title || [typeDescription, city].filter(Boolean).join(' – '),
    Bedrooms: orNull(raw.BedRooms),
    Bathrooms: orNull(raw.BathRooms),
    LivingArea: orNull(raw.SurfaceLiving),
    GroundArea: orNull(raw.SurfaceGround),
    Lat: where.Lat,
    Lng: where.Lng,
    IsNew: raw.IsNew ?? false,
    IsArriving: raw.IsArriving ?? false,
    IsDiscreet: raw.IsDiscreet ?? false,
    PublicationDate: raw.CreatedDate ?? '',
    ProjectID: positive(raw.ProjectID),
  };
}

/**
 * One property with its detail groups. `photos` are GetPropertyPictureList's items (falling back
 * to the answer's XLargePictureItems, then to the card picture).
 */
export function toDetail(
  raw: RawPropertyDetail,
  photos: readonly RawPicture[],
  agent: Agent | null,
  ctx: MapContext,
): PropertyDetail {
  const card = toProperty(raw, ctx);
  const perf = card.EnergyPerformance;
  let pictures = picturesFrom(photos);
  if (pictures.length === 0) pictures = picturesFrom(raw.XLargePictureItems);
  if (pictures.length === 0) {
    const small = pictureFrom(raw.SmallPictureItem, LARGE);
    if (small) pictures = [small];
  }
  const bouquet = orNull(raw.ViagerBouquet);
  const annuity = orNull(raw.ViagerMonthlyAnnuity);
  return {
    ...card,
    Surfaces: {
      Total: orNull(raw.SurfaceTotal),
      Living: orNull(raw.SurfaceLiving),
      Ground: orNull(raw.SurfaceGround),
      Terrace: orNull(raw.SurfaceTerrace),
      Garden: orNull(raw.SurfaceGarden),
      Office: orNull(raw.SurfaceOffice),
      Constructed: orNull(raw.SurfaceConstructed),
    },
    Rooms: {
      Bedrooms: orNull(raw.BedRooms),
      Bathrooms: orNull(raw.BathRooms),
      Showers: orNull(raw.ShowerRooms),
      Toilets: orNull(raw.Toilets),
      Garages: orNull(raw.Garages),
      Parkings: orNull(raw.Parkings),
      Floors: orNull(raw.Floors),
      Floor: orNull(raw.Floor),
    },
    Building: {
      ConstructionYear: orNull(raw.ConstructionYear),
      RenovationYear: orNull(raw.RenovationYear),
      FacadeCount: orNull(raw.Facades),
      FacadeWidth: orNull(raw.FacadeWidth),
      PlotWidth: orNull(raw.PlotWidth),
      CadastralIncome: orNull(raw.CadastralIncome),
      Condition: textOrNull(raw.Condition),
      Heating: textOrNull(raw.Heating),
      Glazing: textOrNull(raw.Glazing),
      WindowFrame: textOrNull(raw.WindowFrame),
      Kitchen: textOrNull(raw.Kitchen),
      Roof: textOrNull(raw.Roof),
      RoofMaterial: textOrNull(raw.RoofMaterial),
    },
    Energy: {
      Label: energyLabelCode(perf, card.Zip, card.CountryID, card.EPCLabelText),
      TotalEnergy: orNull(raw.TotalEnergy),
      SpecificEnergy: perf,
      Co2Emission: orNull(raw.Co2Emission),
      CertificateEndDate: orNull(raw.EPCEndDate),
      ELevel: orNull(raw.ELevel),
      UniqueCode: textOrNull(raw.EPCUniqueCode),
    },
    FloodRisk: {
      Zone: textOrNull(raw.FloodZone),
      PScore: textOrNull(raw.FloodPScore),
      GScore: textOrNull(raw.FloodGScore),
      RiparianZone: orNull(raw.RiparianZone),
    },
    Asbestos: { Type: textOrNull(raw.AsbestosType), Date: orNull(raw.AsbestosDate) },
    Planning: {
      BuildingPermit: orNull(raw.BuildingPermit),
      AllotmentPermit: orNull(raw.AllotmentPermit),
      PreemptiveRights: orNull(raw.PreemptiveRights),
      Summons: orNull(raw.Summons),
      JudicialDecision: orNull(raw.JudicialDecision),
      AreaApplication: textOrNull(raw.AreaApplication),
    },
    Costs: {
      ChargesOwner: orNull(raw.ChargesOwner),
      ChargesRenter: orNull(raw.ChargesRenter),
      NotaryFee: orNull(raw.NotaryFee),
      RegistrationRights: orNull(raw.RegistrationRights),
      Vat: orNull(raw.Vat),
      TotalCost: orNull(raw.TotalCost),
      ParkingPrice: orNull(raw.ParkingPrice),
      GaragePrice: orNull(raw.GaragePrice),
      Deposit: orNull(raw.Deposit),
      AgencyCost: orNull(raw.AgencyCost),
      Inventory: orNull(raw.Inventory),
    },
    Viager:
      bouquet !== null && annuity !== null
        ? {
            Bouquet: bouquet,
            MonthlyAnnuity: annuity,
            Ages: raw.ViagerAges ?? [],
            Occupied: raw.ViagerOccupied ?? false,
          }
        : null,
    Description: htmlToText(raw.Description),
    Photos: pictures,
    VideoUrl: safeUrl(raw.VideoUrl),
    VirtualTourUrl: safeUrl(raw.VirtualTourUrl),
    // The CRM keeps one city name per address, as the agency entered it: the postal one.
    AddressCity: card.City,
    AvailableFrom: orNull(raw.AvailableFrom),
    Agent: agent,
  };
}

// ── types and cities ───────────────────────────────────────────────────────────────────

export interface GoalCounts {
  sale: number;
  rent: number;
}

/** The WebID of a GetWebIDList item (its WebID, else its ID). */
export const webIdOf = (raw: RawWebId): number => raw.WebID ?? raw.ID;

export function toType(raw: RawWebId, lang: Lang, counts: GoalCounts | undefined): PropertyType {
  const webId = webIdOf(raw);
  return {
    ID: webId,
    WebID: webId,
    Name: raw.Name ?? '',
    ShowOrder: raw.ShowOrder ?? webId,
    Sale: raw.Sale ?? true,
    Rent: raw.Rent ?? true,
    Language: lang,
    SaleCount: counts?.sale ?? 0,
    RentCount: counts?.rent ?? 0,
  };
}

/** The name of a GetCityListOfObjects item. */
export const cityNameOf = (raw: RawCity): string => raw.Name || raw.City || '';
/** The key joining a city across languages and with properties: 'zip|country'. */
export const cityKey = (zip: string, countryId: number | null | undefined): string =>
  `${zip.trim()}|${countryId ?? COUNTRY.belgium}`;

export function toCity(
  raw: RawCity,
  lang: Lang,
  counts: GoalCounts & { center?: City['Center'] },
  propertyCount: number,
): City {
  const countryId = raw.CountryID ?? COUNTRY.belgium;
  return {
    Name: cityNameOf(raw),
    Zip: raw.Zip,
    CountryID: countryId,
    CountryName: raw.CountryName || countryName(countryId, lang),
    PropertyCount: propertyCount,
    Language: lang,
    SaleCount: counts.sale,
    RentCount: counts.rent,
    ...(counts.center ? { Center: counts.center } : {}),
  };
}

// ── projects ───────────────────────────────────────────────────────────────────────────

/** A project card. Its address is public unless PublishAddress is false (a building site is public). */
export function toProject(raw: RawProject, lang: Lang, stats: UnitStats): Project {
  const address = raw.PublishAddress ?? true;
  const countryId = raw.CountryID ?? COUNTRY.belgium;
  const zip = raw.Zip ?? '';
  const city = raw.City ?? '';
  const where = publicAddressOf(raw, address);
  return {
    ID: raw.ID,
    Name: raw.Name ?? '',
    PublicAddress: (address && raw.PublicAddress) || addressLine(where, zip, city),
    Street: where.Street,
    HouseNumber: where.HouseNumber,
    BoxNr: where.BoxNr,
    Zip: zip,
    City: city,
    CountryID: countryId,
    CountryName: raw.CountryName || countryName(countryId, lang),
    Language: lang,
    Goal: raw.Goal ?? 0,
    SmallPictureItem: pictureFrom(raw.SmallPictureItem, CARD),
    Summary: htmlToText(raw.ShortDescription),
    Lat: where.Lat,
    Lng: where.Lng,
    ...stats,
    Delivery: raw.Delivery ?? '',
    PublicationDate: raw.CreatedDate ?? '',
  };
}

export function toProjectDetail(
  raw: RawProjectDetail,
  lang: Lang,
  units: Property[],
  agent: Agent | null,
): ProjectDetail {
  let photos = picturesFrom(raw.XLargePictureItems);
  if (photos.length === 0) photos = picturesFrom(raw.LargePictureItems);
  return {
    ...toProject(raw, lang, unitStats(units)),
    Description: htmlToText(raw.Description),
    Photos: photos,
    VideoUrl: safeUrl(raw.VideoUrl),
    VirtualTourUrl: safeUrl(raw.VirtualTourUrl),
    Agent: agent,
    Units: [...units].sort(compareProperties('price-asc')),
  };
}

// ── people ─────────────────────────────────────────────────────────────────────────────

export function toAgent(raw: RawUser): Agent {
  let first = raw.FirstName ?? '';
  let last = raw.LastName ?? '';
  if (!first && !last && raw.Name) {
    const parts = raw.Name.split(/\s+/);
    first = parts[0] ?? '';
    last = parts.slice(1).join(' ');
  }
  return {
    ID: raw.ID,
    FirstName: first,
    LastName: last,
    Name: `${first} ${last}`.trim() || raw.Name || '',
    Function: raw.Function ?? '',
    Email: raw.Email ?? '',
    Phone: raw.Phone ?? '',
    Mobile: raw.GSM ?? '',
    PhotoName: null,
    Languages: (raw.Languages ?? '')
      .split(/[,;\s]+/)
      .map((l) => l.toLowerCase())
      .filter(isLang),
  };
}

/** A person who logged in as owner; null when the answer names nobody (ID 0). */
export function toOwner(raw: RawPerson, email: string): Owner | null {
  if (raw.ID === null || raw.ID <= 0) return null;
  return {
    ID: raw.ID,
    Email: raw.Email || email,
    FirstName: raw.FirstName ?? '',
    LastName: raw.LastName ?? '',
    Language: langOfId(raw.LanguageId),
    AgentID: positive(raw.UserID),
  };
}

// ── owner portal ───────────────────────────────────────────────────────────────────────

const byDateDesc = <T extends { Date: string; ID: number }>(a: T, b: T): number =>
  Date.parse(b.Date) - Date.parse(a.Date) || b.ID - a.ID;

/**
 * History entries as the portal lists them, newest first: each shows its id, day, type, the
 * contact's short name, and what `fields` reads.
 */
function historyEntries<T>(raws: readonly RawHistory[], propertyId: number, fields: (r: RawHistory) => T) {
  return raws
    .map((r) => ({
      ID: r.ID,
      PropertyID: propertyId,
      Date: r.Date ?? '',
      Type: r.TypeName ?? '',
      Contact: shortName(r.PersonName),
      ...fields(r),
    }))
    .sort(byDateDesc);
}

export function toVisits(raws: readonly RawHistory[], propertyId: number): Visit[] {
  return historyEntries(raws, propertyId, (r) => ({ Status: r.StatusName ?? '', Comment: htmlToText(r.Description) }));
}

export function toCommunications(raws: readonly RawHistory[], propertyId: number): Communication[] {
  return historyEntries(raws, propertyId, (r) => ({
    Subject: r.Subject ?? '',
    Comment: htmlToText(r.Description),
    Direction: r.Direction ?? '',
  }));
}

export function toOnlineMedia(raws: readonly RawHistory[], propertyId: number): OnlineMedia[] {
  return historyEntries(raws, propertyId, (r) => ({
    Subject: r.Subject ?? '',
    Comment: htmlToText(r.Description),
    Status: r.StatusName ?? '',
    Source: r.MediaName ?? '',
  }));
}

/** Daily statistics between two days (inclusive), oldest first. */
export function toMediaStatistics(
  raws: readonly RawMediaStat[],
  propertyId: number,
  from: string,
  until: string,
): MediaStatistic[] {
  return raws
    .filter((r) => r.Date !== null && r.Date >= from && r.Date <= until)
    .map((r) => ({
      PropertyID: propertyId,
      Date: r.Date as string,
      Source: (r.MediaName ?? '').toLowerCase(),
      Impressions: r.Impressions ?? 0,
      Views: r.Views ?? 0,
      Contacts: r.Contacts ?? 0,
    }))
    .sort((a, b) => a.Date.localeCompare(b.Date) || a.Source.localeCompare(b.Source));
}

/** The CRM's visit statistic: its ThisWeek and ThisMonth are the current calendar week and month. */
export function toVisitCounts(raw: RawVisitStat | null): VisitCounts {
  return {
    Day: raw?.Today ?? 0,
    Week: raw?.ThisWeek ?? 0,
    Month: raw?.ThisMonth ?? 0,
    Total: raw?.Total ?? 0,
    Period: 'calendar',
  };
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * A published document. `Key` is Omnicasa's document URL (there is no R2 copy): the download
 * route must fetch it from there for omnicasa documents.
 */
export function toDocuments(raws: readonly RawDocument[], propertyId: number): OwnerDocument[] {
  return raws
    .map((r) => {
      const name = r.Name ?? '';
      const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
      return {
        ID: r.ID,
        PropertyID: propertyId,
        Name: name,
        Category: r.CategoryName ?? '',
        Date: r.Date ?? '',
        MimeType: r.MimeType || MIME[ext] || 'application/octet-stream',
        Size: r.Size ?? 0,
        Key: safeUrl(r.Url) ?? '',
      };
    })
    .sort(byDateDesc);
}
