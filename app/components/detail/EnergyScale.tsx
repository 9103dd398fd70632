/**
 * The energy label on its scale (docs/energy-labels.md): the whole scale of the
 * property's region (Flanders A+…F, Brussels A+…G with its sub-classes, Wallonia A++…G,
 * Luxembourg A…I) drawn as one accessible inline SVG (role="img", its label naming the class,
 * the value and the scale), one bar per letter with its sub-classes as cells, the property's
 * class outlined and pointed at: a path per bar, one for the cells' separators and a text per
 * cell, without group elements (decision record 022, amendment 036). A label that fits no scale (another country, an unknown text)
 * shows as the small chip. The renovation notice for E and F follows.
 */
import type { Property } from '../../../shared/model/property';
import { epcLabelText } from '../../../shared/model/energy';
import { energyRating } from '../../model/energy-rating';
import { formatNumber } from '../../../shared/format/number';
import { useT } from '../../../shared/i18n/i18n';
import { EnergyBadge } from '../listing/EnergyBadge';
import { RenovationNotice } from './RenovationNotice';
import { TitledSection } from '../TitledSection';

/** Bar colour and text colour, best to worst (text colours keep a 4.5:1 contrast). */
const PALETTE: readonly (readonly [string, string])[] = [
  ['#17803d', '#fff'],
  ['#4f9d2d', '#0b1a0e'],
  ['#9cc13b', '#0b1a0e'],
  ['#e3d230', '#1a1400'],
  ['#f2b42b', '#1a1400'],
  ['#ec8a24', '#1a0c00'],
  ['#d9541e', '#1a0600'],
  ['#bd2d22', '#fff'],
  ['#8f1d17', '#fff'],
];

const ROW = 30;
const GAP = 5;
const BAR_MIN = 130;
const BAR_MAX = 300;
/** The pointer: its tip a small gap after the end of the current class's bar, then its body with the class. */
const TAG_GAP = 6;
const TAG_BODY = 70;
const WIDTH = BAR_MAX + TAG_GAP + ROW / 2 + TAG_BODY;

/** The scale's labels grouped by letter: [['a_plus','a'], ['b'], …]. */
function rowsOf(labels: string[]): string[][] {
  const rows: string[][] = [];
  for (const label of labels) {
    const last = rows[rows.length - 1];
    if (last && last[0]!.charAt(0) === label.charAt(0)) last.push(label);
    else rows.push([label]);
  }
  return rows;
}

export function EnergyScale({ p }: { p: Property }) {
  const LL = useT();
  const rating = energyRating(p);
  if (!rating) return null;
  const E = LL.DETAIL.ENERGY_MEDIA;
  const certificate = E.certificate();
  if (rating.kind === 'text') {
    return (
      <TitledSection block="energy" name="energy" title={E.energyTitle()}>
        <p className="energy__text">
          <EnergyBadge label={rating.text} size="large" /> {E.classOf({ certificate, label: rating.text })}
        </p>
        <RenovationNotice p={p} />
      </TitledSection>
    );
  }
  const rows = rowsOf(rating.labels);
  const height = rows.length * ROW + (rows.length - 1) * GAP;
  const region = E.region[rating.scale]();
  const best = epcLabelText(rating.labels[0]!);
  const worst = epcLabelText(rating.labels[rating.labels.length - 1]!);
  const value = rating.value === null ? null : formatNumber(rating.value);
  const label =
    value === null
      ? E.scaleLabelNoValue({ certificate, label: rating.text, region, best, worst })
      : E.scaleLabel({ certificate, label: rating.text, value, region, best, worst });
  const currentRow = rows.findIndex((r) => r.includes(rating.code));
  const pointerY = currentRow * (ROW + GAP);
  const barWidth = (i: number) => BAR_MIN + ((BAR_MAX - BAR_MIN) * i) / Math.max(rows.length - 1, 1);
  // The pointer stands against its own bar (each letter's bar is longer than the one above).
  const tagX = currentRow >= 0 ? barWidth(currentRow) + TAG_GAP : 0;
  // One path per bar (its colour), one for every cell's separator, one text per cell: no group
  // elements (decision record 022, amendment 036: the page's element count).
  const bars: { key: string; d: string; fill: string }[] = [];
  const cells: { code: string; x: number; y: number; ink: string; size: number; text: string }[] = [];
  let separators = '';
  let current: { x: number; y: number; width: number } | null = null;
  for (const [i, row] of rows.entries()) {
    const [fill, ink] = PALETTE[Math.round((i * (PALETTE.length - 1)) / Math.max(rows.length - 1, 1))]!;
    const y = i * (ROW + GAP);
    const w = barWidth(i);
    const cell = (w - ROW / 2) / row.length;
    bars.push({ key: row[0]!, d: `M0 ${y}h${w - ROW / 2}l${ROW / 2} ${ROW / 2}l-${ROW / 2} ${ROW / 2}H0z`, fill });
    for (const [j, code] of row.entries()) {
      const x = j * cell;
      if (j > 0) separators += `M${x} ${y}v${ROW}`;
      if (code === rating.code) current = { x, y, width: cell };
      cells.push({
        code,
        x: x + cell / 2,
        y: y + ROW / 2,
        ink,
        size: row.length > 1 ? 13 : 15,
        text: row.length > 1 || code.length > 1 ? epcLabelText(code) : code.toUpperCase(),
      });
    }
  }
  return (
    <TitledSection block="energy" name="energy" title={E.energyTitle()}>
      <p className="energy__text">
        <strong>{E.classOf({ certificate, label: rating.text })}</strong>
        {value !== null && <> · {E.perYear({ value })}</>}
      </p>
      <svg
        className="energy__scale"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={label}
        data-class={rating.text}
      >
        {bars.map((bar) => (
          <path key={bar.key} d={bar.d} fill={bar.fill} />
        ))}
        {separators && <path d={separators} stroke="#fff" strokeWidth={2} />}
        {current && (
          <rect
            x={current.x + 2}
            y={current.y + 2}
            width={current.width - 4}
            height={ROW - 4}
            rx={3}
            fill="none"
            stroke="#111"
            strokeWidth={3}
          />
        )}
        {cells.map((cell) => (
          <text
            key={cell.code}
            x={cell.x}
            y={cell.y}
            dominantBaseline="central"
            textAnchor="middle"
            fill={cell.ink}
            fontSize={cell.size}
            fontWeight={cell.code === rating.code ? 800 : 600}
          >
            {cell.text}
          </text>
        ))}
        {currentRow >= 0 && (
          <path
            className="energy__pointer"
            d={`M${tagX} ${pointerY + ROW / 2}l${ROW / 2} -${ROW / 2}h${TAG_BODY}v${ROW}h-${TAG_BODY}z`}
            fill="#1b2430"
          />
        )}
        {currentRow >= 0 && (
          <text
            x={tagX + ROW / 2 + TAG_BODY / 2}
            y={pointerY + ROW / 2}
            dominantBaseline="central"
            textAnchor="middle"
            fill="#fff"
            fontSize={15}
            fontWeight={800}
          >
            {rating.text}
          </text>
        )}
      </svg>
      <RenovationNotice p={p} />
    </TitledSection>
  );
}
