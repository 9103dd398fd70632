/**
 * Favourites kept in the browser only (docs/search.md, decision record 012): the list stored under one
 * localStorage key as JSON, read defensively (anything else in the key counts as no favourites),
 * and the pure changes to it. Each favourite keeps what the visitor saw when saving it (price,
 * sold/rented state, title and place), so the favourites page can tell what changed since.
 */

export const STORAGE_KEY = 'favourites';
/** More than anyone compares; keeps the page's requests bounded. */
export const MAX_FAVOURITES = 60;

/** What was true when the visitor saved the property (missing while it could not be read). */
export interface Snapshot {
  price: number | null;
  marquee: number;
  title: string;
  city: string;
  goal: number;
}

export interface Favourite {
  id: number;
  /** When it was saved, ISO 8601. */
  at: string;
  then?: Snapshot;
}

const isSnapshot = (s: unknown): s is Snapshot => {
  if (typeof s !== 'object' || s === null) return false;
  const o = s as Record<string, unknown>;
  return (
    (o.price === null || typeof o.price === 'number') &&
    typeof o.marquee === 'number' &&
    typeof o.title === 'string' &&
    typeof o.city === 'string' &&
    typeof o.goal === 'number'
  );
};

/** The stored list; a missing, broken or foreign value gives an empty list, bad entries are dropped. */
export function parseFavourites(raw: string | null): Favourite[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<number>();
  const out: Favourite[] = [];
  for (const item of data as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, at, then } = item as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || seen.has(id) || typeof at !== 'string')
      continue;
    seen.add(id);
    out.push(isSnapshot(then) ? { id, at, then } : { id, at });
  }
  return out.slice(0, MAX_FAVOURITES);
}

export const isSaved = (list: readonly Favourite[], id: number): boolean => list.some((f) => f.id === id);

/** Saves the property (newest first) or, when it is saved already, removes it. */
export function toggleFavourite(list: readonly Favourite[], id: number, now: Date): Favourite[] {
  if (isSaved(list, id)) return list.filter((f) => f.id !== id);
  return [{ id, at: now.toISOString() }, ...list].slice(0, MAX_FAVOURITES);
}

/** Records what the property looked like when saved (only for a favourite that has no snapshot yet). */
export function withSnapshot(list: readonly Favourite[], id: number, then: Snapshot): Favourite[] {
  return list.map((f) => (f.id === id && !f.then ? { ...f, then } : f));
}

/** The snapshot of a property as the API gives it: its price only when published. */
export function snapshotOf(p: {
  Price: number | null;
  PublishPrice: boolean;
  Marquee: number;
  Title: string;
  City: string;
  Goal: number;
}): Snapshot {
  return { price: p.PublishPrice ? p.Price : null, marquee: p.Marquee, title: p.Title, city: p.City, goal: p.Goal };
}
