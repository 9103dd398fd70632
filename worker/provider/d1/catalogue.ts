/**
 * The d1 provider's catalogue (../core/types.ts Catalogue) over the D1 tables of migrations/, and the
 * d1 provider's parts (`d1Parts`: this catalogue, the owner data of ./owners.ts and the
 * password reset of ./resets.ts).
 * Prepared statements only: values are always bound; the only SQL built at run time joins
 * constant fragments (filters, whitelisted ORDER BY clauses, per-language column names).
 * Searches compare folded text (accents removed, lower case: shared/paths/slug.ts foldText)
 * with the folded columns the writer stores.
 */
import type { Lang, Paged } from '../../../shared/model/common';
import {
  DEFAULT_SORT,
  parseCityParam,
  type ListQuery,
  type SearchResult,
  type SortOrder,
} from '../../../shared/model/listing';
import type { Agent, Testimonial } from '../../../shared/model/people';
import type { Project, ProjectDetail } from '../../../app/model/project';
import { pictureItem } from '../../../shared/model/common';
import { CLOSED_MARQUEES, COUNTRY, type Property, type PropertyDetail } from '../../../shared/model/property';
import type { Region } from '../../../shared/model/energy';
import { epcBounds } from '../../../shared/listing/epc-filter';
import { placeByKey } from '../../../shared/listing/places';
import type { City, CityScope, PropertyType, Totals } from '../../../shared/model/taxonomy';
import { foldText } from '../../../shared/paths/slug';
import { boundingBox, inArea, type SearchArea } from '../../../shared/geo/area';
import { isId } from '../common/input';
import { pageOf, pageWindow, type PageWindow } from '../common/paging';
import { foldQuery, likePattern, MAX_CITY_HITS, MAX_PROPERTY_HITS, propertyTarget } from '../common/search-text';
import {
  COLUMNS,
  FIRST_PHOTO,
  PROPERTY_FROM,
  pickLocalized,
  projectSelect,
  propertySelect,
  readAgent,
  toAgent,
  toCity,
  toDetail,
  toProject,
  toProperty,
  toTestimonial,
  toType,
  type AgentRow,
  type CityCountRow,
  type DetailExtraRow,
  type ProjectRow,
  type PropertyRow,
  type TestimonialRow,
  type TypeRow,
} from './rows';
import { D1PasswordReset } from './resets';
import { MAX_BY_IDS, MAX_DETAILS_BY_IDS, readByIds } from '../common/by-ids';
import { storedId, storedPhotos } from './values';
import { D1OwnerData } from './owners';
import type { AlertCandidate, Catalogue, ProviderParts } from '../core/types';

type Bind = string | number | null;

/** The price a visitor sees (app/listing/rules.ts shownPrice): the published price, else NULL. */
const SHOWN_PRICE = '(CASE WHEN p.publish_price = 1 THEN p.price END)';
/** Shown prices before none, then the shown price in a direction. */
const byShownPrice = (dir: 'ASC' | 'DESC') => `${SHOWN_PRICE} IS NULL, ${SHOWN_PRICE} ${dir}`;

/** ORDER BY clause per sort order (constants only): common/order.ts's order written in SQL. */
function orderBy(sort: SortOrder, lang: Lang): string {
  const col = COLUMNS[lang];
  switch (sort) {
    case 'price-asc':
      return `${byShownPrice('ASC')}, p.id ASC`;
    case 'price-desc':
      return `${byShownPrice('DESC')}, p.id DESC`;
    case 'type':
      return `${col.typeDesc} COLLATE NOCASE ASC, ${byShownPrice('ASC')}, p.id ASC`;
    case 'city':
      return `${col.citySort} ASC, ${byShownPrice('ASC')}, p.id ASC`;
    default:
      return `${FIRST_PHOTO} IS NULL, p.published_at DESC, p.id DESC`;
  }
}

/** Available properties only (app/listing/rules.ts): the sold and rented marquees left out (constants). */
const AVAILABLE = `p.marquee NOT IN (${CLOSED_MARQUEES.join(', ')})`;

