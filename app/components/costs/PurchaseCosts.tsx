/**
 * The purchase-cost block of a sale's detail page (docs/purchase-costs.md): the figures for the default
 * case (../../costs/property-costs.ts) rendered on the server, so they are there without JavaScript; the
 * island ../../../shared/components/costs/CostsIsland.tsx, hydrated when the block comes near the viewport, gives the calculator
 * with the visitor's options. 'Indicative, rules of …'
 * and the notaries' official calculator below. Outside Belgium it says what it covers.
 */
import type { PropertyDetail } from '../../../shared/model/property';
import { useT } from '../../../shared/i18n/i18n';
import { formatDate } from '../../format/date';
import { purchaseCosts } from '../../../shared/costs/purchase-costs';
import { costDefaults, showsPurchaseCosts } from '../../costs/property-costs';
import { Island } from '../../islands/Island';
import { CostsIsland } from '../../../shared/components/costs/CostsIsland';

export function PurchaseCosts({ p }: { p: PropertyDetail }) {
  const LL = useT();
  if (!showsPurchaseCosts(p)) return null;
  const C = LL.COSTS;
  const defaults = costDefaults(p);
  const region = defaults.region;
  const initial =
    region && defaults.price !== null
      ? purchaseCosts({ price: defaults.price, region, kind: defaults.kind, ownHome: defaults.ownHome })
      : null;
  return (
    <section className="detail-section costs" id="purchase-costs" aria-labelledby="costs-title">
      <h2 id="costs-title" className="detail-section__title">
        {C.title()}
      </h2>
      {region === null ? (
        <p className="costs__note">{C.belgiumOnly()}</p>
      ) : (
        <>
          <Island name="costs" when="visible" component={CostsIsland} props={{ defaults: { ...defaults, region } }} />
          <p className="costs__note">
            {C.indicative({
              date: formatDate(
                (initial ?? purchaseCosts({ price: 100_000, region, kind: defaults.kind, ownHome: defaults.ownHome }))
                  .rulesOf,
              ),
            })}{' '}
            <a href={C.officialUrl()} rel="noopener" target="_blank">
              {C.official()}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
