import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, formerSlugify, slugify, slugPath } from './slug';
import type { Lang } from './languages';

/** Each [name, slug]: the name's slug, written as `lang` writes it where one is given. */
const slugs = (cases: [string, string][], lang?: Lang) => {
  for (const [name, slug] of cases) expect(slugify(name, lang), name).toBe(slug);
};

describe('slug rule (docs/urls.md)', () => {
  it('trims, strips accents, drops punctuation, lower-cases and hyphenates spaces', () => {
    slugs([
      ['  Gestion locative ', 'gestion-locative'],
      ['Déclaration de confidentialité', 'declaration-de-confidentialite'],
      ["Demande d'estimation !", 'demande-destimation'],
      ['Liège, Rue Saint-Gilles 12', 'liege-rue-saint-gilles-12'],
      ['Wohnung – 3 Zimmer', 'wohnung-3-zimmer'],
    ]);
  });
  it('writes letters as the name’s language does: German ä → ae; ß, œ, æ everywhere; m² → m2', () => {
    slugs(
      [
        ['Lüttich', 'luettich'],
        ['Geräumiges Reihenhaus', 'geraeumiges-reihenhaus'],
        ['Löwen', 'loewen'],
        ['Über Brücken', 'ueber-bruecken'],
        ['Straße', 'strasse'],
        ['Garage von 18 m²', 'garage-von-18-m2'],
      ],
      'de',
    );
    slugs([['Garage of 18 m²', 'garage-of-18-m2']], 'en');
    slugs(
      [
        ['Bœuf et cœur', 'boeuf-et-coeur'],
        // Other languages drop the diaeresis, as they write it: Kruibeke, Citroën → citroen.
        ['Citroën', 'citroen'],
        ['Rue de l’Église', 'rue-de-leglise'],
      ],
      'fr',
    );
    slugs([['Zuid-Afrikaanse wijk', 'zuid-afrikaanse-wijk']], 'nl');
    // The former rule, for redirects from old addresses.
    expect(formerSlugify('Geräumiges Reihenhaus')).toBe('geraumiges-reihenhaus');
    expect(formerSlugify('Garage of 18 m²')).toBe('garage-of-18-m²');
  });
  it('joins names with / and ends with /', () => {
    expect(slugPath(['Services', 'Vente'])).toBe('/services/vente/');
    expect(slugPath(['À vendre', 'Bruxelles', 'Maison 4 façades'])).toBe('/a-vendre/bruxelles/maison-4-facades/');
    expect(slugPath([])).toBe('/');
    expect(slugPath(['', '!!'])).toBe('/');
  });
  it('always yields a path-safe segment', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        for (const lang of [undefined, 'de', 'fr'] as const) {
          const slug = slugify(name, lang);
          expect(slug).toBe(slug.toLowerCase());
          expect(slug).not.toMatch(/[\s/?#%'"²]/);
          expect(slug).not.toMatch(/^-|-$|--/);
          expect(slugify(slug, lang)).toBe(slug);
        }
      }),
    );
  });
  it('folds accents and case for matching', () => {
    expect(foldText('  Liège ')).toBe('liege');
    expect(foldText('ÉTTERBEEK')).toBe('etterbeek');
  });
});
