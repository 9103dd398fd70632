import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, slugify, slugPath } from '../../shared/paths/slug';

describe('slug rule (docs/urls.md)', () => {
  it('trims, strips accents, drops punctuation, lower-cases and hyphenates spaces', () => {
    expect(slugify('  Gestion locative ')).toBe('gestion-locative');
    expect(slugify('Déclaration de confidentialité')).toBe('declaration-de-confidentialite');
    expect(slugify("Demande d'estimation !")).toBe('demande-destimation');
    expect(slugify('Liège, Rue Saint-Gilles 12')).toBe('liege-rue-saint-gilles-12');
    expect(slugify('Wohnung – 3 Zimmer')).toBe('wohnung-3-zimmer');
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
        const slug = slugify(name);
        expect(slug).toBe(slug.toLowerCase());
        expect(slug).not.toMatch(/[\s/?#%'"]/);
        expect(slug).not.toMatch(/^-|-$|--/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
  it('folds accents and case for matching', () => {
    expect(foldText('  Liège ')).toBe('liege');
    expect(foldText('ÉTTERBEEK')).toBe('etterbeek');
  });
});
