import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, formerSlugify, slugify, slugPath } from '../../shared/paths/slug';

describe('slug rule (docs/urls.md)', () => {
  it('trims, strips accents, drops punctuation, lower-cases and hyphenates spaces', () => {
    expect(slugify('  Gestion locative ')).toBe('gestion-locative');
    expect(slugify('Déclaration de confidentialité')).toBe('declaration-de-confidentialite');
    expect(slugify("Demande d'estimation !")).toBe('demande-destimation');
    expect(slugify('Liège, Rue Saint-Gilles 12')).toBe('liege-rue-saint-gilles-12');
    expect(slugify('Wohnung – 3 Zimmer')).toBe('wohnung-3-zimmer');
  });
  it('writes letters as the name’s language does: German ä → ae; ß, œ, æ everywhere; m² → m2', () => {
    expect(slugify('Lüttich', 'de')).toBe('luettich');
    expect(slugify('Geräumiges Reihenhaus', 'de')).toBe('geraeumiges-reihenhaus');
    expect(slugify('Löwen', 'de')).toBe('loewen');
    expect(slugify('Über Brücken', 'de')).toBe('ueber-bruecken');
    expect(slugify('Straße', 'de')).toBe('strasse');
    expect(slugify('Garage von 18 m²', 'de')).toBe('garage-von-18-m2');
    expect(slugify('Garage of 18 m²', 'en')).toBe('garage-of-18-m2');
    expect(slugify('Bœuf et cœur', 'fr')).toBe('boeuf-et-coeur');
    // Other languages drop the diaeresis, as they write it: Kruibeke, Citroën → citroen.
    expect(slugify('Citroën', 'fr')).toBe('citroen');
    expect(slugify('Rue de l’Église', 'fr')).toBe('rue-de-leglise');
    expect(slugify('Zuid-Afrikaanse wijk', 'nl')).toBe('zuid-afrikaanse-wijk');
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