/** A city's Belgian postcode as a number (NULL elsewhere): regions, provinces and energy scales go by it. */
const BELGIAN_ZIP = `(CASE WHEN c.country_id = ${COUNTRY.belgium} AND length(trim(c.zip)) = 4 AND trim(c.zip) NOT GLOB '*[^0-9]*' THEN CAST(trim(c.zip) AS INTEGER) END)`;

/** Postcode ranges of a place or region as SQL (values bound). */
function zipRanges(ranges: readonly (readonly [number, number])[], binds: Bind[]): string {
  const parts = ranges.map(([from, to]) => {
    binds.push(from, to);
    return `${BELGIAN_ZIP} BETWEEN ? AND ?`;
  });
  return `(${parts.join(' OR ')})`;
}

/** The EPC filter (shared/listing/epc-filter.ts) in SQL: the class from the energy performance on the region's scale, else the label text. */
function epcCondition(worst: string, binds: Bind[]): string {
  const bounds = epcBounds(worst);
  if (!bounds) return '0';
  const byRegion = (Object.keys(REGION_ZIPS) as Region[]).map((region) => {
    const below = bounds.below[region];
    const where = zipRanges(REGION_ZIPS[region], binds);
    if (below === null) return `(${where} AND 0)`;
    if (below === Infinity) return where;
    binds.push(below);
    return `(${where} AND p.energy_performance < ?)`;
  });
  binds.push(...bounds.texts);
  return `(CASE WHEN p.energy_performance IS NOT NULL AND ${BELGIAN_ZIP} BETWEEN 1000 AND 9999 THEN (${byRegion.join(' OR ')})
    ELSE upper(trim(p.epc_label)) IN (${bounds.texts.map(() => '?').join(', ')}) END)`;
}

/** A region's postcode ranges (docs/constants.md), as regionOfZip reads them. */
const REGION_ZIPS: Record<Region, readonly (readonly [number, number])[]> = {
  brussels: [[1000, 1299]],
  wallonia: [
    [1300, 1499],
    [4000, 7999],
  ],
  flanders: [
    [1500, 3999],
    [8000, 9999],
  ],
};

/** The query's bounds on one column each: the field, its condition, and whether a bound of 0 asks nothing (a count). */
const COLUMN_BOUNDS = [
  ['minRooms', 'p.bedrooms >= ?', true],
  ['minGarages', 'p.garages >= ?', true],
  ['minArea', 'p.living_area >= ?', false],
  ['maxArea', 'p.living_area <= ?', false],
  ['minPlot', 'p.ground_area >= ?', false],
] as const satisfies readonly (readonly [keyof ListQuery, string, boolean])[];

/** WHERE clause and its values for the filters of a list query. */
function whereOf(query: ListQuery): { sql: string; binds: Bind[] } {
  const parts: string[] = [];
  const binds: Bind[] = [];
  if (!query.closed) parts.push(AVAILABLE);
  if (query.goal === 0) parts.push('p.goal = 0');
  else if (query.goal !== undefined) parts.push('p.goal <> 0');
  if (query.city) {
    const { name, zip } = parseCityParam(query.city);
    if (zip) {
      parts.push('c.zip = ?');
      binds.push(zip);
    } else if (name) {
      parts.push('instr(c.folded, ?) > 0');
      binds.push(`|${foldText(name)}|`);
    }
  }
  const place = placeByKey(query.region);
  if (place) parts.push(zipRanges(place.zips, binds));
  else if (query.region !== undefined) parts.push('0');
  if (query.type !== undefined) {
    parts.push('p.id IN (SELECT w.property_id FROM property_web_ids w WHERE w.web_id = ?)');
    binds.push(query.type);
  }
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    // A bound compares the shown price; a price on request passes only when asked (app/listing/rules.ts).
    const bound = ['p.publish_price = 1', 'p.price IS NOT NULL'];
    if (query.minPrice !== undefined) {
      bound.push('p.price >= ?');
      binds.push(query.minPrice);
    }
    if (query.maxPrice !== undefined) {
      bound.push('p.price <= ?');
      binds.push(query.maxPrice);
    }
    parts.push(query.onRequest ? `((${bound.join(' AND ')}) OR ${SHOWN_PRICE} IS NULL)` : `(${bound.join(' AND ')})`);
  }
  for (const [field, condition, zeroIsNone] of COLUMN_BOUNDS) {
    const bound = query[field];
    if (bound === undefined || (zeroIsNone && bound <= 0)) continue;
    parts.push(condition);
    binds.push(bound);
  }
  if (query.epc !== undefined) parts.push(epcCondition(query.epc, binds));
  if (query.newBuild)
    parts.push(`(p.project_id IS NOT NULL OR json_extract(p.details, '$.Building.Condition') = 'new')`);
  if (query.parking) parts.push('p.has_parking = 1');
  if (query.garden) parts.push('p.has_garden = 1');
  if (query.terrace) parts.push('p.has_terrace = 1');
  if (query.isNew) parts.push('p.is_new = 1');
  if (query.arriving) parts.push('p.is_arriving = 1');
  if (query.discreet) parts.push('p.is_discreet = 1');
  if (query.project !== undefined) {
    parts.push('p.project_id = ?');
    binds.push(query.project);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', binds };
}

