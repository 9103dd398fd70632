/**
 * The omnicasa provider: the Provider interface (./types.ts) over Omnicasa's website API, the
 * agency's CRM (PRODUCT.md §2).
 *
 * Transport. Every call is `GET {base}/OmnicasaService.svc/{Method}Json?json={url-encoded JSON}`
 * with `CustomerName` and `CustomerPassword` inside the JSON. This runs on the server only; the
 * credentials never appear in an answer, an error message or a log line of ours (messages never
 * carry the URL). Each call has its own time limit (`timeoutMs`, default 8 s) through an
 * AbortSignal. The answer `{ "{Method}JsonResult": { Success, Code, Message, Value } }` is
 * validated with arktype (omnicasa-schema.ts); `Success: false`, an HTTP error, a body that is
 * not JSON, a wrong shape, a timeout or a network error all become a ProviderError
 * (./errors.ts) — never another exception. Lists page with 1-based inclusive `Limit1`/`Limit2`
 * (page p of size n: Limit1 = (p-1)·n+1, Limit2 = p·n); `RowsCount` gives the total.
 * `LanguageId`: NL 1, FR 2, EN 3, DE 4.
 *
 * Per instance (one per request, see select.ts) the adapter remembers what many methods need:
 * the agency's sold/rented marquee values (GetSubstatusList: never hard-coded), the type and
 * city lists per language and the property index (every listed property, one language) used
 * for counts and search. Across requests, cached() (KV) keeps the answers.
 *
 * Where Omnicasa cannot answer what the interface asks, this adapter does the most faithful
 * thing and says so on the method: rent lists ask Goal 1 (take-over, Goal 2, is left out),
 * filters Omnicasa lacks (new, arriving, discreet, more than one garage) are applied here on the
 * full matching list, counts come from the property index, testimonials come from the site's
 * own store (the `testimonials` option), owner visit counts are Omnicasa's up to now.
 * Two methods beyond PRODUCT.md's list are used, both in Omnicasa's public API: GetPerson (the
 * owner by id, for sessions) and GetUserList (the agents).
 */
import { type } from 'arktype';
import type { Lang, Paged } from '../../shared/model/common';
import { DEFAULT_SORT, parseCityParam, type ListQuery, type SearchResult, type SortOrder } from '../../shared/model/listing';
import type { Communication, MediaStatistic, OnlineMedia, Owner, OwnerDocument, Visit, VisitCounts } from '../../shared/model/owner';
import type { Agent, Testimonial } from '../../shared/model/people';
import type { Project, ProjectDetail } from '../../shared/model/project';
import { isClosed, type Property, type PropertyDetail } from '../../shared/model/property';
import type { City, CityScope, PropertyType, Totals } from '../../shared/model/taxonomy';
import { LANGUAGES } from '../../shared/paths/languages';
import { foldText } from '../../shared/paths/slug';
import { statsWindow } from './common/dates';
import { isId, safeLang } from './common/input';
import { compareNames, compareProperties } from './common/order';
import { pageOf, pageWindow } from './common/paging';
import { foldQuery, MAX_CITY_HITS, MAX_PROPERTY_HITS, propertySearchText, propertyTarget } from './common/search-text';
import { ProviderError, type ProviderErrorKind } from './errors';
import {
  cityKey,
  cityNameOf,
  LANGUAGE_ID,
  marqueeMapFrom,
  toAgent,
  toCity,
  toCommunications,
  toDetail,
  toDocuments,
  toMediaStatistics,
  toOnlineMedia,
  toOwner,
  toProject,
  toProjectDetail,
  toProperty,
  toType,
  toVisitCounts,
  toVisits,
  unitStats,
  webIdOf,
  type GoalCounts,
  type MapContext,
  type MarqueeMap,
} from './omnicasa-map';
import {
  cityList,
  documentList,
  historyList,
  mediaStatList,
  personValue,
  pictureList,
  projectDetailValue,
  projectList,
  propertyDetailValue,
  propertyList,
  propertyPage,
  resultSchema,
  substatusList,
  userList,
  userValue,
  visitStatValue,
  wcfDate,
  webIdList,
  type RawCity,
  type RawProperty,
  type RawWebId,
} from './omnicasa-schema';
import type { OwnerProperty, Provider } from './types';

/** What the adapter needs to reach the agency's Omnicasa account. */
export interface OmnicasaConfig {
  /** e.g. 'https://newapi.omnicasa.com/1.12' (a trailing '/OmnicasaService.svc' is accepted). */
  baseUrl: string;
  customerName: string;
  customerPassword: string;
  /** Time limit of each call, ms (default 8000). */
  timeoutMs?: number;
  /** The fetch to use (default: globalThis.fetch, looked up at each call so tests can replace it). */
  fetch?: typeof fetch;
  /** Where testimonials come from (Omnicasa has none): e.g. the d1 provider. Default: none. */
  testimonials?: Pick<Provider, 'listTestimonials'>;
  /** Most properties the index reads (counts, search); default 2000. */
  indexLimit?: number;
  /** Rows per request when a whole list is read (Limit1..Limit2 windows); default 250. */
  pageRows?: number;
}

