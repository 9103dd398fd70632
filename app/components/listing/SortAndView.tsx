/**
 * The listing toolbar: sort order (price, type, city, date) and the list/map switch. Sorting
 * applies at once: the orders are links (a disclosure, 'Sort: Newest first', opening the list of
 * orders), each to the list in that order at its results (`#results`), so choosing one is one tap
 * and moving through them with the keyboard changes nothing until one is followed (WCAG 3.2.2:
 * no change of context on input). The same with and without JavaScript. The list/map switch is
 * two plain links.
 */
import type { SortOrder } from '../../../shared/model/listing';
import type { ListingSearch } from '../../../shared/listing/search-params';
import { useT } from '../../../shared/i18n/i18n';
import { Icon } from '../../../shared/components/Icon';
import { RESULTS_ID } from './ResultsSection';
import { useHereWith } from '../../router/here';

/** The orders as the menu lists them: the default first. */
const MENU_ORDER: readonly SortOrder[] = ['date-desc', 'price-asc', 'price-desc', 'type', 'city'];

export function SortAndView({ search }: { search: ListingSearch }) {
  const LL = useT();
  const hereWith = useHereWith();
  const labels: Record<SortOrder, string> = {
    'date-desc': LL.LISTING.sortDate(),
    'price-asc': LL.LISTING.sortPriceAsc(),
    'price-desc': LL.LISTING.sortPriceDesc(),
    type: LL.LISTING.sortType(),
    city: LL.LISTING.sortCity(),
  };
  const current = search.sort ?? 'date-desc';
  const view = search.view ?? 'list';
  return (
    <div className="toolbar">
      <details className="sort-menu">
        <summary className="button button--outline button--compact sort-menu__toggle">
          {LL.FILTERS.sortOpen({ order: labels[current] })}
        </summary>
        <ul className="sort-menu__list" aria-label={LL.LISTING.sortBy()}>
          {MENU_ORDER.map((s) => (
            <li key={s}>
              <a
                className="sort-menu__order"
                aria-current={s === current ? 'true' : undefined}
                href={`${hereWith((prev) => ({ ...prev, sort: s === 'date-desc' ? undefined : s, page: undefined, unread: undefined }))}#${RESULTS_ID}`}
              >
                {labels[s]}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <div className="toolbar__view" role="group" aria-label={LL.LISTING.viewAs()}>
        <a
          className={`segmented${view === 'list' ? ' segmented--on' : ''}`}
          aria-current={view === 'list' ? 'page' : undefined}
          href={hereWith((prev) => ({ ...prev, view: undefined, unread: undefined }))}
        >
          <Icon name="list" size={18} /> {LL.LISTING.listView()}
        </a>
        <a
          className={`segmented${view === 'map' ? ' segmented--on' : ''}`}
          aria-current={view === 'map' ? 'page' : undefined}
          href={hereWith((prev) => ({ ...prev, view: 'map', page: undefined, unread: undefined }))}
        >
          <Icon name="map" size={18} /> {LL.LISTING.mapView()}
        </a>
      </div>
    </div>
  );
}
