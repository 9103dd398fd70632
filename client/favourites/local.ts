/**
 * The favourites in this browser's localStorage (browser only: call from effects and event
 * handlers). Every change is announced with a `favourites` event on window, and other tabs'
 * changes arrive as `storage` events: `onFavouritesChange` listens to both.
 */
import { STORAGE_KEY, parseFavourites, type Favourite } from '../../shared/favourites/store';

export const CHANGE_EVENT = 'favourites';

export function readFavourites(): Favourite[] {
  try {
    return parseFavourites(localStorage.getItem(STORAGE_KEY));
  } catch {
    return []; // storage blocked (privacy settings)
  }
}

export function writeFavourites(list: readonly Favourite[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: the page still shows the state until it is left
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `fn` after every change, here or in another tab; returns the unsubscribe. */
export function onFavouritesChange(fn: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY || e.key === null) fn();
  };
  window.addEventListener(CHANGE_EVENT, fn);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, fn);
    window.removeEventListener('storage', onStorage);
  };
}
