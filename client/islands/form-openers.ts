/**
 * Closed forms' openers in the islands render (decision record 022, docs/forms-and-leads.md), plain
 * script: a form behind a disclosure is not in the first HTML, only its opener, a link to the page
 * with the form open (`?form={kind}`, works without JavaScript). Here the link becomes a button;
 * the first pointer, touch or focus on it loads React, the form's code and its texts (a visitor
 * reaching for it: nothing of the form is in the first visit), and its click draws the form's
 * island open in place (loading them then if they are not there yet): the button stays, expanded
 * and busy, with the focus, until the form replaces it and its summary takes the focus. Another
 * part of the page (the share panel's 'send to a friend') opens a form through the document event
 * FORM_OPEN_EVENT.
 */
import { FORM_OPEN_EVENT } from '../../shared/forms/form-open-event';

const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;
/** The element event by which FORM_OPEN_EVENT reaches the opener of its kind. */
const FORM_OPENER_KIND = 'form-opener:open';

function open(el: HTMLElement, button: HTMLButtonElement): void {
  if (el.dataset.hydrating) return;
  el.dataset.hydrating = 'true';
  button.setAttribute('aria-expanded', 'true');
  button.setAttribute('aria-busy', 'true');
  button.focus({ preventScroll: true });
  void import('./hydrate').then((m) => m.openIsland(el, { open: true, focusSummary: true }));
}

/** Turns a closed form island's opener link into the button that opens it in place. */
export function armFormOpener(el: HTMLElement): void {
  const link = el.querySelector<HTMLAnchorElement>('a.form-disclosure__summary');
  if (!link) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.setAttribute('aria-expanded', 'false');
  button.textContent = link.textContent;
  link.replaceWith(button);
  const warm = () => {
    for (const type of INTENT) button.removeEventListener(type, warm);
    void import('./hydrate').then((m) => m.warmIsland(el));
  };
  for (const type of INTENT) button.addEventListener(type, warm, { passive: true });
  button.addEventListener('click', () => open(el, button));
  el.addEventListener(FORM_OPENER_KIND, () => open(el, button));
}

/** Opens the closed form whose opener has the kind's id, when another part of the page asks (FORM_OPEN_EVENT). */
export function listenFormOpen(): void {
  document.addEventListener(FORM_OPEN_EVENT, (e) => {
    const kind = (e as CustomEvent<string>).detail;
    const target = document.getElementById(kind)?.closest<HTMLElement>('[data-island][data-when="click"]');
    target?.dispatchEvent(new Event(FORM_OPENER_KIND));
  });
}
