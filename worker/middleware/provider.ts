/**
 * Per request: the provider (behind the KV cache) for routes that read listing data, and the
 * Server-Timing header naming the cache outcome and the provider's time when data was read.
 * A provider failure on the API answers 503 with the seed's 'API ERROR' text.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { providerFor } from '../provider/select';

export const withProvider: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('provider', providerFor(c.env));
  await next();
};
