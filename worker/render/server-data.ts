/**
 * The server side of the loaders' DataApi: the content store and the request's catalogue
 * (behind the KV cache), called directly, and the owner portal's data of the request's session. Remembers provider failures so the page can answer 503.
 */
import type { DataApi } from '../../shared/router/context';
import type { Catalogue } from '../provider/types';

/** The owner portal's part of the DataApi for one request (worker/owner/page-data.ts). */
export type OwnerPages = Pick<DataApi, 'ownerSignedIn' | 'ownerPortal'>;

const NO_OWNER: OwnerPages = { ownerSignedIn: async () => false, ownerPortal: async () => ({ status: 'anonymous' }) };
import { content } from '../content/store';

export function serverData(provider: Catalogue, owner: OwnerPages = NO_OWNER): DataApi & { failed(): boolean } {
  let failed = false;
  const guard = <A extends unknown[], T>(fn: (...args: A) => T | Promise<T>) => async (...args: A): Promise<T> => {
    try {
      return await fn(...args);
    } catch (error) {
      failed = true;
      console.error('provider', error instanceof Error ? error.message : error);
      const wrapped = new Error('API ERROR', { cause: error });
      wrapped.name = 'ApiError';
      throw wrapped;
    }
  };
  return {
    site: guard((lang) => content.site(lang)),
    page: guard((lang, original, opts) => content.page(lang, original, opts)),
    totals: guard(() => provider.totals()),
    types: guard((lang) => provider.listTypes(lang)),
    cities: guard((lang, scope) => provider.listCities(lang, scope)),
    properties: guard((query) => provider.listProperties(query)),
    property: guard((id, lang) => provider.getProperty(id, lang)),
    similar: guard((id, lang) => provider.similarProperties(id, lang)),
    projects: guard((lang) => provider.listProjects(lang)),
    project: guard((id, lang) => provider.getProject(id, lang)),
    ownerSignedIn: guard(() => owner.ownerSignedIn()),
    ownerPortal: guard((lang, propertyId) => owner.ownerPortal(lang, propertyId)),
    failed: () => failed,
  };
}
