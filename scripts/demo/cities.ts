/**
 * Demo cities: real Belgian municipalities with their postcodes across Flanders, Brussels and
 * Wallonia (names per language where they differ: Bruxelles/Brussel, Anvers/Antwerpen, Liège/
 * Luik/Lüttich, …) and a few in Luxembourg (CountryID 50). Centres are real coordinates;
 * `radius` (km) bounds the generated addresses; `priceM2` is a rough asking price per m².
 */
import { COUNTRY } from '../../shared/model/property';
import type { CityRecord } from '../../shared/model/record';
import type { Region } from '../../shared/model/energy';

export type StreetStyle = 'nl' | 'fr' | 'de' | 'lu';

export interface DemoCity extends CityRecord {
  region: Region | 'luxembourg';
  radius: number;
  priceM2: number;
  /** Relative number of listings. */
  weight: number;
  streets: StreetStyle;
}

const same = (name: string) => ({ en: name, nl: name, fr: name, de: name });

const city = (
  zip: string,
  name: string | CityRecord['Name'],
  lat: number,
  lng: number,
  region: DemoCity['region'],
  opts: { radius?: number; priceM2: number; weight?: number; streets: StreetStyle },
): DemoCity => ({
  Zip: zip,
  CountryID: region === 'luxembourg' ? COUNTRY.luxembourg : COUNTRY.belgium,
  Name: typeof name === 'string' ? same(name) : name,
  Lat: lat,
  Lng: lng,
  region,
  radius: opts.radius ?? 1.2,
  priceM2: opts.priceM2,
  weight: opts.weight ?? 1,
  streets: opts.streets,
});

