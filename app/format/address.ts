/**
 * Postal addresses as Belgians write them: the box number after the house number with the
 * word each language uses on letters (nl 'bus', fr 'bte', de 'Bus', en 'box': 'Rue Haute 12
 * bte 2.2'), and the official name of the place. A place's official name is in the language of
 * its region (Flanders Dutch, Wallonia French, the German-speaking municipalities 4700–4799
 * German; Brussels is bilingual: the visitor's French or Dutch name, else French; Luxembourg
 * French): 'Namur' in every language, while lists may say 'Namen' to a Dutch visitor.
 */
import { regionOfZip } from '../../shared/model/energy';
import { COUNTRY } from '../../shared/model/property';
import type { Lang } from '../../shared/paths/languages';

export const BOX_WORD: Record<Lang, string> = { en: 'box', nl: 'bus', fr: 'bte', de: 'Bus' };

/** 'bte 2.2' in French, 'bus 2.2' in Dutch. */
export const boxText = (lang: Lang, box: string): string => `${BOX_WORD[lang]} ${box.trim()}`;

export type PlaceLang = 'nl' | 'fr' | 'de';

/** The language of a place's official name, for a visitor reading in `visitor`. */
export function officialLanguage(zip: string, countryId: number, visitor: Lang): PlaceLang {
  if (countryId === COUNTRY.luxembourg) return 'fr';
  const region = regionOfZip(zip, countryId);
  if (region === 'flanders') return 'nl';
  if (region === 'brussels') return visitor === 'nl' ? 'nl' : 'fr';
  const n = Number(zip.trim());
  if (region === 'wallonia' && n >= 4700 && n <= 4799) return 'de';
  return 'fr';
}

export interface AddressParts {
  PublishAddress?: boolean;
  Street: string;
  HouseNumber: string;
  BoxNr: string;
  Zip: string;
  /** The place's official name (see officialLanguage). */
  City: string;
}

/** 'Rue de la Paix 193 bte 9.1, 1200 Woluwe-Saint-Lambert', or only '1200 Woluwe-Saint-Lambert' when the address is not published. */
export function postalAddress(a: AddressParts, lang: Lang): string {
  const place = `${a.Zip} ${a.City}`.trim();
  if (a.PublishAddress === false || !a.Street.trim()) return place;
  const street = [a.Street.trim(), a.HouseNumber.trim(), a.BoxNr.trim() ? boxText(lang, a.BoxNr) : '']
    .filter(Boolean)
    .join(' ');
  return `${street}, ${place}`;
}
