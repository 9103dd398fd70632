/**
 * The language of an /api request, read once from its `lang` query parameter by the site's one rule
 * (../config/site.ts): `c.get('lang')` is the language in use it names, or the site's default
 * language; `c.get('langNamed')` says whether it named one. A route whose contract asks for a
 * language answers 400 when it did not (docs/api.md); every other handler takes `lang` as it is.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { langInUse, siteOf } from '../config/site';

export const withQueryLang: MiddlewareHandler<AppEnv> = async (c, next) => {
  const named = langInUse(c.req.query('lang'));
  c.set('lang', named ?? siteOf().defaultLang);
  c.set('langNamed', named !== null);
  await next();
};
