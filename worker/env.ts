/**
 * The worker's environment as Hono sees it: its bindings, variables and secrets (`Env`, described
 * by one schema in ./config/env.ts), and what a request carries.
 */
import type { Env } from './config/env';
import type { RequestParts } from './provider/core/types';
import type { Lang } from '../shared/paths/languages';

export type { Env };

/**
 * What a request carries: its CSP nonce, and its provider parts built on first use
 * (middleware/provider.ts `withProvider`; read them with `partsOf(c)`); under /api, the language its
 * `lang` query parameter names or the site's default, and whether it named one (middleware/lang.ts).
 */
export type AppEnv = {
  Bindings: Env;
  Variables: { nonce: string; parts: () => RequestParts; lang: Lang; langNamed: boolean };
};
