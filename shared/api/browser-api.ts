/**
 * The JSON API as the browser's typed client sees it (Hono's `hc`, ./client.ts): the routes the
 * browser calls, the query each takes and what each answers. Types only, so that the browser's
 * code names no server module: the worker makes these routes from its list of reads
 * (worker/reads/reads.ts) and checks at compile time that they answer what is written here.
 */
import type { Hono } from 'hono';
import type { SearchResult } from '../model/listing';
import type { PropertyDetail } from '../model/property';
import type { MapProperty } from '../listing/map-message';

/** What the search panel shows of a reading of typed text (docs/search.md "Words a visitor types"). */
export interface SearchReading {
  label: string;
  href: string;
  /** Properties the listing shows; absent when the text names one property. */
  count?: number;
  unread: string[];
}

/** `GET /api/search`: the panel's three groups and, for typed text that says something, its reading. */
export type SearchAnswer = SearchResult & { reading?: SearchReading };

/** A refusal: a bad parameter (400), nothing there (404), too many requests (429), a service down (503). */
export interface ApiRefusal {
  error: string;
}

/** A GET route: its input (query, path parameters) and its answers by status. */
type Get<Input, Output> = {
  $get:
    | { input: Input; output: Output; outputFormat: 'json'; status: 200 }
    | { input: Input; output: ApiRefusal; outputFormat: 'json'; status: 400 | 404 | 429 | 503 };
};

/** The routes, with the path the browser asks for. */
export type BrowserApiSchema = {
  '/api/search': Get<{ query: { lang: string; goal: string; q: string } }, SearchAnswer>;
  '/api/properties/:id': Get<{ param: { id: string }; query: { lang: string } }, PropertyDetail>;
  '/api/map-properties': Get<{ query: Record<string, string> }, MapProperty[]>;
  '/api/forms/token': Get<object, { token: string }>;
};

/** The JSON API's app as `hc<BrowserApi>` reads it. */
export type BrowserApi = Hono<object, BrowserApiSchema, '/'>;
