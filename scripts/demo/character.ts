/**
 * What a town's character (./cities.ts: city centre, town, suburb, countryside) means for the
 * demo's properties: which kinds are built there and on how much land. A city centre has flats,
 * terraced and town houses on small plots, no villa, bungalow or farm; a town has no farm; a
 * farm stands in the countryside on one to several hectares. Plot ranges (m²) are the model's
 * choice from what Belgian listings show (docs/decisions/062-demo-places-from-open-address-data.md);
 * the data check (tests/unit/demo-data.test.ts) holds the demo to them.
 */
import type { TownCharacter } from './cities';

/** Plot area ranges [min, max] in m² per subtype and character; a subtype missing from a character is not built there. */
export const PLOT_RANGES: Record<TownCharacter, Partial<Record<string, readonly [number, number]>>> = {
  centre: {
    terraced: [60, 220],
    mansion: [100, 320],
    semi: [150, 400],
    plot: [150, 450],
    'office-building': [300, 900],
    investment: [100, 300],
    'apartment-block': [200, 500],
  },
  town: {
    terraced: [100, 350],
    mansion: [120, 400],
    semi: [250, 650],
    villa: [600, 1500],
    bungalow: [500, 1100],
    plot: [300, 900],
    'office-building': [500, 1500],
    investment: [120, 400],
    'apartment-block': [250, 700],
  },
  suburb: {
    terraced: [120, 400],
    mansion: [150, 500],
    semi: [300, 800],
    villa: [800, 2500],
    bungalow: [600, 1500],
    plot: [450, 1500],
    'office-building': [800, 2000],
    investment: [150, 450],
    'apartment-block': [300, 800],
  },
  countryside: {
    terraced: [150, 600],
    semi: [400, 1500],
    villa: [1000, 5000],
    bungalow: [800, 2500],
    farm: [3000, 15000],
    plot: [600, 3000],
    investment: [200, 600],
  },
};

/** Subtypes with land (houses, plots, buildings): built only where PLOT_RANGES has them. */
const WITH_LAND = new Set([
  'terraced',
  'mansion',
  'semi',
  'villa',
  'bungalow',
  'farm',
  'plot',
  'office-building',
  'investment',
  'apartment-block',
]);

/** Subtypes that belong in towns, not in the countryside (the model's choice). */
const NOT_IN_COUNTRYSIDE = new Set(['penthouse', 'loft', 'office', 'office-building', 'hospitality']);

/** Whether a subtype is built in a town of this character. */
export function builtIn(subtype: string, character: TownCharacter): boolean {
  if (WITH_LAND.has(subtype)) return PLOT_RANGES[character][subtype] !== undefined;
  return !(character === 'countryside' && NOT_IN_COUNTRYSIDE.has(subtype));
}

/** The plot range of a subtype in a town of this character, or null when it has no land of its own. */
export function plotRange(subtype: string, character: TownCharacter): readonly [number, number] | null {
  return PLOT_RANGES[character][subtype] ?? null;
}

/** The largest garden of a ground-floor flat (m²) by character (the model's choice). */
export const FLAT_GARDEN_MAX: Record<TownCharacter, number> = { centre: 60, town: 120, suburb: 150, countryside: 200 };
