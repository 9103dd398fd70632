/**
 * Cookie consent rules (docs/consent-and-analytics.md), as plain functions for both sides: the
 * stored choice ('consent' plus the four Consent Mode v2 categories as cookies that expire after
 * the configured days), the Consent Mode default and update, and which tags a choice lets load.
 * Decision record 013 says why each tag needs the categories it needs.
 */
import type { Lang } from '../paths/languages';

/** The cookie policy's page (its original path): the dialog never opens over it. */
export const COOKIE_POLICY = '/cookie-policy/';

/** How the consent dialog opens: a first visit's question, or the settings asked for. */
export type ConsentView = 'first' | 'settings';

/** The site's tag ids (analytics, ads, tag manager, pixel): none configured, none loaded. */
export interface SiteTags {
  analyticsId?: string;
  adsId?: string;
  tagManagerId?: string;
  pixelId?: string;
}

/** What the consent code needs of the site's view (app/content/views.ts `SiteView`). */
export interface ConsentSite {
  lang: Lang;
  siteInfo: SiteTags;
  cookieExpiryDays: number;
}

export const CATEGORIES = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Consent = Record<Category, boolean>;

/** The cookie that says a choice was made; the four categories are cookies of their own names. */
export const CONSENT_COOKIE = 'consent';
/** How long the tags wait for the update after the default (docs/consent-and-analytics.md: 500 ms). */
export const WAIT_FOR_UPDATE_MS = 500;

export const ALL_GRANTED: Consent = {
  analytics_storage: true,
  ad_storage: true,
  ad_user_data: true,
  ad_personalization: true,
};
export const ALL_DENIED: Consent = {
  analytics_storage: false,
  ad_storage: false,
  ad_user_data: false,
  ad_personalization: false,
};

function cookieValues(cookieHeader: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) values.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return values;
}

/** The stored choice read from `document.cookie` (or a Cookie header), or null when none was made or it is incomplete. */
export function readConsent(cookieHeader: string): Consent | null {
  const values = cookieValues(cookieHeader);
  if (values.get(CONSENT_COOKIE) !== 'true') return null;
  const consent = { ...ALL_DENIED };
  for (const category of CATEGORIES) {
    const value = values.get(category);
    if (value !== 'true' && value !== 'false') return null;
    consent[category] = value === 'true';
  }
  return consent;
}

/** The cookies that store a choice, one string per `document.cookie` assignment. */
export function consentCookies(consent: Consent, days: number, secure: boolean): string[] {
  const attrs = `; Max-Age=${Math.round(days * 86_400)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [`${CONSENT_COOKIE}=true${attrs}`, ...CATEGORIES.map((c) => `${c}=${consent[c]}${attrs}`)];
}

/** The cookies that clear a stored choice (`?setcookies`). */
export function clearedConsentCookies(): string[] {
  return [CONSENT_COOKIE, ...CATEGORIES].map((name) => `${name}=; Max-Age=0; Path=/; SameSite=Lax`);
}

type Signal = 'granted' | 'denied';

/** Consent Mode v2 default: everything denied until the update, which the tags wait for. */
export function consentDefault(): Record<Category, Signal> & { wait_for_update: number } {
  return { ...consentUpdate(ALL_DENIED), wait_for_update: WAIT_FOR_UPDATE_MS };
}

/** Consent Mode v2 update: all four signals, always. */
export function consentUpdate(consent: Consent): Record<Category, Signal> {
  const signals = {} as Record<Category, Signal>;
  for (const c of CATEGORIES) signals[c] = consent[c] ? 'granted' : 'denied';
  return signals;
}

export interface TagIds {
  analyticsId?: string;
  adsId?: string;
  tagManagerId?: string;
  pixelId?: string;
}

export interface TagPlan {
  /** Google Tag Manager container. */
  tagManager?: string;
  /** Google tag (gtag.js) destinations: the analytics and ads IDs that may load. */
  gtag: string[];
  /** Meta pixel. */
  pixel?: string;
}

/**
 * Which configured tags a choice lets load: analytics with analytics storage, the ads tag with
 * ad storage, the pixel only with ad storage, ad user data and ad personalisation (it does all
 * three and has no consent mode of its own), the tag manager with any category (it applies
 * Consent Mode to the tags it holds). Nothing loads when everything is declined.
 */
export function tagPlan(ids: TagIds, consent: Consent): TagPlan {
  const any = CATEGORIES.some((c) => consent[c]);
  const gtag: string[] = [];
  if (ids.analyticsId && consent.analytics_storage) gtag.push(ids.analyticsId);
  if (ids.adsId && consent.ad_storage) gtag.push(ids.adsId);
  return {
    tagManager: any && ids.tagManagerId ? ids.tagManagerId : undefined,
    gtag,
    pixel:
      ids.pixelId && consent.ad_storage && consent.ad_user_data && consent.ad_personalization ? ids.pixelId : undefined,
  };
}

/** Whether a query string asks to clear the stored choice (`?setcookies`, with or without a value). */
export function asksToResetConsent(search: string): boolean {
  return new URLSearchParams(search).has('setcookies');
}
