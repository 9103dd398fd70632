/**
 * Demo towns: real Belgian municipalities (or, for Berchem and Louvain-la-Neuve, the part a
 * postcode serves) across Flanders, Brussels and Wallonia, with their real postcodes (bpost's
 * list: scripts/demo/bpost/be-postcodes.ts), their names per language where they differ
 * (Bruxelles/Brussel, Anvers/Antwerpen, Liège/Luik/Lüttich, …) and the real coordinates of their
 * centre. Their streets and address points come from open address data
 * (./addresses/: CRAB for Flanders, ICAR for Wallonia, OpenStreetMap for Brussels).
 *
 * Each town has a character that decides what is built there and on how much land
 * (./character.ts) and how it is priced (./market.ts): a city centre (flats, terraced and town
 * houses on small plots, no villa or farm), a town (all but farms), a suburb (villas and larger
 * gardens) or the countryside (farms and large plots). The municipalities Statbel names among the
 * dearest (and one of the cheapest) of their region have their own price factor (./market.ts
 * PREMIUM_FACTOR, cited there). The demo agency is a Belgian one: the demo has no Luxembourg town
 * (docs/decisions/062-demo-places-from-open-address-data.md).
 */
import type { Region } from '../../shared/model/energy';
import { COUNTRY } from '../../shared/model/property';
import type { CityRecord } from '../../app/model/record';

export type TownCharacter = 'centre' | 'town' | 'suburb' | 'countryside';
export type AddressSource = 'crab' | 'icar' | 'esn';
export type Province =
  | 'Brussels'
  | 'Antwerpen'
  | 'Oost-Vlaanderen'
  | 'West-Vlaanderen'
  | 'Vlaams-Brabant'
  | 'Limburg'
  | 'Brabant wallon'
  | 'Hainaut'
  | 'Liège'
  | 'Luxembourg'
  | 'Namur';

export interface DemoCity extends CityRecord {
  region: Region;
  province: Province;
  character: TownCharacter;
  /** Relative number of listings. */
  weight: number;
  /** Where its streets come from (./addresses/SOURCES.md). */
  source: AddressSource;
  /** Brussels: the municipality's street list in the source. */
  esnList?: string;
}

const same = (name: string) => ({ en: name, nl: name, fr: name, de: name });

const town = (
  zip: string,
  name: string | CityRecord['Name'],
  lat: number,
  lng: number,
  region: Region,
  province: Province,
  character: TownCharacter,
  opts: { weight?: number; esnList?: string } = {},
): DemoCity => ({
  Zip: zip,
  CountryID: COUNTRY.belgium,
  Name: typeof name === 'string' ? same(name) : name,
  Lat: lat,
  Lng: lng,
  region,
  province,
  character,
  weight: opts.weight ?? 1,
  source: region === 'brussels' ? 'esn' : region === 'flanders' ? 'crab' : 'icar',
  ...(opts.esnList ? { esnList: opts.esnList } : {}),
});

const bxl = (
  zip: string,
  name: string | CityRecord['Name'],
  lat: number,
  lng: number,
  character: TownCharacter,
  esnList: string,
  opts: { weight?: number } = {},
) => town(zip, name, lat, lng, 'brussels', 'Brussels', character, { ...opts, esnList });

