/**
 * Demo towns: real Belgian municipalities (or, for Berchem and Louvain-la-Neuve, the part a
 * postcode serves) across Flanders, Brussels and Wallonia, with their real postcodes (bpost's
 * list: scripts/demo/bpost/be-postcodes.ts), their names per language where they differ
 * (Bruxelles/Brussel, Anvers/Antwerpen, Liège/Luik/Lüttich, …) and the real coordinates of their
 * centre (the table: ./cities.json, by region). Their streets and address points come from open address data
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
import TOWNS from './cities.json';

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

/** A row of ./cities.json: a town as the table writes it (Brussels's towns have no province: it is Brussels). */
interface TownRow {
  zip: string;
  name: string | CityRecord['Name'];
  lat: number;
  lng: number;
  province?: string;
  character: string;
  weight?: number;
  esnList?: string;
}

/** The towns by region, in the table's order: Brussels-Capital (1000–1299), Flanders (1500–3999, 8000–9999), Wallonia (1300–1499, 4000–7999). */
export const DEMO_CITIES: DemoCity[] = Object.entries(TOWNS as Record<string, TownRow[]>).flatMap(([region, rows]) =>
  rows.map(({ zip, name, lat, lng, province, character, weight, esnList }) =>
    town(zip, name, lat, lng, region as Region, (province ?? 'Brussels') as Province, character as TownCharacter, {
      ...(weight !== undefined ? { weight } : {}),
      ...(esnList !== undefined ? { esnList } : {}),
    }),
  ),
);

/** The demo town of a postcode (throws when the demo has none). */
export function cityByZip(zip: string): DemoCity {
  const city = DEMO_CITIES.find((c) => c.Zip === zip);
  if (!city) throw new Error(`no demo city ${zip}`);
  return city;
}
