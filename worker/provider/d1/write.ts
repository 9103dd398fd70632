/**
 * Writes the write model (app/model/record.ts) into the d1 provider's tables: upserts in
 * place (ON CONFLICT … DO UPDATE, so re-running an import or the seed keeps ids and links),
 * in D1 batches (atomic per batch). Used by the demo seed, the importer and tests; it only needs
 * a D1Database, so it runs in the worker, in tests and from Node through getPlatformProxy.
 */
import type { Localized } from '../../../shared/model/common';
import type {
  AgentRecord,
  CityRecord,
  CityRef,
  DemandRecord,
  OwnerActivity,
  OwnerRecord,
  ProjectRecord,
  PropertyRecord,
  TestimonialRecord,
  TypeRecord,
} from '../../../app/model/record';
import { foldText } from '../../../shared/paths/slug';

const BATCH = 80;

/** Runs statements in batches of at most BATCH. */
export async function runBatched(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  for (let i = 0; i < statements.length; i += BATCH) await db.batch(statements.slice(i, i + BATCH));
}

/** Runs `sql` once for each item, bound to the values `values` gives, in batches. */
async function runForEach<T>(
  db: D1Database,
  sql: string,
  items: readonly T[],
  values: (item: T) => unknown[],
): Promise<void> {
  await runBatched(
    db,
    items.map((item) => db.prepare(sql).bind(...values(item))),
  );
}

const json = (value: unknown): string => JSON.stringify(value);
const bool = (value: boolean | null | undefined): number => (value ? 1 : 0);

/** '|a|b|' of the distinct folded values (pipes removed from the values). */
export function foldedKeys(values: readonly string[]): string {
  const keys = [...new Set(values.map((v) => foldText(v).replace(/\|/g, ' ')).filter((v) => v !== ''))];
  return `|${keys.join('|')}|`;
}

export async function upsertTypes(db: D1Database, types: readonly TypeRecord[]): Promise<void> {
  const sql = `INSERT INTO property_types (id, show_order, sale, rent, name_en, name_nl, name_fr, name_de, folded)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET show_order = excluded.show_order, sale = excluded.sale, rent = excluded.rent,
      name_en = excluded.name_en, name_nl = excluded.name_nl, name_fr = excluded.name_fr, name_de = excluded.name_de,
      folded = excluded.folded`;
  await runForEach(db, sql, types, (t) => [
    t.ID,
    t.ShowOrder,
    bool(t.Sale),
    bool(t.Rent),
    t.Name.en,
    t.Name.nl,
    t.Name.fr,
    t.Name.de,
    foldedKeys([...Object.values(t.Name), ...(t.Keywords ?? [])]),
  ]);
}

/** The values of a city's name columns: name_en … name_de, sort_en … sort_de (folded) and folded (every name's key). */
function cityNameValues(n: Localized): string[] {
  const names = [n.en, n.nl, n.fr, n.de];
  return [...names, ...names.map(foldText), foldedKeys(Object.values(n))];
}

interface CityRow {
  id: number;
  zip: string;
  country_id: number;
  folded: string;
}

/**
 * Finds cities by postcode, country and any of their names (accents and case ignored), and
 * creates the missing ones. One instance per write session: it caches what it has seen.
 */
export class CityResolver {
  private rows: CityRow[] | null = null;
  constructor(private readonly db: D1Database) {}

  private async load(): Promise<CityRow[]> {
    if (!this.rows)
      this.rows = (await this.db.prepare('SELECT id, zip, country_id, folded FROM cities').all<CityRow>()).results;
    return this.rows;
  }

  private match(rows: CityRow[], ref: CityRef): CityRow | undefined {
    const names = Object.values(ref.Name).map((n) => `|${foldText(n)}|`);
    return rows.find(
      (r) => r.zip === ref.Zip && r.country_id === ref.CountryID && names.some((n) => r.folded.includes(n)),
    );
  }

