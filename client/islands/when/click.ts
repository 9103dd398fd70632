/**
 * `click`: closed forms' openers (decision record 022, amendments 032 and 034,
 * docs/forms-and-leads.md), plain script: a form behind a disclosure is not in the first HTML,
 * only its opener, a link to the page with the form open (`?form={kind}`, works without
 * JavaScript). Here the link becomes a button. The first pointer, touch or focus on it loads
 * what opens it (../open-form.ts, a chunk of its own), which fetches the server's open form and
 * then React, the form's code and its texts; the click draws the form open in place. The button
 * stays, expanded and busy, with the focus, until the form replaces it.
 * Another part of the page (the share panel's 'send to a friend') opens a form through the
 * document event FORM_OPEN_EVENT. When a closed form has date fields, the browser's first date field
 * is made while the page is idle (warmDateFields).
 */
import { DATE_FIELDS_ATTR } from '../../../shared/forms/date-fields';
import { FORM_OPEN_EVENT } from '../../forms/form-open-event';
import type { Part, Strategy } from '../part';
import { INTENT } from './intent';

/** The element event by which FORM_OPEN_EVENT reaches the opener of its kind. */
const FORM_OPENER_KIND = 'form-opener:open';

/** Turns a closed form island's opener link into the button that opens it in place (../open-form.ts, loaded on intent). */
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
  const warm = () => {
    for (const type of INTENT) button.removeEventListener(type, warm);
    void import('../open-form').then((m) => m.warmForm(part, href));
  };
  const open = () => {
    if (el.dataset.hydrating) return;
    el.dataset.hydrating = 'true';
    button.setAttribute('aria-expanded', 'true');
    button.setAttribute('aria-busy', 'true');
    // A click has focused it already (the focus call would restyle for nothing).
    if (document.activeElement !== button) button.focus({ preventScroll: true });
    void import('../open-form').then((m) => m.openForm(part, href, button));
  };
  for (const type of INTENT) button.addEventListener(type, warm, { passive: true });
  button.addEventListener('click', open);
  el.addEventListener(FORM_OPENER_KIND, open);
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
 * (../../../shared/forms/date-fields.ts).
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
