/**
 * Browser only, the dialog's own chunk (with its stylesheet and the CONSENT texts): renders the
 * consent dialog in a small React root of its own at the end of <body>, beside the hydrated page.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '../../i18n/i18n';
import { loadNamespaces } from '../../i18n/load-client';
import { localizedHref } from '../../paths/path-table';
import { pathTable } from '../../content/path-table-instance';
import type { Consent } from '../../consent/consent';
import { COOKIE_POLICY, type ConsentSite, type ConsentView } from '../../consent/boot';
import { ConsentDialog } from './ConsentDialog';
import '../../../client/styles/consent.css';

let root: Root | null = null;
let opened = 0;

export interface ShowOptions {
  site: ConsentSite;
  view: ConsentView;
  stored: Consent | null;
  onSave(consent: Consent): void;
  /** Where focus goes back when the dialog closes (the footer's button); none: the main content. */
  returnFocus?: HTMLElement | null;
}

export async function showConsentDialog({ site, view, stored, onSave, returnFocus }: ShowOptions): Promise<void> {
  await loadNamespaces(site.lang, ['CONSENT']);
  if (!root) {
    const host = document.createElement('div');
    host.className = 'consent-root';
    document.body.appendChild(host);
    root = createRoot(host);
  }
  const close = () => {
    // Unmounted first (the modal dialog closed), so that the focus can leave it.
    flushSync(() => root?.render(null));
    // Closed by a choice (saveConsent marked it applied) or without one.
    if (document.documentElement.dataset.consent === 'asking') document.documentElement.dataset.consent = 'closed';
    (returnFocus ?? document.getElementById('main'))?.focus({ preventScroll: !returnFocus });
  };
  const policyHref = pathTable.byOriginal.has(COOKIE_POLICY)
    ? localizedHref(pathTable, site.lang, COOKIE_POLICY)
    : undefined;
  opened += 1;
  root.render(
    <I18nProvider lang={site.lang} key={opened}>
      <ConsentDialog view={view} stored={stored} policyHref={policyHref} onSave={onSave} onClose={close} />
    </I18nProvider>,
  );
}
