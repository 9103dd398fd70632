/** Page routes in workerd: every site-map page in every language, redirects, 404, head links. */
import { describe, expect, it } from 'vitest';
import siteMap from '../../content/site-map.json';
import { pathTable } from '../../shared/content/path-table-instance';
import { LANGUAGES } from '../../shared/paths/languages';
import { localizedHref } from '../../shared/paths/path-table';
import { CONFIRM_PAGE } from '../../app/forms/opt-in';
import { MANUAL, ORIGIN, get } from './support/http';
import { notFoundPage } from './support/not-found';

describe('every page in every language', () => {
  for (const entry of siteMap) {
    const original = pathTable.byId.get(entry.id)!.original;
    for (const lang of LANGUAGES) {
      const href = localizedHref(pathTable, lang, original);
      // The subscription confirmation page without its link's token says the link is not valid (decision record 024).
      const status = original === CONFIRM_PAGE ? 400 : 200;
      it(`${href} answers ${status} in ${lang}`, async () => {
        const res = await get(href, MANUAL);
        expect(res.status).toBe(status);
        expect(res.headers.get('content-type')).toMatch(/text\/html/);
        const html = await res.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${href}"`);
      });
    }
  }
});

describe('the localized routes of docs/urls.md', () => {
  it.each([
    '/fr/a-vendre/',
    '/fr/projets/',
    '/fr/notre-agence/',
    '/fr/estimation-gratuite/',
    '/fr/nouveaux-biens/',
    '/fr/biens-en-arrivage/',
    '/fr/biens-discrets/',
    '/fr/merci/contact-me/',
    '/nl/login/',
    '/fr/login/',
    '/en/login/',
    '/en/services/selling/',
    '/fr/services/gestion-locative/',
    '/nl/bedankt/sign-newsletter/',
    '/en/stat/stat-commons/',
    '/en/Privacy-statement/',
    '/en/Disclaimer/',
    '/de/kaufen/',
    '/nl/te-huur/',
  ])('%s answers 200', async (path) => {
    expect((await get(path, MANUAL)).status).toBe(200);
  });

  it('redirects unprefixed original paths to the default language permanently', async () => {
    for (const [from, to] of [
      ['/', '/en/'],
      ['/for-sale/', '/en/for-sale/'],
      ['/contact-demand/', '/en/contact-demand/'],
      ['/services/vente/', '/en/services/selling/'],
      ['/for-rent/?city=Li%C3%A8ge%7C4000', '/en/for-rent/?city=Li%C3%A8ge%7C4000'],
    ]) {
      const res = await get(from!, MANUAL);
      expect(res.status, from).toBe(301);
      expect(new URL(res.headers.get('location')!, ORIGIN).href).toBe(`${ORIGIN}${to}`);
    }
  });

  it('adds the trailing slash', async () => {
    const res = await get('/fr/notre-agence', MANUAL);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/fr/notre-agence/');
  });

  it("sends a page reached with another language's slug to this language's slug", async () => {
    const res = await get('/fr/for-sale/', MANUAL);
    expect([301, 302, 307, 308]).toContain(res.status);
    expect(res.headers.get('location')).toMatch(/\/fr\/a-vendre\/$/);
  });
});

describe('page not found', () => {
  it.each([
    '/en/no-such-page/',
    '/fr/a-vendre-pas/',
    '/nl/diensten/onbekend/',
    '/zz/',
    '/no-such-page/',
    '/en/services/selling/x/y/',
  ])('%s answers 404 with the page', async (path) => {
    expect(await notFoundPage(path)).toMatch(
      /Page not found|Pagina niet gevonden|Page introuvable|Seite nicht gefunden/,
    );
  });

  it('speaks the language of the path', async () => {
    const html = await (await get('/fr/nexiste-pas/', MANUAL)).text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('action="/fr/a-vendre/"');
  });
});

describe('head links (docs/urls.md)', () => {
  it('lists an alternate for each language plus x-default, pointing at the equivalent page', async () => {
    const html = await (await get('/nl/ons-kantoor/', MANUAL)).text();
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}/en/our-agency/"`);
    expect(html).toContain(`<link rel="alternate" hrefLang="fr" href="${ORIGIN}/fr/notre-agence/"`);
    expect(html).toContain(`<link rel="alternate" hrefLang="de" href="${ORIGIN}/de/unsere-agentur/"`);
    expect(html).toContain(`<link rel="alternate" hrefLang="nl" href="${ORIGIN}/nl/ons-kantoor/"`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/en/our-agency/"`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"/);
  });

  it('marks preview paths noindex', async () => {
    const res = await get('/fr/preview/notre-agence/', MANUAL);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/name="robots" content="noindex, nofollow"/);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page in every language with alternates', async () => {
    const res = await get('/sitemap.xml', MANUAL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    expect(xml).toContain(`<loc>${ORIGIN}/fr/notre-agence/</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/de/unsere-agentur/"/>`);
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).not.toContain('/merci/');
  });
  it('disallows the API and previews and names the sitemap', async () => {
    const text = await (await get('/robots.txt', MANUAL)).text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /*preview');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