export const DEMO_CITIES: DemoCity[] = [
  // Brussels-Capital (1000–1299)
  city('1000', { en: 'Brussels', nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel' }, 50.8467, 4.3525, 'brussels', {
    radius: 1.0,
    priceM2: 3900,
    weight: 6,
    streets: 'fr',
  }),
  city('1050', { en: 'Ixelles', nl: 'Elsene', fr: 'Ixelles', de: 'Ixelles' }, 50.8275, 4.3697, 'brussels', {
    radius: 0.9,
    priceM2: 4300,
    weight: 5,
    streets: 'fr',
  }),
  city('1040', 'Etterbeek', 50.8333, 4.3886, 'brussels', { radius: 0.7, priceM2: 3900, weight: 3, streets: 'fr' }),
  city('1180', { en: 'Uccle', nl: 'Ukkel', fr: 'Uccle', de: 'Uccle' }, 50.8005, 4.3366, 'brussels', {
    radius: 1.3,
    priceM2: 4400,
    weight: 4,
    streets: 'fr',
  }),
  city(
    '1030',
    { en: 'Schaerbeek', nl: 'Schaarbeek', fr: 'Schaerbeek', de: 'Schaerbeek' },
    50.8676,
    4.3737,
    'brussels',
    { radius: 0.9, priceM2: 3100, weight: 3, streets: 'fr' },
  ),
  city(
    '1200',
    {
      en: 'Woluwe-Saint-Lambert',
      nl: 'Sint-Lambrechts-Woluwe',
      fr: 'Woluwe-Saint-Lambert',
      de: 'Woluwe-Saint-Lambert',
    },
    50.8431,
    4.4283,
    'brussels',
    { radius: 0.9, priceM2: 3800, weight: 3, streets: 'fr' },
  ),
  city(
    '1060',
    { en: 'Saint-Gilles', nl: 'Sint-Gillis', fr: 'Saint-Gilles', de: 'Saint-Gilles' },
    50.8282,
    4.3456,
    'brussels',
    { radius: 0.6, priceM2: 3600, weight: 2, streets: 'fr' },
  ),
  city('1070', 'Anderlecht', 50.8365, 4.3075, 'brussels', { radius: 1.2, priceM2: 2800, weight: 2, streets: 'fr' }),
  city(
    '1170',
    { en: 'Watermael-Boitsfort', nl: 'Watermaal-Bosvoorde', fr: 'Watermael-Boitsfort', de: 'Watermael-Boitsfort' },
    50.7993,
    4.4158,
    'brussels',
    { radius: 0.9, priceM2: 4000, weight: 2, streets: 'fr' },
  ),
  // Flanders (1500–3999, 8000–9999)
  city('2000', { en: 'Antwerp', nl: 'Antwerpen', fr: 'Anvers', de: 'Antwerpen' }, 51.2194, 4.4025, 'flanders', {
    radius: 1.2,
    priceM2: 3300,
    weight: 6,
    streets: 'nl',
  }),
  city('9000', { en: 'Ghent', nl: 'Gent', fr: 'Gand', de: 'Gent' }, 51.0543, 3.7174, 'flanders', {
    radius: 1.3,
    priceM2: 3500,
    weight: 5,
    streets: 'nl',
  }),
  city('8000', { en: 'Bruges', nl: 'Brugge', fr: 'Bruges', de: 'Brügge' }, 51.2093, 3.2247, 'flanders', {
    radius: 1.0,
    priceM2: 3300,
    weight: 4,
    streets: 'nl',
  }),
  city('3000', { en: 'Leuven', nl: 'Leuven', fr: 'Louvain', de: 'Löwen' }, 50.8798, 4.7005, 'flanders', {
    radius: 1.0,
    priceM2: 3700,
    weight: 4,
    streets: 'nl',
  }),
  city('2800', { en: 'Mechelen', nl: 'Mechelen', fr: 'Malines', de: 'Mecheln' }, 51.0259, 4.4776, 'flanders', {
    radius: 1.0,
    priceM2: 3100,
    weight: 3,
    streets: 'nl',
  }),
  city('3500', 'Hasselt', 50.9307, 5.3325, 'flanders', { radius: 1.2, priceM2: 2700, weight: 3, streets: 'nl' }),
  city('8500', { en: 'Kortrijk', nl: 'Kortrijk', fr: 'Courtrai', de: 'Kortrijk' }, 50.8277, 3.2649, 'flanders', {
    radius: 1.1,
    priceM2: 2600,
    weight: 2,
    streets: 'nl',
  }),
  city('8400', { en: 'Ostend', nl: 'Oostende', fr: 'Ostende', de: 'Ostende' }, 51.2154, 2.9286, 'flanders', {
    radius: 1.0,
    priceM2: 3400,
    weight: 3,
    streets: 'nl',
  }),
  city('8300', 'Knokke-Heist', 51.3489, 3.2875, 'flanders', { radius: 1.5, priceM2: 6800, weight: 3, streets: 'nl' }),
  city('9300', { en: 'Aalst', nl: 'Aalst', fr: 'Alost', de: 'Aalst' }, 50.9378, 4.0403, 'flanders', {
    radius: 1.0,
    priceM2: 2500,
    weight: 2,
    streets: 'nl',
  }),
  city(
    '9100',
    { en: 'Sint-Niklaas', nl: 'Sint-Niklaas', fr: 'Saint-Nicolas', de: 'Sankt Niklas' },
    51.1655,
    4.1437,
    'flanders',
    { radius: 1.0, priceM2: 2600, weight: 2, streets: 'nl' },
  ),
  city('3080', 'Tervuren', 50.8236, 4.5147, 'flanders', { radius: 1.2, priceM2: 3900, weight: 2, streets: 'nl' }),
  city('1500', { en: 'Halle', nl: 'Halle', fr: 'Hal', de: 'Halle' }, 50.7339, 4.2345, 'flanders', {
    radius: 1.0,
    priceM2: 2700,
    weight: 1,
    streets: 'nl',
  }),
  city('1930', 'Zaventem', 50.8836, 4.4728, 'flanders', { radius: 1.0, priceM2: 3000, weight: 2, streets: 'nl' }),
  city('3600', 'Genk', 50.965, 5.5003, 'flanders', { radius: 1.4, priceM2: 2200, weight: 1, streets: 'nl' }),
  city('9830', 'Sint-Martens-Latem', 51.0148, 3.6374, 'flanders', {
    radius: 1.2,
    priceM2: 4600,
    weight: 1,
    streets: 'nl',
  }),
  city('2600', { en: 'Berchem', nl: 'Berchem', fr: 'Berchem', de: 'Berchem' }, 51.1942, 4.4253, 'flanders', {
    radius: 0.8,
    priceM2: 3100,
    weight: 2,
    streets: 'nl',
  }),
  // Wallonia (1300–1499, 4000–7999)
  city('4000', { en: 'Liège', nl: 'Luik', fr: 'Liège', de: 'Lüttich' }, 50.6326, 5.5797, 'wallonia', {
    radius: 1.3,
    priceM2: 2200,
    weight: 5,
    streets: 'fr',
  }),
  city('5000', { en: 'Namur', nl: 'Namen', fr: 'Namur', de: 'Namur' }, 50.4669, 4.8675, 'wallonia', {
    radius: 1.2,
    priceM2: 2500,
    weight: 4,
    streets: 'fr',
  }),
  city('6000', 'Charleroi', 50.4108, 4.4446, 'wallonia', { radius: 1.3, priceM2: 1700, weight: 3, streets: 'fr' }),
  city('7000', { en: 'Mons', nl: 'Bergen', fr: 'Mons', de: 'Bergen' }, 50.4542, 3.9523, 'wallonia', {
    radius: 1.1,
    priceM2: 2000,
    weight: 2,
    streets: 'fr',
  }),
  city('7500', { en: 'Tournai', nl: 'Doornik', fr: 'Tournai', de: 'Doornik' }, 50.6056, 3.3878, 'wallonia', {
    radius: 1.1,
    priceM2: 2000,
    weight: 2,
    streets: 'fr',
  }),
  city('1300', { en: 'Wavre', nl: 'Waver', fr: 'Wavre', de: 'Wavre' }, 50.7171, 4.6012, 'wallonia', {
    radius: 1.1,
    priceM2: 2900,
    weight: 2,
    streets: 'fr',
  }),
  city('1410', 'Waterloo', 50.7147, 4.3991, 'wallonia', { radius: 1.3, priceM2: 3400, weight: 3, streets: 'fr' }),
  city('1348', 'Louvain-la-Neuve', 50.6681, 4.6118, 'wallonia', {
    radius: 0.8,
    priceM2: 3000,
    weight: 2,
    streets: 'fr',
  }),
  city(
    '1420',
    { en: "Braine-l'Alleud", nl: 'Eigenbrakel', fr: "Braine-l'Alleud", de: "Braine-l'Alleud" },
    50.6833,
    4.3681,
    'wallonia',
    { radius: 1.2, priceM2: 2800, weight: 2, streets: 'fr' },
  ),
  city('1400', { en: 'Nivelles', nl: 'Nijvel', fr: 'Nivelles', de: 'Nivelles' }, 50.5979, 4.3285, 'wallonia', {
    radius: 1.1,
    priceM2: 2500,
    weight: 1,
    streets: 'fr',
  }),
  city('4900', 'Spa', 50.4924, 5.865, 'wallonia', { radius: 0.9, priceM2: 2300, weight: 1, streets: 'fr' }),
  city('6700', { en: 'Arlon', nl: 'Aarlen', fr: 'Arlon', de: 'Arel' }, 49.6833, 5.8167, 'wallonia', {
    radius: 1.0,
    priceM2: 2600,
    weight: 2,
    streets: 'fr',
  }),
  city('4700', 'Eupen', 50.6304, 6.0316, 'wallonia', { radius: 1.0, priceM2: 2200, weight: 1, streets: 'de' }),
  city('6940', 'Durbuy', 50.3526, 5.4563, 'wallonia', { radius: 1.0, priceM2: 2100, weight: 1, streets: 'fr' }),
  city('4800', 'Verviers', 50.5891, 5.8623, 'wallonia', { radius: 1.1, priceM2: 1600, weight: 1, streets: 'fr' }),
  // Luxembourg (CountryID 50)
  city(
    '1450',
    { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' },
    49.6116,
    6.1319,
    'luxembourg',
    { radius: 1.2, priceM2: 9500, weight: 2, streets: 'lu' },
  ),
  city(
    '4050',
    { en: 'Esch-sur-Alzette', nl: 'Esch-sur-Alzette', fr: 'Esch-sur-Alzette', de: 'Esch an der Alzette' },
    49.4958,
    5.9806,
    'luxembourg',
    { radius: 1.0, priceM2: 7200, weight: 1, streets: 'lu' },
  ),
  city('7520', 'Mersch', 49.7489, 6.1064, 'luxembourg', { radius: 0.8, priceM2: 7000, weight: 1, streets: 'lu' }),
];

/** Street names by style (Flemish, French-speaking, German-speaking Belgium, Luxembourg). */
export const STREETS: Record<StreetStyle, readonly string[]> = {
  nl: [
    'Kerkstraat',
    'Stationsstraat',
    'Molenstraat',
    'Nieuwstraat',
    'Schoolstraat',
    'Dorpsstraat',
    'Kapelstraat',
    'Lindenlaan',
    'Beukenlaan',
    'Veldstraat',
    'Koningin Astridlaan',
    'Leopoldstraat',
    'Groenstraat',
    'Zonnelaan',
    'Vlaanderenstraat',
    'Sint-Jansstraat',
    'Hoogstraat',
    'Meersstraat',
    'Eikenlaan',
    'Kasteelstraat',
  ],
  fr: [
    'Rue de la Station',
    "Rue de l'Église",
    'Avenue des Tilleuls',
    'Rue du Moulin',
    'Rue des Écoles',
    'Avenue Albert Ier',
    'Rue Haute',
    'Avenue de la Forêt',
    'Rue du Château',
    'Chaussée de Bruxelles',
    'Rue des Champs',
    'Avenue Brugmann',
    'Rue Royale',
    'Rue du Marché',
    'Avenue des Saisons',
    'Rue Saint-Georges',
    'Place communale',
    'Rue de la Paix',
    'Avenue Reine Astrid',
    'Rue des Fleurs',
  ],
  de: [
    'Aachener Straße',
    'Bergstraße',
    'Kirchstraße',
    'Hochstraße',
    'Gospertstraße',
    'Klötzerbahn',
    'Haasstraße',
    'Simarstraße',
  ],
  lu: [
    'Boulevard Royal',
    'Avenue de la Gare',
    'Rue de Hollerich',
    'Route d’Arlon',
    'Rue Principale',
    'Rue de la Libération',
    'Grand-Rue',
    'Avenue de la Liberté',
  ],
};
