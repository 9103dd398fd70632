/**
 * Browser only, the dialog's own chunk (with its stylesheet and the page language's consent
 * texts): the cookie consent dialog (docs/consent-and-analytics.md) as plain script, so that a
 * first visit, which always sees it, downloads no React (decision record 022). A native modal
 * <dialog> (the page behind is inert) with a focus trap (focus-trap: Tab and Shift+Tab cycle
 * inside it). First view: accept all, decline all, change settings; settings view: five switches
 * (necessary always on, then the four Consent Mode categories) and decline all, accept selection,
 * accept all. Escape goes back from the settings to the first view, and from the first view
 * closes without storing anything (no tag loads; the dialog comes back on the next page load): it
 * never accepts.
 *
 * Opened by itself (a first visit), it never takes the keyboard from a visitor who is typing: while
 * a field has the focus (the home search, a form), it waits until the focus has left every field,
 * checked at the moment it would open (decision record 048).
 */
import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { localizedHref } from '../../shared/paths/path-table';
import { pathTable } from '../../shared/content/path-table-instance';
import type { Lang } from '../../shared/paths/languages';
import {
  ALL_DENIED,
  ALL_GRANTED,
  CATEGORIES,
  COOKIE_POLICY,
  type Consent,
  type ConsentSite,
  type ConsentView,
} from '../../shared/consent/consent';
import type en_CONSENT from '../../locales/en/CONSENT/index';
import '../styles/consent.css';

type ConsentTexts = typeof en_CONSENT;

/** The consent texts of each language (plain strings: no i18n runtime needed), one small chunk each. */
const TEXTS: Record<Lang, () => Promise<{ default: ConsentTexts }>> = {
  en: () => import('../../locales/en/CONSENT/index'),
  nl: () => import('../../locales/nl/CONSENT/index') as Promise<{ default: ConsentTexts }>,
  fr: () => import('../../locales/fr/CONSENT/index') as Promise<{ default: ConsentTexts }>,
  de: () => import('../../locales/de/CONSENT/index') as Promise<{ default: ConsentTexts }>,
};

export interface ShowOptions {
  site: ConsentSite;
  view: ConsentView;
  stored: Consent | null;
  onSave(consent: Consent): void;
  /** Where focus goes back when the dialog closes (the footer's button); none: the main content. */
  returnFocus?: HTMLElement | null;
  /** Opened by itself rather than by the visitor's click: waits while a field has the focus. */
  unasked?: boolean;
}

/** A control the visitor types or chooses in (not a button or a link). */
export function isField(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'image', 'hidden'].includes(el.type);
  return el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el as HTMLElement).isContentEditable;
}

/** Resolves at once when no field has the focus; otherwise once the focus has left every field. */
export function noFieldInUse(): Promise<void> {
  if (!isField(document.activeElement)) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      // The focus moves after focusout: look once it has landed.
      setTimeout(() => {
        if (isField(document.activeElement)) return;
        document.removeEventListener('focusout', check);
        resolve();
      }, 0);
    };
    document.addEventListener('focusout', check);
  });
}

const ID = 'consent';

/** An element with attributes and children (text or elements). */
function h(tag: string, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  // appendChild: the Workers types' Element.append (HTMLRewriter's) shadows the DOM's in the server's type check.
  for (const child of children) el.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  return el;
}

function button(text: string, kind: 'primary' | 'outline', onClick: () => void): HTMLElement {
  const b = h('button', { type: 'button', class: `button button--${kind}` }, text);
  b.addEventListener('click', onClick);
  return b;
}

let current: { close(): void } | null = null;

