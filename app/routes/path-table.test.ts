import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import siteMap from '../../content/site-map.json';
import { LANGUAGES } from '../../shared/paths/languages';
import {
  buildPathTable,
  localizedHref,
  toInternal,
  toLocalized,
  type SiteMapEntry,
} from '../../shared/paths/path-table';
import { internalToLocalized, localizedToInternal } from './rewrite';
import { pathTable } from '../../shared/content/path-table-instance';

describe('path table (docs/screens.md, docs/urls.md)', () => {
  it('maps original paths to the French slugs of docs/urls.md and the suggested nl/de slugs', () => {
    const expected: [string, Record<string, string>][] = [
      ['/for-sale/', { en: '/for-sale/', fr: '/a-vendre/', nl: '/te-koop/', de: '/kaufen/' }],
      ['/for-rent/', { fr: '/a-louer/', nl: '/te-huur/', de: '/mieten/' }],
      ['/projects/', { fr: '/projets/', nl: '/projecten/', de: '/projekte/' }],
      ['/our-agency/', { fr: '/notre-agence/', nl: '/ons-kantoor/', de: '/unsere-agentur/' }],
      ['/contact-demand/', { fr: '/estimation-gratuite/', nl: '/gratis-schatting/', de: '/kostenlose-bewertung/' }],
      ['/new-properties/', { fr: '/nouveaux-biens/', nl: '/nieuwe-panden/', de: '/neue-immobilien/' }],
      [
        '/arrival-properties/',
        { fr: '/biens-en-arrivage/', nl: '/binnenkort-beschikbaar/', de: '/demnaechst-verfuegbar/' },
      ],
      ['/discreet-properties/', { fr: '/biens-discrets/', nl: '/discrete-panden/', de: '/diskrete-immobilien/' }],
      ['/feedback/contact-me/', { fr: '/merci/contact-me/', nl: '/bedankt/contact-me/', de: '/danke/contact-me/' }],
      ['/services/vente/', { fr: '/services/vente/', nl: '/diensten/verkopen/', en: '/services/selling/' }],
      ['/login/', { fr: '/login/', nl: '/login/', en: '/login/', de: '/login/' }],
    ];
    for (const [original, paths] of expected) {
      for (const [lang, path] of Object.entries(paths)) {
        expect(toLocalized(pathTable, lang as 'en', original), `${original} in ${lang}`).toBe(path);
        expect(toInternal(pathTable, lang as 'en', path), `${path} in ${lang}`).toBe(original);
      }
    }
  });

  it('keeps the tail of dynamic paths below a section', () => {
    expect(toLocalized(pathTable, 'fr', '/for-sale/liege/maison/12/')).toBe('/a-vendre/liege/maison/12/');
    expect(toInternal(pathTable, 'fr', '/a-vendre/liege/maison/12/')).toBe('/for-sale/liege/maison/12/');
    expect(localizedHref(pathTable, 'de', '/for-rent/')).toBe('/de/mieten/');
  });

  it('builds breadcrumbs with names and localized paths', () => {
    const entry = pathTable.byOriginal.get('/services/gestion-locative/');
    expect(entry?.breadcrumbs.fr).toEqual([
      { name: 'Services', path: '/fr/services/' },
      { name: 'Gestion locative', path: '/fr/services/gestion-locative/' },
    ]);
    expect(entry?.breadcrumbs.nl.map((c) => c.path)).toEqual(['/nl/diensten/', '/nl/diensten/huurbeheer/']);
  });

  it('builds article paths from names with the slug rule when no slug is given', () => {
    const entry = pathTable.byOriginal.get('/stat/stat-potential-buyers/');
    expect(entry?.paths.fr).toBe('/chiffres-du-marche/acheteurs-potentiels/');
    // German writes ä as ae; the address before that rule is kept as a permanent redirect.
    expect(entry?.paths.de).toBe('/marktzahlen/potenzielle-kaeufer/');
    expect(pathTable.byFormer.get('/de/marktzahlen/potenzielle-kaufer/')).toBe('/de/marktzahlen/potenzielle-kaeufer/');
    // No current address is a former one, and no page of another language moves.
    for (const e of pathTable.entries)
      for (const lang of ['en', 'nl', 'fr', 'de'] as const)
        expect(pathTable.byFormer.has(`/${lang}${e.paths[lang]}`)).toBe(false);
    expect([...pathTable.byFormer.keys()].every((k) => k.startsWith('/de/'))).toBe(true);
  });

  it('is an exact inverse in both directions for every page and any tail', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...pathTable.entries),
        fc.constantFrom(...LANGUAGES),
        fc.array(segment, { maxLength: 3 }),
        (entry, lang, tail) => {
          const original = `${entry.original}${tail.map((s) => `${s}/`).join('')}`;
          const localized = toLocalized(pathTable, lang, original);
          expect(toInternal(pathTable, lang, localized)).toBe(original);
          const href = `/${lang}${localized}`;
          expect(internalToLocalized(pathTable, localizedToInternal(pathTable, href))).toBe(href);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses a site map where two pages share a path in one language', () => {
    const broken: SiteMapEntry[] = [
      ...(siteMap as SiteMapEntry[]),
      { id: 'dup', original: 'dup', name: { en: 'x', nl: 'Te koop', fr: 'y', de: 'z' } },
    ];
    expect(() => buildPathTable(broken, LANGUAGES)).toThrow(/share the nl path '\/te-koop\/'/);
  });

  it('leaves unknown paths unchanged', () => {
    expect(toInternal(pathTable, 'fr', '/nothing-here/')).toBe('/nothing-here/');
    expect(toLocalized(pathTable, 'fr', '/nothing-here/')).toBe('/nothing-here/');
  });
});
