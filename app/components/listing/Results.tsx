/**
 * The results of a listing: a grid of cards or the map, the count, pagination, or the no-results
 * text (docs/errors.md) with the nearest ways to widen the search (app/listing/widen.ts: without
 * one filter, around the city, the nearest cities), each a link with what it finds.
 */
import type { Paged } from '../../../shared/model/common';
import type { Property } from '../../../shared/model/property';
import { useT } from '../../../shared/i18n/i18n';
import { PropertyCard } from './PropertyCard';
import { Pagination } from './Pagination';
import { LazyMapPanel as MapPanel } from './LazyMapPanel';
import type { SearchArea } from '../../../shared/geo/area';
import { Await } from '@tanstack/react-router';
import type { Widening } from '../../listing/widen';
import { useCurrentPath, withSearch } from '../../router/here';

/**
 * `area`: the listing's search area; the map view then offers the area tools (and stays shown with
 * no results, to redraw). `markersFrom`: where the islands render's map fetches its markers.
 */
export function Results({
  results,
  view,
  area,
  markersFrom,
  widen,
}: {
  results: Paged<Property>;
  view: 'list' | 'map';
  area?: SearchArea | undefined;
  markersFrom?: string | undefined;
  /** No results: the ways to widen the search (streamed when slow). */
  widen?: Promise<Widening[]> | undefined;
}) {
  const LL = useT();
  if (results.total === 0) {
    return (
      <>
        <div className="no-results" role="status">
          <p>{LL.SEARCH.noResults()}</p>
        </div>
        {widen && (
          <Await promise={widen} fallback={null}>
            {(ways) => <Widenings ways={ways} />}
          </Await>
        )}
        {view === 'map' && area && <MapPanel properties={[]} areaSearch area={area} />}
      </>
    );
  }
  return (
    <>
      <p className="results__count" role="status">
        {LL.SEARCH.resultsCount({ count: results.total })}
      </p>
      {view === 'map' ? (
        <MapPanel properties={results.items} areaSearch area={area} markersFrom={markersFrom} />
      ) : (
        <ul className="results__grid">
          {results.items.map((p, i) => (
            <li key={p.ID}>
              <PropertyCard p={p} eager={i < 2} first={i === 0} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {view === 'list' && <Pagination page={results.page} pages={results.pages} />}
    </>
  );
}

export function ResultsSkeleton() {
  return (
    <ul className="results__grid results__grid--loading" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="card card--skeleton" />
      ))}
    </ul>
  );
}

/** The ways to widen a search that found nothing, each a link with the number it finds. */
function Widenings({ ways }: { ways: readonly Widening[] }) {
  const LL = useT();
  const F = LL.FILTERS;
  const path = useCurrentPath();
  if (ways.length === 0) return null;
  return (
    <nav className="widen" aria-labelledby="widen-title">
      <h2 className="widen__title" id="widen-title">
        {F.widenTitle()}
      </h2>
      <ul className="widen__list">
        {ways.map((w) => (
          <li key={`${w.kind}-${w.kind === 'drop' ? w.filter : w.city}`}>
            <a className="widen__way" href={withSearch(path, w.search)}>
              <span className="widen__what">
                {w.kind === 'drop'
                  ? F.widenDrop({ filter: w.filter })
                  : w.kind === 'near'
                    ? F.widenNear({ km: w.km, city: w.city })
                    : F.widenCity({ city: w.city, km: w.km })}
              </span>
              <span className="widen__count">{F.widenCount({ count: w.count })}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
