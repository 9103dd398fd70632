/** The case rule for known paths (docs/urls.md): any case of a page's path has one canonical spelling, never an unsafe one. */
import { describe, expect, it } from 'vitest';
import siteMap from '../../content/site-map.json';
import { pathTable } from '../../shared/content/path-table-instance';
import { canonicalCase, isSafeLocalPath } from './canonical-case';
import { LANGUAGES } from '../../shared/paths/languages';
import { buildPathTable, localizedHref, type SiteMapEntry } from '../../shared/paths/path-table';

const fix = (path: string) => canonicalCase(pathTable, LANGUAGES, path);

describe('canonical case of known paths', () => {
  it.each([
    ['/en/disclaimer/', '/en/Disclaimer/'],
    ['/en/DISCLAIMER/', '/en/Disclaimer/'],
    ['/en/privacy-statement/', '/en/Privacy-statement/'],
    ['/fr/A-Vendre/', '/fr/a-vendre/'],
    ['/NL/Diensten/Verkopen/', '/nl/diensten/verkopen/'],
    ['/EN/', '/en/'],
  ])('spells a page path in the wrong case as the site map does: %s → %s', (path, canonical) => {
    expect(fix(path)).toBe(canonical);
  });

  it('matches unprefixed paths against the original paths', () => {
    expect(fix('/disclaimer/')).toBe('/Disclaimer/');
    expect(fix('/FOR-SALE/')).toBe('/for-sale/');
  });

  it('fixes the longest page prefix and keeps the tail of a property path as it is', () => {
    expect(fix('/en/FOR-SALE/Ghent/House-X/12/')).toBe('/en/for-sale/Ghent/House-X/12/');
    expect(fix('/en/Services/Selling/')).toBe('/en/services/selling/');
  });

  it('leaves canonical and unknown paths alone', () => {
    for (const entry of siteMap) {
      for (const lang of LANGUAGES) {
        const href = localizedHref(pathTable, lang, pathTable.byId.get(entry.id)!.original);
        expect(fix(href), href).toBeNull();
      }
    }
    expect(fix('/en/')).toBeNull();
    expect(fix('/en/no-such-page/')).toBeNull();
    expect(fix('/xx/Disclaimer/')).toBeNull();
  });

  it('never answers a target that leaves the site', () => {
    for (const path of [
      '//evil.example/',
      '//EN/Disclaimer/',
      '/en/Disclaimer/\\evil',
      '/%5Cevil.example/',
      '/en/disclaimer/%5c',
    ]) {
      expect(fix(path), path).toBeNull();
    }
    expect(isSafeLocalPath('/en/Disclaimer/')).toBe(true);
    expect(isSafeLocalPath('//evil.example/')).toBe(false);
    expect(isSafeLocalPath('/\\evil.example/')).toBe(false);
    expect(isSafeLocalPath('https://evil.example/')).toBe(false);
  });

  it('refuses a site map where two pages differ only by case', () => {
    const broken: SiteMapEntry[] = [
      ...(siteMap as SiteMapEntry[]),
      { id: 'dup', original: 'DISCLAIMER', name: { en: 'x', nl: 'y', fr: 'z', de: 'w' } },
    ];
    expect(() => buildPathTable(broken, LANGUAGES)).toThrow(/duplicate path '\/DISCLAIMER\/'/);
  });
});
