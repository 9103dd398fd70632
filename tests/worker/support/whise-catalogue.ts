/** The catalogues the provider tests compare: the site's own (D1), and Whise's over a fake Whise API. */
import { env } from 'cloudflare:test';
import type { Catalogue } from '../../../worker/provider/core/types';
import { D1Catalogue } from '../../../worker/provider/d1/catalogue';
import { typedDatabase } from '../../../worker/provider/d1/errors';
import { whiseParts } from '../../../worker/provider/whise/catalogue';
import { fakeWhiseAccount } from '../../support/fake-whise';

/** The site's own catalogue, on the suite's D1. */
export const siteCatalogue = (): Catalogue => new D1Catalogue(typedDatabase(env.DB));

/**
 * The Whise catalogue over the fake Whise at `base`, its index kept in the suite's KV, retries
 * without waiting; the types and testimonials are the site's own.
 */
export const fakeWhiseCatalogue = (base: string): Catalogue =>
  whiseParts(
    { ...fakeWhiseAccount(base), kv: env.CACHE, wait: async () => undefined },
    { types: siteCatalogue(), testimonials: siteCatalogue() },
  ).catalogue;
