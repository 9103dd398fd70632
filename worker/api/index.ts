/** The JSON API under /api (PRODUCT.md §5). Each concern lives in its own file and is mounted here. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { siteApi } from './site';

export const api = new Hono<AppEnv>();
api.route('/', siteApi);
