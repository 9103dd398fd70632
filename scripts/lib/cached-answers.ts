/**
 * The provider's cached answers (worker/provider/core/cached.ts, keys under `CACHE_PREFIX`) in a local
 * state's `CACHE` KV, forgotten when the seed rewrites the demo rows: otherwise the first visit of
 * each page after a new data set reads the old set's lists and counts (stale-while-revalidate),
 * e.g. a type's count in the filters that no longer matches the list it opens.
 */
import { CACHE_PREFIX } from '../../worker/provider/core';

/** Deletes every key under the provider cache's prefix; returns how many went. Other keys stay. */
export async function forgetCachedAnswers(kv: KVNamespace): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: `${CACHE_PREFIX}:`, cursor });
    for (const key of page.keys) await kv.delete(key.name);
    deleted += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return deleted;
}