export const DEMO_CITIES: DemoCity[] = [
  // Brussels-Capital (1000–1299)
  bxl(
    '1000',
    { en: 'Brussels', nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel' },
    50.8467,
    4.3525,
    'centre',
    'Bruxelles_Brussel',
    { weight: 6 },
  ),
  bxl(
    '1050',
    { en: 'Ixelles', nl: 'Elsene', fr: 'Ixelles', de: 'Ixelles' },
    50.8275,
    4.3697,
    'centre',
    'Ixelles_Elsene',
    { weight: 5 },
  ),
  bxl('1040', 'Etterbeek', 50.8333, 4.3886, 'centre', 'Etterbeek', { weight: 3 }),
  bxl('1180', { en: 'Uccle', nl: 'Ukkel', fr: 'Uccle', de: 'Uccle' }, 50.8005, 4.3366, 'suburb', 'Uccle_Ukkel', {
    weight: 4,
  }),
  bxl(
    '1030',
    { en: 'Schaerbeek', nl: 'Schaarbeek', fr: 'Schaerbeek', de: 'Schaerbeek' },
    50.8676,
    4.3737,
    'centre',
    'Schaerbeek_Schaarbeek',
    { weight: 3 },
  ),
  bxl(
    '1200',
    {
      en: 'Woluwe-Saint-Lambert',
      nl: 'Sint-Lambrechts-Woluwe',
      fr: 'Woluwe-Saint-Lambert',
      de: 'Woluwe-Saint-Lambert',
    },
    50.8431,
    4.4283,
    'suburb',
    'Woluwe-Saint-Lambert',
    { weight: 3 },
  ),
  bxl(
    '1060',
    { en: 'Saint-Gilles', nl: 'Sint-Gillis', fr: 'Saint-Gilles', de: 'Saint-Gilles' },
    50.8282,
    4.3456,
    'centre',
    'Saint-Gilles_Sint-Gillis',
    { weight: 2 },
  ),
  bxl('1070', 'Anderlecht', 50.8365, 4.3075, 'town', 'Anderlecht', { weight: 2 }),
  bxl(
    '1170',
    { en: 'Watermael-Boitsfort', nl: 'Watermaal-Bosvoorde', fr: 'Watermael-Boitsfort', de: 'Watermael-Boitsfort' },
    50.7993,
    4.4158,
    'suburb',
    'Watermael-Boitsfort',
    { weight: 2 },
  ),
  // Flanders (1500–3999, 8000–9999)
  town(
    '2000',
    { en: 'Antwerp', nl: 'Antwerpen', fr: 'Anvers', de: 'Antwerpen' },
    51.2194,
    4.4025,
    'flanders',
    'Antwerpen',
    'centre',
    { weight: 6 },
  ),
  town(
    '9000',
    { en: 'Ghent', nl: 'Gent', fr: 'Gand', de: 'Gent' },
    51.0543,
    3.7174,
    'flanders',
    'Oost-Vlaanderen',
    'centre',
    { weight: 5 },
  ),
  town(
    '8000',
    { en: 'Bruges', nl: 'Brugge', fr: 'Bruges', de: 'Brügge' },
    51.2093,
    3.2247,
    'flanders',
    'West-Vlaanderen',
    'centre',
    { weight: 4 },
  ),
  town(
    '3000',
    { en: 'Leuven', nl: 'Leuven', fr: 'Louvain', de: 'Löwen' },
    50.8798,
    4.7005,
    'flanders',
    'Vlaams-Brabant',
    'centre',
    { weight: 4 },
  ),
  town(
    '2800',
    { en: 'Mechelen', nl: 'Mechelen', fr: 'Malines', de: 'Mecheln' },
    51.0259,
    4.4776,
    'flanders',
    'Antwerpen',
    'centre',
    { weight: 3 },
  ),
  town('3500', 'Hasselt', 50.9307, 5.3325, 'flanders', 'Limburg', 'town', { weight: 3 }),
  town(
    '8500',
    { en: 'Kortrijk', nl: 'Kortrijk', fr: 'Courtrai', de: 'Kortrijk' },
    50.8277,
    3.2649,
    'flanders',
    'West-Vlaanderen',
    'town',
    { weight: 2 },
  ),
  town(
    '8400',
    { en: 'Ostend', nl: 'Oostende', fr: 'Ostende', de: 'Ostende' },
    51.2154,
    2.9286,
    'flanders',
    'West-Vlaanderen',
    'centre',
    { weight: 3 },
  ),
  town('8300', 'Knokke-Heist', 51.3489, 3.2875, 'flanders', 'West-Vlaanderen', 'suburb', { weight: 3 }),
  town(
    '9300',
    { en: 'Aalst', nl: 'Aalst', fr: 'Alost', de: 'Aalst' },
    50.9378,
    4.0403,
    'flanders',
    'Oost-Vlaanderen',
    'town',
    { weight: 2 },
  ),
  town(
    '9100',
    { en: 'Sint-Niklaas', nl: 'Sint-Niklaas', fr: 'Saint-Nicolas', de: 'Sankt Niklas' },
    51.1655,
    4.1437,
    'flanders',
    'Oost-Vlaanderen',
    'town',
    { weight: 2 },
  ),
  town('3080', 'Tervuren', 50.8236, 4.5147, 'flanders', 'Vlaams-Brabant', 'suburb', { weight: 2 }),
  town(
    '1500',
    { en: 'Halle', nl: 'Halle', fr: 'Hal', de: 'Halle' },
    50.7339,
    4.2345,
    'flanders',
    'Vlaams-Brabant',
    'town',
  ),
  town('1930', 'Zaventem', 50.8836, 4.4728, 'flanders', 'Vlaams-Brabant', 'suburb', { weight: 2 }),
  town('3600', 'Genk', 50.965, 5.5003, 'flanders', 'Limburg', 'town'),
  town('9830', 'Sint-Martens-Latem', 51.0148, 3.6374, 'flanders', 'Oost-Vlaanderen', 'suburb', {}),
  town('2600', 'Berchem', 51.1942, 4.4253, 'flanders', 'Antwerpen', 'centre', { weight: 2 }),
  town('8970', 'Poperinge', 50.8553, 2.7262, 'flanders', 'West-Vlaanderen', 'countryside'),
  town(
    '3840',
    { en: 'Borgloon', nl: 'Borgloon', fr: 'Looz', de: 'Borgloon' },
    50.8043,
    5.3435,
    'flanders',
    'Limburg',
    'countryside',
  ),
  town('9680', 'Maarkedal', 50.8037, 3.6497, 'flanders', 'Oost-Vlaanderen', 'countryside'),
  // Wallonia (1300–1499, 4000–7999)
  town(
    '4000',
    { en: 'Liège', nl: 'Luik', fr: 'Liège', de: 'Lüttich' },
    50.6326,
    5.5797,
    'wallonia',
    'Liège',
    'centre',
    { weight: 5 },
  ),
  town('5000', { en: 'Namur', nl: 'Namen', fr: 'Namur', de: 'Namur' }, 50.4669, 4.8675, 'wallonia', 'Namur', 'centre', {
    weight: 4,
  }),
  town('6000', 'Charleroi', 50.4108, 4.4446, 'wallonia', 'Hainaut', 'centre', { weight: 3 }),
  town('7000', { en: 'Mons', nl: 'Bergen', fr: 'Mons', de: 'Bergen' }, 50.4542, 3.9523, 'wallonia', 'Hainaut', 'town', {
    weight: 2,
  }),
  town(
    '7500',
    { en: 'Tournai', nl: 'Doornik', fr: 'Tournai', de: 'Doornik' },
    50.6056,
    3.3878,
    'wallonia',
    'Hainaut',
    'town',
    { weight: 2 },
  ),
  town(
    '1300',
    { en: 'Wavre', nl: 'Waver', fr: 'Wavre', de: 'Wavre' },
    50.7171,
    4.6012,
    'wallonia',
    'Brabant wallon',
    'town',
    { weight: 2 },
  ),
  town('1410', 'Waterloo', 50.7147, 4.3991, 'wallonia', 'Brabant wallon', 'suburb', { weight: 3 }),
  town('1348', 'Louvain-la-Neuve', 50.6681, 4.6118, 'wallonia', 'Brabant wallon', 'town', { weight: 2 }),
  town(
    '1420',
    { en: "Braine-l'Alleud", nl: 'Eigenbrakel', fr: "Braine-l'Alleud", de: "Braine-l'Alleud" },
    50.6833,
    4.3681,
    'wallonia',
    'Brabant wallon',
    'suburb',
    { weight: 2 },
  ),
  town(
    '1400',
    { en: 'Nivelles', nl: 'Nijvel', fr: 'Nivelles', de: 'Nivelles' },
    50.5979,
    4.3285,
    'wallonia',
    'Brabant wallon',
    'town',
  ),
  town('4900', 'Spa', 50.4924, 5.865, 'wallonia', 'Liège', 'town'),
  town(
    '6700',
    { en: 'Arlon', nl: 'Aarlen', fr: 'Arlon', de: 'Arel' },
    49.6833,
    5.8167,
    'wallonia',
    'Luxembourg',
    'town',
    { weight: 2 },
  ),
  town('4700', 'Eupen', 50.6304, 6.0316, 'wallonia', 'Liège', 'town'),
  town('6940', 'Durbuy', 50.3526, 5.4563, 'wallonia', 'Luxembourg', 'countryside'),
  town('4800', 'Verviers', 50.5891, 5.8623, 'wallonia', 'Liège', 'town'),
  town('6830', 'Bouillon', 49.7938, 5.0672, 'wallonia', 'Luxembourg', 'countryside'),
  town('5580', 'Rochefort', 50.1618, 5.2219, 'wallonia', 'Namur', 'countryside'),
  town(
    '1370',
    { en: 'Jodoigne', nl: 'Geldenaken', fr: 'Jodoigne', de: 'Jodoigne' },
    50.7237,
    4.8697,
    'wallonia',
    'Brabant wallon',
    'countryside',
  ),
];

/** The demo town of a postcode (throws when the demo has none). */
export function cityByZip(zip: string): DemoCity {
  const city = DEMO_CITIES.find((c) => c.Zip === zip);
  if (!city) throw new Error(`no demo city ${zip}`);
  return city;
}
