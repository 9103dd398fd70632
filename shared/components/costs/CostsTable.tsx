/** The figures of a purchase-cost result: the four parts and the totals, then the breakdown line by line (a <details>, usable without JavaScript). */
import type { Texts } from '../../i18n/i18n';
import type { CostResult } from '../../costs/purchase-costs';
import { euros, lineLabel } from '../../costs/cost-labels';

export function CostsTable({ LL, price, r }: { LL: Texts; price: number; r: CostResult }) {
  const C = LL.COSTS;
  const rows: [key: string, label: string, amount: number][] = [
    ['price', C.price(), price],
    ['registrationDuties', C.registrationDuties(), r.registrationDuties],
    ...(r.vat > 0 ? [['vat', C.vat(), r.vat] as [string, string, number]] : []),
    ['notaryFees', C.notaryFees(), r.notaryFees],
    ['otherCosts', C.otherCosts(), r.otherCosts],
  ];
  return (
    <div className="costs__figures">
      <p className="costs__region">{C.region({ region: C.regions[r.region]() })}</p>
      <table className="costs-table">
        <caption className="visually-hidden">{C.title()}</caption>
        <tbody>
          {rows.map(([key, label, amount]) => (
            <tr key={key} data-part={key}>
              <th scope="row">{label}</th>
              <td>{euros(amount)}</td>
            </tr>
          ))}
          <tr className="costs-table__total" data-part="totalCosts">
            <th scope="row">{C.totalCosts()}</th>
            <td>{euros(r.totalCosts)}</td>
          </tr>
          <tr className="costs-table__grand" data-part="totalPrice">
            <th scope="row">{C.totalPrice()}</th>
            <td>{euros(r.totalPrice)}</td>
          </tr>
        </tbody>
      </table>
      <details className="costs__details">
        <summary>{C.details()}</summary>
        <ul className="costs__lines">
          {r.lines.map((l, i) => (
            <li key={`${l.key}-${i}`}>
              {lineLabel(LL, l)}
              <span className="costs__amount">{euros(l.amount)}</span>
            </li>
          ))}
        </ul>
        {r.lines.some((l) => l.key === 'mortgageRegistration') && <p className="costs__note">{C.creditFeeLeftOut()}</p>}
      </details>
    </div>
  );
}
