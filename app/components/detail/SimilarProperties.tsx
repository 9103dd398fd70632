/** Similar properties (streamed with <Await>: the page does not wait for them) as a card grid. */
import { Await } from '@tanstack/react-router';
import type { Property } from '../../../shared/model/property';
import { useT } from '../../../shared/i18n/i18n';
import { PropertyCard } from '../listing/PropertyCard';
import { ResultsSkeleton } from '../listing/Results';
import { TitledSection } from '../TitledSection';

export function SimilarProperties({ items, showEmpty = false }: { items: Promise<Property[]>; showEmpty?: boolean }) {
  const LL = useT();
  return (
    <TitledSection id="similar" block="detail-section" className="similar" name="similar" title={LL.DETAIL.similar()}>
      <Await promise={items} fallback={<ResultsSkeleton />}>
        {(list) =>
          list.length > 0 ? (
            <ul className="results__grid results__grid--row" style={{ ['--per-row' as string]: 4 }}>
              {list.map((p) => (
                <li key={p.ID}>
                  <PropertyCard p={p} />
                </li>
              ))}
            </ul>
          ) : showEmpty ? (
            <p className="similar__empty">{LL.DETAIL.noSimilar()}</p>
          ) : null
        }
      </Await>
    </TitledSection>
  );
}
