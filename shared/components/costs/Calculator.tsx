/**
 * The purchase-cost calculator (its own chunk, loaded when the block nears the viewport): the
 * visitor's price, only own home yes/no, new build (with an optional land share) and an optional
 * mortgage; the figures follow every change, computed in the browser by the shared rule.
 */
import { useId, useState } from 'react';
import type { Region } from '../../model/energy';
import { useT } from '../../i18n/i18n';
import { purchaseCosts, type CostKind } from '../../costs/purchase-costs';
import { CostsTable } from './CostsTable';

export interface CalculatorDefaults {
  region: Region;
  price: number | null;
  kind: CostKind;
  ownHome: boolean;
}

/** '350.000', '350000', '350 000 €' → 350000; empty or unreadable → null. */
function readAmount(text: string): number | null {
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) return null;
  const n = Number(digits);
  return Number.isFinite(n) && n > 0 && n <= 100_000_000 ? n : null;
}

export default function Calculator({ defaults }: { defaults: CalculatorDefaults }) {
  const LL = useT();
  const C = LL.COSTS;
  const id = useId();
  const [price, setPrice] = useState(defaults.price === null ? '' : String(defaults.price));
  const [ownHome, setOwnHome] = useState(defaults.ownHome);
  const [newBuild, setNewBuild] = useState(defaults.kind === 'new');
  const [landShare, setLandShare] = useState('');
  const [mortgage, setMortgage] = useState('');
  const amount = readAmount(price);
  const kind: CostKind = defaults.kind === 'land' ? 'land' : newBuild ? 'new' : 'existing';
  const land = readAmount(landShare);
  const loan = readAmount(mortgage);
  const r =
    amount === null
      ? null
      : purchaseCosts({
          price: amount,
          region: defaults.region,
          kind,
          ownHome,
          ...(kind === 'new' && land !== null ? { landShare: Math.min(land, amount) } : {}),
          ...(loan !== null ? { mortgage: loan } : {}),
        });
  return (
    <div className="costs__calculator">
      <fieldset className="costs__options">
        <legend>{C.options()}</legend>
        <div className="costs__field field">
          <label htmlFor={`${id}-price`}>{C.price()} (€)</label>
          <input
            className="input"
            id={`${id}-price`}
            inputMode="numeric"
            autoComplete="off"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </div>
        <label className="costs__check">
          <input type="checkbox" checked={ownHome} onChange={(e) => setOwnHome(e.target.checked)} />
          <span>{C.ownHome()}</span>
        </label>
        {defaults.kind !== 'land' && (
          <label className="costs__check">
            <input type="checkbox" checked={newBuild} onChange={(e) => setNewBuild(e.target.checked)} />
            <span>{C.newBuild()}</span>
          </label>
        )}
        {kind === 'new' && (
          <div className="costs__field field">
            <label htmlFor={`${id}-land`}>{C.landShare()}</label>
            <input
              className="input"
              id={`${id}-land`}
              inputMode="numeric"
              autoComplete="off"
              value={landShare}
              onChange={(e) => setLandShare(e.target.value)}
            />
          </div>
        )}
        <div className="costs__field field">
          <label htmlFor={`${id}-loan`}>{C.mortgage()}</label>
          <input
            className="input"
            id={`${id}-loan`}
            inputMode="numeric"
            autoComplete="off"
            value={mortgage}
            onChange={(e) => setMortgage(e.target.value)}
          />
        </div>
      </fieldset>
      <div aria-live="polite">{r && amount !== null && <CostsTable LL={LL} price={amount} r={r} />}</div>
    </div>
  );
}
