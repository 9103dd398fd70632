/**
 * The energy rating a detail page draws (docs/energy-labels.md): the scale of the
 * property's region with its class, or the label text alone. Its own module so that cards (first
 * load) carry only the small label rule of ../../shared/model/energy.ts and the detail chunk carries this.
 */
import { COUNTRY } from '../../shared/model/property';
import { SCALES, epcLabel, epcLabelText, regionOfZip, type Region } from '../../shared/model/energy';

/** Every label code of a region's scale, best first. */
export function epcLabels(region: Region): string[] {
  return SCALES[region].map(([label]) => label);
}

/**
 * Luxembourg's energy passport has its own classes A to I (residential buildings). docs/energy-labels.md
 * gives no kWh bounds for them (they depend on the building's type and size), so a Luxembourg
 * property's class comes from its label text only; other countries show their label text
 * without a scale.
 */
const LUXEMBOURG_LABELS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const;

export type EnergyScaleName = Region | 'luxembourg';

/** What the detail page draws: the whole scale with the property's class, or only the label text. */
export type EnergyRating =
  | { kind: 'scale'; scale: EnergyScaleName; labels: string[]; code: string; text: string; value: number | null }
  | { kind: 'text'; text: string };

/** The label code whose printed form is `text` on a scale ('C+' → 'c_plus'), or null. */
function codeOfText(labels: readonly string[], text: string): string | null {
  const wanted = text.trim().toUpperCase();
  return labels.find((l) => epcLabelText(l) === wanted) ?? null;
}

/**
 * The energy rating of a property (docs/energy-labels.md): in Belgium the class from EnergyPerformance
 * against the region of the postcode, else from EPCLabelText when it names a class of that
 * region's scale; in Luxembourg (CountryID 50) from the label text on the A–I scale; otherwise,
 * or when the text names no class of the scale, the label text alone; null when nothing is known.
 */
export function energyRating(p: {
  EnergyPerformance: number | null;
  EPCLabelText: string;
  Zip: string;
  CountryID: number;
}): EnergyRating | null {
  const text = p.EPCLabelText.trim().toUpperCase();
  const region = regionOfZip(p.Zip, p.CountryID);
  if (region) {
    const labels = epcLabels(region);
    const value = p.EnergyPerformance;
    if (value !== null && Number.isFinite(value)) {
      const code = epcLabel(region, value);
      return { kind: 'scale', scale: region, labels, code, text: epcLabelText(code), value };
    }
    const code = codeOfText(labels, text);
    if (code) return { kind: 'scale', scale: region, labels, code, text: epcLabelText(code), value: null };
  } else if (p.CountryID === COUNTRY.luxembourg) {
    const code = codeOfText(LUXEMBOURG_LABELS, text);
    if (code)
      return {
        kind: 'scale',
        scale: 'luxembourg',
        labels: [...LUXEMBOURG_LABELS],
        code,
        text: epcLabelText(code),
        value: null,
      };
  }
  return text ? { kind: 'text', text } : null;
}
