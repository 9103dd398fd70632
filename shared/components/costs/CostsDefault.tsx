/** The purchase costs of the default case (../../../app/components/costs/PurchaseCosts.tsx), as the server draws them: what the figures assume, and the table. Nothing without a price. */
import { useT } from '../../i18n/i18n';
import { purchaseCosts } from '../../costs/purchase-costs';
import type { CalculatorDefaults } from './Calculator';
import { CostsTable } from './CostsTable';

export function CostsDefault({ defaults }: { defaults: CalculatorDefaults }) {
  const LL = useT();
  const C = LL.COSTS;
  if (defaults.price === null) return null;
  const r = purchaseCosts({
    price: defaults.price,
    region: defaults.region,
    kind: defaults.kind,
    ownHome: defaults.ownHome,
  });
  return (
    <>
      <p className="costs__assumption">
        {C.assumption({
          kind: C.kinds[defaults.kind](),
          buyer: defaults.ownHome ? C.buyer.ownHome() : C.buyer.other(),
        })}
      </p>
      <CostsTable LL={LL} price={defaults.price} r={r} />
    </>
  );
}
