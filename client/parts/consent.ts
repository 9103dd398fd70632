/**
 * The cookie consent (docs/consent-and-analytics.md), a part declared on the page's data (the
 * layout's `<script id="page-data">`, shared/islands/page-data.ts, which it reads; `load`), its
 * chunk loaded by the island runtime or by the footer's cookie settings button: `?setcookies` clears the stored choice; a stored choice loads the tags
 * it allows; without one, and outside a draft preview, the consent dialog opens (a chunk of its
 * own again; not on the cookie policy page, which the dialog links to). Saving stores the choice as cookies for the configured days, then applies it.
 */
import {
  asksToResetConsent,
  clearedConsentCookies,
  consentCookies,
  COOKIE_POLICY,
  readConsent,
  type Consent,
  type ConsentSite,
  type ConsentView,
} from '../../shared/consent/consent';
import { readPageData } from '../../shared/islands/page-data';
import { applyConsent } from '../consent/tags';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';

let started = false;

/**
 * Where the consent stands on this page, on `<html data-consent>`: 'waiting' (a first visit's
 * dialog waits for the visitor to leave the field they type in), 'asking' (the dialog is open),
 * 'applied' (a choice is stored and the tags it allows were added), 'closed' (the dialog closed
 * without a new choice), 'not-asked' (a preview or the cookie policy page). Tests wait for it.
 */
export function markConsent(state: 'waiting' | 'asking' | 'applied' | 'closed' | 'not-asked'): void {
  document.documentElement.dataset.consent = state;
}

/**
 * Starts the consent with the page's data, once per page load, when the page's script starts. `preview`: a draft preview page (the
 * dialog never opens there); `tags` false: a page that carries no tag (its URL may hold a secret,
 * or it is personal: docs/security.md), where nothing is applied and no dialog opens. Every page
 * is a document of its own: the tags count its view as they load. A page the browser prerenders
 * (Speculation Rules) waits until it is shown (`prerenderingchange`): a page never seen sends no
 * page view.
 */
export function start(): void {
  const page = readPageData();
  if (started || !page) return;
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', start, { once: true });
    return;
  }
  started = true;
  const { preview, tags, ...site } = page;
  if (tags === false) {
    markConsent('not-asked');
    return;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  if (asksToResetConsent(location.search)) for (const cookie of clearedConsentCookies()) document.cookie = cookie;
  const stored = readConsent(document.cookie);
  if (stored) {
    applyConsent(site.siteInfo, stored);
    markConsent('applied');
  } else if (!preview && !onCookiePolicy(site)) void openConsent(site, 'first', undefined, true);
  else markConsent('not-asked');
}

/** The cookie policy page stays readable: the dialog (which links to it) does not open there by itself. */
function onCookiePolicy(site: ConsentSite): boolean {
  return (
    pathTable.byOriginal.has(COOKIE_POLICY) && location.pathname === localizedHref(pathTable, site.lang, COOKIE_POLICY)
  );
}

/** Stores a choice and applies it. */
export function saveConsent(site: ConsentSite, consent: Consent): void {
  for (const cookie of consentCookies(consent, site.cookieExpiryDays, location.protocol === 'https:')) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
    document.cookie = cookie;
  }
  applyConsent(site.siteInfo, consent);
  markConsent('applied');
}

/**
 * Opens the dialog at its first view or at the settings (the footer's button), with the stored
 * choice preset. `unasked`: opened by itself on a first visit, so it waits while the visitor is
 * typing in a field (../consent/show.ts); `<html data-consent="waiting">` meanwhile.
 */
export async function openConsent(
  site: ConsentSite,
  view: ConsentView,
  returnFocus?: HTMLElement | null,
  unasked = false,
): Promise<void> {
  const { showConsentDialog, isField } = await import('../consent/show');
  if (unasked && isField(document.activeElement)) markConsent('waiting');
  await showConsentDialog({
    site,
    view,
    stored: readConsent(document.cookie),
    onSave: (c) => saveConsent(site, c),
    returnFocus,
    unasked,
  });
  markConsent('asking');
}
