/**
 * Browser only: applies a consent choice to the page's tags (docs/consent-and-analytics.md). Consent
 * Mode v2 default (all denied, wait for update) goes into the data layer before any Google tag,
 * then the update with all four signals, then a page view (its `page_location` cut to an
 * allow-list: ./page-location.ts), and only then the script elements of the tags the choice
 * allows (../../shared/consent/consent.ts `tagPlan`), each with the page's CSP nonce.
 * A later withdrawal sends the update (denied) and removes the tags' own cookies.
 */
import { consentDefault, consentUpdate, tagPlan, type Consent, type TagIds } from '../../shared/consent/consent';
import { safePageLocation } from './page-location';

type Queue = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push?: unknown;
  loaded?: boolean;
  version?: string;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Queue;
    _fbq?: Queue;
  }
}

const loaded = new Set<string>();
let consentGiven: Consent | null = null;

/** The nonce of the page's own scripts (browsers expose it as a property only). */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

function addScript(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.nonce = pageNonce();
  document.head.appendChild(script);
}

function gtag(...args: unknown[]): void {
  const w = window;
  if (!w.gtag) {
    w.dataLayer ??= [];
    // gtag.js reads Arguments objects from the data layer, not arrays.
    w.gtag = function () {
      // biome-ignore lint/complexity/noArguments: gtag.js needs the Arguments object itself
      w.dataLayer!.push(arguments);
    };
    // The default, before anything else: no Google tag ever runs without it.
    w.gtag('consent', 'default', consentDefault());
    w.gtag('js', new Date());
  }
  w.gtag(...args);
}

function fbq(...args: unknown[]): void {
  const w = window;
  if (!w.fbq) {
    const q: Queue = (...a: unknown[]) => {
      if (q.callMethod) q.callMethod(...a);
      else q.queue!.push(a);
    };
    q.push = q;
    q.loaded = true;
    q.version = '2.0';
    q.queue = [];
    w.fbq = q;
    w._fbq ??= q;
  }
  w.fbq(...args);
}

/** The page view: its address without any query parameter but utm_* and the listing's filters (./page-location.ts). */
function pageViewDetails() {
  return { page_location: safePageLocation(location.href), page_title: document.title, page_path: location.pathname };
}

/** Applies a choice (stored or just made): update, page view, then the allowed tags. */
export function applyConsent(ids: TagIds, consent: Consent): void {
  const previous = consentGiven;
  consentGiven = consent;
  gtag('consent', 'update', consentUpdate(consent));
  const plan = tagPlan(ids, consent);
  const google = plan.gtag.length > 0 || !!plan.tagManager;
  if (google) {
    for (const id of plan.gtag) gtag('config', id, { send_page_view: false });
    gtag('event', 'page_view', pageViewDetails());
  }
  if (plan.pixel) {
    fbq('consent', 'grant');
    if (!loaded.has('pixel')) fbq('init', plan.pixel);
    fbq('track', 'PageView');
  } else if (window.fbq) fbq('consent', 'revoke');
  if (plan.tagManager) {
    if (!loaded.has(`gtm:${plan.tagManager}`)) window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loaded.add(`gtm:${plan.tagManager}`);
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(plan.tagManager)}`);
  }
  if (plan.gtag[0]) addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(plan.gtag[0])}`);
  if (plan.pixel) {
    loaded.add('pixel');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  if (previous && withdrawn(previous, consent)) forgetTagCookies();
}

function withdrawn(before: Consent, after: Consent): boolean {
  return (Object.keys(before) as (keyof Consent)[]).some((c) => before[c] && !after[c]);
}

/** The tags' own cookies (Google Analytics, Ads conversion linker, Meta pixel), removed when consent is withdrawn. */
function forgetTagCookies(): void {
  const names = document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter((n) => /^(_ga|_gid|_gat|_gcl_|_fbp|_fbc)/.test(n));
  const domains = [
    '',
    `; Domain=${location.hostname}`,
    `; Domain=.${location.hostname.split('.').slice(-2).join('.')}`,
  ];
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  for (const name of names) for (const d of domains) document.cookie = `${name}=; Max-Age=0; Path=/${d}`;
}
