/**
 * The owner's 30-day graph (docs/owner-portal.md), drawn on the server as
 * inline SVG: one bar per day of every channel's detail views (the website's included). Its
 * totals, on all channels and on the website, are written above it. Accessible: role="img" with
 * a <title> and a <desc> that states the period, both totals and the highest day, and the same
 * figures per channel as a table with a total row in a disclosure (works without JavaScript). Scales with its box (viewBox),
 * so it fits a phone; its axis labels are HTML beside the drawing, placed in percent of it, so they
 * keep their size (0.8 rem, at least 12 px) however small the drawing is scaled (inside the SVG they
 * shrank to about 7 px on a phone).
 */
import type { PortalDay } from '../../model/owner-portal';
import { formatDate } from '../../format/date';
import { formatNumber } from '../../../shared/format/number';
import { useT } from '../../../shared/i18n/i18n';
import { viewTotals } from './portal-summary';

const W = 600;
const H = 164;
/** Room inside the drawing for the top grid line and the bars' ends; the labels are outside it. */
const PAD = { top: 8, right: 6, bottom: 2, left: 6 };
const pct = (v: number, of: number) => `${((v / of) * 100).toFixed(2)}%`;

/** A round upper bound for the axis: 1, 2 or 5 times a power of ten, at least `max`. */
export function axisMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= max) ?? 10 * power;
}

const shortDay = (day: string) => {
  const [, m, d] = day.split('-');
  return `${Number(d)}/${Number(m)}`;
};

export function ViewsGraph({ days }: { days: PortalDay[] }) {
  const LL = useT();
  const max = Math.max(0, ...days.map((d) => d.Views));
  const top = axisMax(max);
  const { all: total, website } = viewTotals(days);
  const contacts = days.reduce((n, d) => n + d.Contacts, 0);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, days.length);
  const barW = Math.max(2, step * 0.7);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const first = days[0]?.Date ?? '';
  const last = days[days.length - 1]?.Date ?? '';
  return (
    <figure className="owner-graph">
      <p className="owner-graph__totals">
        {LL.OWNER.graphTotals({ total: formatNumber(total), website: formatNumber(website) })}
      </p>
      <div className="owner-graph__plot">
        <svg
          className="owner-graph__svg"
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby="graph-title graph-desc"
          preserveAspectRatio="none"
        >
          <title id="graph-title">{LL.OWNER.graphTitle()}</title>
          <desc id="graph-desc">
            {LL.OWNER.graphDesc({ first: formatDate(first), last: formatDate(last), total, website, max })}
          </desc>
          {[0, 0.5, 1].map((f) => (
            <line
              key={f}
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(top * f)}
              y2={y(top * f)}
              className="owner-graph__grid"
            />
          ))}
          {days.map((d, i) => (
            <rect
              key={d.Date}
              x={PAD.left + i * step + (step - barW) / 2}
              y={y(d.Views)}
              width={barW}
              height={Math.max(0, PAD.top + innerH - y(d.Views))}
              className="owner-graph__bar"
            />
          ))}
        </svg>
        {/* The axes' labels (the table below gives the same figures to screen readers). */}
        {[0, 0.5, 1].map((f) => (
          <span
            key={`y${f}`}
            className="owner-graph__label owner-graph__label--y"
            style={{ top: pct(y(top * f), H) }}
            aria-hidden="true"
          >
            {formatNumber(top * f)}
          </span>
        ))}
        {days.map((d, i) =>
          (days.length - 1 - i) % 7 === 0 ? (
            <span
              key={`x${d.Date}`}
              className="owner-graph__label owner-graph__label--x"
              style={{ left: pct(PAD.left + i * step + step / 2, W) }}
              aria-hidden="true"
            >
              {shortDay(d.Date)}
            </span>
          ) : null,
        )}
      </div>
      <figcaption className="visually-hidden">{LL.OWNER.graphTitle()}</figcaption>
      <details className="owner-graph__table">
        <summary>{LL.OWNER.graphTable()}</summary>
        <table className="owner-table owner-table--compact">
          <caption className="visually-hidden">{LL.OWNER.graphTitle()}</caption>
          <thead>
            <tr>
              <th scope="col">{LL.OWNER.day()}</th>
              <th scope="col">{LL.OWNER.allChannels()}</th>
              <th scope="col">{LL.OWNER.website()}</th>
              <th scope="col">{LL.OWNER.contacts()}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.Date}>
                <th scope="row">{formatDate(d.Date)}</th>
                <td>{formatNumber(d.Views)}</td>
                <td>{formatNumber(d.Website)}</td>
                <td>{formatNumber(d.Contacts)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{LL.OWNER.totalRow()}</th>
              <td>{formatNumber(total)}</td>
              <td>{formatNumber(website)}</td>
              <td>{formatNumber(contacts)}</td>
            </tr>
          </tfoot>
        </table>
      </details>
    </figure>
  );
}
