/** The worker's bindings and variables (PRODUCT.md §2 "Bindings and names"). */
export interface Env {
  DB: D1Database;
  CACHE: KVNamespace;
  MEDIA: R2Bucket;
  LEADS: Queue;
  ASSETS: Fetcher;
  /** 'd1' (default) or 'omnicasa'. */
  PROVIDER?: string;
  OMNICASA_BASE_URL?: string;
  OMNICASA_CUSTOMER_NAME?: string;
  OMNICASA_CUSTOMER_PASSWORD?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
}

import type { Catalogue, OwnerData } from './provider/types';

/**
 * What a request carries (middleware/provider.ts sets the provider's parts): `catalogue` for
 * listing reads (behind the KV cache), `owners` for the owner portal (never cached).
 */
export type AppEnv = { Bindings: Env; Variables: { nonce: string; catalogue: Catalogue; owners: OwnerData } };