/**
 * The position the public sees (common/address.ts): the exact one when the address is published,
 * the city centre otherwise. Area searches test this one, so that drawing small areas cannot
 * reveal an unpublished address.
 */
const PUBLIC_LAT = '(CASE WHEN p.publish_address = 1 THEN p.lat ELSE c.lat END)';
const PUBLIC_LNG = '(CASE WHEN p.publish_address = 1 THEN p.lng ELSE c.lng END)';
/** A city's counts of available properties (its centre counts every property: CITY_CENTRE). */
const CITY_COUNTS = `COUNT(CASE WHEN ${AVAILABLE} THEN 1 END) AS total,
  COUNT(CASE WHEN p.goal = 0 AND ${AVAILABLE} THEN 1 END) AS sale_count,
  COUNT(CASE WHEN p.goal <> 0 AND ${AVAILABLE} THEN 1 END) AS rent_count`;
/** A city's centre for a search around it (app/geo/centre.ts): the mean public position of its properties (AVG skips unknown ones). */
const CITY_CENTRE = `AVG(${PUBLIC_LAT}) AS lat, AVG(${PUBLIC_LNG}) AS lng`;

/** Most candidates of an area search read for the exact test (the bounding box narrows them first). */
const AREA_CANDIDATES = 5000;

export class D1Catalogue implements Catalogue {
  readonly name = 'd1';
  constructor(private readonly db: D1Database) {}

  async listProperties(query: ListQuery): Promise<Paged<Property>> {
    const { lang } = query;
    const window = pageWindow(query);
    const where = whereOf(query);
    if (query.area) return this.listInArea(query.area, query, window, where);
    const [count, rows] = await this.db.batch<{ n: number } | PropertyRow>([
      this.db.prepare(`SELECT COUNT(*) AS n ${PROPERTY_FROM} ${where.sql}`).bind(...where.binds),
      this.db
        .prepare(
          `${propertySelect(lang)} ${PROPERTY_FROM} ${where.sql} ORDER BY ${orderBy(query.sort ?? DEFAULT_SORT, lang)} LIMIT ? OFFSET ?`,
        )
        .bind(...where.binds, window.pageSize, window.offset),
    ]);
    const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
    return pageOf(
      ((rows?.results ?? []) as PropertyRow[]).map((row) => toProperty(row, lang)),
      window,
      total,
    );
  }

