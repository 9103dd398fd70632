/**
 * Regions by postcode (docs/energy-labels.md) and the energy-label scale of each region (docs/energy-labels.md, with the
 * Brussels typo fixed per docs/energy-labels.md: f_sub is 323–345). A label comes from the energy
 * performance (kWh/m² per year) against the region of the postcode, or from the label text
 * when there is no number.
 */
import { COUNTRY } from './property';

export type Region = 'flanders' | 'brussels' | 'wallonia';

/** Region of a Belgian postcode; null outside Belgium or for a postcode that is not a number. */
export function regionOfZip(zip: string, countryId: number = COUNTRY.belgium): Region | null {
  if (countryId !== COUNTRY.belgium || !/^\d{4}$/.test(zip.trim())) return null;
  const n = Number(zip.trim());
  if (n >= 1000 && n <= 1299) return 'brussels';
  if ((n >= 1300 && n <= 1499) || (n >= 4000 && n <= 7999)) return 'wallonia';
  if ((n >= 1500 && n <= 3999) || (n >= 8000 && n <= 9999)) return 'flanders';
  return null;
}

/** [label, upper bound (exclusive)] in order; the last label has no upper bound. */
type Scale = readonly (readonly [string, number])[];

const FLANDERS: Scale = [
  ['a_plus', 0],
  ['a', 100],
  ['b', 200],
  ['c', 300],
  ['d', 400],
  ['e', 500],
  ['f', Infinity],
];

/** Brussels ranges are whole numbers (1–23, 24–45, …): a value belongs below the next lower bound. */
const BRUSSELS: Scale = [
  ['a_plus', 0],
  ['a', 24],
  ['a_sub', 46],
  ['b_plus', 63],
  ['b', 80],
  ['b_sub', 96],
  ['c_plus', 114],
  ['c', 133],
  ['c_sub', 151],
  ['d_plus', 171],
  ['d', 191],
  ['d_sub', 211],
  ['e_plus', 233],
  ['e', 254],
  ['e_sub', 276],
  ['f_plus', 299],
  ['f', 323],
  ['f_sub', 346],
  ['g', Infinity],
];

const WALLONIA: Scale = [
  ['a_plusplus', 0],
  ['a_plus', 45],
  ['a', 85],
  ['b', 170],
  ['c', 255],
  ['d', 340],
  ['e', 425],
  ['f', 510],
  ['g', Infinity],
];

/** The scales by region (epcLabels in ../../app/model/energy-rating.ts lists their codes). */
export const SCALES: Record<Region, Scale> = { flanders: FLANDERS, brussels: BRUSSELS, wallonia: WALLONIA };

/** The label code ('b', 'c_plus', 'a_plusplus', …) of an energy performance in a region. */
export function epcLabel(region: Region, kwhPerM2: number): string {
  const scale = SCALES[region];
  for (const [label, upper] of scale) if (kwhPerM2 < upper) return label;
  return scale[scale.length - 1]![0];
}

/** A label code as printed: 'a_plus' → 'A+', 'a_plusplus' → 'A++', 'b_sub' → 'B-'. */
export function epcLabelText(code: string): string {
  const [letter = '', suffix = ''] = code.split('_');
  const mark = suffix === 'plusplus' ? '++' : suffix === 'plus' ? '+' : suffix === 'sub' ? '-' : '';
  return `${letter.toUpperCase()}${mark}`;
}

/**
 * A value range [min, max) inside one label of a region (for generating consistent data);
 * unbounded ends are capped at sensible values.
 */
export function epcRange(region: Region, label: string): [number, number] {
  const scale = SCALES[region];
  const i = scale.findIndex(([l]) => l === label);
  if (i < 0) throw new Error(`unknown ${region} label ${label}`);
  const lower = i === 0 ? -40 : scale[i - 1]![1];
  const upper = scale[i]![1] === Infinity ? lower + 150 : scale[i]![1];
  return [lower, upper];
}

/**
 * The printed label of a property ('B', 'C+', 'A++'), or '' when unknown: its class on its
 * region's scale from EnergyPerformance, else its label text (docs/energy-labels.md). Gives the
 * same text as energyRating(p).text (../../app/model/energy-rating.ts, the detail page's scale).
 */
export function propertyEpc(p: {
  EnergyPerformance: number | null;
  EPCLabelText: string;
  Zip: string;
  CountryID: number;
}): string {
  const region = regionOfZip(p.Zip, p.CountryID);
  if (p.EnergyPerformance !== null && region) return epcLabelText(epcLabel(region, p.EnergyPerformance));
  return p.EPCLabelText.trim().toUpperCase();
}
