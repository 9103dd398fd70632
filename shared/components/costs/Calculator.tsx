/**
 * The purchase-cost calculator (its own chunk, loaded when the block nears the viewport): the
 * visitor's price, only own home yes/no, new build (with an optional land share) and an optional
 * mortgage; the figures follow every change, computed in the browser by the shared rule. An amount
 * that is not one ('abc', a price left empty, a land share above the price) is marked and told
 * below its field, in the API's words (COSTS.error), and the figures wait for a good one.
 */
import { useId, useState } from 'react';
import type { Region } from '../../model/energy';
import { useT } from '../../i18n/i18n';
import { purchaseCosts, type CostKind } from '../../costs/purchase-costs';
import { CostsTable } from './CostsTable';
import { readTypedAmount } from '../../costs/typed-amount';

export interface CalculatorDefaults {
  region: Region;
  price: number | null;
  kind: CostKind;
  ownHome: boolean;
}

/** A field's message, tied to its input (aria-describedby) and read out as it appears. */
function FieldMessage({ id, text }: { id: string; text: string | null }) {
  return (
    <p className="costs__error" id={id} aria-live="polite">
      {text}
    </p>
  );
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
  const typed = readTypedAmount(price);
  const amount = typed.kind === 'amount' && typed.value > 0 ? typed.value : null;
  const kind: CostKind = defaults.kind === 'land' ? 'land' : newBuild ? 'new' : 'existing';
  const typedLand = readTypedAmount(landShare);
  const typedLoan = readTypedAmount(mortgage);
  const land = typedLand.kind === 'amount' ? typedLand.value : null;
  const loan = typedLoan.kind === 'amount' && typedLoan.value > 0 ? typedLoan.value : null;
  const priceError = amount === null ? C.error.price() : null;
  const landError =
    kind !== 'new' || typedLand.kind === 'empty'
      ? null
      : typedLand.kind === 'invalid'
        ? C.error.landShare()
        : amount !== null && land !== null && land > amount
          ? C.error.landShareOverPrice()
          : null;
  const loanError = typedLoan.kind === 'invalid' ? C.error.mortgage() : null;
  const invalid = (error: string | null, name: string) =>
    error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {};
  const r =
    amount === null || landError || loanError
      ? null
      : purchaseCosts({
          price: amount,
          region: defaults.region,
          kind,
          ownHome,
          ...(kind === 'new' && land !== null ? { landShare: land } : {}),
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
            {...invalid(priceError, 'price')}
          />
          <FieldMessage id={`${id}-price-error`} text={priceError} />
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
              {...invalid(landError, 'land')}
            />
            <FieldMessage id={`${id}-land-error`} text={landError} />
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
            {...invalid(loanError, 'loan')}
          />
          <FieldMessage id={`${id}-loan-error`} text={loanError} />
        </div>
      </fieldset>
      <div aria-live="polite">{r && amount !== null && <CostsTable LL={LL} price={amount} r={r} />}</div>
    </div>
  );
}
