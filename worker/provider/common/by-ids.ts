/**
 * Reads of properties by id (../core/types.ts Catalogue `propertiesByIds`, `detailsByIds`: the favourites
 * and comparison pages), the same for every provider: which ids are asked (valid ones, each once,
 * at most a bound) and the answer in the order asked, null where a property is unknown.
 */
import { isId } from './input';

/** Most ids a card read takes (shared/favourites/store.ts MAX_FAVOURITES). */
export const MAX_BY_IDS = 60;
/** Most ids a detail read takes (shared/favourites/compare-limits.ts MAX_COMPARE). */
export const MAX_DETAILS_BY_IDS = 4;

/** The valid ids among `ids`, each once, in their order, at most `max`. */
function idsToRead(ids: readonly unknown[], max: number): number[] {
  const out: number[] = [];
  for (const id of ids) {
    if (out.length >= max) break;
    if (typeof id === 'number' && isId(id) && !out.includes(id)) out.push(id);
  }
  return out;
}

/** The answer to `ids` (as asked, duplicates and invalid ones included): what was found, null elsewhere. */
function inAskedOrder<T extends { ID: number }>(ids: readonly unknown[], found: readonly T[]): (T | null)[] {
  const byId = new Map(found.map((item) => [item.ID, item] as const));
  return ids.map((id) => (typeof id === 'number' ? (byId.get(id) ?? null) : null));
}

/**
 * A read by id as every provider answers it: `read` is given the ids to read (idsToRead, at most
 * `max`; never called when there are none) and the answer is what it found in the order asked.
 */
export async function readByIds<T extends { ID: number }>(
  ids: readonly unknown[],
  max: number,
  read: (wanted: number[]) => Promise<readonly T[]>,
): Promise<(T | null)[]> {
  const wanted = idsToRead(ids, max);
  return wanted.length === 0 ? ids.map(() => null) : inAskedOrder(ids, await read(wanted));
}
