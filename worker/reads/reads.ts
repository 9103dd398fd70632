/**
 * The site's reads, written once: each read's name, the function that answers it from the
 * request's parts (the catalogue behind the KV cache, the content store) and, for a read the
 * browser or a measuring script asks the JSON API for, its route: the path, how the query and
 * the path's parameters become the read's input (or a 400 `{ error }`), the 404 `{ error }` when
 * there is nothing, and how long a cache may keep the answer. The API's GET routes are made from
 * this list (`readRoutes`, ./index.ts) and the pages' loaders read through the same functions
 * (worker/render/server-data.ts). docs/api.md lists the routes.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import type { Catalogue } from '../provider/core';
import type { Lang } from '../../shared/paths/languages';
import type { ListQuery } from '../../shared/model/listing';
import type { BrowserApiSchema, SearchAnswer } from '../../shared/api/browser-api';
import { parsePropertiesQuery, parseSearchQuery, type QueryResult } from '../../app/model/query';
import { arktypeReady } from '../../app/schema/arktype';
import { loadAllLanguages } from '../../app/i18n/load-server';
import { mapMarkers } from '../../app/listing/map-setup';
import { textsFor } from '../../shared/i18n/i18n';
import { parseCostQuery } from '../../shared/costs/cost-query';
import { purchaseCosts, type CostInput } from '../../shared/costs/purchase-costs';
import { costRules } from '../../shared/costs/cost-labels';
import { content } from '../content/store';
import { siteForOrigin } from '../content/agency-ld';
import { withConditionalLists } from '../content/conditional-lists';
import { withDetailBlocks } from '../content/detail-blocks';
import { withAgentPhone } from '../format/agent-phone';
import { previewAccess } from '../preview';
import { refusedFeature } from '../config/refuse';
import { fillSecret, issueFillToken } from '../forms/fill-token';
import { visitorLimited } from '../middleware/visitor-limit';
import { partsOf } from '../middleware/provider';
import { readingOf } from '../search/reading';
import { withCityCentre, withText } from './listing-input';
import { badQuery } from './bad-query';

/** What a read answers from: the request's catalogue (built on first use) and its origin. */
export interface ReadParts {
  readonly catalogue: Catalogue;
  /** The request's origin: the absolute URLs of the site view's JSON-LD. */
  readonly origin: string;
}

/**
 * What a route makes of a request: the read's input, a 400 message, an answer given without the
 * read (a text that names one property), or a refusal written whole (429, 503).
 */
type RouteInput<I, O> = QueryResult<I> | { answered: NonNullable<O> } | Response;

interface ReadRoute<I, O, P extends string> {
  /** Under /api. */
  readonly path: P;
  input(c: Context<AppEnv>): RouteInput<I, O> | Promise<RouteInput<I, O>>;
  /** The 404 `{ error }` when the read answers null. */
  readonly missing?: string;
  /**
   * Cache-Control of the answer: a public time for a found answer only; `no-store` for every
   * answer once the input is read (a personal answer is never stored, found or not).
   */
  readonly cache?: string;
}

export interface Read<I, O, P extends string = never> {
  answer(parts: ReadParts, input: I): Promise<O>;
  readonly route?: ReadRoute<I, O, P>;
}

const read = <I, O, const P extends string = never>(definition: Read<I, O, P>): Read<I, O, P> => definition;

const PUBLIC = 'public, max-age=60';
const ok = <T>(value: T): QueryResult<T> => ({ ok: true, value });
const bad = (error: string): QueryResult<never> => ({ ok: false, error });

/** The language the query names (../middleware/lang.ts); the routes that ask for one answer 400 without it. */
const namedLang = (c: Context<AppEnv>, error = 'lang must be one of en, nl, fr, de'): QueryResult<Lang> =>
  c.get('langNamed') ? ok(c.get('lang')) : bad(error);

