/**
 * Cookie consent rules (docs/consent-and-analytics.md): reading and storing the choice, the Consent
 * Mode default and update, which tags a choice lets load, and the CSP hosts of the configured tags.
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_DENIED,
  ALL_GRANTED,
  asksToResetConsent,
  clearedConsentCookies,
  consentCookies,
  consentDefault,
  consentUpdate,
  readConsent,
  tagPlan,
  type Consent,
} from '../../shared/consent/consent';
import { tagSources } from './tag-hosts';

const IDS = { analyticsId: 'G-TEST', adsId: 'AW-1', tagManagerId: 'GTM-TEST', pixelId: '42' };
const only = (patch: Partial<Consent>): Consent => ({ ...ALL_DENIED, ...patch });

describe('the stored choice', () => {
  it('is read back from the cookies it is stored as', () => {
    const choice = only({ analytics_storage: true, ad_user_data: true });
    const header = consentCookies(choice, 180, true)
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(readConsent(`other=1; ${header}`)).toEqual(choice);
  });

  it('is no choice when the consent cookie or any category is missing or not a boolean', () => {
    expect(readConsent('')).toBeNull();
    expect(
      readConsent('analytics_storage=true; ad_storage=true; ad_user_data=true; ad_personalization=true'),
    ).toBeNull();
    expect(readConsent('consent=true; analytics_storage=true; ad_storage=true; ad_user_data=true')).toBeNull();
    expect(
      readConsent('consent=true; analytics_storage=yes; ad_storage=true; ad_user_data=true; ad_personalization=true'),
    ).toBeNull();
    expect(
      readConsent('consent=false; analytics_storage=true; ad_storage=true; ad_user_data=true; ad_personalization=true'),
    ).toBeNull();
  });

  it('expires after the configured days, for the whole site, Secure over https only', () => {
    const cookies = consentCookies(ALL_GRANTED, 180, true);
    expect(cookies.map((c) => c.split('=')[0])).toEqual([
      'consent',
      'analytics_storage',
      'ad_storage',
      'ad_user_data',
      'ad_personalization',
    ]);
    for (const c of cookies) expect(c).toMatch(/; Max-Age=15552000; Path=\/; SameSite=Lax; Secure$/);
    expect(consentCookies(ALL_GRANTED, 1, false)[0]).toBe('consent=true; Max-Age=86400; Path=/; SameSite=Lax');
  });

  it('is cleared by ?setcookies, with or without a value', () => {
    expect(asksToResetConsent('?setcookies')).toBe(true);
    expect(asksToResetConsent('?page=2&setcookies=1')).toBe(true);
    expect(asksToResetConsent('?page=2')).toBe(false);
    expect(asksToResetConsent('?notsetcookies=1')).toBe(false);
    expect(clearedConsentCookies()).toHaveLength(5);
    for (const c of clearedConsentCookies()) expect(c).toMatch(/^[a-z_]+=; Max-Age=0; Path=\//);
  });
});

describe('Consent Mode v2', () => {
  it('defaults to all four signals denied, waiting 500 ms for the update', () => {
    expect(consentDefault()).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      wait_for_update: 500,
    });
  });

  it('updates all four signals, always', () => {
    expect(consentUpdate(only({ ad_storage: true }))).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(Object.values(consentUpdate(ALL_GRANTED))).toEqual(['granted', 'granted', 'granted', 'granted']);
  });
});

describe('which tags a choice lets load', () => {
  it('loads nothing when everything is declined', () => {
    expect(tagPlan(IDS, ALL_DENIED)).toEqual({ tagManager: undefined, gtag: [], pixel: undefined });
  });

  it('loads everything configured when everything is accepted', () => {
    expect(tagPlan(IDS, ALL_GRANTED)).toEqual({ tagManager: 'GTM-TEST', gtag: ['G-TEST', 'AW-1'], pixel: '42' });
  });

  it('analytics only: the tag manager and analytics, no ads tag, no pixel', () => {
    expect(tagPlan(IDS, only({ analytics_storage: true }))).toEqual({
      tagManager: 'GTM-TEST',
      gtag: ['G-TEST'],
      pixel: undefined,
    });
  });

  it('the pixel only with ad storage, ad user data and ad personalisation together', () => {
    expect(tagPlan(IDS, only({ ad_storage: true, ad_user_data: true })).pixel).toBeUndefined();
    expect(tagPlan(IDS, only({ ad_storage: true, ad_personalization: true })).pixel).toBeUndefined();
    expect(tagPlan(IDS, only({ ad_storage: true, ad_user_data: true, ad_personalization: true }))).toEqual({
      tagManager: 'GTM-TEST',
      gtag: ['AW-1'],
      pixel: '42',
    });
  });

  it('never loads a tag that is not configured', () => {
    expect(tagPlan({ analyticsId: 'G-TEST' }, ALL_GRANTED)).toEqual({
      tagManager: undefined,
      gtag: ['G-TEST'],
      pixel: undefined,
    });
    expect(tagPlan({}, ALL_GRANTED)).toEqual({ tagManager: undefined, gtag: [], pixel: undefined });
  });
});

describe('CSP hosts of the configured tags', () => {
  it('allows no tag host when no tag is configured', () => {
    expect(tagSources({})).toEqual({ script: [], img: [], connect: [], frame: [] });
  });

  it('allows the Meta hosts only with a pixel, the Google hosts only with a Google tag', () => {
    const pixel = tagSources({ pixelId: '42' });
    expect(pixel.script).toEqual(['https://connect.facebook.net']);
    expect([...pixel.script, ...pixel.connect, ...pixel.img].some((h) => h.includes('google'))).toBe(false);
    const analytics = tagSources({ analyticsId: 'G-TEST' });
    expect(analytics.connect).toContain('https://*.google-analytics.com');
    expect(
      [...analytics.script, ...analytics.connect].some((h) => h.includes('facebook') || h.includes('doubleclick')),
    ).toBe(false);
  });

  it('lists each host once when several tags need it', () => {
    const all = tagSources(IDS);
    for (const list of Object.values(all)) expect(new Set(list).size).toBe(list.length);
    expect(all.script).toContain('https://www.googletagmanager.com');
    expect(all.frame).toContain('https://td.doubleclick.net');
  });
});
