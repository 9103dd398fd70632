/**
 * Texts visitors type in the search field, in the four languages, with the reading the parser
 * must give (app/search/parse-text.ts): the unit test checks every one
 * (tests/unit/search-text.test.ts) and `npm run docs:search` writes them, with the reading told
 * in each language, into docs/search-readings.md (a test keeps that page up to date).
 *
 * The vocabulary is a fixed set of real Belgian and Luxembourg municipalities with their names in
 * the four languages, and the eight sample types: the cases do not move with the demo data.
 */
import type { SearchReading, SearchVocabulary, VocabularyCity } from '../../app/search/parse-text';
import type { ListingSearch } from '../../shared/listing/search-params';
import type { Lang } from '../../shared/paths/languages';

type Names = string | { en: string; nl: string; fr: string; de: string };
const city = (zip: string, names: Names, countryId = 10) => {
  const n = typeof names === 'string' ? { en: names, nl: names, fr: names, de: names } : names;
  return { zip, countryId, n };
};

const CITIES = [
  city('1000', { en: 'Brussels', nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel' }),
  city('1050', { en: 'Ixelles', nl: 'Elsene', fr: 'Ixelles', de: 'Ixelles' }),
  city('1180', { en: 'Uccle', nl: 'Ukkel', fr: 'Uccle', de: 'Uccle' }),
  city('1030', { en: 'Schaerbeek', nl: 'Schaarbeek', fr: 'Schaerbeek', de: 'Schaerbeek' }),
  city('1200', {
    en: 'Woluwe-Saint-Lambert',
    nl: 'Sint-Lambrechts-Woluwe',
    fr: 'Woluwe-Saint-Lambert',
    de: 'Woluwe-Saint-Lambert',
  }),
  city('2000', { en: 'Antwerp', nl: 'Antwerpen', fr: 'Anvers', de: 'Antwerpen' }),
  city('9000', { en: 'Ghent', nl: 'Gent', fr: 'Gand', de: 'Gent' }),
  city('8000', { en: 'Bruges', nl: 'Brugge', fr: 'Bruges', de: 'Brügge' }),
  city('3000', { en: 'Leuven', nl: 'Leuven', fr: 'Louvain', de: 'Löwen' }),
  city('2800', { en: 'Mechelen', nl: 'Mechelen', fr: 'Malines', de: 'Mecheln' }),
  city('3500', 'Hasselt'),
  city('8500', { en: 'Kortrijk', nl: 'Kortrijk', fr: 'Courtrai', de: 'Kortrijk' }),
  city('9100', { en: 'Sint-Niklaas', nl: 'Sint-Niklaas', fr: 'Saint-Nicolas', de: 'Sankt Nikolaus' }),
  city('8400', { en: 'Ostend', nl: 'Oostende', fr: 'Ostende', de: 'Ostende' }),
  city('8300', 'Knokke-Heist'),
  city('9830', 'Sint-Martens-Latem'),
  city('4000', { en: 'Liège', nl: 'Luik', fr: 'Liège', de: 'Lüttich' }),
  city('5000', { en: 'Namur', nl: 'Namen', fr: 'Namur', de: 'Namur' }),
  city('7000', { en: 'Mons', nl: 'Bergen', fr: 'Mons', de: 'Mons' }),
  city('6000', 'Charleroi'),
  city('7100', 'La Louvière'),
  city('1300', { en: 'Wavre', nl: 'Waver', fr: 'Wavre', de: 'Wavre' }),
  city('1420', { en: "Braine-l'Alleud", nl: 'Eigenbrakel', fr: "Braine-l'Alleud", de: "Braine-l'Alleud" }),
  city('4900', 'Spa'),
  city('6700', { en: 'Arlon', nl: 'Aarlen', fr: 'Arlon', de: 'Arel' }),
  city('4700', { en: 'Eupen', nl: 'Eupen', fr: 'Eupen', de: 'Eupen' }),
  city('1009', { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' }, 50),
  city(
    '4001',
    { en: 'Esch-sur-Alzette', nl: 'Esch-sur-Alzette', fr: 'Esch-sur-Alzette', de: 'Esch an der Alzette' },
    50,
  ),
];

const TYPES = [
  { id: 1, n: { en: 'House', nl: 'Woning', fr: 'Maison', de: 'Haus' } },
  { id: 2, n: { en: 'Apartment', nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' } },
  { id: 3, n: { en: 'Studio', nl: 'Studio', fr: 'Studio', de: 'Studio' } },
  { id: 4, n: { en: 'Land', nl: 'Grond', fr: 'Terrain', de: 'Grundstück' } },
  { id: 5, n: { en: 'Investment property', nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport', de: 'Renditeobjekt' } },
  { id: 6, n: { en: 'Commercial premises', nl: 'Handelspand', fr: 'Commerce', de: 'Gewerbefläche' } },
  { id: 7, n: { en: 'Garage / parking', nl: 'Garage / parking', fr: 'Garage / parking', de: 'Garage / Stellplatz' } },
  { id: 8, n: { en: 'Offices', nl: 'Kantoren', fr: 'Bureaux', de: 'Büros' } },
];

/** The vocabulary a catalogue gives in a language (worker/search/vocabulary.ts builds it from the provider). */
export function testVocabulary(lang: Lang): SearchVocabulary {
  return {
    cities: CITIES.map(
      (c): VocabularyCity => ({ name: c.n[lang], names: Object.values(c.n), zip: c.zip, countryId: c.countryId }),
    ),
    types: TYPES.map((t) => ({ id: t.id, names: Object.values(t.n) })),
  };
}

export interface SearchTextCase {
  lang: Lang;
  text: string;
  /** The listing criteria the text gives. */
  search: ListingSearch;
  /** What else the reading holds (a reference, an id, words not understood). */
  also?: Pick<SearchReading, 'reference' | 'id'> & { unread?: string[] };
}

const c = (lang: Lang, text: string, search: ListingSearch, also?: SearchTextCase['also']): SearchTextCase => ({
  lang,
  text,
  search,
  ...(also ? { also } : {}),
});

export const SEARCH_TEXT_CASES: SearchTextCase[] = [
  // French
  c('fr', 'appartement', { type: 2 }),
  c('fr', 'appartement gent', { type: 2, city: 'Gand|9000' }),
  c('fr', 'appartement gent 2 ch', { type: 2, city: 'Gand|9000', minRooms: 2 }),
  c('fr', 'maison 3 chambres à vendre Namur', { type: 1, city: 'Namur|5000', minRooms: 3, goal: 0 }),
  c('fr', 'Maison 4 façades avec jardin, Braine-l’Alleud', { type: 1, city: "Braine-l'Alleud|1420", garden: true }),
  c('fr', 'studio à louer bruxelles max 750 €', { type: 3, region: 'brussels', goal: 1, maxPrice: 750 }),
  c('fr', "terrain à bâtir province d'Anvers", { type: 4, region: 'antwerp-province' }),
  c('fr', 'appartement 2 chambres moins de 300.000 € Liège', {
    type: 2,
    minRooms: 2,
    maxPrice: 300000,
    city: 'Liège|4000',
  }),
  c('fr', 'villa avec piscine Uccle', { type: 1, city: 'Uccle|1180' }, { unread: ['piscine'] }),
  c('fr', 'rez-de-chaussée avec terrasse Ixelles', { type: 2, terrace: true, city: 'Ixelles|1050' }),
  c('fr', 'maison entre 250 000 et 350 000 euros Hainaut', {
    type: 1,
    minPrice: 250000,
    maxPrice: 350000,
    region: 'hainaut',
  }),
  c('fr', 'bureaux à louer Wallonie', { type: 8, goal: 1, region: 'wallonia' }),
  c('fr', 'appartement neuf PEB A La Louvière', { type: 2, newBuild: true, epc: 'A', city: 'La Louvière|7100' }),
  c('fr', 'maison 1400 €/mois Wavre', { type: 1, maxPrice: 1400, goal: 1, city: 'Wavre|1300' }),
  c('fr', 'immeuble de rapport à partir de 500k', { type: 5, minPrice: 500000 }),
  c('fr', 'terrain de 800 m² Arlon', { type: 4, minPlot: 800, city: 'Arlon|6700' }),
  c('fr', 'Luxembourg L-1009 appartement', { type: 2, city: 'Luxembourg|1009' }),
  c('fr', 'garage à louer Schaerbeek', { type: 7, goal: 1, city: 'Schaerbeek|1030' }),
  // Dutch
  c('nl', 'appartement gent', { type: 2, city: 'Gent|9000' }),
  c('nl', 'huis 3 slaapkamers max 400000', { type: 1, minRooms: 3, maxPrice: 400000 }),
  c('nl', 'woning te koop Antwerpen met tuin', { type: 1, goal: 0, city: 'Antwerpen|2000', garden: true }),
  c('nl', 'rijwoning 3 slpk tot 300.000 Sint-Niklaas', {
    type: 1,
    minRooms: 3,
    maxPrice: 300000,
    city: 'Sint-Niklaas|9100',
  }),
  c('nl', 'bel-étage Brugge', { type: 1, city: 'Brugge|8000' }),
  c('nl', 'appartement te huur Leuven < 1000 per maand', { type: 2, goal: 1, city: 'Leuven|3000', maxPrice: 1000 }),
  c('nl', 'nieuwbouw appartement West-Vlaanderen', { newBuild: true, type: 2, region: 'west-flanders' }),
  c('nl', 'bouwgrond Oost-Vlaanderen tussen 150.000 en 250.000', {
    type: 4,
    region: 'east-flanders',
    minPrice: 150000,
    maxPrice: 250000,
  }),
  c('nl', 'huis met garage Hasselt', { type: 1, parking: true, city: 'Hasselt|3500' }),
  c('nl', 'kot leuven', { type: 3, city: 'Leuven|3000' }),
  c('nl', 'handelspand te huur 9000', { type: 6, goal: 1, city: 'Gent|9000' }),
  c('nl', 'villa Sint-Martens-Latem epc b', { type: 1, city: 'Sint-Martens-Latem|9830', epc: 'B' }),
  c('nl', 'twee slaapkamers Mechelen', { minRooms: 2, city: 'Mechelen|2800' }),
  c('nl', 'appartement min 80 m2 Oostende', { type: 2, minArea: 80, city: 'Oostende|8400' }),
  c('nl', 'penthouse knokke dakterras', { type: 2, city: 'Knokke-Heist|8300', terrace: true }),
  c('nl', 'huis Vlaams-Brabant 250k-400k', { type: 1, region: 'flemish-brabant', minPrice: 250000, maxPrice: 400000 }),
  c('nl', 'provincie Luik', { region: 'liege-province' }),
  c('nl', 'BV-2026-00523', {}, { reference: 'BV-2026-00523' }),
  c('nl', 'woning Kortrijk 2+ slaapkamers', { type: 1, city: 'Kortrijk|8500', minRooms: 2 }),
  // English
  c('en', 'apartment ghent', { type: 2, city: 'Ghent|9000' }),
  c('en', '3 bed house for sale Antwerp', { type: 1, minRooms: 3, goal: 0, city: 'Antwerp|2000' }),
  c('en', 'flat to rent Brussels under 1,200', { type: 2, goal: 1, region: 'brussels', maxPrice: 1200 }),
  c('en', 'house with garden and garage Leuven up to 450k', {
    type: 1,
    garden: true,
    parking: true,
    city: 'Leuven|3000',
    maxPrice: 450000,
  }),
  c('en', 'offices for rent 1000', { type: 8, goal: 1, city: 'Brussels|1000' }),
  c('en', 'new build apartment Flanders EPC A+', { newBuild: true, type: 2, region: 'flanders', epc: 'A+' }),
  c('en', 'building plot 600 m2 Namur', { type: 4, minPlot: 600, city: 'Namur|5000' }),
  c('en', '2 bedroom flat Mechelen 200k to 280k', {
    minRooms: 2,
    type: 2,
    city: 'Mechelen|2800',
    minPrice: 200000,
    maxPrice: 280000,
  }),
  c('en', 'houses in Limburg', { type: 1, region: 'limburg' }),
  c('en', 'apartment Antwerpn', { type: 2, city: 'Antwerp|2000' }),
  c('en', 'investment property Charleroi', { type: 5, city: 'Charleroi|6000' }),
  c('en', 'studio near Liège < 700 per month', { type: 3, city: 'Liège|4000', maxPrice: 700, goal: 1 }),
  c('en', 'house 120-180 m² Wavre', { type: 1, minArea: 120, maxArea: 180, city: 'Wavre|1300' }),
  c('en', '5100523', {}, { id: 5100523 }),
  c('en', 'shop for rent Bruges', { type: 6, goal: 1, city: 'Bruges|8000' }),
  c('en', 'cheap castle Spa', { city: 'Spa|4900' }, { unread: ['cheap', 'castle'] }),
  // German
  c('de', 'Wohnung Gent', { type: 2, city: 'Gent|9000' }),
  c('de', 'Haus kaufen Eupen 3 Schlafzimmer', { type: 1, goal: 0, city: 'Eupen|4700', minRooms: 3 }),
  c('de', 'Wohnung mieten Brüssel bis 1.100 €', { type: 2, goal: 1, region: 'brussels', maxPrice: 1100 }),
  c('de', 'Einfamilienhaus mit Garten Lüttich', { type: 1, garden: true, city: 'Lüttich|4000' }),
  c('de', 'Neubau Wohnung Antwerpen 2 Schlafzimmer', { newBuild: true, type: 2, city: 'Antwerpen|2000', minRooms: 2 }),
  c('de', 'Grundstück Provinz Luxemburg', { type: 4, region: 'luxembourg-province' }),
  c('de', 'Büro zur Miete Löwen', { type: 8, goal: 1, city: 'Löwen|3000' }),
  c('de', 'Haus ab 300.000 € Flandern', { type: 1, minPrice: 300000, region: 'flanders' }),
  c(
    'de',
    'Wohnung 2 Zi. Mecheln unter 250000',
    { type: 2, city: 'Mecheln|2800', maxPrice: 250000 },
    {
      unread: ['2', 'Zi.'],
    },
  ),
  c('de', 'Stellplatz Ostende', { type: 7, city: 'Ostende|8400' }),
  c('de', 'Haus Wallonien 1,2 Mio', { type: 1, region: 'wallonia', maxPrice: 1200000 }),
  c('de', 'Penthouse mit Terrasse Hennegau', { type: 2, terrace: true, region: 'hainaut' }),
  c('de', 'Wohnung Energieklasse C Esch an der Alzette', { type: 2, epc: 'C', city: 'Esch an der Alzette|4001' }),
  c('de', 'Lagerhalle 500 m2 Arel', { type: 6, minArea: 500, city: 'Arel|6700' }),
  c('de', 'Wohnung 3 Schlafzimmer 250k-350k', { type: 2, minRooms: 3, minPrice: 250000, maxPrice: 350000 }),
];