export const DEFAULT_OMNICASA_TIMEOUT_MS = 8000;
/** Rows per request when the adapter reads a whole list (default of OmnicasaConfig.pageRows). */
const PAGE_ROWS = 250;
/** Most rows read for lists finished here (filters Omnicasa lacks, project units). */
const LOCAL_LIMIT = 1000;

/** The env variables of the omnicasa provider (worker/env.ts). */
export interface OmnicasaEnv {
  OMNICASA_BASE_URL?: string;
  OMNICASA_CUSTOMER_NAME?: string;
  OMNICASA_CUSTOMER_PASSWORD?: string;
}

/**
 * The config from the worker's env; a missing or unusable variable is a ProviderError of kind
 * 'config' naming the variables (never their values).
 */
export function omnicasaConfigFromEnv(env: OmnicasaEnv, extra: Omit<OmnicasaConfig, 'baseUrl' | 'customerName' | 'customerPassword'> = {}): OmnicasaConfig {
  const missing = (['OMNICASA_BASE_URL', 'OMNICASA_CUSTOMER_NAME', 'OMNICASA_CUSTOMER_PASSWORD'] as const).filter((key) => !env[key]?.trim());
  if (missing.length) {
    throw new ProviderError({
      provider: 'omnicasa',
      method: 'configuration',
      kind: 'config',
      message: `PROVIDER is 'omnicasa' but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set (wrangler.toml [vars] or secrets)`,
    });
  }
  const baseUrl = normalizeBaseUrl(env.OMNICASA_BASE_URL!);
  return { ...extra, baseUrl, customerName: env.OMNICASA_CUSTOMER_NAME!.trim(), customerPassword: env.OMNICASA_CUSTOMER_PASSWORD! };
}

/** 'https://host/1.12/' or 'https://host/1.12/OmnicasaService.svc' → 'https://host/1.12'. */
export function normalizeBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '').replace(/\/OmnicasaService\.svc$/i, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    url = new URL('invalid:');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ProviderError({ provider: 'omnicasa', method: 'configuration', kind: 'config', message: 'OMNICASA_BASE_URL must be an http(s) URL' });
  }
  return trimmed;
}

/** The URL of one call (exported for tests: the credentials are inside the json parameter). */
export function omnicasaUrl(baseUrl: string, method: string, payload: Record<string, unknown>): string {
  return `${baseUrl}/OmnicasaService.svc/${method}Json?json=${encodeURIComponent(JSON.stringify(payload))}`;
}

type Schema<T> = (data: unknown) => T | type.errors;

/** Omnicasa SortFields per sort order. */
const SORT_FIELDS: Record<SortOrder, string[]> = {
  'price-asc': ['Price', 'ID'],
  'price-desc': ['Price DESC', 'ID DESC'],
  type: ['TypeDescription', 'Price', 'ID'],
  city: ['City', 'Price', 'ID'],
  'date-desc': ['CreatedDate DESC', 'ID DESC'],
};

