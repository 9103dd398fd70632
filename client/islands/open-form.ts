/**
 * A closed form opened in place (decision record 022, amendments 032 and 034; armed by
 * ./when/click.ts), its own chunk, loaded on the first pointer, touch or focus on the opener (or
 * its click): fetches the server's open form (that page's form island alone, `&part=form`,
 * ../../shared/islands/open-form-html.ts) and, once it is there, React, the form's code and its
 * texts; the click draws the form open in place from that markup, a form that posts without
 * JavaScript, with the focus on its summary; the island hydrates on it in later tasks. When the
 * server's markup cannot be had, React draws the island open instead.
 */
import { FORM_PART_PARAM, FORM_PART_VALUE, type OpenFormHtml } from '../../shared/islands/open-form-html';
import type { Part } from './part';
import { replayEarlyClicks } from './replay';

/** The island's open markup from the page with the form open (its part alone); null when it cannot be had. */
async function fetchOpenForm(href: string, prefix: string): Promise<OpenFormHtml | null> {
  try {
    const url = new URL(href, window.location.href);
    url.hash = '';
    url.searchParams.set(FORM_PART_PARAM, FORM_PART_VALUE);
    const res = await fetch(url, { headers: { Accept: 'application/json' } });
    const part = res.ok ? ((await res.json()) as OpenFormHtml) : null;
    // The same island (its place in the page): its props script is the one beside the closed one.
    return part?.prefix === prefix && typeof part.island === 'string' && typeof part.props === 'string' ? part : null;
  } catch {
    return null;
  }
}

/** Puts the server's open form in the closed island's place; the new island's element. */
function drawOpenForm(el: HTMLElement, html: OpenFormHtml, button: HTMLButtonElement): HTMLElement | null {
  const prefix = el.dataset.prefix ?? '';
  const template = document.createElement('template');
  template.innerHTML = html.island;
  const island = template.content.firstElementChild;
  if (!(island instanceof HTMLElement)) return null;
  const props = document.querySelector(`script[data-island-props="${CSS.escape(prefix)}"]`);
  if (props) props.textContent = html.props;
  const focused = document.activeElement === button;
  island.dataset.hydrating = 'true';
  el.replaceWith(island);
  if (focused) island.querySelector<HTMLElement>('summary')?.focus({ preventScroll: true });
  return island;
}

/**
 * Hydrates the drawn form after the frame that paints it (the next frame's callbacks come after
 * that paint): React and the form's code load then if they are not there yet.
 */
function hydrateLater(part: Part, island: HTMLElement): void {
  replayEarlyClicks(island);
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => void part.start(undefined, island), 0)));
}

const markups = new WeakMap<HTMLElement, Promise<OpenFormHtml | null>>();

/** The opener's open markup, fetched once. */
function fetchMarkup(el: HTMLElement, href: string): Promise<OpenFormHtml | null> {
  let markup = markups.get(el);
  if (!markup) {
    markup = fetchOpenForm(href, el.dataset.prefix ?? '');
    markups.set(el, markup);
  }
  return markup;
}

/** The visitor reaches for the opener: the markup first, then the code (a click that comes at once waits only for the markup). */
export function warmForm(part: Part, href: string): void {
  const el = part.element;
  void fetchMarkup(el, href).then(() => {
    if (!el.dataset.hydrating) void part.load().then((m) => m.warm?.());
  });
}

/** The opener's click: draws the server's open form in place and hydrates it, or has React draw it open. */
export async function openForm(part: Part, href: string, button: HTMLButtonElement): Promise<void> {
  const el = part.element;
  const html = await fetchMarkup(el, href);
  const island = html ? drawOpenForm(el, html, button) : null;
  if (island) hydrateLater(part, island);
  else void part.start({ open: { open: true, focusSummary: true } });
}
