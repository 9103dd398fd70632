/**
 * The favourites page in the islands render (decision record 033), plain script: the stored list
 * lives in this browser, so the script asks the server for this page with the list in `?list=`
 * and moves the list the server drew (cards, what changed, saved dates, compare ticks) into the
 * page's frame; again whenever the favourites change (a heart on this page, another tab). The
 * compare ticks (two to four) show the link to the comparison; a gone property's button removes it.
 */
import { onFavouritesChange, readFavourites, writeFavourites } from '../../shared/favourites/local';
import { toggleFavourite } from '../../shared/favourites/store';
import { MAX_COMPARE, MIN_COMPARE } from '../../shared/favourites/compare-limits';

let asked = 0;

async function draw(box: HTMLElement): Promise<void> {
  const turn = ++asked;
  const list = readFavourites();
  const url = `${location.pathname}?list=${encodeURIComponent(JSON.stringify(list))}`;
  try {
    const res = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    const drawn = doc.querySelector('[data-favourites-page]');
    if (turn !== asked || !drawn) return;
    const chosen = new Set(ticked(box));
    box.replaceChildren(...Array.from(drawn.childNodes, (node) => document.adoptNode(node)));
    for (const input of box.querySelectorAll<HTMLInputElement>('input[data-compare]'))
      input.checked = chosen.has(input.value);
    compare(box);
    box.dataset.ready = String(list.length);
  } catch {
    // offline: the page keeps what it showed
  }
}

const ticked = (box: HTMLElement): string[] =>
  Array.from(box.querySelectorAll<HTMLInputElement>('input[data-compare]:checked'), (input) => input.value);

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
export function startFavouritesPage(box: HTMLElement): void {
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
