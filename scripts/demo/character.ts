/**
 * What a town's character (./cities.ts: city centre, town, suburb, countryside) means for the
 * demo's properties: which kinds are built there and on how much land. A city centre has flats,
 * terraced and town houses on small plots, no villa, bungalow or farm; a town has no farm; a
 * farm stands in the countryside on one to several hectares. Plot ranges (m²) are the model's
 * choice from what Belgian listings show (docs/decisions/062-demo-places-from-open-address-data.md);
 * the data check (tests/unit/demo-data.test.ts) holds the demo to them.
 */
import type { TownCharacter } from './cities';

/**
 * Plot area ranges [min, max] in m² of the subtypes with land (houses, plots, buildings), per
 * character of town: such a subtype is built only where its row has a range.
 */
export const PLOT_RANGES: Readonly<Record<string, Partial<Record<TownCharacter, readonly [number, number]>>>> = {
  terraced: { centre: [60, 220], town: [100, 350], suburb: [120, 400], countryside: [150, 600] },
  mansion: { centre: [100, 320], town: [120, 400], suburb: [150, 500] },
  semi: { centre: [150, 400], town: [250, 650], suburb: [300, 800], countryside: [400, 1500] },
  villa: { town: [600, 1500], suburb: [800, 2500], countryside: [1000, 5000] },
  bungalow: { town: [500, 1100], suburb: [600, 1500], countryside: [800, 2500] },
  farm: { countryside: [3000, 15000] },
  plot: { centre: [150, 450], town: [300, 900], suburb: [450, 1500], countryside: [600, 3000] },
  'office-building': { centre: [300, 900], town: [500, 1500], suburb: [800, 2000] },
  investment: { centre: [100, 300], town: [120, 400], suburb: [150, 450], countryside: [200, 600] },
  'apartment-block': { centre: [200, 500], town: [250, 700], suburb: [300, 800] },
};

/** Subtypes that belong in towns, not in the countryside (the model's choice). */
const NOT_IN_COUNTRYSIDE = new Set(['penthouse', 'loft', 'office', 'office-building', 'hospitality']);

/** Whether a subtype is built in a town of this character. */
export function builtIn(subtype: string, character: TownCharacter): boolean {
  const plots = PLOT_RANGES[subtype];
  if (plots) return plots[character] !== undefined;
  return !(character === 'countryside' && NOT_IN_COUNTRYSIDE.has(subtype));
}

/** The plot range of a subtype in a town of this character, or null when it has no land of its own. */
export function plotRange(subtype: string, character: TownCharacter): readonly [number, number] | null {
  return PLOT_RANGES[subtype]?.[character] ?? null;
}

/** The largest garden of a ground-floor flat (m²) by character (the model's choice). */
export const FLAT_GARDEN_MAX: Record<TownCharacter, number> = { centre: 60, town: 120, suburb: 150, countryside: 200 };
