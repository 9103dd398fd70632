/**
 * The EPC label as one element, an image by its role and name (docs/energy-labels.md): computed from
 * EnergyPerformance against the region of the postcode (docs/energy-labels.md), or taken from
 * EPCLabelText when there is no number. Its arrow shape and colour are CSS (client/styles/card.css:
 * colours follow the usual green-to-red scale of Belgian certificates, white text at 4.5:1 at least,
 * kept in forced-colors mode
 * and in print); an element instead of an SVG's three (decision record 022, amendment 036).
 */
import { useT } from '../../../shared/i18n/i18n';

/** Letters with a colour of their own (client/styles/card.css `.epc--{letter}`); others are grey. */
const LETTERS = 'abcdefg';

/**
 * The printed label of a property ('B', 'C+', 'A++'), or '' when unknown: ../../../shared/model/energy.ts
 * (the same text as energyRating(p).text, in fewer bytes: cards are in the first-load bundle).
 */
export { propertyEpc } from '../../../shared/model/energy';

export function EnergyBadge({ label, size = 'small' }: { label: string; size?: 'small' | 'large' }) {
  const LL = useT();
  if (!label) return null;
  const letter = label[0]?.toLowerCase() ?? '';
  return (
    <span
      className={`epc epc--${size}${LETTERS.includes(letter) ? ` epc--${letter}` : ''}`}
      role="img"
      aria-label={LL.LISTING.epc({ label })}
    >
      {label}
    </span>
  );
}