/** A path's id: a positive whole number that fits the providers' ids. */
function idParam(c: Context<AppEnv>): QueryResult<number> {
  const raw = c.req.param('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? ok(id) : bad('id must be a positive whole number');
}

/** A listing's parameters (the rules of /api/properties) read into its query, city and radius as the city's centre. */
async function listingQueryOf(
  c: Context<AppEnv>,
  raw: Record<string, string>,
  catalogue: Catalogue,
): Promise<QueryResult<ListQuery>> {
  const withCentre = await withCityCentre(raw, catalogue, c.get('lang'));
  await arktypeReady();
  return parsePropertiesQuery(withCentre, c.get('lang'));
}

export const reads = {
  /** The site's configuration view in one language. */
  site: read({
    answer: async (parts, lang: Lang) => siteForOrigin(content.site(lang), parts.origin),
    route: { path: '/site', input: (c) => namedLang(c, 'lang must be an enabled language code') },
  }),

  /**
   * A content page by original path, its property lists with display conditions chosen; null when
   * there is none (or it is a draft and the request may not preview: ../preview.ts).
   */
  page: read({
    answer: async (parts, input: { lang: Lang; original: string; preview: boolean }) => {
      const page = content.page(input.lang, input.original, { preview: input.preview });
      return page && withConditionalLists(page, input.lang, (query) => parts.catalogue.listProperties(query));
    },
    route: {
      path: '/page',
      input: async (c) => {
        if (!c.get('langNamed')) return bad('lang must be an enabled language code');
        const original = c.req.query('path');
        if (!original?.startsWith('/') || original.length > 300)
          return bad('path must be an original path starting with /');
        const preview = c.req.query('preview') === '1' && (await previewAccess(c)).allowed;
        return ok({ lang: c.get('lang'), original, preview });
      },
      missing: 'not found',
      // With the preview cookie the answer holds unpublished content.
      cache: 'no-store',
    },
  }),

  /** The for-sale and for-rent totals. */
  totals: read({ answer: (parts, _: undefined) => parts.catalogue.totals() }),

  types: read({ answer: (parts, lang: Lang) => parts.catalogue.listTypes(lang) }),

  cities: read({
    answer: (parts, input: { lang: Lang; scope: 'all' | 'sale' | 'rent' }) =>
      parts.catalogue.listCities(input.lang, input.scope),
  }),

  /**
   * A page of properties for the listing filters (docs/search.md): a text search (`city`, `q`) is
   * rate-limited per address (../middleware/visitor-limit.ts); `q` names criteria or one property.
   */
  properties: read({
    answer: (parts, query: ListQuery) => parts.catalogue.listProperties(query),
    route: {
      path: '/properties',
      input: async (c) => {
        if (c.req.query('city')?.trim() || c.req.query('q')?.trim()) {
          const limited = await visitorLimited(c, 'list', c.get('lang'), true);
          if (limited) return limited;
        }
        const catalogue = partsOf(c).catalogue;
        const text = await withText(c.req.query(), catalogue, c.get('lang'));
        if ('error' in text) return bad(text.error);
        if ('property' in text) return { answered: { items: [text.property], page: 1, pages: 1, total: 1 } };
        return listingQueryOf(c, text.raw, catalogue);
      },
      cache: PUBLIC,
    },
  }),

  /**
   * The markers of a listing's map for the parameters of /api/properties (one page; a listing's map
   * asks for its first 48): the islands render's map panel fetches them (decision record 022,
   * amendment 031), a listing's markers are not written into its HTML. Rate-limited per address.
   */
  mapProperties: read({
    answer: async (parts, query: ListQuery) => {
      const { items } = await parts.catalogue.listProperties(query);
      loadAllLanguages();
      return mapMarkers(items, query.lang, textsFor(query.lang));
    },
    route: {
      path: '/map-properties',
      input: async (c) => {
        const limited = await visitorLimited(c, 'map', c.get('lang'), true);
        return limited ?? listingQueryOf(c, c.req.query(), partsOf(c).catalogue);
      },
      cache: PUBLIC,
    },
  }),

  /**
   * The home search panel (docs/search.md): the three groups and, for typed text, its reading
   * (../search/reading.ts); typed text is rate-limited per address.
   */
  search: read({
    answer: async (parts, input: { q: string; lang: Lang; goal?: 0 | 1 }): Promise<SearchAnswer> => {
      const { q, lang, goal } = input;
      const [result, reading] = await Promise.all([
        parts.catalogue.search(q, lang),
        q ? readingOf(q, lang, parts.catalogue, goal) : null,
      ]);
      return reading ? { ...result, reading } : result;
    },
    route: {
      path: '/search',
      input: async (c) => {
        await arktypeReady();
        const parsed = parseSearchQuery(c.req.query(), c.get('lang'));
        if (parsed.ok && parsed.value.q.trim()) {
          const limited = await visitorLimited(c, 'search', parsed.value.lang, true);
          if (limited) return limited;
        }
        return parsed;
      },
      cache: PUBLIC,
    },
  }),

  /** One property with the detail-page blocks whose display conditions it meets (chosen here); null when unknown. */
  property: read({
    answer: async (parts, input: { id: number; lang: Lang }) =>
      withDetailBlocks(
        withAgentPhone(await parts.catalogue.getProperty(input.id, input.lang)),
        input.lang,
        content.config.detailBlocks ?? [],
        content.table,
      ),
    route: {
      path: '/properties/:id',
      input: (c) => {
        const lang = namedLang(c);
        if (!lang.ok) return lang;
        const id = idParam(c);
        return id.ok ? ok({ id: id.value, lang: lang.value }) : id;
      },
      missing: 'Property Not Found',
      cache: PUBLIC,
    },
  }),

  similar: read({
    answer: (parts, input: { id: number; lang: Lang }) => parts.catalogue.similarProperties(input.id, input.lang),
  }),

  /** The favourites page: the cards of up to 60 ids in one batched read, in the order asked, null where gone. */
  propertiesByIds: read({
    answer: (parts, input: { ids: number[]; lang: Lang }) => parts.catalogue.propertiesByIds(input.ids, input.lang),
  }),

  /** The comparison: up to 4 properties with their details in one batched read, in the order asked, null where gone. */
  detailsByIds: read({
    answer: async (parts, input: { ids: number[]; lang: Lang }) =>
      (await parts.catalogue.detailsByIds(input.ids, input.lang)).map((p) => (p ? withAgentPhone(p) : null)),
  }),

  projects: read({
    answer: (parts, lang: Lang) => parts.catalogue.listProjects(lang),
    route: { path: '/projects', input: (c) => namedLang(c), cache: PUBLIC },
  }),

  project: read({
    answer: async (parts, input: { id: number; lang: Lang }) =>
      withAgentPhone(await parts.catalogue.getProject(input.id, input.lang)),
  }),

  /**
   * Purchase costs (docs/purchase-costs.md) from the shared rule, labels in `lang`, with the date
   * of the rules and `indicative`; bad input answers 400 with a message in `lang`.
   */
  purchaseCosts: read({
    answer: async (_parts, input: { costs: CostInput; lang: Lang }) => {
      const r = purchaseCosts(input.costs);
      return {
        region: r.region,
        registrationDuties: r.registrationDuties,
        vat: r.vat,
        notaryFees: r.notaryFees,
        otherCosts: r.otherCosts,
        totalCosts: r.totalCosts,
        totalPrice: r.totalPrice,
        rules: costRules(textsFor(input.lang), r),
        rulesOf: r.rulesOf,
        indicative: true,
      };
    },
    route: {
      path: '/purchase-costs',
      input: (c) => {
        loadAllLanguages();
        const parsed = parseCostQuery(c.req.query());
        if (!parsed.ok) return bad(textsFor(c.get('lang')).COSTS.error[parsed.error]());
        return ok({ costs: parsed.value, lang: c.get('lang') });
      },
      cache: 'public, max-age=3600',
    },
  }),

  /** The signed fill-time token of an enhanced form (docs/forms-and-leads.md); 503 when forms cannot be sent. */
  formToken: read({
    answer: async (_parts, secret: string) => ({ token: await issueFillToken(secret) }),
    route: {
      path: '/forms/token',
      input: (c) => {
        const refused = refusedFeature(c.env, 'forms', 'GET /api/forms/token');
        const secret = fillSecret(c.env);
        if (refused || !secret) return c.json({ error: 'Service Unavailable' }, 503, { 'Cache-Control': 'no-store' });
        return ok(secret);
      },
      cache: 'no-store',
    },
  }),
};

/** The request's parts for a read: its catalogue built on first use (a read of content alone builds none). */
function partsOfRequest(c: Context<AppEnv>): ReadParts {
  return {
    get catalogue() {
      return partsOf(c).catalogue;
    },
    origin: new URL(c.req.url).origin,
  };
}

function mountRead<I, O, P extends string>(app: Hono<AppEnv>, { answer, route }: Read<I, O, P>): void {
  if (!route) return;
  app.get(route.path, async (c) => {
    const input = await route.input(c);
    if (input instanceof Response) return input;
    if ('ok' in input && !input.ok) return badQuery(c, input.error);
    const value = 'answered' in input ? input.answered : await answer(partsOfRequest(c), input.value);
    const cache = route.cache ? { 'Cache-Control': route.cache } : undefined;
    if (value === null)
      return c.json({ error: route.missing ?? 'Not found' }, 404, route.cache === 'no-store' ? cache : undefined);
    return c.json(value as object, 200, cache);
  });
}

/** The GET routes of the reads that have one (of those named, else all), for the API's app (mounted under /api). */
export function readRoutes(names: readonly (keyof typeof reads)[] = Object.keys(reads) as (keyof typeof reads)[]) {
  const app = new Hono<AppEnv>();
  for (const name of names) mountRead(app, reads[name] as Read<unknown, unknown, string>);
  return app;
}

type Reads = typeof reads;

/** The answer of each read's route, by the path the browser asks for. */
export type ReadAnswers = {
  [K in keyof Reads as Reads[K] extends Read<infer _I, infer _O, infer P>
    ? [P] extends [never]
      ? never
      : `/api${P}`
    : never]: Reads[K] extends Read<infer _I, infer O, infer _P> ? NonNullable<O> : never;
};

/** The answers the browser's typed client expects (shared/api/browser-api.ts). */
type BrowserAnswers = {
  [P in keyof BrowserApiSchema]: Extract<BrowserApiSchema[P]['$get'], { status: 200 }>['output'];
};

type Holds<T extends true> = T;
/**
 * Checked when the worker compiles: every route the browser's typed client names is made from this
 * list, and its answer is what the client expects.
 */
// biome-ignore lint/correctness/noUnusedVariables: a compile-time check, never read: a route that answers other than the browser expects fails the build
type BrowserApiHolds = Holds<
  {
    [P in keyof BrowserAnswers]: P extends keyof ReadAnswers
      ? [ReadAnswers[P]] extends [BrowserAnswers[P]]
        ? true
        : false
      : false;
  }[keyof BrowserAnswers] extends true
    ? true
    : false
>;
