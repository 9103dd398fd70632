/**
 * The omnicasa provider's connection to Omnicasa's website API, the agency's CRM (docs/provider.md),
 * shared by its parts (./catalogue.ts the catalogue, ./owners.ts the owner data).
 *
 * Transport. Every call is `GET {base}/OmnicasaService.svc/{Method}Json?json={url-encoded JSON}`
 * with `CustomerName` and `CustomerPassword` inside the JSON. This runs on the server only; the
 * credentials never appear in an answer, an error message or a log line of ours (messages never
 * carry the URL). Each call has its own time limit (`timeoutMs`, default 8 s) through an
 * AbortSignal. The answer `{ "{Method}JsonResult": { Success, Code, Message, Value } }` is
 * validated with arktype (./schema.ts); `Success: false`, an HTTP error, a body that is
 * not JSON, a wrong shape, a timeout or a network error all become a ProviderError
 * (../core/errors.ts) — never another exception. Lists page with 1-based inclusive `Limit1`/`Limit2`
 * (page p of size n: Limit1 = (p-1)·n+1, Limit2 = p·n); `RowsCount` gives the total.
 * `LanguageId`: NL 1, FR 2, EN 3, DE 4.
 *
 * Reference data. Per instance (one per request, shared by the request's parts, see ../select.ts)
 * the client remembers what many methods need: the agency's sold/rented marquee values
 * (GetSubstatusList: never hard-coded), the type and city lists per language, the agents, and
 * the property index (every listed property, one language) used for counts and search. Across
 * requests, cached() (KV) keeps the catalogue's answers; owner data is never remembered.
 */
import { arktypeReady, type } from '../../../app/schema/arktype';
import type { Lang } from '../../../shared/model/common';
import type { SortOrder } from '../../../shared/model/listing';
import type { Agent } from '../../../shared/model/people';
import type { Property } from '../../../shared/model/property';
import { ProviderError, type ProviderErrorKind } from '../core/errors';
import { problemOf } from '../common/lenient';
import type { CallBudget } from '../core/budget';
import type { ListingFacets, Catalogue } from '../core/types';
import { LANGUAGE_ID, marqueeMapFrom, toAgent, toProperty, type MapContext, type MarqueeMap } from './map';
import {
  cityList,
  propertyPage,
  resultSchema,
  substatusList,
  userValue,
  webIdList,
  type RawCity,
  type RawProperty,
  type RawSubstatus,
  type RawWebId,
} from './schema';
import { OMNICASA_INDEX, omnicasaIndexKey, type OmnicasaIndex } from './kept-index';
import { keptIndex } from '../common/kept-index-store';
import { baseUrlProblem, omnicasaBaseUrl } from '../../config/omnicasa-base-url';
import { Memo } from '../common/memo';

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
  testimonials?: Pick<Catalogue, 'listTestimonials'>;
  /** Most properties the index reads (counts, search); default 2000. */
  indexLimit?: number;
  /** Rows per request when a whole list is read (Limit1..Limit2 windows); default 250. */
  pageRows?: number;
  /**
   * Where the catalogue index of each language is kept between requests (the CACHE KV,
   * ./kept-index.ts); without it the index is read from Omnicasa once per request.
   */
  kv?: KVNamespace;
  /** Where a stale kept index is rebuilt after the answer (ctx.waitUntil); without it, inline. */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The request's budget of provider calls (../core/budget.ts): each call spends one. */
  budget?: CallBudget;
}

export const DEFAULT_OMNICASA_TIMEOUT_MS = 8000;
/** Rows per request when the adapter reads a whole list (default of OmnicasaConfig.pageRows). */
const PAGE_ROWS = 250;

/**
 * 'https://host/1.12/' or 'https://host/1.12/OmnicasaService.svc' → 'https://host/1.12'. Plain
 * http only where `allowHttp` (development: a local fake); anything else is a ProviderError of
 * kind 'config'.
 */
export function normalizeBaseUrl(value: string, allowHttp = true): string {
  const base = omnicasaBaseUrl(value, allowHttp);
  if (base === null)
    throw new ProviderError({
      provider: 'omnicasa',
      method: 'configuration',
      kind: 'config',
      message: baseUrlProblem(allowHttp),
    });
  return base;
}

