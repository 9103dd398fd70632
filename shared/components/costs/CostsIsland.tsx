/**
 * The purchase-cost calculator as an island (decision record 022), hydrated when the block comes
 * near the viewport: it hydrates the default figures the server drew (./CostsDefault.tsx), then
 * puts the calculator (./Calculator.tsx) in their place. Without JavaScript the default figures
 * stay.
 */
import { useEffect, useState } from 'react';
import Calculator, { type CalculatorDefaults } from './Calculator';
import { CostsDefault } from './CostsDefault';

export function CostsIsland({ defaults }: { defaults: CalculatorDefaults }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // A wrapper that is never empty: a sale without a price has no default figures, only the calculator.
  return (
    <div className="costs__live">
      {live ? <Calculator defaults={defaults} /> : <CostsDefault defaults={defaults} />}
    </div>
  );
}
