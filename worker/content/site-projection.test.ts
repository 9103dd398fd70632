import { beforeAll, describe, expect, it } from 'vitest';
import raw from '../../config/site.json';
import { parseSiteConfig, type SiteConfig } from '../../app/config/schema';
import { pathTable } from '../../shared/content/path-table-instance';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../app/i18n/load-server';
import { childPath, projectSite } from './project';
import { isAppLink, isExternalLink } from '../../app/paths/links';

const L = (s: string) => ({ en: s, nl: s, fr: s, de: s });
let base: SiteConfig;
beforeAll(() => {
  loadAllLanguages();
  base = parseSiteConfig(raw);
});

describe('menus (docs/screens.md)', () => {
  it('joins child links as parent path + child path', () => {
    expect(childPath('/services/', 'vente/')).toBe('/services/vente/');
    expect(childPath('/services', '/syndic/')).toBe('/services/syndic/');
    expect(childPath('/', 'for-sale/')).toBe('/for-sale/');
  });
  it('shows only Published entries and children, localized', () => {
    const config = structuredClone(base);
    config.menu.entries.push({ path: '/hidden/', title: L('Hidden'), status: 'Draft' });
    config.menu.entries[4]!.childMenus![1]!.status = 'Draft';
    const site = projectSite(config, pathTable, 'fr', textsFor('fr'), 2026);
    expect(site.menu.map((m) => m.title)).not.toContain('Hidden');
    const services = site.menu.find((m) => m.title === 'Services');
    expect(services?.children.map((c) => c.href)).toEqual([
      '/fr/services/',
      '/fr/services/location/',
      '/fr/services/gestion-locative/',
      '/fr/services/syndic/',
    ]);
    const buy = site.menu.find((m) => m.title === 'Acheter');
    expect(buy?.href).toBeUndefined();
    expect(buy?.children[0]?.href).toBe('/fr/a-vendre/');
  });
  it("shows the 'home' entry only when the home-menu option is on", () => {
    const off = projectSite(base, pathTable, 'en', textsFor('en'), 2026);
    expect(off.menu.some((m) => m.href === '/en/')).toBe(false);
    const config = structuredClone(base);
    config.menu.showHome = true;
    const on = projectSite(config, pathTable, 'en', textsFor('en'), 2026);
    expect(on.menu[0]).toMatchObject({ title: 'Home', href: '/en/' });
  });
  it('labels the valuation button with the FREE_EVALUATION text in each language', () => {
    expect(projectSite(base, pathTable, 'fr', textsFor('fr'), 2026).menu.at(-1)).toMatchObject({
      title: 'Estimation gratuite',
      href: '/fr/estimation-gratuite/',
      button: true,
    });
    expect(projectSite(base, pathTable, 'nl', textsFor('nl'), 2026).menu.at(-1)).toMatchObject({
      title: 'Gratis schatting',
      href: '/nl/gratis-schatting/',
    });
  });
});

describe('top bar (docs/screens.md)', () => {
  it('keeps items whose status flag is on and marks links to other sites; tel: and mailto: open in place', () => {
    const site = projectSite(base, pathTable, 'nl', textsFor('nl'), 2026);
    // The phone and the e-mail address.
    expect(site.topBar.left.map((i) => i.href.split(':')[0])).toEqual(['tel', 'mailto']);
    expect(site.topBar.left.map((i) => i.external)).toEqual([false, false]);
    expect(site.topBar.right[1]).toMatchObject({ label: 'Facebook', external: true });
    expect(site.topBar.right.map((i) => i.label)).toEqual(['Eigenaarslogin', 'Facebook']);
    expect(site.topBar.right[0]).toMatchObject({ href: '/nl/login/', external: false });
    expect(isExternalLink('mailto:a@b.be')).toBe(false);
    expect(isExternalLink('tel:+32')).toBe(false);
    expect(isAppLink('mailto:a@b.be')).toBe(true);
    expect(isAppLink('tel:+32')).toBe(true);
    expect(isAppLink('https://x.be/')).toBe(false);
    expect(isExternalLink('https://x.be/')).toBe(true);
    expect(isExternalLink('/contact/')).toBe(false);
  });
});

describe('footer and home search (docs/screens.md)', () => {
  it('shows each text only when its public flag is on, and fills the year', () => {
    const site = projectSite(base, pathTable, 'en', textsFor('en'), 2031);
    expect(site.footer.columns[0]?.fullText).toBeUndefined();
    expect(site.footer.columns[1]?.fullText).toMatch(/Mon–Fri/);
    expect(site.footer.columns[1]?.images).toEqual([]);
    expect(site.footer.copyright).toBe('© 2031 Belvue Immo. All rights reserved.');
    expect(site.homeSearch.description2).toBeUndefined();
    expect(site.homeSearch.description1).toContain('{forSale}');
    // One privacy link (the full statement), and the accessibility statement.
    expect(site.footer.legal.map((l) => l.href)).toEqual([
      '/en/cookie-policy/',
      '/en/conditions/',
      '/en/Privacy-statement/',
      '/en/Disclaimer/',
      '/en/accessibility/',
    ]);
    expect(site.footer.legal.map((l) => l.label)).toEqual([
      'Cookie policy',
      'Terms and conditions',
      'Privacy statement',
      'Disclaimer',
      'Accessibility',
    ]);
  });
});
