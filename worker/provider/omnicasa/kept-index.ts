/**
 * The omnicasa catalogue's index of one language, kept in the CACHE KV between requests as the
 * whise index is (decision record 027, ../whise/index-store.ts; decision record 052): every listed
 * property as the site's card (mapped in that language), the agency's property types and the
 * cities with properties in that language, and its sub-statuses (which marquee values mean sold
 * and rented). The counts of types and cities, the projects' unit figures and the home search
 * panel are computed from it, so once it is kept a search miss costs no CRM call: before, each
 * new search text cost about 18 calls (the types and cities of four languages, the whole
 * property list). The cron job rebuilds every language's index (ProviderParts `warmUp`).
 * It holds public catalogue data only.
 */
import type { Property } from '../../../shared/model/property';
import { sha256Hex } from '../../crypto/tokens';
import type { RawCity, RawSubstatus, RawWebId } from './schema';
import type { KeptIndexKind } from '../common/kept-index-store';
import type { ListingFacets } from '../core/types';

/** The version of the kept index's shape: goes up whenever OmnicasaIndex changes. */
export const OMNICASA_INDEX_VERSION = 'v1';

export interface OmnicasaIndex {
  /** Every listed property (GetPropertyList, up to the index limit), newest first, as its card with the facets the listing's filters read. */
  entries: { property: Property; facets: ListingFacets }[];
  /** The property types (GetWebIDList) in the index's language. */
  webIds: RawWebId[];
  /** The cities with properties (GetCityListOfObjects) in the index's language. */
  cities: RawCity[];
  /** The agency's sub-statuses (GetSubstatusList): the sold and rented marquee values. */
  substatus: RawSubstatus[];
}

export const OMNICASA_INDEX: KeptIndexKind<OmnicasaIndex> = {
  valid: (value): value is OmnicasaIndex =>
    !!value &&
    typeof value === 'object' &&
    ['entries', 'webIds', 'cities', 'substatus'].every((k) => Array.isArray((value as Record<string, unknown>)[k])),
  label: 'omnicasa index',
};

/** The KV key of an account's index in a language: the account by a hash of its name (a secret), never in clear. */
export async function omnicasaIndexKey(customerName: string, baseUrl: string, lang: string): Promise<string> {
  const account = (await sha256Hex(`${baseUrl}|${customerName}`)).slice(0, 24);
  return `omnicasa:index:${OMNICASA_INDEX_VERSION}:${account}:${lang}`;
}
