/**
 * The d1 provider's rows → the read model (shared/model) for one language: the SELECT lists
 * the queries use, the mapping functions and the agent look-up both parts need. Column names per language come from a fixed map
 * (never from input), so every SQL string stays a constant.
 */
import { pictureItem, type Lang } from '../../../shared/model/common';
import { officialLanguage } from '../../../app/format/address';
import type { Agent, Testimonial } from '../../../shared/model/people';
import type { Project } from '../../../app/model/project';
import {
  CLOSED_MARQUEES,
  countryName,
  marqueeName,
  priceUnitText,
  type Property,
  type PropertyDetail,
  type PropertyDetails,
} from '../../../shared/model/property';
import type { City, PropertyType } from '../../../shared/model/taxonomy';
import { roundPosition } from '../../../shared/geo/area';
import { isLang } from '../../../shared/paths/languages';
import { addressLine, publicAddress } from '../common/address';
import {
  storedDay,
  storedDetails,
  storedFlag,
  storedId,
  storedInt,
  storedLocalized,
  storedMediaName,
  storedNumber,
  storedOptText,
  storedPhotos,
  storedText,
} from './values';

/** Per-language column names (constants: safe to put into SQL). */
export const COLUMNS = {
  en: { city: 'c.name_en', citySort: 'c.sort_en', type: 't.name_en', typeDesc: 'p.type_desc_en' },
  nl: { city: 'c.name_nl', citySort: 'c.sort_nl', type: 't.name_nl', typeDesc: 'p.type_desc_nl' },
  fr: { city: 'c.name_fr', citySort: 'c.sort_fr', type: 't.name_fr', typeDesc: 'p.type_desc_fr' },
  de: { city: 'c.name_de', citySort: 'c.sort_de', type: 't.name_de', typeDesc: 'p.type_desc_de' },
} as const satisfies Record<Lang, Record<string, string>>;

/** FROM clause shared by property lists. */
export const PROPERTY_FROM =
  'FROM properties p JOIN cities c ON c.id = p.city_id JOIN property_types t ON t.id = p.web_id';

/** SELECT list of a property card in one language. */
export function propertySelect(lang: Lang): string {
  const col = COLUMNS[lang];
  return `SELECT p.id, p.goal, p.web_id, ${col.typeDesc} AS type_desc, ${col.type} AS type_name, ${col.city} AS city_name,
    c.zip, c.country_id, c.lat AS city_lat, c.lng AS city_lng, p.street, p.house_number, p.box_nr, p.publish_address, p.price,
    p.publish_price, p.price_unit, p.marquee, p.record_file, p.energy_performance, p.epc_label, p.bedrooms, p.bathrooms,
    p.living_area, p.ground_area, p.lat, p.lng, p.is_new, p.is_arriving, p.is_discreet, p.published_at, p.project_id,
    (SELECT group_concat(w.web_id) FROM property_web_ids w WHERE w.property_id = p.id) AS web_ids,
    CASE WHEN json_valid(p.title) THEN json_extract(p.title, '$.${lang}') END AS title, ${FIRST_PHOTO} AS first_photo,
    (SELECT h.old_price FROM property_price_changes h WHERE h.property_id = p.id ORDER BY h.changed_on DESC, h.rowid DESC LIMIT 1) AS previous_price,
    (SELECT h.changed_on FROM property_price_changes h WHERE h.property_id = p.id ORDER BY h.changed_on DESC, h.rowid DESC LIMIT 1) AS price_changed_on`;
}

/**
 * A property's first photo in SQL; null when `photos` is not JSON (a broken value empties that
 * fact, never the query: ./values.ts).
 */
export const FIRST_PHOTO = "(CASE WHEN json_valid(p.photos) THEN json_extract(p.photos, '$[0]') END)";

/** The address columns of a property's or a project's row: the city's and the row's own. */
interface AddressRow {
  city_name: string;
  zip: string;
  country_id: number;
  city_lat: number | null;
  city_lng: number | null;
  street: string;
  house_number: string;
  box_nr: string;
  publish_address: number;
}

export interface PropertyRow extends AddressRow {
  id: number;
  goal: number;
  web_id: number;
  type_desc: string;
  type_name: string;
  price: number | null;
  publish_price: number;
  price_unit: number;
  marquee: number;
  record_file: string;
  energy_performance: number | null;
  epc_label: string;
  bedrooms: number | null;
  bathrooms: number | null;
  living_area: number | null;
  ground_area: number | null;
  lat: number | null;
  lng: number | null;
  is_new: number;
  is_arriving: number;
  is_discreet: number;
  published_at: string;
  project_id: number | null;
  web_ids: string | null;
  title: string | null;
  first_photo: string | null;
  /** The price before the last change and its day (the price history, migrations/0011_price_history.sql). */
  previous_price?: number | null;
  price_changed_on?: string | null;
}

const sortedIds = (csv: string | null, main: number): string => {
  const ids = (csv ?? String(main)).split(',').map(Number);
  return [main, ...ids.filter((id) => id !== main).sort((a, b) => a - b)].join(',');
};

