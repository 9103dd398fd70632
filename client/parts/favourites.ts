/**
 * The favourites hearts (docs/search.md), plain script declared on the header's heart (`load`): shows the save
 * buttons (rendered hidden by app/components/favourites/SaveButton.tsx), sets their
 * `aria-pressed` from this browser's favourites, and handles their clicks with one delegated
 * listener; keeps the number of favourites beside the header's heart and the drawer's line
 * (`data-favourites-count`), at once after every change, here or in another tab. A new favourite
 * records what the property looks like now (from the JSON API), so the favourites page can tell
 * what changed since. Nothing is sent anywhere else.
 */
import { onFavouritesChange, readFavourites, writeFavourites } from '../favourites/local';
import { isSaved, snapshotOf, toggleFavourite, withSnapshot } from '../../shared/favourites/store';

function sync(): void {
  const list = readFavourites();
  // The count beside the header's heart and the drawer's line (app/components/layout/Header.tsx).
  for (const count of document.querySelectorAll<HTMLElement>('[data-favourites-count]')) {
    const text = list.length ? String(list.length) : '';
    if (count.textContent !== text) count.textContent = text;
    count.hidden = list.length === 0;
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-save]')) {
    const pressed = String(isSaved(list, Number(button.dataset.save)));
    if (button.hidden) button.hidden = false;
    if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
  }
}

async function toggle(id: number): Promise<void> {
  const list = toggleFavourite(readFavourites(), id, new Date());
  writeFavourites(list);
  if (!isSaved(list, id)) return;
  try {
    // The API's typed client loads with the first save, not with the page (its chunk is about 2 KB).
    const { api } = await import('../../shared/api/client');
    const res = await api.properties[':id'].$get(
      { param: { id: String(id) }, query: { lang: document.documentElement.lang } },
      { headers: { Accept: 'application/json' } },
    );
    if (res.ok) writeFavourites(withSnapshot(readFavourites(), id, snapshotOf(await res.json())));
  } catch {
    // offline: saved without a snapshot; the favourites page then shows the current state only
  }
}

// Only when a save button came in: a form or a dialog drawn elsewhere on the page costs nothing here.
const hasSaveButton = (node: Node) =>
  node instanceof Element && (node.matches('button[data-save]') || node.querySelector('button[data-save]') !== null);

/** Starts the hearts and counts of the whole page (one per page: the header's heart declares it). */
let started = false;

export function start(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-save]');
    if (button) void toggle(Number(button.dataset.save));
  });
  onFavouritesChange(sync);
  // Save buttons drawn later (the favourites page's list) are shown and set too.
  new MutationObserver((records) => {
    if (records.some((r) => r.type === 'attributes' || [...r.addedNodes].some(hasSaveButton))) sync();
  }).observe(document.body, { childList: true, subtree: true, attributeFilter: ['data-save'] });
  sync();
}
