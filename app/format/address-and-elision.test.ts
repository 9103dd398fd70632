/** Text rules: box numbers as Belgians write them, the official name of a place, French elision of 'de'. */
import { describe, expect, it } from 'vitest';
import { boxText, officialLanguage, postalAddress } from './address';
import { elides, withDe } from '../../locales/elision';
import { COUNTRY } from '../../shared/model/property';

describe('box numbers', () => {
  it('writes the box with the word each language uses on letters', () => {
    expect(boxText('nl', '2.2')).toBe('bus 2.2');
    expect(boxText('fr', '2.2')).toBe('bte 2.2');
    expect(boxText('de', '2.2')).toBe('Bus 2.2');
    expect(boxText('en', ' 2.2 ')).toBe('box 2.2');
  });

  it('puts the box after the house number, or shows only the place when the address is not published', () => {
    const a = { Street: 'Rue de Fer', HouseNumber: '12', BoxNr: '2.2', Zip: '5000', City: 'Namur' };
    expect(postalAddress(a, 'de')).toBe('Rue de Fer 12 Bus 2.2, 5000 Namur');
    expect(postalAddress(a, 'fr')).toBe('Rue de Fer 12 bte 2.2, 5000 Namur');
    expect(postalAddress({ ...a, BoxNr: '' }, 'nl')).toBe('Rue de Fer 12, 5000 Namur');
    expect(postalAddress({ ...a, PublishAddress: false }, 'en')).toBe('5000 Namur');
    expect(postalAddress({ ...a, Street: ' ' }, 'en')).toBe('5000 Namur');
  });
});

describe('official name of a place', () => {
  it('is in the language of its region, whatever the visitor reads', () => {
    for (const lang of ['en', 'nl', 'fr', 'de'] as const) {
      expect(officialLanguage('5000', COUNTRY.belgium, lang)).toBe('fr');
      expect(officialLanguage('9000', COUNTRY.belgium, lang)).toBe('nl');
      expect(officialLanguage('1300', COUNTRY.belgium, lang)).toBe('fr');
      expect(officialLanguage('4700', COUNTRY.belgium, lang)).toBe('de');
      expect(officialLanguage('1450', COUNTRY.luxembourg, lang)).toBe('fr');
    }
  });

  it('follows a French or Dutch visitor in bilingual Brussels, and is French otherwise', () => {
    expect(officialLanguage('1000', COUNTRY.belgium, 'nl')).toBe('nl');
    expect(officialLanguage('1000', COUNTRY.belgium, 'fr')).toBe('fr');
    expect(officialLanguage('1180', COUNTRY.belgium, 'de')).toBe('fr');
    expect(officialLanguage('1180', COUNTRY.belgium, 'en')).toBe('fr');
  });
});

describe('French elision of de', () => {
  it('elides before a vowel, an accented vowel or a mute h', () => {
    for (const word of ['Acheter', 'Estimer', 'Également', 'Habitation', 'Immeubles'])
      expect(withDe(word)).toBe(`d'${word}`);
  });

  it('keeps de before a consonant or an aspirated h', () => {
    for (const word of ['Vendre', 'Louer', 'Hangar', 'Hauts-de-Seine']) expect(withDe(word)).toBe(`de ${word}`);
    expect(elides('  Nos services')).toBe(false);
  });
});

describe('the dictionaries use the rule', () => {
  it("says 'Afficher le sous-menu d'Acheter' in French and leaves the other languages' names alone", async () => {
    const { loadAllLocales } = await import('../../locales/i18n-util.sync');
    const { i18n } = await import('../../locales/i18n-util');
    loadAllLocales();
    const L = i18n();
    expect(L.fr.SITE.submenu({ name: 'Acheter' })).toBe("Afficher le sous-menu d'Acheter");
    expect(L.fr.SITE.submenu({ name: 'Vendre' })).toBe('Afficher le sous-menu de Vendre');
    expect(L.en.SITE.submenu({ name: 'About us' })).toBe('Show submenu of About us');
    expect(L.nl.SITE.submenu({ name: 'Aankopen' })).toBe('Submenu van Aankopen tonen');
  });
});
