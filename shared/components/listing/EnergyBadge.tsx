/**
 * The EPC label as an accessible inline SVG (docs/energy-labels.md): computed from EnergyPerformance
 * against the region of the postcode (docs/energy-labels.md), or taken from EPCLabelText when there is no
 * number. Colours follow the usual green-to-red scale of Belgian certificates.
 */
import { epcLabel, epcLabelText, regionOfZip } from '../../model/energy';
import { useT } from '../../i18n/i18n';

const COLORS: Record<string, string> = {
  A: '#0b7a3e',
  B: '#3f8f2a',
  C: '#8a8a00',
  D: '#a86500',
  E: '#b8500f',
  F: '#b3261e',
  G: '#8c1d18',
};

/** The printed label of a property ('B', 'C+', 'A++'), or '' when unknown. */
/**
 * Gives the same text as energyRating(p).text (../../model/energy-rating.ts, the detail page's scale)
 * in fewer bytes: cards are in the first-load bundle, the scale is not.
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

export function EnergyBadge({ label, size = 'small' }: { label: string; size?: 'small' | 'large' }) {
  const LL = useT();
  if (!label) return null;
  const color = COLORS[label[0] ?? ''] ?? '#4a5563';
  const w = size === 'large' ? 64 : 40;
  const h = size === 'large' ? 32 : 22;
  return (
    <svg
      className="epc"
      width={w}
      height={h}
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={LL.LISTING.epc({ label })}
    >
      <path
        d={`M0 3a3 3 0 0 1 3-3h${w - h / 2 - 3}l${h / 2} ${h / 2}-${h / 2} ${h / 2}H3a3 3 0 0 1-3-3z`}
        fill={color}
      />
      <text
        x={(w - h / 2) / 2}
        y={h / 2}
        dominantBaseline="central"
        textAnchor="middle"
        fill="#fff"
        fontSize={size === 'large' ? 16 : 12}
        fontWeight="700"
      >
        {label}
      </text>
    </svg>
  );
}
