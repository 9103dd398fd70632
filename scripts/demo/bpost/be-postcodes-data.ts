/**
 * bpost's list of Belgian postcodes: its source and edition, and its rows as text, read from
 * ./be-postcodes.csv (read by ./be-postcodes.ts, in Node only; nothing else imports it).
 *
 * Source: bpost, "Lijst van postcodes gesorteerd op postcode" (the list sorted by postcode, Dutch
 * edition), edition 2025 (`zipcodes_num_nl_2025.xls`), offered by bpost as a free download for
 * checking postcodes (its postcode validation page, bpost.be). It lists every locality of every
 * postcode after the municipal mergers of 1 January 2025. Taken on 2026-11-28 from a public copy
 * of that file saved as CSV, whose accented letters had been lost in a wrong character set
 * (366 letters): they were restored from bpost's French list of postcodes (2017 edition), and by
 * hand for the 27 names that list spells otherwise (Büllingen, Chênée, Pâturages, Petit-Rœulx-
 * lez-Braine, …). bpost gives the list no formal licence; it is kept here as the reference that
 * forms check a postcode against, with its edition, so it can be replaced by the next one.
 *
 * ./be-postcodes.csv holds one row per line, bpost's five columns, separated by ';' (no header):
 * Postcode;Plaatsnaam;Deelgemeente;Hoofdgemeente;Provincie
 * - Plaatsnaam: the locality (bpost's Dutch edition: Dutch names in Brussels, local names elsewhere).
 * - Deelgemeente: 'Ja' for a part of a municipality, 'Neen' for the municipality's own centre, and
 *   empty for the postcodes of organisations (parliaments, broadcasters, sorting centres, 1099
 *   'Brussel X', …), which are not places.
 * - Hoofdgemeente: the municipality, as bpost writes it (capitals).
 * - Provincie: the province (BRUSSEL for the Brussels-Capital Region); empty for organisations.
 *
 * Replacing it with a later edition: keep the format; the unit test `scripts/demo/bpost/be-postcodes.test.ts`
 * checks that ../../../shared/geo/be-postcode-set.ts (the compact list the forms use) still matches it.
 */
import { readFileSync } from 'node:fs';

export const BPOST_EDITION = '2025';

/** The list's rows, one per line (without a last empty line). */
export const BPOST_ROWS = readFileSync(new URL('./be-postcodes.csv', import.meta.url), 'utf8').replace(/\n$/, '');
