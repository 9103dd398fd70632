/**
 * The head of a listing's results (docs/search.md "Filters on a phone" and "Save this search"):
 * the active filters as chips, each a link to the list without it ('× Ghent (9000)'), a link that
 * clears them all, and 'Save this search', a link to the search-alert form with every criterion
 * (shared/alerts/saved-search.ts). When the list came from typed words, the words that were not
 * understood are said here (`unread`, worker/listing-text.ts). Server HTML only: plain links, the
 * same with and without JavaScript.
 */
import type { ActiveFilter } from '../../listing/active-filters';
import { withoutFilter } from '../../listing/active-filters';
import { savedSearchHref } from '../../../shared/alerts/saved-search';
import type { ListingSearch } from '../../../shared/listing/search-params';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { useCurrentPath, useHereWith, withSearch } from '../../router/here';
import { iconBefore } from '../../../shared/components/Icon';

export function ResultsHead({
  chips,
  search,
  goal,
  unread,
}: {
  chips: readonly ActiveFilter[];
  search: ListingSearch;
  /** The listing's goal (its route's, or the one chosen), carried to the alert. */
  goal?: 0 | 1 | undefined;
  unread?: string | undefined;
}) {
  const LL = useT();
  const lang = useLang();
  const F = LL.FILTERS;
  const hereWith = useHereWith();
  const path = useCurrentPath();
  const { sort, view } = search;
  return (
    <div className="results-head">
      {unread && (
        <p className="results-head__unread" role="status">
          {LL.SEARCH.unread({ words: unread })}
        </p>
      )}
      {chips.length > 0 && (
        <div className="chips">
          <ul className="chips__list" aria-label={F.chips()}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <a
                  className="chip"
                  href={hereWith((prev) => withoutFilter(prev, chip))}
                  aria-label={F.removeChip({ filter: chip.label })}
                  data-chip={chip.key}
                >
                  <span>{chip.label}</span>
                  <span className="chip__x" aria-hidden="true">
                    ×
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <a className="chips__clear" href={withSearch(path, { sort, view })}>
            {F.clearAll()}
          </a>
        </div>
      )}
      <a
        className={`button button--outline button--compact results-head__save ${iconBefore('bell')}`}
        href={savedSearchHref(lang, search, goal)}
        data-save-search=""
      >
        {F.saveSearch()}
      </a>
    </div>
  );
}
