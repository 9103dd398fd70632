/**
 * The favourites page (decision record 022, amendment 033), plain script declared on the page's
 * frame (`data-favourites-page`, `load`): the stored list
 * lives in this browser, so the script posts it to this page (the server draws the page as with
 * `?list=`, worker/pages.ts) and moves the list the server drew (cards, what changed, saved
 * dates, compare ticks) into the page's frame; again whenever the favourites change (a heart on
 * this page, another tab). The compare ticks (two to four) show the link to the comparison; a
 * gone property's button removes it.
 */
import { onFavouritesChange, readFavourites, writeFavourites } from '../favourites/local';
import { toggleFavourite } from '../../shared/favourites/store';
import { MAX_COMPARE, MIN_COMPARE } from '../../shared/favourites/compare-limits';

let asked = 0;
/** The ticked ids in the order they were ticked (the comparison's columns follow it). */
let order: string[] = [];

async function draw(box: HTMLElement): Promise<void> {
  const turn = ++asked;
  const list = readFavourites();
  try {
    // Posted, not in the address: sixty favourites with their snapshots can outgrow a URL.
    const res = await fetch(location.pathname, {
      method: 'POST',
      body: new URLSearchParams({ list: JSON.stringify(list) }),
      headers: { Accept: 'text/html' },
      credentials: 'same-origin',
    });
    const drawn = drawnList(await res.text());
    if (turn !== asked || !drawn) return;
    box.replaceChildren(drawn);
    for (const input of box.querySelectorAll<HTMLInputElement>('input[data-compare]'))
      input.checked = order.includes(input.value);
    compare(box);
    box.dataset.ready = String(list.length);
  } catch {
    // offline: the page keeps what it showed
  }
}

/**
 * The list out of the page the server drew: only the part from the frame's element to the end of
 * `main` is parsed (the page's head holds styles with that answer's CSP nonce, which this page's
 * policy would refuse).
 */
function drawnList(html: string): DocumentFragment | null {
  const start = html.indexOf('<div data-favourites-page');
  const end = html.indexOf('</main>', start);
  if (start < 0 || end < 0) return null;
  const template = document.createElement('template');
  template.innerHTML = html.slice(start, end);
  const frame = template.content.querySelector('[data-favourites-page]');
  if (!frame) return null;
  const list = document.createDocumentFragment();
  list.append(...Array.from(frame.childNodes));
  return list;
}

/** The ticked ids still on the page, in the order they were ticked. */
function ticked(box: HTMLElement): string[] {
  const now = Array.from(box.querySelectorAll<HTMLInputElement>('input[data-compare]:checked'), (input) => input.value);
  order = [...order.filter((id) => now.includes(id)), ...now.filter((id) => !order.includes(id))];
  return order;
}

/** Shows the compare link for two to four ticks (the hint otherwise); no more than four can be ticked. */
function compare(box: HTMLElement): void {
  const ids = ticked(box);
  const link = box.querySelector<HTMLAnchorElement>('a[data-compare-link]');
  const hint = box.querySelector<HTMLElement>('[data-compare-hint]');
  if (link) {
    link.hidden = ids.length < MIN_COMPARE;
    link.search = `?ids=${ids.join(',')}`;
    link.textContent = link.getAttribute(`data-label-${ids.length}`) ?? link.textContent;
  }
  if (hint) hint.hidden = ids.length >= MIN_COMPARE;
  for (const input of box.querySelectorAll<HTMLInputElement>('input[data-compare]'))
    input.disabled = !input.checked && ids.length >= MAX_COMPARE;
}

/** Starts the favourites page in the frame the server drew. */
export function start(box: HTMLElement): void {
  box.addEventListener('change', (e) => {
    if ((e.target as Element).matches('input[data-compare]')) compare(box);
  });
  box.addEventListener('click', (e) => {
    const remove = (e.target as Element).closest<HTMLElement>('button[data-remove]');
    if (remove) writeFavourites(toggleFavourite(readFavourites(), Number(remove.dataset.remove), new Date()));
  });
  onFavouritesChange(() => void draw(box));
  void draw(box);
}