  /** The city's id, creating it (with its centre when known) if needed. */
  async id(ref: CityRef, centre?: { Lat: number; Lng: number }): Promise<number> {
    const rows = await this.load();
    const found = this.match(rows, ref);
    if (found) return found.id;
    const folded = foldedKeys(Object.values(ref.Name));
    const row = await this.db
      .prepare(
        `INSERT INTO cities (zip, country_id, name_en, name_nl, name_fr, name_de, sort_en, sort_nl, sort_fr, sort_de, folded, lat, lng)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(ref.Zip, ref.CountryID, ...cityNameValues(ref.Name), centre?.Lat ?? null, centre?.Lng ?? null)
      .first<{ id: number }>();
    if (!row) throw new Error(`could not create city ${ref.Zip}`);
    rows.push({ id: row.id, zip: ref.Zip, country_id: ref.CountryID, folded });
    return row.id;
  }
}

/** Creates or updates cities (names and centre) and returns their ids in order. */
export async function upsertCities(
  db: D1Database,
  cities: readonly CityRecord[],
  resolver = new CityResolver(db),
): Promise<number[]> {
  const ids: number[] = [];
  const updates: D1PreparedStatement[] = [];
  for (const city of cities) {
    const id = await resolver.id(city, city);
    ids.push(id);
    updates.push(
      db
        .prepare(
          `UPDATE cities SET name_en = ?, name_nl = ?, name_fr = ?, name_de = ?, sort_en = ?, sort_nl = ?, sort_fr = ?, sort_de = ?,
             folded = ?, lat = ?, lng = ? WHERE id = ?`,
        )
        .bind(...cityNameValues(city.Name), city.Lat, city.Lng, id),
    );
  }
  await runBatched(db, updates);
  return ids;
}

export async function upsertAgents(db: D1Database, agents: readonly AgentRecord[]): Promise<void> {
  const sql = `INSERT INTO agents (id, first_name, last_name, function, email, phone, mobile, photo, languages)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name, function = excluded.function,
      email = excluded.email, phone = excluded.phone, mobile = excluded.mobile, photo = excluded.photo, languages = excluded.languages`;
  await runForEach(db, sql, agents, (a) => [
    a.ID,
    a.FirstName,
    a.LastName,
    json(a.Function),
    a.Email,
    a.Phone,
    a.Mobile,
    a.PhotoName,
    json(a.Languages),
  ]);
}

export async function upsertProjects(
  db: D1Database,
  projects: readonly ProjectRecord[],
  source: string,
  resolver = new CityResolver(db),
): Promise<void> {
  const sql = `INSERT INTO projects (id, goal, city_id, street, house_number, box_nr, publish_address, lat, lng, name, summary, description,
      photos, agent_id, delivery, published_at, video_url, virtual_tour_url, source, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, datetime('now'))
    ON CONFLICT (id) DO UPDATE SET goal = excluded.goal, city_id = excluded.city_id, street = excluded.street,
      house_number = excluded.house_number, box_nr = excluded.box_nr, publish_address = excluded.publish_address, lat = excluded.lat,
      lng = excluded.lng, name = excluded.name, summary = excluded.summary, description = excluded.description, photos = excluded.photos,
      agent_id = excluded.agent_id, delivery = excluded.delivery, published_at = excluded.published_at, video_url = excluded.video_url,
      virtual_tour_url = excluded.virtual_tour_url, source = excluded.source, updated_at = excluded.updated_at`;
  const statements: D1PreparedStatement[] = [];
  for (const p of projects) {
    const cityId = await resolver.id(p.City);
    statements.push(
      db
        .prepare(sql)
        .bind(
          p.ID,
          p.Goal,
          cityId,
          p.Street,
          p.HouseNumber,
          p.BoxNr,
          bool(p.PublishAddress),
          p.Lat,
          p.Lng,
          json(p.Name),
          json(p.Summary),
          json(p.Description),
          json(p.Photos),
          p.AgentID,
          p.Delivery,
          p.PublicationDate,
          p.VideoUrl,
          p.VirtualTourUrl,
          source,
        ),
    );
  }
  await runBatched(db, statements);
}

const PROPERTY_COLUMNS = [
  'id',
  'goal',
  'web_id',
  'type_desc_en',
  'type_desc_nl',
  'type_desc_fr',
  'type_desc_de',
  'city_id',
  'street',
  'house_number',
  'box_nr',
  'publish_address',
  'search_folded',
  'price',
  'publish_price',
  'price_unit',
  'marquee',
  'record_file',
  'energy_performance',
  'epc_label',
  'bedrooms',
  'bathrooms',
  'garages',
  'parkings',
  'living_area',
  'ground_area',
  'has_garden',
  'has_terrace',
  'has_parking',
  'lat',
  'lng',
  'is_new',
  'is_arriving',
  'is_discreet',
  'published_at',
  'available_from',
  'project_id',
  'agent_id',
  'title',
  'description',
  'photos',
  'details',
  'video_url',
  'virtual_tour_url',
  'source',
] as const;

const PROPERTY_SQL = `INSERT INTO properties (${PROPERTY_COLUMNS.join(', ')}, updated_at)
  VALUES (${PROPERTY_COLUMNS.map(() => '?').join(', ')}, datetime('now'))
  ON CONFLICT (id) DO UPDATE SET ${PROPERTY_COLUMNS.filter((c) => c !== 'id')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ')}, updated_at = excluded.updated_at`;

/** The column values of one property, in PROPERTY_COLUMNS order. */
export function propertyValues(p: PropertyRecord, cityId: number, source: string): (string | number | null)[] {
  const d = p.Details;
  const garages = d.Rooms.Garages ?? 0;
  const parkings = d.Rooms.Parkings ?? 0;
  const searchable = [p.PublishAddress ? `${p.Street} ${p.HouseNumber}` : '', p.RecordFile].join('|');
  return [
    p.ID,
    p.Goal,
    p.WebID,
    p.TypeDescription.en,
    p.TypeDescription.nl,
    p.TypeDescription.fr,
    p.TypeDescription.de,
    cityId,
    p.Street,
    p.HouseNumber,
    p.BoxNr,
    bool(p.PublishAddress),
    foldText(searchable),
    p.Price,
    bool(p.PublishPrice),
    p.PriceUnit,
    p.Marquee,
    p.RecordFile,
    p.EnergyPerformance,
    p.EPCLabelText,
    d.Rooms.Bedrooms,
    d.Rooms.Bathrooms,
    d.Rooms.Garages,
    d.Rooms.Parkings,
    d.Surfaces.Living,
    d.Surfaces.Ground,
    bool((d.Surfaces.Garden ?? 0) > 0),
    bool((d.Surfaces.Terrace ?? 0) > 0),
    bool(garages + parkings > 0),
    p.Lat,
    p.Lng,
    bool(p.IsNew),
    bool(p.IsArriving),
    bool(p.IsDiscreet),
    p.PublicationDate,
    p.AvailableFrom,
    p.ProjectID,
    p.AgentID,
    json(p.Title),
    json(p.Description),
    json(p.Photos),
    json(d),
    p.VideoUrl,
    p.VirtualTourUrl,
    source,
  ];
}

export async function upsertProperties(
  db: D1Database,
  properties: readonly PropertyRecord[],
  source: string,
  resolver = new CityResolver(db),
): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (const p of properties) {
    const cityId = await resolver.id(p.City);
    statements.push(db.prepare(PROPERTY_SQL).bind(...propertyValues(p, cityId, source)));
    statements.push(db.prepare('DELETE FROM property_web_ids WHERE property_id = ?').bind(p.ID));
    const webIds = [...new Set([p.WebID, ...p.WebIDs])];
    for (const webId of webIds)
      statements.push(db.prepare('INSERT INTO property_web_ids (web_id, property_id) VALUES (?, ?)').bind(webId, p.ID));
  }
  await runBatched(db, statements);
}

/** One change of an asking price, as the table keeps it. */
export interface PriceChangeRecord {
  PropertyID: number;
  /** yyyy-mm-dd. */
  ChangedOn: string;
  OldPrice: number;
  NewPrice: number;
}

/**
 * The price history of one source's properties replaced by `changes` (the demo seed's,
 * scripts/demo/price-history.ts): what the trigger of migrations/0011_price_history.sql recorded
 * for them while they were written goes, so that a new run of the seed tells the same history.
 */
export async function replacePriceHistory(
  db: D1Database,
  source: string,
  changes: readonly PriceChangeRecord[],
): Promise<void> {
  await runBatched(db, [
    db
      .prepare('DELETE FROM property_price_changes WHERE property_id IN (SELECT id FROM properties WHERE source = ?)')
      .bind(source),
    ...changes.map((c) =>
      db
        .prepare(
          'INSERT OR REPLACE INTO property_price_changes (property_id, changed_on, old_price, new_price) VALUES (?, ?, ?, ?)',
        )
        .bind(c.PropertyID, c.ChangedOn, c.OldPrice, c.NewPrice),
    ),
  ]);
}

export async function upsertTestimonials(db: D1Database, testimonials: readonly TestimonialRecord[]): Promise<void> {
  const sql = `INSERT INTO testimonials (id, slug, author, city, rating, date, language, title, text, published)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
    ON CONFLICT (id) DO UPDATE SET slug = excluded.slug, author = excluded.author, city = excluded.city, rating = excluded.rating,
      date = excluded.date, language = excluded.language, title = excluded.title, text = excluded.text`;
  await runForEach(db, sql, testimonials, (t) => [
    t.ID,
    t.Slug,
    t.Author,
    t.City,
    t.Rating,
    t.Date,
    t.Language,
    json(t.Title),
    json(t.Text),
  ]);
}

export async function upsertOwners(db: D1Database, owners: readonly OwnerRecord[]): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (const o of owners) {
    statements.push(
      db
        .prepare(
          `INSERT INTO owners (id, email, password_hash, first_name, last_name, language, agent_id) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET email = excluded.email, password_hash = excluded.password_hash, first_name = excluded.first_name,
             last_name = excluded.last_name, language = excluded.language, agent_id = excluded.agent_id, updated_at = datetime('now')`,
        )
        .bind(o.ID, o.Email, o.PasswordHash, o.FirstName, o.LastName, o.Language, o.AgentID),
    );
    statements.push(db.prepare('DELETE FROM owner_properties WHERE owner_id = ?').bind(o.ID));
    for (const id of o.PropertyIDs)
      statements.push(db.prepare('INSERT INTO owner_properties (owner_id, property_id) VALUES (?, ?)').bind(o.ID, id));
  }
  await runBatched(db, statements);
}

/**
 * Replaces the portal activity of the given properties: their visits, communications, online
 * media, statistics and document rows are deleted and written again (document bytes are the
 * caller's business).
 */
export async function replaceOwnerActivity(
  db: D1Database,
  propertyIds: readonly number[],
  activity: OwnerActivity,
): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (const table of ['visits', 'communications', 'online_media', 'media_stats', 'documents']) {
    for (const id of propertyIds) statements.push(db.prepare(`DELETE FROM ${table} WHERE property_id = ?`).bind(id));
  }
  for (const v of activity.visits) {
    statements.push(
      db
        .prepare(
          'INSERT INTO visits (id, property_id, date, type, contact, status, comment, texts) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(v.ID, v.PropertyID, v.Date, v.Type, v.Contact, v.Status, v.Comment, json(v.Texts ?? {})),
    );
  }
  for (const c of activity.communications) {
    statements.push(
      db
        .prepare(
          'INSERT INTO communications (id, property_id, date, type, contact, subject, comment, direction, texts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(c.ID, c.PropertyID, c.Date, c.Type, c.Contact, c.Subject, c.Comment, c.Direction, json(c.Texts ?? {})),
    );
  }
  for (const m of activity.media) {
    statements.push(
      db
        .prepare(
          'INSERT INTO online_media (id, property_id, date, type, contact, subject, comment, status, source, texts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(
          m.ID,
          m.PropertyID,
          m.Date,
          m.Type,
          m.Contact,
          m.Subject,
          m.Comment,
          m.Status,
          m.Source,
          json(m.Texts ?? {}),
        ),
    );
  }
  for (const s of activity.stats) {
    statements.push(
      db
        .prepare(
          'INSERT INTO media_stats (property_id, date, source, impressions, views, contacts) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .bind(s.PropertyID, s.Date, s.Source, s.Impressions, s.Views, s.Contacts),
    );
  }
  for (const d of activity.documents) {
    statements.push(
      db
        .prepare(
          'INSERT INTO documents (id, owner_id, property_id, name, category, date, mime_type, size, r2_key, texts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(
          d.ID,
          d.OwnerID,
          d.PropertyID,
          d.Name,
          d.Category,
          d.Date,
          d.MimeType,
          d.Size,
          d.Key,
          json(d.Texts ?? {}),
        ),
    );
  }
  await runBatched(db, statements);
}

/**
 * Replaces the search alerts of one source ('demo') with these demands: confirmed, without a
 * lead (so the alert run never e-mails them) and with a token hash no link can have.
 */
export async function replaceDemands(db: D1Database, source: string, demands: readonly DemandRecord[]): Promise<void> {
  const statements = [db.prepare('DELETE FROM alerts WHERE source = ?').bind(source)];
  demands.forEach((d, i) => {
    const frequency = typeof d.Criteria.frequency === 'string' ? d.Criteria.frequency : 'daily';
    statements.push(
      db
        .prepare(
          'INSERT INTO alerts (email, lang, criteria, token_hash, confirmed_at, frequency, source) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(d.Email, d.Lang, json(d.Criteria), `${source}-${i + 1}`, d.ConfirmedAt, frequency, source),
    );
  });
  await runBatched(db, statements);
}

/** Deletes the rows of one source ('demo') that are not in the given id lists. */
export async function deleteStale(
  db: D1Database,
  source: string,
  keep: { properties: readonly number[]; projects: readonly number[] },
): Promise<void> {
  const existing = await db.prepare('SELECT id FROM properties WHERE source = ?').bind(source).all<{ id: number }>();
  const keepProps = new Set(keep.properties);
  const statements = existing.results
    .filter((r) => !keepProps.has(r.id))
    .map((r) => db.prepare('DELETE FROM properties WHERE id = ?').bind(r.id));
  const projects = await db.prepare('SELECT id FROM projects WHERE source = ?').bind(source).all<{ id: number }>();
  const keepProjects = new Set(keep.projects);
  for (const r of projects.results) {
    if (!keepProjects.has(r.id)) {
      statements.push(db.prepare('UPDATE properties SET project_id = NULL WHERE project_id = ?').bind(r.id));
      statements.push(db.prepare('DELETE FROM projects WHERE id = ?').bind(r.id));
    }
  }
  await runBatched(db, statements);
}