export async function showConsentDialog({
  site,
  view,
  stored,
  onSave,
  returnFocus,
  unasked,
}: ShowOptions): Promise<void> {
  const T = (await TEXTS[site.lang]()).default;
  // From here to showModal() nothing waits: the check holds at the moment the dialog opens.
  if (unasked) await noFieldInUse();
  current?.close();
  const policyHref = pathTable.byOriginal.has(COOKIE_POLICY)
    ? localizedHref(pathTable, site.lang, COOKIE_POLICY)
    : undefined;
  const host = h('div', { class: 'consent-root' });
  const dialog = h('dialog', {
    class: 'consent',
    'aria-labelledby': `${ID}-title`,
    'aria-describedby': `${ID}-text`,
  }) as HTMLDialogElement;
  host.appendChild(dialog);
  document.body.appendChild(host);
  let choice: Consent = { ...(stored ?? ALL_DENIED) };
  let trap: FocusTrap | null = null;

  const close = () => {
    trap?.deactivate();
    if (dialog.open) dialog.close();
    host.remove();
    current = null;
    // Closed by a choice (saveConsent marked it applied) or without one.
    if (document.documentElement.dataset.consent === 'asking') document.documentElement.dataset.consent = 'closed';
    (returnFocus ?? document.getElementById('main'))?.focus({ preventScroll: !returnFocus });
  };
  const save = (consent: Consent) => {
    onSave(consent);
    close();
  };

  const heading = h('h2', { id: `${ID}-title`, class: 'consent__title', tabindex: '-1' });
  const show = (v: ConsentView) => {
    dialog.dataset.view = v;
    heading.textContent = v === 'first' ? T.title : T.settingsTitle;
    const parts: HTMLElement[] = [
      heading,
      h('p', { id: `${ID}-text`, class: 'consent__text' }, v === 'first' ? T.intro : T.settingsIntro),
    ];
    if (policyHref && v === 'first')
      parts.push(h('p', { class: 'consent__policy' }, h('a', { href: policyHref }, T.policy)));
    if (v === 'settings') {
      const necessary = h('input', {
        type: 'checkbox',
        role: 'switch',
        'aria-checked': 'true',
        'aria-describedby': `${ID}-necessary`,
      }) as HTMLInputElement;
      necessary.checked = true;
      necessary.disabled = true;
      const items = [
        h(
          'li',
          { class: 'consent__item' },
          h(
            'label',
            { class: 'consent__switch' },
            h('span', { class: 'consent__name' }, T.necessary),
            necessary,
            track(),
          ),
          h(
            'p',
            { id: `${ID}-necessary`, class: 'consent__desc' },
            `${T.necessaryText} `,
            h('span', { class: 'consent__always' }, T.alwaysOn),
          ),
        ),
        ...CATEGORIES.map((c) => {
          const input = h('input', {
            type: 'checkbox',
            role: 'switch',
            name: c,
            'aria-checked': String(choice[c]),
            'aria-describedby': `${ID}-${c}`,
          }) as HTMLInputElement;
          input.checked = choice[c];
          input.addEventListener('change', () => {
            choice = { ...choice, [c]: input.checked };
            input.setAttribute('aria-checked', String(input.checked));
          });
          return h(
            'li',
            { class: 'consent__item' },
            h('label', { class: 'consent__switch' }, h('span', { class: 'consent__name' }, T[c]), input, track()),
            h('p', { id: `${ID}-${c}`, class: 'consent__desc' }, T[`${c}Text`]),
          );
        }),
      ];
      parts.push(h('ul', { class: 'consent__list' }, ...items));
    }
    const actions =
      v === 'first'
        ? [
            button(T.agreeAll, 'primary', () => save(ALL_GRANTED)),
            button(T.declineAll, 'primary', () => save(ALL_DENIED)),
            button(T.changeSettings, 'outline', () => {
              show('settings');
              heading.focus();
            }),
          ]
        : [
            button(T.declineAll, 'primary', () => save(ALL_DENIED)),
            button(T.agreePartly, 'outline', () => save(choice)),
            button(T.agreeAll, 'primary', () => save(ALL_GRANTED)),
          ];
    parts.push(h('div', { class: 'consent__actions' }, ...actions));
    dialog.replaceChildren(...parts);
  };

  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    if (dialog.dataset.view === 'settings') {
      show('first');
      heading.focus();
    } else close();
  });
  show(view);
  dialog.showModal();
  trap = createFocusTrap(dialog, {
    initialFocus: () => heading,
    escapeDeactivates: false,
    returnFocusOnDeactivate: false,
    allowOutsideClick: false,
  });
  trap.activate();
  current = { close };
}

function track(): HTMLElement {
  return h('span', { class: 'consent__track', 'aria-hidden': 'true' });
}
