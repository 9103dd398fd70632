/**
 * Belgian postcodes from bpost's list (./be-postcodes-data.ts: its source, edition and columns):
 * what a postcode is (a place, or an organisation's own code), its localities, municipality and
 * province, and whether a place name belongs to it. Used where an address is checked against the
 * real list (demo addresses; the forms use the compact ../../../shared/geo/be-postcode-set.ts, which holds the same
 * place postcodes). The list is parsed on first use, never at module load (a Worker's start-up
 * stays short).
 *
 * Rules:
 * - A postcode is written as four digits; '1000', 'B-1000', 'BE-1000' and 'BE 1000' all read as
 *   1000 (readBelgianPostcode). Anything else is not a Belgian postcode.
 * - A place postcode has one or more localities; at most one of them is the municipality's own
 *   centre (`main`): many postcodes serve only parts of a municipality (1020 Laken, part of
 *   Brussel; 2070 Burcht and Zwijndrecht, parts of Beveren-Kruibeke-Zwijndrecht since 2025).
 * - An organisation's postcode (1008 the Chamber, 1044 RTBF, 1099 'Brussel X', …) is in bpost's
 *   list but is no place: isBelgianPostcode is false for it, and a home address never has it.
 * - Names compare without regard to case, accents, hyphens, apostrophes or spaces ('Liège',
 *   'LIEGE', 'liege'; 'Sint Pieters Leeuw' and 'Sint-Pieters-Leeuw').
 */
import { BPOST_EDITION, BPOST_ROWS } from './be-postcodes-data';
import { readBelgianPostcode } from '../../../shared/geo/be-postcode-set';

export { readBelgianPostcode };

export interface BpostLocality {
  /** bpost's name of the locality (Dutch in Brussels, the local name elsewhere). */
  name: string;
  /** The municipality's own centre ('Neen' in bpost's Deelgemeente column), not one of its parts. */
  main: boolean;
}

export interface BpostPostcode {
  postcode: string;
  /** 'place' for an address's postcode; 'organisation' for an organisation's own code. */
  kind: 'place' | 'organisation';
  /** The localities of a place (bpost's order); for an organisation, its name. */
  localities: BpostLocality[];
  /** The municipality as bpost writes it (capitals: 'BRUSSEL', 'LIÈGE'); an organisation's name. */
  municipality: string;
  /** The province as bpost writes it (BRUSSEL for the Brussels-Capital Region); '' for an organisation. */
  province: string;
}

/** Where the list comes from (shown in docs/forms-and-leads.md). */
export const BPOST_LIST = {
  edition: BPOST_EDITION,
  source: 'bpost, list of postcodes sorted by postcode (Dutch edition)',
} as const;

let table: Map<string, BpostPostcode> | undefined;

function load(): Map<string, BpostPostcode> {
  if (table) return table;
  table = new Map();
  for (const line of BPOST_ROWS.split('\n')) {
    const [postcode = '', name = '', part = '', municipality = '', province = ''] = line.split(';');
    const kind = part === 'Ja' || part === 'Neen' ? 'place' : 'organisation';
    const entry = table.get(postcode) ?? { postcode, kind, localities: [], municipality, province };
    entry.localities.push({ name, main: part === 'Neen' });
    table.set(postcode, entry);
  }
  return table;
}

/** bpost's entry for a postcode (place or organisation), or undefined when bpost has none. */
export function bpostPostcode(text: string): BpostPostcode | undefined {
  const code = readBelgianPostcode(text);
  return code ? load().get(code) : undefined;
}

/** Whether the text is the postcode of a Belgian place in bpost's list. */
export function isBelgianPostcode(text: string): boolean {
  return bpostPostcode(text)?.kind === 'place';
}

/** Every place postcode of the list, in ascending order. */
export function placePostcodeList(): string[] {
  return [...load().values()].filter((e) => e.kind === 'place').map((e) => e.postcode);
}

/** A name folded for comparison: no case, accents, hyphens, apostrophes or spaces. */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gi, 'oe')
    .toLowerCase()
    .replace(/[\s'’-]/g, '');
}

/** Whether a place name is one of the postcode's localities or its municipality (bpost's names). */
export function postcodeHasPlace(postcode: string, name: string): boolean {
  const entry = bpostPostcode(postcode);
  if (entry?.kind !== 'place') return false;
  const wanted = foldPlaceName(name);
  return foldPlaceName(entry.municipality) === wanted || entry.localities.some((l) => foldPlaceName(l.name) === wanted);
}
