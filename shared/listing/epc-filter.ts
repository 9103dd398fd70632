/**
 * The EPC filter (docs/search.md): "label C or better". A visitor picks the worst label they
 * accept from one list (A++ … G); each property is judged by its own label on its own region's
 * scale (docs/energy-labels.md: Flanders A+ … F, Brussels A+ … G with + and − steps, Wallonia
 * A++ … G, Luxembourg A … I by its label text), the label the card prints (shared/model/energy.ts
 * propertyEpc). The steps of a letter count as that letter: a Brussels 'C−' is a C. A property
 * whose label is unknown does not pass.
 *
 * The d1 provider filters in SQL with `epcBounds`: per region, the energy performance below which
 * a class is at least as good, and the label texts that are (for properties without a number).
 */
import { epcLabelText, SCALES, type Region } from '../model/energy';
import { propertyEpc } from '../model/energy';

/** The choices of the filter, best first. */
export const EPC_CHOICES = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcChoice = (typeof EPC_CHOICES)[number];

export const isEpcChoice = (value: unknown): value is EpcChoice =>
  typeof value === 'string' && (EPC_CHOICES as readonly string[]).includes(value);

/** A printed label's rank, best 0 ('A++', 'A+' 1, 'A' 2, 'B' 3 … 'G' 8, Luxembourg's 'H' 9 and 'I' 10), or null. */
export function epcRank(text: string): number | null {
  const t = text.trim().toUpperCase();
  if (t === 'A++') return 0;
  if (t === 'A+') return 1;
  const m = /^([A-I])[+-]?$/.exec(t);
  if (!m) return null;
  return 2 + (m[1]!.charCodeAt(0) - 'A'.charCodeAt(0));
}

/** Whether a property's label is at least as good as `worst` (an unknown label does not pass). */
export function acceptsEpc(
  worst: string,
  p: { EnergyPerformance: number | null; EPCLabelText: string; Zip: string; CountryID: number },
): boolean {
  const limit = epcRank(worst);
  const own = epcRank(propertyEpc(p));
  return limit !== null && own !== null && own <= limit;
}

/** Every printed label text a property can carry, best first ('A++', 'A+', 'A', 'A-', 'B+', 'B', 'B-', … 'I'). */
const ALL_TEXTS: readonly string[] = [
  'A++',
  'A+',
  ...'ABCDEFGHI'.split('').flatMap((l) => (l === 'A' ? ['A', 'A-'] : [`${l}+`, l, `${l}-`])),
];

export interface EpcBounds {
  /**
   * Per region, the exclusive upper bound of the energy performance (kWh/m² per year) whose class
   * is at least as good as the choice; null when no class of that region's scale is.
   */
  below: Record<Region, number | null>;
  /** The label texts at least as good (for properties judged by their text). */
  texts: string[];
}

/** The bounds of a choice (null for a value that is no choice). */
export function epcBounds(worst: string): EpcBounds | null {
  const limit = epcRank(worst);
  if (limit === null || !isEpcChoice(worst)) return null;
  const below = {} as Record<Region, number | null>;
  for (const region of Object.keys(SCALES) as Region[]) {
    let bound: number | null = null;
    for (const [code, upper] of SCALES[region]) {
      if ((epcRank(epcLabelText(code)) ?? Infinity) <= limit) bound = upper;
      else break;
    }
    below[region] = bound;
  }
  return { below, texts: ALL_TEXTS.filter((t) => (epcRank(t) ?? Infinity) <= limit) };
}
