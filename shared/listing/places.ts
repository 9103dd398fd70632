/**
 * Belgium's three regions and ten provinces as places a search can name (docs/search.md "Words a
 * visitor types"): each by a key (the listing's `region` parameter), its names in the four
 * languages (and the spellings Belgians use), and the postcode ranges it covers. Postcodes are
 * Belgian only (CountryID 10): the regions by docs/constants.md, the provinces by bpost's
 * ranges (Brussels 1000–1299, Walloon Brabant 1300–1499, Flemish Brabant 1500–1999 and
 * 3000–3499, Antwerp 2000–2999, Limburg 3500–3999, Liège 4000–4999, Namur 5000–5999, Hainaut
 * 6000–6599 and 7000–7999, Luxembourg 6600–6999, West Flanders 8000–8999, East Flanders
 * 9000–9999).
 */
import type { Lang } from '../paths/languages';
import { COUNTRY } from '../model/property';

export type PlaceKind = 'region' | 'province';

export interface Place {
  key: string;
  kind: PlaceKind;
  /** The name in each language, as the site writes it. */
  name: Record<Lang, string>;
  /** 'In …' in each language, as a sentence says it ('dans le Hainaut', 'in de provincie Antwerpen'). */
  within: Record<Lang, string>;
  /** Other ways to write it (any language), matched like the names. */
  aliases: readonly string[];
  /** Inclusive postcode ranges. */
  zips: readonly (readonly [number, number])[];
}

/** 'in' + the name, where the languages need no article. */
const inName = (name: Record<Lang, string>): Record<Lang, string> => ({
  en: `in ${name.en}`,
  nl: `in ${name.nl}`,
  fr: `en ${name.fr}`,
  de: `in ${name.de}`,
});

/** The places whose 'in …' takes an article or another preposition. */
const WITHIN: Record<string, Record<Lang, string>> = {
  brussels: { en: 'in Brussels', nl: 'in Brussel', fr: 'à Bruxelles', de: 'in Brüssel' },
  'antwerp-province': {
    en: 'in the province of Antwerp',
    nl: 'in de provincie Antwerpen',
    fr: "dans la province d'Anvers",
    de: 'in der Provinz Antwerpen',
  },
  limburg: { en: 'in Limburg', nl: 'in Limburg', fr: 'dans le Limbourg', de: 'in Limburg' },
  'flemish-brabant': {
    en: 'in Flemish Brabant',
    nl: 'in Vlaams-Brabant',
    fr: 'dans le Brabant flamand',
    de: 'in Flämisch-Brabant',
  },
  'walloon-brabant': {
    en: 'in Walloon Brabant',
    nl: 'in Waals-Brabant',
    fr: 'dans le Brabant wallon',
    de: 'in Wallonisch-Brabant',
  },
  hainaut: { en: 'in Hainaut', nl: 'in Henegouwen', fr: 'dans le Hainaut', de: 'im Hennegau' },
  'liege-province': {
    en: 'in the province of Liège',
    nl: 'in de provincie Luik',
    fr: 'dans la province de Liège',
    de: 'in der Provinz Lüttich',
  },
  'namur-province': {
    en: 'in the province of Namur',
    nl: 'in de provincie Namen',
    fr: 'dans la province de Namur',
    de: 'in der Provinz Namur',
  },
  'luxembourg-province': {
    en: 'in the province of Luxembourg',
    nl: 'in de provincie Luxemburg',
    fr: 'dans la province de Luxembourg',
    de: 'in der Provinz Luxemburg',
  },
};

const place = (
  key: string,
  kind: PlaceKind,
  name: Record<Lang, string>,
  zips: Place['zips'],
  aliases: readonly string[] = [],
): Place => ({ key, kind, name, within: WITHIN[key] ?? inName(name), aliases, zips });

