/** The results of a listing: a grid of cards or the map, the count, pagination, or the no-results text (docs/errors.md). */
import type { Paged } from '../../model/common';
import type { Property } from '../../model/property';
import { useT } from '../../i18n/i18n';
import { PropertyCard } from './PropertyCard';
import { Pagination } from './Pagination';
import { LazyMapPanel as MapPanel } from './LazyMapPanel';
import type { SearchArea } from '../../geo/area';

/**
 * `area`: the listing's search area; the map view then offers the area tools (and stays shown with
 * no results, to redraw). `markersFrom`: where the islands render's map fetches its markers.
 */
export function Results({
  results,
  view,
  area,
  markersFrom,
}: {
  results: Paged<Property>;
  view: 'list' | 'map';
  area?: SearchArea | undefined;
  markersFrom?: string | undefined;
}) {
  const LL = useT();
  if (results.total === 0) {
    return (
      <>
        <div className="no-results" role="status">
          <p>{LL.SEARCH.noResults()}</p>
        </div>
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