const isAbort = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** Rejects when the signal aborts (reading a body can outlive fetch's own abort handling). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

interface IndexEntry {
  raw: RawProperty;
  property: Property;
}

export class OmnicasaProvider implements Provider {
  readonly name = 'omnicasa';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly memo = new Map<string, Promise<unknown>>();

  constructor(private readonly config: OmnicasaConfig) {
    this.baseUrl = normalizeBaseUrl(config.baseUrl);
    this.timeoutMs = Math.max(1, config.timeoutMs ?? DEFAULT_OMNICASA_TIMEOUT_MS);
  }

  // ── transport ─────────────────────────────────────────────────────────────────────────

  private fail(method: string, kind: ProviderErrorKind, message: string, extra: { code?: number | string | null; status?: number } = {}): ProviderError {
    return new ProviderError({ provider: this.name, method, kind, message, ...extra });
  }

  /** Removes secrets from a text that came from outside (Omnicasa's Message). */
  private scrub(text: string, secrets: readonly string[]): string {
    let out = text;
    for (const secret of [this.config.customerPassword, ...secrets]) {
      if (secret && secret.length >= 3) out = out.split(secret).join('***');
    }
    return out.slice(0, 300);
  }

  /**
   * One call: the request with the credentials inside `json`, the time limit, the envelope
   * and the Value validated by `schema`. `secrets` are extra texts to keep out of messages
   * (an owner's password).
   */
  async call<T>(method: string, params: Record<string, unknown>, schema: Schema<T>, secrets: readonly string[] = []): Promise<T> {
    const payload: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(params)) if (value !== undefined) payload[key] = value;
    payload.CustomerName = this.config.customerName;
    payload.CustomerPassword = this.config.customerPassword;
    const url = omnicasaUrl(this.baseUrl, method, payload);
    const signal = AbortSignal.timeout(this.timeoutMs);
    const init: RequestInit = { method: 'GET', headers: { accept: 'application/json' }, signal };
    const custom = this.config.fetch;

    let response: Response;
    try {
      response = await untilAborted(custom ? custom(url, init) : globalThis.fetch(url, init), signal);
    } catch (error) {
      if (signal.aborted || isAbort(error)) throw this.fail(method, 'timeout', `no answer within ${this.timeoutMs} ms`);
      throw this.fail(method, 'network', `request failed (${error instanceof Error ? error.name : 'error'})`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw this.fail(method, 'http', `HTTP ${response.status}`, { status: response.status });
    }
    let body: string;
    try {
      body = await untilAborted(response.text(), signal);
    } catch (error) {
      if (signal.aborted || isAbort(error)) throw this.fail(method, 'timeout', `answer not complete within ${this.timeoutMs} ms`);
      throw this.fail(method, 'network', 'answer could not be read');
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw this.fail(method, 'malformed', 'answer is not JSON');
    }
    const key = `${method}JsonResult`;
    if (!json || typeof json !== 'object' || Array.isArray(json) || !(key in json)) {
      throw this.fail(method, 'invalid', `answer has no ${key}`);
    }
    const result = resultSchema((json as Record<string, unknown>)[key]);
    if (result instanceof type.errors) {
      const first = result[0];
      throw this.fail(method, 'invalid', `${key}${first?.propString ? `.${first.propString}` : ''} ${first?.problem ?? 'is not the expected shape'}`);
    }
    if (!result.Success) {
      const code = result.Code ?? null;
      const message = this.scrub(result.Message ?? '', secrets);
      throw this.fail(method, 'api', `Success false (Code ${code ?? '-'}${message ? `: ${message}` : ''})`, { code });
    }
    const value = schema(result.Value ?? null);
    if (value instanceof type.errors) {
      const first = value[0];
      throw this.fail(method, 'invalid', `Value${first?.propString ? `.${first.propString}` : ''} ${first?.problem ?? 'is not the expected shape'}`);
    }
    return value;
  }

  /** Every row of a list method (Limit1/Limit2 pages of PAGE_ROWS, the rest in parallel), up to `limit`. */
  private async readAll(method: string, params: Record<string, unknown>, limit: number): Promise<RawProperty[]> {
    const size = Math.max(1, Math.min(this.config.pageRows ?? PAGE_ROWS, limit));
    const first = await this.call(method, { ...params, Limit1: 1, Limit2: size }, propertyPage);
    const total = Math.min(first.RowsCount, limit);
    const rest: Promise<{ Items: RawProperty[] }>[] = [];
    for (let start = size + 1; start <= total; start += size) {
      rest.push(this.call(method, { ...params, Limit1: start, Limit2: Math.min(start + size - 1, total) }, propertyPage));
    }
    const pages = await Promise.all(rest);
    return [first, ...pages].flatMap((p) => p.Items).slice(0, limit);
  }

  private remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.memo.get(key);
    if (hit) return hit as Promise<T>;
    const promise = load();
    this.memo.set(key, promise);
    promise.catch(() => {
      if (this.memo.get(key) === promise) this.memo.delete(key);
    });
    return promise;
  }

  // ── reference data (remembered per instance) ──────────────────────────────────────────

  /** The agency's sold/rented marquee values and marquee names (GetSubstatusList). */
  private marquees(lang: Lang): Promise<MarqueeMap> {
    return this.remember(`substatus:${lang}`, async () =>
      marqueeMapFrom(await this.call('GetSubstatusList', { LanguageId: LANGUAGE_ID[lang], Limit1: 1, Limit2: 500 }, substatusList)),
    );
  }

  private async context(lang: Lang): Promise<MapContext> {
    return { lang, marquees: await this.marquees(lang) };
  }

  private webIds(lang: Lang): Promise<RawWebId[]> {
    return this.remember(`webids:${lang}`, () => this.call('GetWebIDList', { LanguageId: LANGUAGE_ID[lang], Limit1: 1, Limit2: 500 }, webIdList));
  }

  private cities(lang: Lang): Promise<RawCity[]> {
    return this.remember(`cities:${lang}`, () => this.call('GetCityListOfObjects', { LanguageId: LANGUAGE_ID[lang] }, cityList));
  }

  /** Every listed property in one language (up to indexLimit): counts, search, project units. */
  private index(lang: Lang): Promise<IndexEntry[]> {
    return this.remember(`index:${lang}`, async () => {
      const [ctx, raws] = await Promise.all([
        this.context(lang),
        this.readAll('GetPropertyList', { LanguageId: LANGUAGE_ID[lang], DescriptionLanguageId: LANGUAGE_ID[lang], SortFields: SORT_FIELDS['date-desc'] }, this.config.indexLimit ?? 2000),
      ]);
      return raws.map((raw) => ({ raw, property: toProperty(raw, ctx) }));
    });
  }

  /** An agent (GetUser) in one language (its Function is a text). */
  private user(id: number | null | undefined, lang: Lang): Promise<Agent | null> {
    if (!id || id <= 0) return Promise.resolve(null);
    return this.remember(`user:${lang}:${id}`, async () => {
      const raw = await this.call('GetUser', { ID: id, LanguageId: LANGUAGE_ID[lang] }, userValue);
      return raw ? toAgent(raw) : null;
    });
  }

  // ── PUBLIC ────────────────────────────────────────────────────────────────────────────

  /** Zips of the cities whose name (any language, accents and case ignored) is `name`. */
  private async zipsOfCityName(name: string, lang: Lang): Promise<string[]> {
    const wanted = foldText(name);
    const zips = new Set<string>();
    for (const l of [lang, ...LANGUAGES.filter((x) => x !== lang)]) {
      for (const city of await this.cities(l)) if (foldText(cityNameOf(city)) === wanted) zips.add(city.Zip);
      if (zips.size) break;
    }
    return [...zips];
  }

  /**
   * Omnicasa's filters for a list query. Rent is `Goal: 1` (Omnicasa filters one goal; take-over
   * properties, Goal 2, are not in rent lists); a city name becomes the postcodes of the cities
   * of that name in any language. `local` lists the filters Omnicasa has no parameter for.
   */
  private async listFilters(query: ListQuery, lang: Lang): Promise<{ params: Record<string, unknown>; local: ((raw: RawProperty) => boolean)[] }> {
    const params: Record<string, unknown> = { LanguageId: LANGUAGE_ID[lang], DescriptionLanguageId: LANGUAGE_ID[lang] };
    const local: ((raw: RawProperty) => boolean)[] = [];
    if (query.goal === 0) params.Goal = 0;
    else if (query.goal !== undefined) params.Goal = 1;
    if (query.city) {
      const { name, zip } = parseCityParam(query.city);
      if (zip) params.Zips = [zip];
      else if (name) {
        const zips = await this.zipsOfCityName(name, lang);
        if (zips.length) params.Zips = zips;
        else params.CityNames = [name];
      }
    }
    if (query.type !== undefined) params.WebIDs = [query.type];
    if (query.minPrice !== undefined) params.PriceFrom = query.minPrice;
    if (query.maxPrice !== undefined) params.PriceTo = query.maxPrice;
    if (query.minRooms !== undefined && query.minRooms > 0) params.MinRoom = query.minRooms;
    if (query.minGarages !== undefined && query.minGarages > 0) {
      params.HasGarage = true;
      const min = query.minGarages;
      if (min > 1) local.push((raw) => (raw.Garages ?? 0) >= min);
    }
    if (query.parking) params.HasParking = true;
    if (query.garden) params.HasGarden = true;
    if (query.terrace) params.HasTerrace = true;
    if (query.project !== undefined) params.ProjectID = query.project;
    if (query.isNew) local.push((raw) => raw.IsNew === true);
    if (query.arriving) local.push((raw) => raw.IsArriving === true);
    if (query.discreet) local.push((raw) => raw.IsDiscreet === true);
    return { params, local };
  }

  /**
   * One page of properties. Omnicasa pages and sorts; when a filter it has no parameter for is
   * asked (new, arriving, discreet, more than one garage), the full matching list (up to 1000)
   * is read and filtered, sorted and paged here.
   */
  async listProperties(query: ListQuery): Promise<Paged<Property>> {
    const lang = safeLang(query.lang);
    const window = pageWindow(query);
    const sort = query.sort ?? DEFAULT_SORT;
    const [{ params, local }, ctx] = await Promise.all([this.listFilters(query, lang), this.context(lang)]);
    params.SortFields = SORT_FIELDS[sort] ?? SORT_FIELDS[DEFAULT_SORT];
    if (local.length === 0) {
      const value = await this.call('GetPropertyList', { ...params, Limit1: window.offset + 1, Limit2: window.offset + window.pageSize }, propertyPage);
      return pageOf(value.Items.map((raw) => toProperty(raw, ctx)), window, value.RowsCount);
    }
    const all = (await this.readAll('GetPropertyList', params, LOCAL_LIMIT)).filter((raw) => local.every((keep) => keep(raw)));
    const sorted = all.map((raw) => toProperty(raw, ctx)).sort(compareProperties(sort));
    return pageOf(sorted.slice(window.offset, window.offset + window.pageSize), window, sorted.length);
  }

  /**
   * One property with its details (GetProperty), photos (GetPropertyPictureList) and agent
   * (GetUser). An answer without a property (Value null) is "not found". `UpdateVisit` is
   * false: answers are cached, so Omnicasa's website-visit counter cannot be fed from here (a
   * separate, uncached call per page view would be needed for that).
   */
  async getProperty(id: number, lang: Lang): Promise<PropertyDetail | null> {
    const l = safeLang(lang);
    if (!isId(id)) return null;
    const [raw, pictures, ctx] = await Promise.all([
      this.call('GetProperty', { ID: id, LanguageId: LANGUAGE_ID[l], DescriptionLanguageId: LANGUAGE_ID[l], UpdateVisit: false }, propertyDetailValue),
      this.call('GetPropertyPictureList', { IDs: [id], LanguageId: LANGUAGE_ID[l] }, pictureList),
      this.context(l),
    ]);
    if (!raw || raw.ID !== id) return null;
    return toDetail(raw, pictures, await this.user(raw.UserID, l), ctx);
  }

  /**
   * Up to 4 available properties like this one. Omnicasa has no "similar" method: the same goal
   * and type without the sold/rented marquees (GetPropertyList), ordered as the d1 provider
   * does: same postcode first, then closest price.
   */
  async similarProperties(id: number, lang: Lang): Promise<Property[]> {
    const l = safeLang(lang);
    if (!isId(id)) return [];
    const [base, ctx] = await Promise.all([
      this.call('GetProperty', { ID: id, LanguageId: LANGUAGE_ID[l], UpdateVisit: false }, propertyDetailValue),
      this.context(l),
    ]);
    if (!base || base.ID !== id) return [];
    const webId = base.WebID ?? base.WebIDs?.[0];
    const value = await this.call(
      'GetPropertyList',
      {
        LanguageId: LANGUAGE_ID[l],
        Goal: base.Goal === 0 ? 0 : base.Goal,
        ...(webId ? { WebIDs: [webId] } : {}),
        SkipMarqueeList: [...ctx.marquees.sold, ...ctx.marquees.rented],
        SortFields: SORT_FIELDS['price-asc'],
        Limit1: 1,
        Limit2: 100,
      },
      propertyPage,
    );
    const price = base.Price ?? 0;
    return value.Items.filter((raw) => raw.ID !== id)
      .map((raw) => toProperty(raw, ctx))
      .filter((p) => !isClosed(p))
      .sort((a, b) => Number(b.Zip === (base.Zip ?? '')) - Number(a.Zip === (base.Zip ?? '')) || Math.abs((a.Price ?? 0) - price) - Math.abs((b.Price ?? 0) - price) || a.ID - b.ID)
      .slice(0, 4);
  }

  /** Every project (GetProjectList), newest first; unit counts and prices from the property index. */
  async listProjects(lang: Lang): Promise<Project[]> {
    const l = safeLang(lang);
    const [raws, index] = await Promise.all([
      this.call('GetProjectList', { LanguageId: LANGUAGE_ID[l], DescriptionLanguageId: LANGUAGE_ID[l], SortFields: ['CreatedDate DESC'], Limit1: 1, Limit2: 500 }, projectList),
      this.index(l),
    ]);
    return raws
      .map((raw) => toProject(raw, l, unitStats(index.filter((e) => e.property.ProjectID === raw.ID).map((e) => e.property))))
      .sort((a, b) => b.PublicationDate.localeCompare(a.PublicationDate) || b.ID - a.ID);
  }

  /** One project (GetProject) with its units (GetPropertyList by ProjectID) and agent, or null. */
  async getProject(id: number, lang: Lang): Promise<ProjectDetail | null> {
    const l = safeLang(lang);
    if (!isId(id)) return null;
    const raw = await this.call('GetProject', { ID: id, LanguageId: LANGUAGE_ID[l], DescriptionLanguageId: LANGUAGE_ID[l] }, projectDetailValue);
    if (!raw || raw.ID !== id) return null;
    const [units, ctx, agent] = await Promise.all([
      this.readAll('GetPropertyList', { LanguageId: LANGUAGE_ID[l], ProjectID: id, SortFields: SORT_FIELDS['price-asc'] }, LOCAL_LIMIT),
      this.context(l),
      this.user(raw.UserID, l),
    ]);
    return toProjectDetail(raw, l, units.filter((u) => (u.ProjectID ?? id) === id).map((u) => toProperty(u, ctx)), agent);
  }

  /** Sale and rent counts per type (a property counts for each of its WebIDs) and per city. */
  private async counts(lang: Lang): Promise<{ types: Map<number, GoalCounts>; cities: Map<string, GoalCounts & { name: string; zip: string; countryId: number }> }> {
    const index = await this.index(lang);
    const types = new Map<number, GoalCounts>();
    const cities = new Map<string, GoalCounts & { name: string; zip: string; countryId: number }>();
    for (const { property: p } of index) {
      const field = p.Goal === 0 ? 'sale' : 'rent';
      for (const webId of new Set(p.WebIDs.split(',').map(Number))) {
        const c = types.get(webId) ?? { sale: 0, rent: 0 };
        c[field] += 1;
        types.set(webId, c);
      }
      const key = cityKey(p.Zip, p.CountryID);
      const c = cities.get(key) ?? { sale: 0, rent: 0, name: p.City, zip: p.Zip, countryId: p.CountryID };
      c[field] += 1;
      cities.set(key, c);
    }
    return { types, cities };
  }

  /** Types (GetWebIDList) in ShowOrder with sale and rent counts from the property index. */
  async listTypes(lang: Lang): Promise<PropertyType[]> {
    const l = safeLang(lang);
    const [raws, counts] = await Promise.all([this.webIds(l), this.counts(l)]);
    return raws.map((raw) => toType(raw, l, counts.types.get(webIdOf(raw)))).sort((a, b) => a.ShowOrder - b.ShowOrder || a.ID - b.ID);
  }

  /**
   * Cities that have properties in scope (GetCityListOfObjects for the names, the property
   * index for the counts; a city of a listed property missing from the city list is kept with
   * the property's city name), by name.
   */
  async listCities(lang: Lang, scope: CityScope): Promise<City[]> {
    const l = safeLang(lang);
    const [raws, counts] = await Promise.all([this.cities(l), this.counts(l)]);
    const seen = new Set<string>();
    const out: City[] = [];
    const inScope = (c: GoalCounts): number => (scope === 'sale' ? c.sale : scope === 'rent' ? c.rent : c.sale + c.rent);
    for (const raw of raws) {
      const key = cityKey(raw.Zip, raw.CountryID);
      const c = counts.cities.get(key);
      if (!c || seen.has(key) || inScope(c) === 0) continue;
      seen.add(key);
      out.push(toCity(raw, l, c, inScope(c)));
    }
    for (const [key, c] of counts.cities) {
      if (seen.has(key) || inScope(c) === 0) continue;
      out.push(toCity({ Name: c.name, Zip: c.zip, CountryID: c.countryId }, l, c, inScope(c)));
    }
    return out.sort((a, b) => compareNames(a.Name, b.Name) || a.Zip.localeCompare(b.Zip));
  }

  /** For sale: RowsCount of Goal 0; for rent: every other goal (all − sale). Two one-row calls. */
  async totals(): Promise<Totals> {
    const one = { LanguageId: LANGUAGE_ID.en, Limit1: 1, Limit2: 1 };
    const [sale, all] = await Promise.all([
      this.call('GetPropertyList', { ...one, Goal: 0 }, propertyPage),
      this.call('GetPropertyList', one, propertyPage),
    ]);
    return { sale: sale.RowsCount, rent: Math.max(0, all.RowsCount - sale.RowsCount) };
  }

  /**
   * The home search panel with the d1 provider's rules: types whose name in any language
   * (GetWebIDList ×4) contains q; cities whose name in any language (GetCityListOfObjects ×4)
   * contains q or whose postcode starts with it, that have properties, at most 8; properties:
   * a numeric q is exactly that ID (the index, else GetProperty), otherwise (3+ characters)
   * those whose published street or reference contains q, newest first, at most 6.
   */
  async search(q: string, lang: Lang): Promise<SearchResult> {
    const l = safeLang(lang);
    const folded = foldQuery(q);
    if (folded === '') return { types: await this.listTypes(l), cities: [], properties: [] };
    const target = propertyTarget(folded);
    const [typeLists, cityLists, index, counts, ctx] = await Promise.all([
      Promise.all(LANGUAGES.map((x) => this.webIds(x))),
      Promise.all(LANGUAGES.map((x) => this.cities(x))),
      this.index(l),
      this.counts(l),
      this.context(l),
    ]);
    const langIndex = LANGUAGES.indexOf(l);

    // types: any language's name contains q; answered in the asked language
    const typeNames = new Map<number, string[]>();
    typeLists.forEach((list) => list.forEach((raw) => typeNames.set(webIdOf(raw), [...(typeNames.get(webIdOf(raw)) ?? []), foldText(raw.Name ?? '')])));
    const types = (typeLists[langIndex] ?? [])
      .filter((raw) => typeNames.get(webIdOf(raw))?.some((name) => name.includes(folded)))
      .map((raw) => toType(raw, l, counts.types.get(webIdOf(raw))))
      .sort((a, b) => a.ShowOrder - b.ShowOrder || a.ID - b.ID);

    // cities: joined across languages by postcode and country
    const byKey = new Map<string, { own: RawCity | null; names: string[]; zip: string }>();
    cityLists.forEach((list, i) =>
      list.forEach((raw) => {
        const key = cityKey(raw.Zip, raw.CountryID);
        const entry = byKey.get(key) ?? { own: null, names: [], zip: raw.Zip.trim() };
        entry.names.push(foldText(cityNameOf(raw)));
        if (i === langIndex && !entry.own) entry.own = raw;
        byKey.set(key, entry);
      }),
    );
    const cities: { city: City; rank: number[] }[] = [];
    for (const [key, entry] of byKey) {
      const c = counts.cities.get(key);
      if (!c || c.sale + c.rent === 0) continue;
      if (!entry.names.some((n) => n.includes(folded)) && !entry.zip.startsWith(folded)) continue;
      const own = entry.own ?? { Name: c.name, Zip: c.zip, CountryID: c.countryId };
      const city = toCity(own, l, c, c.sale + c.rent);
      const rank = [entry.names.includes(folded) ? 0 : 1, entry.names.some((n) => n.startsWith(folded)) ? 0 : 1, entry.zip === folded ? 0 : 1];
      cities.push({ city, rank });
    }
    cities.sort(
      (a, b) =>
        a.rank[0]! - b.rank[0]! || a.rank[1]! - b.rank[1]! || a.rank[2]! - b.rank[2]! || compareNames(a.city.Name, b.city.Name) || a.city.Zip.localeCompare(b.city.Zip),
    );

    // properties
    let properties: Property[] = [];
    if (target && 'id' in target) {
      const hit = index.find((e) => e.raw.ID === target.id);
      if (hit) properties = [hit.property];
      else {
        const raw = await this.call('GetProperty', { ID: target.id, LanguageId: LANGUAGE_ID[l], UpdateVisit: false }, propertyDetailValue);
        if (raw && raw.ID === target.id) properties = [toProperty(raw, ctx)];
      }
    } else if (target) {
      properties = index
        .map((e) => e.property)
        .filter((p) => propertySearchText(p).includes(target.text))
        .sort(compareProperties('date-desc'))
        .slice(0, MAX_PROPERTY_HITS);
    }
    return { types, cities: cities.slice(0, MAX_CITY_HITS).map((c) => c.city), properties };
  }

  /** The agency's users (GetUserList), by ID. */
  async listAgents(lang: Lang): Promise<Agent[]> {
    const l = safeLang(lang);
    const raws = await this.call('GetUserList', { LanguageId: LANGUAGE_ID[l], Limit1: 1, Limit2: 200 }, userList);
    return raws.map(toAgent).sort((a, b) => a.ID - b.ID);
  }

  /** Omnicasa holds no testimonials: they come from the `testimonials` option (the site's own store), else none. */
  async listTestimonials(lang: Lang): Promise<Testimonial[]> {
    return this.config.testimonials ? this.config.testimonials.listTestimonials(safeLang(lang)) : [];
  }

  // ── PERSONAL (never remembered beyond the call, never cached) ──────────────────────────

  /**
   * CheckPersonLogin with IsProprietors. A person → the owner; an empty answer (Value null or
   * ID 0) → null. `Success: false` is a provider failure (it cannot be told apart from an
   * outage), so the login page shows 'API ERROR' rather than 'wrong password' then.
   */
  async verifyOwner(email: string, password: string): Promise<Owner | null> {
    const address = email.trim();
    if (!address || !password || address.length > 254 || password.length > 1024) return null;
    const raw = await this.call('CheckPersonLogin', { Email: address, Password: password, IsProprietors: true, LanguageId: LANGUAGE_ID.en }, personValue, [password]);
    return raw ? toOwner(raw, address) : null;
  }

  /** GetPerson by ID (sessions keep only the owner's id). */
  async getOwner(ownerId: number): Promise<Owner | null> {
    if (!isId(ownerId)) return null;
    const raw = await this.call('GetPerson', { ID: ownerId, IsProprietors: true }, personValue);
    if (!raw || raw.ID !== ownerId) return null;
    return toOwner(raw, '');
  }

  /** The owner's properties as Omnicasa relates them to the owner's e-mail (GetRelatedProperties). */
  private async related(owner: Owner, lang: Lang): Promise<RawProperty[]> {
    if (!owner.Email) return [];
    return this.call('GetRelatedProperties', { Email: owner.Email, LanguageId: LANGUAGE_ID[lang], Limit1: 1, Limit2: 200 }, propertyList);
  }

  /** The owner when the property is theirs, else null. */
  private async ownerOf(ownerId: number, propertyId: number): Promise<Owner | null> {
    if (!isId(propertyId)) return null;
    const owner = await this.getOwner(ownerId);
    if (!owner) return null;
    const related = await this.related(owner, owner.Language);
    return related.some((raw) => raw.ID === propertyId) ? owner : null;
  }

  /** Only the lines of this property (defence against an answer that ignored the filter). */
  private static ofProperty<T extends { ObjectID?: number | null }>(items: T[], propertyId: number): T[] {
    return items.filter((item) => item.ObjectID === undefined || item.ObjectID === null || item.ObjectID === propertyId);
  }

  async ownerProperties(ownerId: number, lang: Lang): Promise<OwnerProperty[]> {
    const l = safeLang(lang);
    const owner = await this.getOwner(ownerId);
    if (!owner) return [];
    const [raws, ctx] = await Promise.all([this.related(owner, l), this.context(l)]);
    return Promise.all(
      raws.map(async (raw) => {
        const [agent, stat] = await Promise.all([
          this.user(raw.UserID ?? owner.AgentID, l),
          this.call('GetVisitStatisticOfProperty', { ID: raw.ID }, visitStatValue),
        ]);
        return { ...toProperty(raw, ctx), Agent: agent, VisitCounts: toVisitCounts(stat) };
      }),
    ).then((list) => list.sort((a, b) => a.ID - b.ID));
  }

  async ownerVisits(ownerId: number, propertyId: number): Promise<Visit[] | null> {
    const owner = await this.ownerOf(ownerId, propertyId);
    if (!owner) return null;
    const raws = await this.call('GetCalendarHistories', { ObjectID: propertyId, LanguageId: LANGUAGE_ID[owner.Language], Limit1: 1, Limit2: 500 }, historyList);
    return toVisits(OmnicasaProvider.ofProperty(raws, propertyId), propertyId);
  }

  async ownerCommunications(ownerId: number, propertyId: number): Promise<Communication[] | null> {
    const owner = await this.ownerOf(ownerId, propertyId);
    if (!owner) return null;
    const raws = await this.call('GetAutomaticHistories', { ObjectID: propertyId, LanguageId: LANGUAGE_ID[owner.Language], Limit1: 1, Limit2: 500 }, historyList);
    return toCommunications(OmnicasaProvider.ofProperty(raws, propertyId), propertyId);
  }

  async ownerOnlineMedia(ownerId: number, propertyId: number): Promise<OnlineMedia[] | null> {
    const owner = await this.ownerOf(ownerId, propertyId);
    if (!owner) return null;
    const raws = await this.call('GetMediaOnlineHistories', { ObjectID: propertyId, LanguageId: LANGUAGE_ID[owner.Language], Limit1: 1, Limit2: 500 }, historyList);
    return toOnlineMedia(OmnicasaProvider.ofProperty(raws, propertyId), propertyId);
  }

  /** GetMediaObjectStatisticsGraphList between the first and the last day (WCF dates). */
  async ownerMediaStatistics(ownerId: number, propertyId: number, days: number, until?: string): Promise<MediaStatistic[] | null> {
    const owner = await this.ownerOf(ownerId, propertyId);
    if (!owner) return null;
    const { first, last } = statsWindow(days, until);
    const raws = await this.call(
      'GetMediaObjectStatisticsGraphList',
      { ObjectIDs: [propertyId], StartDate: wcfDate(first), EndDate: wcfDate(last), LanguageId: LANGUAGE_ID[owner.Language] },
      mediaStatList,
    );
    return toMediaStatistics(OmnicasaProvider.ofProperty(raws, propertyId), propertyId, first, last);
  }

  /** GetVisitStatisticOfProperty. Omnicasa counts up to now: `until` cannot be honoured. */
  async ownerVisitCounts(ownerId: number, propertyId: number, _until?: string): Promise<VisitCounts | null> {
    const owner = await this.ownerOf(ownerId, propertyId);
    if (!owner) return null;
    return toVisitCounts(await this.call('GetVisitStatisticOfProperty', { ID: propertyId }, visitStatValue));
  }

  /** Published documents of the property (GetDocumentList); Key is Omnicasa's document URL. */
  async ownerDocuments(ownerId: number, propertyId: number): Promise<OwnerDocument[] | null> {
    const owner = await this.ownerOf(ownerId, propertyId);
    if (!owner) return null;
    const raws = await this.call('GetDocumentList', { ObjectIDs: [propertyId], Publish: true, LanguageId: LANGUAGE_ID[owner.Language], Limit1: 1, Limit2: 500 }, documentList);
    return toDocuments(OmnicasaProvider.ofProperty(raws, propertyId), propertyId);
  }
}