export const PLACES: readonly Place[] = [
  place(
    'flanders',
    'region',
    { en: 'Flanders', nl: 'Vlaanderen', fr: 'Flandre', de: 'Flandern' },
    [
      [1500, 3999],
      [8000, 9999],
    ],
    ['vlaams gewest', 'region flamande', 'flemish region', 'flandres'],
  ),
  place(
    'brussels',
    'region',
    { en: 'Brussels', nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel' },
    [[1000, 1299]],
    ['brussels capital region', 'brussels hoofdstedelijk gewest', 'region de bruxelles capitale', 'bxl'],
  ),
  place(
    'wallonia',
    'region',
    { en: 'Wallonia', nl: 'Wallonië', fr: 'Wallonie', de: 'Wallonien' },
    [
      [1300, 1499],
      [4000, 7999],
    ],
    ['waals gewest', 'region wallonne', 'walloon region'],
  ),
  place(
    'antwerp-province',
    'province',
    { en: 'Province of Antwerp', nl: 'Provincie Antwerpen', fr: "Province d'Anvers", de: 'Provinz Antwerpen' },
    [[2000, 2999]],
  ),
  place('limburg', 'province', { en: 'Limburg', nl: 'Limburg', fr: 'Limbourg', de: 'Limburg' }, [[3500, 3999]]),
  place(
    'east-flanders',
    'province',
    { en: 'East Flanders', nl: 'Oost-Vlaanderen', fr: 'Flandre-Orientale', de: 'Ostflandern' },
    [[9000, 9999]],
  ),
  place(
    'west-flanders',
    'province',
    { en: 'West Flanders', nl: 'West-Vlaanderen', fr: 'Flandre-Occidentale', de: 'Westflandern' },
    [[8000, 8999]],
    ['de kust', 'belgian coast', 'la cote', 'kust'],
  ),
  place(
    'flemish-brabant',
    'province',
    { en: 'Flemish Brabant', nl: 'Vlaams-Brabant', fr: 'Brabant flamand', de: 'Flämisch-Brabant' },
    [
      [1500, 1999],
      [3000, 3499],
    ],
  ),
  place(
    'walloon-brabant',
    'province',
    { en: 'Walloon Brabant', nl: 'Waals-Brabant', fr: 'Brabant wallon', de: 'Wallonisch-Brabant' },
    [[1300, 1499]],
  ),
  place('hainaut', 'province', { en: 'Hainaut', nl: 'Henegouwen', fr: 'Hainaut', de: 'Hennegau' }, [
    [6000, 6599],
    [7000, 7999],
  ]),
  place(
    'liege-province',
    'province',
    { en: 'Province of Liège', nl: 'Provincie Luik', fr: 'Province de Liège', de: 'Provinz Lüttich' },
    [[4000, 4999]],
  ),
  place(
    'namur-province',
    'province',
    { en: 'Province of Namur', nl: 'Provincie Namen', fr: 'Province de Namur', de: 'Provinz Namur' },
    [[5000, 5999]],
  ),
  place(
    'luxembourg-province',
    'province',
    { en: 'Province of Luxembourg', nl: 'Provincie Luxemburg', fr: 'Province de Luxembourg', de: 'Provinz Luxemburg' },
    [[6600, 6999]],
  ),
];

/** The provinces named like their capital city are reached by 'province …' words (../../app/search/parse-text.ts); their city name alone means the city. */
export const PROVINCE_OF_CITY: Readonly<Record<string, string>> = {
  antwerpen: 'antwerp-province',
  antwerp: 'antwerp-province',
  anvers: 'antwerp-province',
  liege: 'liege-province',
  luik: 'liege-province',
  luttich: 'liege-province',
  namur: 'namur-province',
  namen: 'namur-province',
  luxembourg: 'luxembourg-province',
  luxemburg: 'luxembourg-province',
};

export const placeByKey = (key: string | undefined): Place | undefined =>
  key === undefined ? undefined : PLACES.find((p) => p.key === key);

export const isPlaceKey = (key: unknown): key is string => typeof key === 'string' && placeByKey(key) !== undefined;

/** A postcode as a number when it is a Belgian one (four digits), else null. */
export function belgianZip(zip: string, countryId: number): number | null {
  if (countryId !== COUNTRY.belgium) return null;
  const t = zip.trim();
  return /^\d{4}$/.test(t) ? Number(t) : null;
}

/** Whether a property's postcode lies in the place (Belgian postcodes only). */
export function inPlace(p: { Zip: string; CountryID: number }, key: string): boolean {
  const where = placeByKey(key);
  const zip = belgianZip(p.Zip, p.CountryID);
  if (!where || zip === null) return false;
  return where.zips.some(([from, to]) => zip >= from && zip <= to);
}
