/**
 * `click`: closed forms' openers (decision record 022, amendments 032 and 034,
 * docs/forms-and-leads.md), plain script: a form behind a disclosure is not in the first HTML,
 * only its opener, a link to the page with the form open (`?form={kind}`, works without
 * JavaScript). Here the link becomes a button. The first pointer, touch or focus on it fetches
 * the server's open form (that page's form island alone, `&part=form`,
 * ../../shared/islands/open-form-html.ts), and once it is there, React, the form's code and its
 * texts. The click draws the form open in place from that markup (fetched then if it is not
 * there yet): a form that posts without JavaScript, with the focus on its summary; the island
 * hydrates on it in later tasks. The button stays, expanded and busy, with the focus, until the
 * form replaces it. When the server's markup cannot be had, React draws the island open instead.
 * Another part of the page (the share panel's 'send to a friend') opens a form through the
 * document event FORM_OPEN_EVENT. When a closed form has date fields, the browser's first date field
 * is made while the page is idle (warmDateFields).
 */
import { DATE_FIELDS_ATTR } from '../../../shared/forms/date-fields';
import { FORM_OPEN_EVENT } from '../../forms/form-open-event';
import { FORM_PART_PARAM, FORM_PART_VALUE, type OpenFormHtml } from '../../../shared/islands/open-form-html';
import type { Part, Strategy } from '../part';
import { replayEarlyClicks } from '../replay';
import { INTENT } from './intent';
/** The element event by which FORM_OPEN_EVENT reaches the opener of its kind. */
const FORM_OPENER_KIND = 'form-opener:open';

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

/** Turns a closed form island's opener link into the button that opens it in place. */
function armFormOpener(part: Part): void {
  const el = part.element;
  const link = el.querySelector<HTMLAnchorElement>('a.form-disclosure__summary');
  const kind = el.querySelector<HTMLElement>('.form-disclosure')?.id;
  if (!link || !kind) return;
  const href = link.getAttribute('href') ?? '';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.setAttribute('aria-expanded', 'false');
  button.textContent = link.textContent;
  link.replaceWith(button);
  let markup: Promise<OpenFormHtml | null> | undefined;
  const fetchMarkup = () => {
    markup ??= fetchOpenForm(href, el.dataset.prefix ?? '');
    return markup;
  };
  const warm = () => {
    for (const type of INTENT) button.removeEventListener(type, warm);
    // The markup first, then the code: a click that comes at once waits only for the markup.
    void fetchMarkup().then(() => {
      if (!el.dataset.hydrating) void part.load().then((m) => m.warm?.());
    });
  };
  const open = async () => {
    if (el.dataset.hydrating) return;
    el.dataset.hydrating = 'true';
    button.setAttribute('aria-expanded', 'true');
    button.setAttribute('aria-busy', 'true');
    // A click has focused it already (the focus call would restyle for nothing).
    if (document.activeElement !== button) button.focus({ preventScroll: true });
    const html = await fetchMarkup();
    const island = html ? drawOpenForm(el, html, button) : null;
    if (island) hydrateLater(part, island);
    else void part.start({ open: { open: true, focusSummary: true } });
  };
  for (const type of INTENT) button.addEventListener(type, warm, { passive: true });
  button.addEventListener('click', () => void open());
  el.addEventListener(FORM_OPENER_KIND, () => void open());
}

/** Opens the closed form whose opener has the kind's id, when another part of the page asks (FORM_OPEN_EVENT). */
function listenFormOpen(): void {
  document.addEventListener(FORM_OPEN_EVENT, (e) => {
    const kind = (e as CustomEvent<string>).detail;
    const target = document.getElementById(kind)?.closest<HTMLElement>('[data-island][data-when="click"]');
    target?.dispatchEvent(new Event(FORM_OPENER_KIND));
  });
}

/**
 * When a closed form of the page has date fields, makes one date field, unattached, in the page's
 * language while the page is idle: the form's drawing then does not pay for the browser's first one
 * (../../shared/forms/date-fields.ts).
 */
function warmDateFields(): void {
  if (!document.querySelector(`[${DATE_FIELDS_ATTR}]`)) return;
  const make = () => {
    const input = document.createElement('input');
    input.lang = document.documentElement.lang;
    input.type = 'date';
  };
  if ('requestIdleCallback' in window) requestIdleCallback(make, { timeout: 5000 });
  else setTimeout(make, 1000);
}

let first = true;

export const click: Strategy = (part) => {
  if (first) {
    first = false;
    listenFormOpen();
    warmDateFields();
  }
  armFormOpener(part);
};
