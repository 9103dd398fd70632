/**
 * The whise catalogue's estate index of one language, kept in the CACHE KV between requests
 * (docs/provider.md, decision record 027). The catalogue computes every answer but one
 * property's page from this index; before, each cache miss of any catalogue answer (a new
 * filter combination, a city, a page) read every estate from Whise again and validated it
 * (about 1.2 MB and hundreds of ms of CPU for the 219 demo estates in workerd, where arktype
 * runs without its compiler), which blocked the isolate and made cold pages stream their
 * results, which visitors without JavaScript never see.
 *
 * The kept index is the mapped, compact form (each estate's card and the few detail figures the
 * filters read, the raw projects, the agents, the used cities), under
 * `whise:index:{INDEX_VERSION}:{client}:{office}:{lang}`
 * with its build time as metadata:
 *
 * - fresh (younger than freshSeconds, default 60): used as it is;
 * - stale (up to maxStaleSeconds, default one day): used, and rebuilt in the background
 *   (waitUntil), one rebuild per key per isolate at a time; where there is no waitUntil (the
 *   scheduled job) it is rebuilt at once and the new one used; a failed rebuild keeps the stale
 *   index (stale-if-error);
 * - missing, unreadable or older: built now from Whise, stored, returned.
 *
 * The scheduled job (every 15 minutes) rebuilds the index of every language (ProviderParts
 * `warmUp`), so visitors meet a cold one only before its first run. It holds public catalogue
 * data only, never owner data.
 */

export interface IndexStoreOptions {
  kv?: KVNamespace;
  /** Where a background rebuild runs (ctx.waitUntil); without it a stale index is rebuilt inline. */
  waitUntil?: (promise: Promise<unknown>) => void;
  freshSeconds?: number;
  maxStaleSeconds?: number;
  now?: () => number;
  /** Where KV and rebuild problems are reported (default console.warn). */
  log?: (message: string) => void;
}

/**
 * A provider's kept index (../whise/catalogue-index.ts, ../omnicasa/kept-index.ts): what a
 * readable value is, and the name its log lines use.
 */
export interface KeptIndexKind<T> {
  valid: (value: unknown) => value is T;
  label: string;
}

/** Keys being rebuilt in this isolate (at most one rebuild per key at a time). */
const rebuilding = new Set<string>();

interface Kept<T> {
  value: T;
  storedAt: number;
}

async function read<T>(kv: KVNamespace, key: string, kind: KeptIndexKind<T>): Promise<Kept<T> | null> {
  const got = await kv.getWithMetadata<unknown, { storedAt?: number }>(key, 'json');
  const storedAt = got.metadata?.storedAt;
  const value = got.value;
  if (typeof storedAt !== 'number' || !kind.valid(value)) return null;
  return { value, storedAt };
}

/** The index under `key`: kept, or built by `build` (see the module comment). */
export async function keptIndex<T>(
  key: string,
  build: () => Promise<T>,
  options: IndexStoreOptions,
  kind: KeptIndexKind<T>,
): Promise<T> {
  const { kv } = options;
  if (!kv) return build();
  const log = options.log ?? ((m: string) => console.warn(m));
  const now = options.now ?? Date.now;
  const fresh = (options.freshSeconds ?? 60) * 1000;
  const maxStale = Math.max(60, options.maxStaleSeconds ?? 86_400);
  const store = async (value: T): Promise<void> => {
    try {
      await kv.put(key, JSON.stringify(value), { expirationTtl: maxStale, metadata: { storedAt: now() } });
    } catch (error) {
      log(`${kind.label} not stored: ${error instanceof Error ? error.message : 'error'}`);
    }
  };
  let kept: Kept<T> | null = null;
  try {
    kept = await read(kv, key, kind);
  } catch (error) {
    log(`${kind.label} not read: ${error instanceof Error ? error.message : 'error'}`);
  }
  const age = kept ? now() - kept.storedAt : Number.POSITIVE_INFINITY;
  if (kept && age < fresh) return kept.value;
  if (kept && age < maxStale * 1000) {
    const failed = (error: unknown) =>
      log(`${kind.label} rebuild failed, the kept one stays: ${error instanceof Error ? error.message : 'error'}`);
    if (!options.waitUntil) {
      try {
        const value = await build();
        await store(value);
        return value;
      } catch (error) {
        failed(error);
        return kept.value;
      }
    }
    if (!rebuilding.has(key)) {
      rebuilding.add(key);
      options.waitUntil(
        build()
          .then(store)
          .catch(failed)
          .finally(() => rebuilding.delete(key)),
      );
    }
    return kept.value;
  }
  const value = await build();
  const stored = store(value);
  if (options.waitUntil) options.waitUntil(stored);
  else await stored;
  return value;
}
