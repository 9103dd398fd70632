/**
 * The purchase-cost block of a sale's detail page (docs/purchase-costs.md): the figures for the default
 * case (./property-costs.ts) rendered on the server, so they are there without JavaScript; when
 * the block comes near the viewport, a tiny observer loads the calculator (./Calculator.tsx, its
 * own chunk) which takes the table's place with the visitor's options (in the islands render, the
 * island ./CostsIsland.tsx does, hydrated when visible). 'Indicative, rules of …'
 * and the notaries' official calculator below. Outside Belgium it says what it covers.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PropertyDetail } from '../../model/property';
import { useT } from '../../i18n/i18n';
import { formatDate } from '../../format/date';
import { purchaseCosts } from '../../costs/purchase-costs';
import { costDefaults, showsPurchaseCosts } from '../../costs/property-costs';
import { CostsTable } from './CostsTable';
import { Island, useIslandsRender } from '../../islands/Island';
import { CostsIsland } from './CostsIsland';

const Calculator = lazy(() => import('./Calculator'));

/** True once the element is within 300 px of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, near]);
  return near;
}

export function PurchaseCosts({ p }: { p: PropertyDetail }) {
  const LL = useT();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const islands = useIslandsRender();
  if (!showsPurchaseCosts(p)) return null;
  const C = LL.COSTS;
  const defaults = costDefaults(p);
  const region = defaults.region;
  const initial =
    region && defaults.price !== null
      ? purchaseCosts({ price: defaults.price, region, kind: defaults.kind, ownHome: defaults.ownHome })
      : null;
  const staticPart =
    initial && defaults.price !== null ? (
      <>
        <p className="costs__assumption">
          {C.assumption({
            kind: C.kinds[defaults.kind](),
            buyer: defaults.ownHome ? C.buyer.ownHome() : C.buyer.other(),
          })}
        </p>
        <CostsTable LL={LL} price={defaults.price} r={initial} />
      </>
    ) : null;
  return (
    <section ref={ref} className="detail-section costs" id="purchase-costs" aria-labelledby="costs-title">
      <h2 id="costs-title" className="detail-section__title">
        {C.title()}
      </h2>
      {region === null ? (
        <p className="costs__note">{C.belgiumOnly()}</p>
      ) : (
        <>
          {islands ? (
            <Island name="costs" when="visible" component={CostsIsland} props={{ defaults: { ...defaults, region } }} />
          ) : near ? (
            <Suspense fallback={staticPart}>
              <Calculator defaults={{ ...defaults, region }} />
            </Suspense>
          ) : (
            staticPart
          )}
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
