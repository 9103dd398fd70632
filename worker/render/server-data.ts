/**
 * The server side of the loaders' DataApi: the site's reads (../reads/reads.ts, the functions the
 * JSON API's routes answer with) on the request's catalogue (behind the KV cache) and the content
 * store, called directly, and the owner portal's data of the request's session.
 * Remembers provider failures (ProviderErrors) so the page can answer 503; other errors are bugs
 * (the page answers 500).
 */
import type { DataApi } from '../../app/router/context';
import { type Catalogue, isProviderError } from '../provider/core';
import { reads, type ReadParts } from '../reads/reads';
import { logBug } from '../failure';

/** The owner portal's part of the DataApi for one request (worker/owner/page-data.ts). */
export type OwnerPages = Pick<DataApi, 'ownerSignedIn' | 'ownerPortal' | 'ownerLogin'>;

const NO_OWNER: OwnerPages = {
  ownerSignedIn: async () => false,
  ownerPortal: async () => ({ status: 'anonymous' }),
  ownerLogin: async () => ({ identifier: 'email', reset: 'message' }),
};

/**
 * `origin`: the request's, for the absolute URLs of the site view's JSON-LD; `slots`: a property's
 * appointment slots; `owner`: the owner portal's data of the request's session; `previewAllowed`:
 * the request holds the preview secret (worker/preview.ts), else drafts are not found.
 */
export function serverData(
  provider: Catalogue,
  origin: string,
  slots: DataApi['slots'] = async () => [],
  owner: OwnerPages = NO_OWNER,
  previewAllowed = false,
): DataApi & { failed(): boolean } {
  let failed = false;
  // Only a provider failure becomes 'API ERROR' (503); any other error is a bug: logged with its
  // stack, so the page answers 500 with the plain error text.
  const guard =
    <A extends unknown[], T>(fn: (...args: A) => T | Promise<T>) =>
    async (...args: A): Promise<T> => {
      try {
        return await fn(...args);
      } catch (error) {
        if (!isProviderError(error)) {
          logBug('page data', origin, error);
          // The page (and its dehydrated state) says only that something went wrong, never our internals.
          throw new Error('Internal error');
        }
        failed = true;
        console.error('provider', error.message);
        const wrapped = new Error('API ERROR', { cause: error });
        wrapped.name = 'ApiError';
        throw wrapped;
      }
    };
  // The reads' one list (../reads/reads.ts): the JSON API's routes answer through the same functions.
  const parts: ReadParts = { catalogue: provider, origin };
  return {
    site: guard((lang) => reads.site.answer(parts, lang)),
    page: guard((lang, original, opts) =>
      reads.page.answer(parts, { lang, original, preview: !!opts?.preview && previewAllowed }),
    ),
    totals: guard(() => reads.totals.answer(parts, undefined)),
    types: guard((lang) => reads.types.answer(parts, lang)),
    cities: guard((lang, scope) => reads.cities.answer(parts, { lang, scope })),
    properties: guard((query) => reads.properties.answer(parts, query)),
    property: guard((id, lang) => reads.property.answer(parts, { id, lang })),
    similar: guard((id, lang) => reads.similar.answer(parts, { id, lang })),
    propertiesByIds: guard((ids, lang) => reads.propertiesByIds.answer(parts, { ids, lang })),
    detailsByIds: guard((ids, lang) => reads.detailsByIds.answer(parts, { ids, lang })),
    projects: guard((lang) => reads.projects.answer(parts, lang)),
    project: guard((id, lang) => reads.project.answer(parts, { id, lang })),
    slots: guard(slots),
    ownerSignedIn: guard(() => owner.ownerSignedIn()),
    ownerPortal: guard((lang, propertyId) => owner.ownerPortal(lang, propertyId)),
    ownerLogin: guard(() => owner.ownerLogin()),
    failed: () => failed,
  };
}
