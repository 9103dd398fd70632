import { describe, expect, it } from 'vitest';
import { languageFromPath, languageInPath, stripLanguage, LANGUAGES } from './languages';

describe('language from path (docs/urls.md)', () => {
  const enabled = [...LANGUAGES];
  it('applies the language named by the first segment followed by /', () => {
    expect(languageFromPath('/fr/a-vendre/', enabled, 'en')).toBe('fr');
    expect(languageFromPath('/nl/', enabled, 'en')).toBe('nl');
    expect(languageFromPath('/de', enabled, 'en')).toBe('de');
  });
  it('falls back to the default language otherwise', () => {
    expect(languageFromPath('/for-sale/', enabled, 'en')).toBe('en');
    expect(languageFromPath('/', enabled, 'nl')).toBe('nl');
    expect(languageFromPath('/french/', enabled, 'en')).toBe('en');
    expect(languageFromPath('/frx/', enabled, 'en')).toBe('en');
    expect(languageFromPath('/es/', enabled, 'en')).toBe('en');
  });
  it('ignores a language that is not enabled', () => {
    expect(languageInPath('/de/kaufen/', ['en', 'fr'])).toBeNull();
    expect(languageFromPath('/de/kaufen/', ['en', 'fr'], 'fr')).toBe('fr');
  });
  it('strips the language prefix', () => {
    expect(stripLanguage('/fr/a-vendre/', enabled)).toBe('/a-vendre/');
    expect(stripLanguage('/fr/', enabled)).toBe('/');
    expect(stripLanguage('/for-sale/', enabled)).toBe('/for-sale/');
  });
});