/** The URL of one call (exported for tests: the credentials are inside the json parameter). */
export function omnicasaUrl(baseUrl: string, method: string, payload: Record<string, unknown>): string {
  return `${baseUrl}/OmnicasaService.svc/${method}Json?json=${encodeURIComponent(JSON.stringify(payload))}`;
}

/** A Value check; a list's (./schema.ts ItemList) names the method in its reports of dropped items. */
type Schema<T> = ((data: unknown) => T | type.errors) & {
  forMethod?: (method: string) => (data: unknown) => T | type.errors;
};

/** Omnicasa SortFields per sort order (common/order.ts's order, as far as Omnicasa sorts). */
export const SORT_FIELDS: Record<SortOrder, string[]> = {
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

/** A listed property as the site shows it, with the facets the listing's filters read (the kept index holds these only). */
export interface IndexEntry {
  property: Property;
  facets: ListingFacets;
}

/** What the listing's filters read of an Omnicasa row beyond its card. */
export const facetsOf = (raw: RawProperty): ListingFacets => ({
  garages: raw.Garages ?? 0,
  parking: raw.HasParking === true,
  garden: raw.HasGarden === true,
  terrace: raw.HasTerrace === true,
  newBuild: (raw.ProjectID ?? 0) > 0,
});

/** One connection to the agency's Omnicasa account, with the reference data it has read. */
export class OmnicasaClient {
  readonly name = 'omnicasa';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly memo = new Memo();

  constructor(readonly config: OmnicasaConfig) {
    this.baseUrl = normalizeBaseUrl(config.baseUrl);
    this.timeoutMs = Math.max(1, config.timeoutMs ?? DEFAULT_OMNICASA_TIMEOUT_MS);
  }

  // ── transport ─────────────────────────────────────────────────────────────────────────

  private fail(
    method: string,
    kind: ProviderErrorKind,
    message: string,
    extra: { code?: number | string | null; status?: number } = {},
  ): ProviderError {
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
  async call<T>(
    method: string,
    params: Record<string, unknown>,
    schema: Schema<T>,
    secrets: readonly string[] = [],
  ): Promise<T> {
    // the answer is checked against `schema`
    await arktypeReady();
    this.config.budget?.spend(this.name, method);
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
      if (signal.aborted || isAbort(error))
        throw this.fail(method, 'timeout', `answer not complete within ${this.timeoutMs} ms`);
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
      throw this.fail(
        method,
        'invalid',
        `${key}${first?.propString ? `.${first.propString}` : ''} ${problemOf(first)}`,
      );
    }
    if (!result.Success) {
      const code = result.Code ?? null;
      const message = this.scrub(result.Message ?? '', secrets);
      throw this.fail(method, 'api', `Success false (Code ${code ?? '-'}${message ? `: ${message}` : ''})`, { code });
    }
    const check = schema.forMethod ? schema.forMethod(method) : schema;
    const value = check(result.Value ?? null);
    if (value instanceof type.errors) {
      const first = value[0];
      throw this.fail(method, 'invalid', `Value${first?.propString ? `.${first.propString}` : ''} ${problemOf(first)}`);
    }
    return value;
  }

  /** Every row of a list method (Limit1/Limit2 pages of PAGE_ROWS, the rest in parallel), up to `limit`. */
  async readAll(method: string, params: Record<string, unknown>, limit: number): Promise<RawProperty[]> {
    const size = Math.max(1, Math.min(this.config.pageRows ?? PAGE_ROWS, limit));
    const first = await this.call(method, { ...params, Limit1: 1, Limit2: size }, propertyPage);
    const total = Math.min(first.RowsCount, limit);
    const rest: Promise<{ Items: RawProperty[] }>[] = [];
    for (let start = size + 1; start <= total; start += size) {
      rest.push(
        this.call(method, { ...params, Limit1: start, Limit2: Math.min(start + size - 1, total) }, propertyPage),
      );
    }
    const pages = await Promise.all(rest);
    return [first, ...pages].flatMap((p) => p.Items).slice(0, limit);
  }

  private remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.memo.remember(key, load);
  }

  // ── reference data (remembered per instance) ──────────────────────────────────────────

  /** The agency's sub-statuses (GetSubstatusList) in one language. */
  private substatus(lang: Lang): Promise<RawSubstatus[]> {
    return this.remember(`substatus:${lang}`, () =>
      this.call('GetSubstatusList', { LanguageId: LANGUAGE_ID[lang], Limit1: 1, Limit2: 500 }, substatusList),
    );
  }

  /** The agency's sold/rented marquee values and marquee names (GetSubstatusList). */
  marquees(lang: Lang): Promise<MarqueeMap> {
    return this.remember(`marquees:${lang}`, async () => marqueeMapFrom(await this.substatus(lang)));
  }

  /** What the mapping of a property needs in one language (./map.ts MapContext). */
  async context(lang: Lang): Promise<MapContext> {
    return { lang, marquees: await this.marquees(lang) };
  }

  /** The property types (GetWebIDList) in one language: from the kept index when there is one. */
  webIds(lang: Lang): Promise<RawWebId[]> {
    if (this.config.kv) return this.kept(lang).then((index) => index.webIds);
    return this.readWebIds(lang);
  }

  private readWebIds(lang: Lang): Promise<RawWebId[]> {
    return this.remember(`webids:${lang}`, () =>
      this.call('GetWebIDList', { LanguageId: LANGUAGE_ID[lang], Limit1: 1, Limit2: 500 }, webIdList),
    );
  }

  /** The cities that have properties (GetCityListOfObjects) in one language: from the kept index when there is one. */
  cities(lang: Lang): Promise<RawCity[]> {
    if (this.config.kv) return this.kept(lang).then((index) => index.cities);
    return this.readCities(lang);
  }

  private readCities(lang: Lang): Promise<RawCity[]> {
    return this.remember(`cities:${lang}`, () =>
      this.call('GetCityListOfObjects', { LanguageId: LANGUAGE_ID[lang] }, cityList),
    );
  }

  /** Every listed property in one language (up to indexLimit): counts, search, project units, cards by id. */
  index(lang: Lang): Promise<IndexEntry[]> {
    if (this.config.kv) return this.kept(lang).then((index) => index.entries);
    return this.remember(`index:${lang}`, () => this.readProperties(lang));
  }

  /** Every listed property of a language, mapped with its facets (the index's build). */
  private async readProperties(lang: Lang): Promise<IndexEntry[]> {
    const [ctx, raws] = await Promise.all([
      this.context(lang),
      this.readAll(
        'GetPropertyList',
        {
          LanguageId: LANGUAGE_ID[lang],
          DescriptionLanguageId: LANGUAGE_ID[lang],
          SortFields: SORT_FIELDS['date-desc'],
        },
        this.config.indexLimit ?? 2000,
      ),
    ]);
    return raws.map((raw) => ({ property: toProperty(raw, ctx), facets: facetsOf(raw) }));
  }

  /**
   * The language's catalogue index kept in KV (./kept-index.ts, ../whise/index-store.ts):
   * fresh for a minute, then served and rebuilt after the answer, kept a day when Omnicasa fails;
   * built from Omnicasa (its calls one list after the other) when missing.
   */
  kept(lang: Lang): Promise<OmnicasaIndex> {
    return this.remember(`kept:${lang}`, async () => {
      const { kv, waitUntil } = this.config;
      const key = await omnicasaIndexKey(this.config.customerName, this.baseUrl, lang);
      return keptIndex(
        key,
        async () => {
          const substatus = await this.substatus(lang);
          const webIds = await this.readWebIds(lang);
          const cities = await this.readCities(lang);
          return { entries: await this.readProperties(lang), webIds, cities, substatus };
        },
        { ...(kv ? { kv } : {}), ...(waitUntil ? { waitUntil } : {}) },
        OMNICASA_INDEX,
      );
    });
  }

  /** An agent (GetUser) in one language (its Function is a text). */
  user(id: number | null | undefined, lang: Lang): Promise<Agent | null> {
    if (!id || id <= 0) return Promise.resolve(null);
    return this.remember(`user:${lang}:${id}`, async () => {
      const raw = await this.call('GetUser', { ID: id, LanguageId: LANGUAGE_ID[lang] }, userValue);
      return raw ? toAgent(raw) : null;
    });
  }
}