/**
 * A card from its row. Every column but the keys (id, goal, type, city) is read with
 * ./values.ts: a stored value of the wrong kind reads as empty, never as an error.
 */
export function toProperty(row: PropertyRow, lang: Lang): Property {
  const address = storedFlag(row.publish_address);
  const priceValue = storedNumber(row.price);
  const price = storedFlag(row.publish_price);
  const lat = storedNumber(row.lat);
  const lng = storedNumber(row.lng);
  const where = publicAddress(
    address,
    {
      Street: storedText(row.street),
      HouseNumber: storedText(row.house_number),
      BoxNr: storedText(row.box_nr),
      Lat: lat !== null && lng !== null ? lat : null,
      Lng: lat !== null && lng !== null ? lng : null,
    },
    { Lat: storedNumber(row.city_lat), Lng: storedNumber(row.city_lng) },
  );
  const firstPhoto = storedMediaName(row.first_photo);
  const marquee = storedInt(row.marquee) ?? 0;
  const unit = storedInt(row.price_unit) ?? 1;
  return {
    ID: row.id,
    WebID: row.web_id,
    WebIDs: sortedIds(row.web_ids, row.web_id),
    Goal: row.goal,
    City: row.city_name,
    Zip: row.zip,
    TypeDescription: row.type_desc || row.type_name,
    MainTypeName: row.type_name,
    Language: lang,
    RecordFile: storedText(row.record_file),
    Marquee: marquee,
    MarqueeName: marqueeName(marquee, lang),
    SmallPictureItem: firstPhoto ? pictureItem(firstPhoto, row.id * 100 + 1, 400) : null,
    Price: price ? priceValue : null,
    PublishPrice: price && priceValue !== null,
    PriceUnit: unit,
    PriceUnitText: priceUnitText(unit, lang),
    PublishAddress: address,
    Street: where.Street,
    HouseNumber: where.HouseNumber,
    BoxNr: where.BoxNr,
    CountryID: row.country_id,
    CountryName: countryName(row.country_id, lang),
    EnergyPerformance: storedNumber(row.energy_performance),
    EPCLabelText: storedText(row.epc_label),
    Title: storedText(row.title),
    Bedrooms: storedInt(row.bedrooms),
    Bathrooms: storedInt(row.bathrooms),
    LivingArea: storedNumber(row.living_area),
    GroundArea: storedNumber(row.ground_area),
    Lat: where.Lat,
    Lng: where.Lng,
    IsNew: storedFlag(row.is_new),
    IsArriving: storedFlag(row.is_arriving),
    IsDiscreet: storedFlag(row.is_discreet),
    PublicationDate: storedDay(row.published_at),
    ProjectID: storedId(row.project_id),
    // The price before its last change, only beside a published price (it would reveal a hidden one).
    ...(price && priceValue !== null && storedNumber(row.previous_price) && storedDay(row.price_changed_on)
      ? { PreviousPrice: storedNumber(row.previous_price) as number, PriceChangedOn: storedDay(row.price_changed_on) }
      : {}),
  };
}

export interface DetailExtraRow {
  description: string;
  photos: string;
  details: string;
  video_url: string | null;
  virtual_tour_url: string | null;
  available_from: string | null;
  agent_id: number | null;
  /** The place's names in the languages a Belgian or Luxembourg place is officially named in. */
  city_nl: string;
  city_fr: string;
  city_de: string;
}

/** A text per language as stored (JSON); a broken value reads as '' (./values.ts). */
const pick = (localizedJson: string, lang: Lang): string => storedLocalized(localizedJson, lang);

/** A property's detail from its row: the stored detail groups, photos and texts read with ./values.ts. */
export function toDetail(row: PropertyRow & DetailExtraRow, lang: Lang, agent: Agent | null): PropertyDetail {
  const details: PropertyDetails = storedDetails(row.details);
  const photos = storedPhotos(row.photos);
  return {
    ...toProperty(row, lang),
    ...details,
    Description: pick(row.description, lang),
    Photos: photos.map((name, i) => pictureItem(name, row.id * 100 + i + 1, 1360)),
    VideoUrl: storedOptText(row.video_url),
    VirtualTourUrl: storedOptText(row.virtual_tour_url),
    AddressCity: { nl: row.city_nl, fr: row.city_fr, de: row.city_de }[officialLanguage(row.zip, row.country_id, lang)],
    AvailableFrom: storedDay(row.available_from) || null,
    Agent: agent,
  };
}

export interface AgentRow {
  id: number;
  first_name: string;
  last_name: string;
  function: string;
  email: string;
  phone: string;
  mobile: string;
  photo: string | null;
  languages: string;
}

export function toAgent(row: AgentRow, lang: Lang): Agent {
  return {
    ID: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    Name: `${row.first_name} ${row.last_name}`.trim(),
    Function: pick(row.function, lang),
    Email: row.email,
    Phone: row.phone,
    Mobile: row.mobile,
    PhotoName: row.photo,
    Languages: (JSON.parse(row.languages) as string[]).filter(isLang),
  };
}

