/**
 * Picks the provider for a request's environment (PRODUCT.md §2): `PROVIDER` = 'd1' (default)
 * is the only implementation so far; 'omnicasa' and the KV cache wrapper are added here later.
 */
import type { Env } from '../env';
import { D1Provider } from './d1';
import type { Provider } from './types';

export function providerFor(env: Pick<Env, 'DB' | 'PROVIDER'>): Provider {
  const name = (env.PROVIDER ?? 'd1').trim().toLowerCase() || 'd1';
  switch (name) {
    case 'd1':
      return new D1Provider(env.DB);
    default:
      throw new Error(`unknown PROVIDER '${env.PROVIDER}' (expected 'd1')`);
  }
}
