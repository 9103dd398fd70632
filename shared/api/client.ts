/**
 * The browser's one client of the JSON API: Hono's typed client (`hc`) over the routes of
 * ./browser-api.ts, so that an address, its query and its answer are checked at compile time
 * instead of written by hand. Relative addresses: the same origin as the page.
 */
import { hc } from 'hono/client';
import type { BrowserApi } from './browser-api';

export const api = hc<BrowserApi>('/').api;