/** One agent in one language, or null (a single look-up: the detail pages and the owner portal). */
export async function readAgent(db: D1Database, id: number, lang: Lang): Promise<Agent | null> {
  const row = await db.prepare('SELECT * FROM agents WHERE id = ?').bind(id).first<AgentRow>();
  return row ? toAgent(row, lang) : null;
}

export interface TypeRow {
  id: number;
  show_order: number;
  sale: number;
  rent: number;
  name: string;
  sale_count: number;
  rent_count: number;
}

export function toType(row: TypeRow, lang: Lang): PropertyType {
  return {
    ID: row.id,
    WebID: row.id,
    Name: row.name,
    ShowOrder: row.show_order,
    Sale: row.sale === 1,
    Rent: row.rent === 1,
    Language: lang,
    SaleCount: row.sale_count ?? 0,
    RentCount: row.rent_count ?? 0,
  };
}

export interface CityCountRow {
  name: string;
  zip: string;
  country_id: number;
  total: number;
  sale_count: number;
  rent_count: number;
  /** The mean public position of the city's properties (SQL AVG); null when none is known. */
  lat?: number | null;
  lng?: number | null;
}

export function toCity(row: CityCountRow, lang: Lang, count: number): City {
  return {
    Name: row.name,
    Zip: row.zip,
    CountryID: row.country_id,
    CountryName: countryName(row.country_id, lang),
    PropertyCount: count,
    Language: lang,
    SaleCount: row.sale_count ?? 0,
    RentCount: row.rent_count ?? 0,
    ...(typeof row.lat === 'number' && typeof row.lng === 'number'
      ? { Center: roundPosition({ lat: row.lat, lng: row.lng }) }
      : {}),
  };
}

export interface ProjectRow extends AddressRow {
  id: number;
  goal: number;
  lat: number | null;
  lng: number | null;
  name: string;
  summary: string;
  photos: string;
  delivery: string;
  published_at: string;
  unit_count: number;
  available_units: number;
  price_from: number | null;
  price_to: number | null;
}

/** SELECT list of a project card in one language; `extra` adds constant column names (detail). */
export function projectSelect(lang: Lang, extra: readonly string[] = []): string {
  return `SELECT ${extra.map((c) => `${c}, `).join('')}pr.id, pr.goal, ${COLUMNS[lang].city} AS city_name, c.zip, c.country_id, c.lat AS city_lat, c.lng AS city_lng,
    pr.street, pr.house_number, pr.box_nr, pr.publish_address, pr.lat, pr.lng, pr.name, pr.summary, pr.photos, pr.delivery,
    pr.published_at,
    (SELECT COUNT(*) FROM properties u WHERE u.project_id = pr.id) AS unit_count,
    (SELECT COUNT(*) FROM properties u WHERE u.project_id = pr.id AND u.marquee NOT IN (${CLOSED_MARQUEES.join(', ')})) AS available_units,
    (SELECT MIN(u.price) FROM properties u WHERE u.project_id = pr.id AND u.publish_price = 1) AS price_from,
    (SELECT MAX(u.price) FROM properties u WHERE u.project_id = pr.id AND u.publish_price = 1) AS price_to
    FROM projects pr JOIN cities c ON c.id = pr.city_id`;
}

export function toProject(row: ProjectRow, lang: Lang): Project {
  const photos = storedPhotos(row.photos);
  const where = publicAddress(
    row.publish_address === 1,
    { Street: row.street, HouseNumber: row.house_number, BoxNr: row.box_nr, Lat: row.lat, Lng: row.lng },
    { Lat: row.city_lat, Lng: row.city_lng },
  );
  return {
    ID: row.id,
    Name: pick(row.name, lang),
    PublicAddress: addressLine(where, row.zip, row.city_name),
    Street: where.Street,
    HouseNumber: where.HouseNumber,
    BoxNr: where.BoxNr,
    Zip: row.zip,
    City: row.city_name,
    CountryID: row.country_id,
    CountryName: countryName(row.country_id, lang),
    Language: lang,
    Goal: row.goal,
    SmallPictureItem: photos[0] ? pictureItem(photos[0], row.id * 100 + 1, 400) : null,
    Summary: pick(row.summary, lang),
    Lat: where.Lat,
    Lng: where.Lng,
    UnitCount: row.unit_count,
    AvailableUnits: row.available_units,
    PriceFrom: row.price_from,
    PriceTo: row.price_to,
    Delivery: row.delivery,
    PublicationDate: row.published_at,
  };
}

export interface TestimonialRow {
  id: number;
  slug: string;
  author: string;
  city: string;
  rating: number;
  date: string;
  title: string;
  text: string;
}

export function toTestimonial(row: TestimonialRow, lang: Lang): Testimonial {
  return {
    ID: row.id,
    Slug: row.slug,
    Author: row.author,
    City: row.city,
    Rating: row.rating,
    Date: row.date,
    Title: pick(row.title, lang),
    Text: pick(row.text, lang),
    Language: lang,
  };
}

export { pick as pickLocalized };