  /**
   * An area search: the bounding box in SQL narrows the candidates (ids and public positions, in
   * the list's order), the exact test (circle or polygon) runs here, then the page's rows are read.
   */
  private async listInArea(
    area: SearchArea,
    query: ListQuery,
    window: PageWindow,
    where: { sql: string; binds: Bind[] },
  ): Promise<Paged<Property>> {
    const { lang } = query;
    const box = boundingBox(area);
    const sql = `${where.sql ? `${where.sql} AND` : 'WHERE'} ${PUBLIC_LAT} BETWEEN ? AND ? AND ${PUBLIC_LNG} BETWEEN ? AND ?`;
    const candidates = await this.db
      .prepare(
        `SELECT p.id, ${PUBLIC_LAT} AS lat, ${PUBLIC_LNG} AS lng ${PROPERTY_FROM} ${sql} ORDER BY ${orderBy(query.sort ?? DEFAULT_SORT, lang)} LIMIT ?`,
      )
      .bind(...where.binds, box.minLat, box.maxLat, box.minLng, box.maxLng, AREA_CANDIDATES)
      .all<{ id: number; lat: number; lng: number }>();
    const ids = candidates.results.filter((row) => inArea(row, area)).map((row) => row.id);
    const pageIds = ids.slice(window.offset, window.offset + window.pageSize);
    if (pageIds.length === 0) return pageOf([], window, ids.length);
    const rows = await this.db
      .prepare(`${propertySelect(lang)} ${PROPERTY_FROM} WHERE p.id IN (${pageIds.map(() => '?').join(', ')})`)
      .bind(...pageIds)
      .all<PropertyRow>();
    const byId = new Map(rows.results.map((row) => [row.id, row]));
    const items = pageIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProperty(row, lang)] : [];
    });
    return pageOf(items, window, ids.length);
  }

  async getProperty(id: number, l: Lang): Promise<PropertyDetail | null> {
    if (!isId(id)) return null;
    const row = await this.db
      .prepare(
        `${propertySelect(l)}, p.description, p.photos, p.details, p.video_url, p.virtual_tour_url, p.available_from, p.agent_id,
         c.name_nl AS city_nl, c.name_fr AS city_fr, c.name_de AS city_de
         ${PROPERTY_FROM} WHERE p.id = ?`,
      )
      .bind(id)
      .first<PropertyRow & DetailExtraRow>();
    if (!row) return null;
    const agentId = storedId(row.agent_id);
    return toDetail(row, l, agentId === null ? null : await readAgent(this.db, agentId, l));
  }

  /** One `IN (…)` query for every id asked (common/by-ids.ts). */
  propertiesByIds(ids: number[], l: Lang): Promise<(Property | null)[]> {
    return readByIds(ids, MAX_BY_IDS, async (wanted) => {
      const rows = await this.db
        .prepare(`${propertySelect(l)} ${PROPERTY_FROM} WHERE p.id IN (${wanted.map(() => '?').join(', ')})`)
        .bind(...wanted)
        .all<PropertyRow>();
      return rows.results.map((row) => toProperty(row, l));
    });
  }

  /** One `IN (…)` query for the properties and one for their agents, in one batch (common/by-ids.ts). */
  detailsByIds(ids: number[], l: Lang): Promise<(PropertyDetail | null)[]> {
    return readByIds(ids, MAX_DETAILS_BY_IDS, async (wanted) => {
      const marks = wanted.map(() => '?').join(', ');
      const [properties, agents] = await this.db.batch<(PropertyRow & DetailExtraRow) | AgentRow>([
        this.db
          .prepare(
            `${propertySelect(l)}, p.description, p.photos, p.details, p.video_url, p.virtual_tour_url, p.available_from, p.agent_id,
           c.name_nl AS city_nl, c.name_fr AS city_fr, c.name_de AS city_de
           ${PROPERTY_FROM} WHERE p.id IN (${marks})`,
          )
          .bind(...wanted),
        this.db
          .prepare(`SELECT * FROM agents WHERE id IN (SELECT agent_id FROM properties WHERE id IN (${marks}))`)
          .bind(...wanted),
      ]);
      const agentById = new Map(((agents?.results ?? []) as AgentRow[]).map((a) => [a.id, toAgent(a, l)] as const));
      const rows = (properties?.results ?? []) as (PropertyRow & DetailExtraRow)[];
      return rows.map((row) => {
        const agentId = storedId(row.agent_id);
        return toDetail(row, l, agentId === null ? null : (agentById.get(agentId) ?? null));
      });
    });
  }

  /** One query: every available property of the goal with its facets and its city's folded names. */
  async alertCandidates(goal: 0 | 1, l: Lang): Promise<AlertCandidate[]> {
    const rows = await this.db
      .prepare(
        `${propertySelect(l)}, p.garages, p.has_parking, p.has_garden, p.has_terrace,
           (p.project_id IS NOT NULL OR json_extract(p.details, '$.Building.Condition') = 'new') AS new_build, c.folded AS city_folded
         ${PROPERTY_FROM} WHERE ${goal === 0 ? 'p.goal = 0' : 'p.goal <> 0'} AND ${AVAILABLE}
         ORDER BY ${orderBy('date-desc', l)}`,
      )
      .all<
        PropertyRow & {
          garages: number | null;
          has_parking: number;
          has_garden: number;
          has_terrace: number;
          new_build: number;
          city_folded: string | null;
        }
      >();
    return rows.results.map((row) => ({
      property: toProperty(row, l),
      facets: {
        garages: row.garages ?? 0,
        parking: row.has_parking === 1,
        garden: row.has_garden === 1,
        terrace: row.has_terrace === 1,
        newBuild: row.new_build === 1,
      },
      cityNames: (row.city_folded ?? '').split('|').filter(Boolean),
    }));
  }

  async similarProperties(id: number, l: Lang): Promise<Property[]> {
    if (!isId(id)) return [];
    const base = await this.db
      .prepare('SELECT goal, web_id, city_id, price FROM properties WHERE id = ?')
      .bind(id)
      .first<{ goal: number; web_id: number; city_id: number; price: number | null }>();
    if (!base) return [];
    const rows = await this.db
      .prepare(
        `${propertySelect(l)} ${PROPERTY_FROM}
         WHERE p.id <> ? AND p.web_id = ? AND (p.goal = 0) = (? = 0) AND p.marquee NOT IN (${CLOSED_MARQUEES.map(() => '?').join(', ')})
         ORDER BY (p.city_id = ?) DESC, abs(coalesce(p.price, 0) - ?) ASC, p.id ASC LIMIT 4`,
      )
      .bind(id, base.web_id, base.goal, ...CLOSED_MARQUEES, base.city_id, base.price ?? 0)
      .all<PropertyRow>();
    return rows.results.map((row) => toProperty(row, l));
  }

  async listProjects(l: Lang): Promise<Project[]> {
    const rows = await this.db
      .prepare(`${projectSelect(l)} ORDER BY pr.published_at DESC, pr.id DESC`)
      .all<ProjectRow>();
    return rows.results.map((row) => toProject(row, l));
  }

  async getProject(id: number, l: Lang): Promise<ProjectDetail | null> {
    if (!isId(id)) return null;
    const row = await this.db
      .prepare(
        `${projectSelect(l, ['pr.description', 'pr.video_url', 'pr.virtual_tour_url', 'pr.agent_id'])} WHERE pr.id = ?`,
      )
      .bind(id)
      .first<
        ProjectRow & {
          description: string;
          video_url: string | null;
          virtual_tour_url: string | null;
          agent_id: number | null;
        }
      >();
    if (!row) return null;
    const units = await this.db
      .prepare(`${propertySelect(l)} ${PROPERTY_FROM} WHERE p.project_id = ? ORDER BY ${orderBy('price-asc', l)}`)
      .bind(id)
      .all<PropertyRow>();
    const photos = storedPhotos(row.photos);
    return {
      ...toProject(row, l),
      Description: pickLocalized(row.description, l),
      Photos: photos.map((name, i) => pictureItem(name, row.id * 100 + i + 1, 1360)),
      VideoUrl: row.video_url,
      VirtualTourUrl: row.virtual_tour_url,
      Agent: row.agent_id === null ? null : await readAgent(this.db, row.agent_id, l),
      Units: units.results.map((u) => toProperty(u, l)),
    };
  }

  private typesStatement(lang: Lang, folded?: string): D1PreparedStatement {
    const sql = `SELECT t.id, t.show_order, t.sale, t.rent, ${COLUMNS[lang].type} AS name,
        COUNT(CASE WHEN p.goal = 0 THEN 1 END) AS sale_count, COUNT(CASE WHEN p.goal <> 0 THEN 1 END) AS rent_count
      FROM property_types t LEFT JOIN property_web_ids w ON w.web_id = t.id LEFT JOIN properties p ON p.id = w.property_id AND ${AVAILABLE}
      ${folded === undefined ? '' : "WHERE t.folded LIKE ? ESCAPE '\\'"}
      GROUP BY t.id ORDER BY t.show_order, t.id`;
    const statement = this.db.prepare(sql);
    return folded === undefined ? statement : statement.bind(likePattern(folded));
  }

  async listTypes(l: Lang): Promise<PropertyType[]> {
    const rows = await this.typesStatement(l).all<TypeRow>();
    return rows.results.map((row) => toType(row, l));
  }

  async listCities(l: Lang, scope: CityScope): Promise<City[]> {
    const having =
      scope === 'sale' ? 'HAVING sale_count > 0' : scope === 'rent' ? 'HAVING rent_count > 0' : 'HAVING total > 0';
    const rows = await this.db
      .prepare(
        `SELECT ${COLUMNS[l].city} AS name, c.zip, c.country_id, ${CITY_COUNTS},
           ${CITY_CENTRE}
         FROM cities c JOIN properties p ON p.city_id = c.id GROUP BY c.id ${having} ORDER BY ${COLUMNS[l].citySort}, c.zip`,
      )
      .all<CityCountRow>();
    return rows.results.map((row) =>
      toCity(row, l, scope === 'sale' ? row.sale_count : scope === 'rent' ? row.rent_count : row.total),
    );
  }

  async totals(): Promise<Totals> {
    const row = await this.db
      .prepare(
        `SELECT COUNT(CASE WHEN p.goal = 0 THEN 1 END) AS sale, COUNT(CASE WHEN p.goal <> 0 THEN 1 END) AS rent FROM properties p WHERE ${AVAILABLE}`,
      )
      .first<{ sale: number; rent: number }>();
    return { sale: row?.sale ?? 0, rent: row?.rent ?? 0 };
  }

  async search(q: string, l: Lang): Promise<SearchResult> {
    const folded = foldQuery(q);
    if (folded === '') return { types: await this.listTypes(l), cities: [], properties: [] };
    const pattern = likePattern(folded);
    const target = propertyTarget(folded);
    const citySql = `SELECT ${COLUMNS[l].city} AS name, c.zip, c.country_id, ${CITY_COUNTS},
        ${CITY_CENTRE}
      FROM cities c JOIN properties p ON p.city_id = c.id
      WHERE c.folded LIKE ?1 ESCAPE '\\' OR c.zip LIKE ?2 ESCAPE '\\'
      GROUP BY c.id HAVING total > 0
      ORDER BY instr(c.folded, ?3) > 0 DESC, instr(c.folded, ?4) > 0 DESC, c.zip = ?5 DESC, ${COLUMNS[l].citySort}, c.zip LIMIT ${MAX_CITY_HITS}`;
    const statements = [
      this.typesStatement(l, folded),
      this.db.prepare(citySql).bind(pattern, likePattern(folded, ''), `|${folded}|`, `|${folded}`, folded),
    ];
    if (target && 'id' in target)
      statements.push(this.db.prepare(`${propertySelect(l)} ${PROPERTY_FROM} WHERE p.id = ?`).bind(target.id));
    else if (target) {
      statements.push(
        this.db
          .prepare(
            `${propertySelect(l)} ${PROPERTY_FROM} WHERE p.search_folded LIKE ? ESCAPE '\\' ORDER BY ${orderBy('date-desc', l)} LIMIT ${MAX_PROPERTY_HITS}`,
          )
          .bind(likePattern(target.text)),
      );
    }
    const [types, cities, properties] = await this.db.batch(statements);
    return {
      types: ((types?.results ?? []) as TypeRow[]).map((row) => toType(row, l)),
      cities: ((cities?.results ?? []) as CityCountRow[]).map((row) => toCity(row, l, row.total)),
      properties: ((properties?.results ?? []) as PropertyRow[]).map((row) => toProperty(row, l)),
    };
  }

  async listAgents(l: Lang): Promise<Agent[]> {
    const rows = await this.db.prepare('SELECT * FROM agents ORDER BY id').all<AgentRow>();
    return rows.results.map((row) => toAgent(row, l));
  }

  async listTestimonials(l: Lang): Promise<Testimonial[]> {
    const rows = await this.db
      .prepare('SELECT * FROM testimonials WHERE published = 1 ORDER BY date DESC, id DESC')
      .all<TestimonialRow>();
    return rows.results.map((row) => toTestimonial(row, l));
  }
}

/** The d1 provider's parts over one D1 database. */
export const d1Parts = (db: D1Database): ProviderParts => ({
  catalogue: new D1Catalogue(db),
  owners: new D1OwnerData(db),
  resets: new D1PasswordReset(db),
});
