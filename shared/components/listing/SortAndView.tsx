/**
 * The listing toolbar: sort order (price, type, city, date) and the list/map switch. Sorting is
 * a GET form with a select and an 'Apply' button: the order changes only when the visitor
 * confirms (WCAG 3.2.2 On Input), never while arrow keys move through the options. The form
 * loads the sorted page at its results (`#results`), with or without JavaScript. The list/map
 * switch is two plain links.
 */
import { useId } from 'react';
import { SORT_ORDERS, type SortOrder } from '../../model/listing';
import type { ListingSearch } from '../../listing/search-params';
import { useT } from '../../i18n/i18n';
import { Icon } from '../Icon';
import { RESULTS_ID } from './ResultsSection';
import { useHereWith } from '../../router/here';

export function SortAndView({ search, action }: { search: ListingSearch; action: string }) {
  const LL = useT();
  const id = useId();
  const hereWith = useHereWith();
  const labels: Record<SortOrder, string> = {
    'date-desc': LL.LISTING.sortDate(),
    'price-asc': LL.LISTING.sortPriceAsc(),
    'price-desc': LL.LISTING.sortPriceDesc(),
    type: LL.LISTING.sortType(),
    city: LL.LISTING.sortCity(),
  };
  const { sort: _sort, page: _page, ...keep } = search;
  const view = search.view ?? 'list';
  return (
    <div className="toolbar">
      <form className="toolbar__sort" method="get" action={`${action}#${RESULTS_ID}`}>
        {Object.entries(keep).map(([k, v]) =>
          v === undefined ? null : <input key={k} type="hidden" name={k} value={v === true ? '1' : String(v)} />,
        )}
        <label htmlFor={id}>{LL.LISTING.sortBy()}</label>
        <select
          id={id}
          name="sort"
          className="input input--compact"
          defaultValue={search.sort ?? 'date-desc'}
          key={search.sort ?? 'date-desc'}
        >
          {SORT_ORDERS.map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--outline button--compact">
          {LL.LISTING.apply()}
        </button>
      </form>
      <div className="toolbar__view" role="group" aria-label={LL.LISTING.viewAs()}>
        <a
          className={`segmented${view === 'list' ? ' segmented--on' : ''}`}
          aria-current={view === 'list' ? 'page' : undefined}
          href={hereWith((prev) => ({ ...prev, view: undefined }))}
        >
          <Icon name="list" size={18} /> {LL.LISTING.listView()}
        </a>
        <a
          className={`segmented${view === 'map' ? ' segmented--on' : ''}`}
          aria-current={view === 'map' ? 'page' : undefined}
          href={hereWith((prev) => ({ ...prev, view: 'map', page: undefined }))}
        >
          <Icon name="map" size={18} /> {LL.LISTING.mapView()}
        </a>
      </div>
    </div>
  );
}
