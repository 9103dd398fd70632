/**
 * The server side of the loaders' DataApi: the content store and the request's catalogue
 * (behind the KV cache), called directly, and the owner portal's data of the request's session.
 * Remembers provider failures (ProviderErrors) so the page can answer 503; other errors are bugs
 * (the page answers 500).
 */
import { withConditionalLists } from '../content/conditional-lists';
import type { DataApi } from '../../app/router/context';
import { type Catalogue, isProviderError } from '../provider/core';
import { content } from '../content/store';
import { withAgentPhone } from '../format/agent-phone';
import { withDetailBlocks } from '../content/detail-blocks';
import { siteForOrigin } from '../content/agency-ld';
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
  return {
    site: guard((lang) => siteForOrigin(content.site(lang), origin)),
    page: guard(async (lang, original, opts) => {
      const page = content.page(lang, original, { preview: !!opts?.preview && previewAllowed });
      return page && withConditionalLists(page, lang, (query) => provider.listProperties(query));
    }),
    totals: guard(() => provider.totals()),
    types: guard((lang) => provider.listTypes(lang)),
    cities: guard((lang, scope) => provider.listCities(lang, scope)),
    properties: guard((query) => provider.listProperties(query)),
    property: guard(async (id, lang) =>
      withDetailBlocks(
        withAgentPhone(await provider.getProperty(id, lang)),
        lang,
        content.config.detailBlocks ?? [],
        content.table,
      ),
    ),
    similar: guard((id, lang) => provider.similarProperties(id, lang)),
    propertiesByIds: guard((ids, lang) => provider.propertiesByIds(ids, lang)),
    detailsByIds: guard(async (ids, lang) =>
      (await provider.detailsByIds(ids, lang)).map((p) => (p ? withAgentPhone(p) : null)),
    ),
    projects: guard((lang) => provider.listProjects(lang)),
    project: guard(async (id, lang) => withAgentPhone(await provider.getProject(id, lang))),
    slots: guard(slots),
    ownerSignedIn: guard(() => owner.ownerSignedIn()),
    ownerPortal: guard((lang, propertyId) => owner.ownerPortal(lang, propertyId)),
    ownerLogin: guard(() => owner.ownerLogin()),
    failed: () => failed,
  };
}
