/**
 * The purchase-cost calculator (its own chunk, loaded when the block nears the viewport): the
 * visitor's price, only own home yes/no, new build (with an optional land share) and an optional
 * mortgage; the figures follow every change, computed in the browser by the shared rule. An amount
 * that is not one ('abc', a price left empty, a land share above the price) is marked and told
 * below its field, in the API's words (COSTS.error), and the figures wait for a good one.
 */
import { useId, useState, type ReactNode } from 'react';
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

/** An amount the visitor types, with its message below: marked invalid and described by it while there is one. */
function AmountField({
  id,
  label,
  value,
  set,
  error,
}: {
  id: string;
  label: ReactNode;
  value: string;
  set: (value: string) => void;
  error: string | null;
}) {
  return (
    <div className="costs__field field">
      <label htmlFor={id}>{label}</label>
      <input
        className="input"
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => set(e.target.value)}
        {...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {})}
      />
      <FieldMessage id={`${id}-error`} text={error} />
    </div>
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
        <AmountField id={`${id}-price`} label={<>{C.price()} (€)</>} value={price} set={setPrice} error={priceError} />
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
          <AmountField id={`${id}-land`} label={C.landShare()} value={landShare} set={setLandShare} error={landError} />
        )}
        <AmountField id={`${id}-loan`} label={C.mortgage()} value={mortgage} set={setMortgage} error={loanError} />
      </fieldset>
      <div aria-live="polite">{r && amount !== null && <CostsTable LL={LL} price={amount} r={r} />}</div>
    </div>
  );
}
