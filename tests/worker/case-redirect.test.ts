/** Paths that differ from a page only by case answer one permanent redirect to the canonical spelling (docs/urls.md), never off the site. */
import { describe, expect, it } from 'vitest';
import { MANUAL, ORIGIN, get } from './support/http';

describe('case of known paths', () => {
  it.each([
    ['/en/disclaimer/', '/en/Disclaimer/'],
    ['/en/DISCLAIMER/', '/en/Disclaimer/'],
    ['/en/privacy-statement/', '/en/Privacy-statement/'],
    ['/fr/A-Vendre/', '/fr/a-vendre/'],
    ['/DE/Unsere-Agentur/', '/de/unsere-agentur/'],
    ['/en/disclaimer', '/en/Disclaimer/'],
    ['/disclaimer/', '/en/Disclaimer/'],
    ['/For-Sale/?city=Ghent%7C9000&sort=price-desc', '/en/for-sale/?city=Ghent%7C9000&sort=price-desc'],
    ['/nl/Te-Koop/?type=2&sort=price-asc', '/nl/te-koop/?type=2&sort=price-asc'],
  ])('%s answers 301 to %s in one step, keeping the query', async (from, to) => {
    const res = await get(from, MANUAL);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
    expect((await get(to, MANUAL)).status).toBe(200);
  });

  it('leaves the canonical spelling alone', async () => {
    const res = await get('/en/Disclaimer/', MANUAL);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<link rel="canonical" href="https://agency.test/en/Disclaimer/"');
  });

  it('never redirects to another site', async () => {
    for (const path of [
      '//evil.example',
      '//evil.example/',
      '//EN/Disclaimer',
      '//en/Disclaimer/',
      '/%5Cevil.example',
      '/%5cevil.example/',
      '/en//evil.example',
    ]) {
      const res = await get(path, MANUAL);
      const location = res.headers.get('location');
      if (location !== null) {
        expect(location, path).toMatch(/^\/(?![/\\])/);
        expect(location, path).not.toContain('\\');
        expect(new URL(location, ORIGIN).origin, path).toBe(ORIGIN);
      }
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('answers 404 for an unknown path in any case', async () => {
    expect((await get('/en/No-Such-Page/', MANUAL)).status).toBe(404);
  });
});
