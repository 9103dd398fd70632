/**
 * Listing pages: /for-sale/, /for-rent/ and the flag lists (new, arriving, discreet). The page
 * heading and intro come from content; the filter form, toolbar and results are server-rendered
 * (complete HTML before any script runs) and the results stream in when the provider is slow.
 */
import { Await, useLoaderData, useSearch } from '@tanstack/react-router';
import type { PageView } from '../content/views';
import type { Paged } from '../../shared/model/common';
import type { Property } from '../../shared/model/property';
import type { City, PropertyType } from '../../shared/model/taxonomy';
import { parseListingSearch, type ListingSearch } from '../../shared/listing/search-params';
import { activeFilterCount, activeFilters } from '../listing/active-filters';
import type { Widening } from '../listing/widen';
import { savedSearchHref } from '../../shared/alerts/saved-search';
import { useLang, useT } from '../../shared/i18n/i18n';
import { ResultsHead } from '../components/listing/ResultsHead';
import { useCurrentPath } from '../router/here';
import { areaOf, hasArea } from '../../shared/listing/area-search';
import { cityAt } from '../listing/city-radius';
import { LazyAreaNotice } from '../components/listing/LazyAreaNotice';
import { Modules } from '../components/Modules';
import { PageHeader } from '../components/PageHeader';
import { useSite } from '../components/useSite';
import { FilterForm } from '../components/listing/FilterForm';
import { SortAndView } from '../components/listing/SortAndView';
import { Results, ResultsSkeleton } from '../components/listing/Results';
import { ResultsSection } from '../components/listing/ResultsSection';

export interface ListingData {
  page: PageView;
  results: Promise<Paged<Property>>;
  /** Property types and cities for the filter form (streamed like the results when slow). */
  filters: Promise<[PropertyType[], City[]]>;
  /** No results on the first page: the nearest ways to widen the search (app/listing/widen.ts). */
  widen?: Promise<Widening[]>;
  goal?: 0 | 1;
  goalChoice: boolean;
  /** Islands render, map view: the JSON API address of the map's markers (decision record 022, amendment 031). */
  markersFrom?: string;
}

export function ListingPage() {
  const data = useLoaderData({ strict: false }) as ListingData;
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = parseListingSearch(raw);
  // The words of a typed search that were not understood (worker/listing-text.ts).
  const unread = typeof raw.unread === 'string' && raw.unread.trim() ? raw.unread.trim().slice(0, 100) : undefined;
  const action = useCurrentPath();
  const site = useSite();
  const LL = useT();
  const lang = useLang();
  const { page } = data;
  const goal = data.goal ?? search.goal;
  const { filters } = data;
  const chipsOf = (types: PropertyType[]) => activeFilters(search, { LL, lang, types, goalChoice: data.goalChoice });
  const form = (types: PropertyType[], cities: City[]) => (
    <FilterForm
      search={search}
      types={types}
      cities={cities}
      action={action}
      goalChoice={data.goalChoice}
      active={activeFilterCount(chipsOf(types), search)}
      {...(goal !== undefined ? { goal } : {})}
    />
  );
  const head = (types: PropertyType[]) => (
    <ResultsHead chips={chipsOf(types)} search={search} goal={goal} unread={unread} />
  );
  return (
    <div className="page page--listing">
      <PageHeader title={page.title} crumbs={page.breadcrumbs} {...(page.intro ? { intro: page.intro } : {})} />
      <div className="container listing">
        <aside className="listing__filters">
          <Await promise={filters} fallback={form([], [])}>
            {([types, cities]) => form(types, cities)}
          </Await>
        </aside>
        <ResultsSection label={page.title}>
          <SortAndView search={search} />
          <Await promise={filters} fallback={head([])}>
            {([types]) => head(types)}
          </Await>
          {hasArea(search) && (
            <Await
              promise={filters}
              fallback={<LazyAreaNotice search={search} view={search.view ?? 'list'} goal={goal} />}
            >
              {([, cities]) => (
                <LazyAreaNotice
                  search={search}
                  view={search.view ?? 'list'}
                  goal={goal}
                  place={cityAt(cities, search.near)?.Name}
                />
              )}
            </Await>
          )}
          <Await promise={data.results} fallback={<ResultsSkeleton />}>
            {(results) => (
              <Results
                results={results}
                view={search.view ?? 'list'}
                area={areaOf(search)}
                markersFrom={data.markersFrom}
                widen={data.widen}
              />
            )}
          </Await>
        </ResultsSection>
      </div>
      <div className="container page__body">
        <Modules modules={page.modules} site={site} />
        <SaveSearchCall search={search} goal={goal} />
      </div>
    </div>
  );
}

/**
 * Below the listing's text, where it invited to register a search alert: that invitation as the
 * button that does it ('Save this search', with every filter of the list).
 */
function SaveSearchCall({ search, goal }: { search: ListingSearch; goal: 0 | 1 | undefined }) {
  const LL = useT();
  const lang = useLang();
  return (
    <aside className="save-search" aria-labelledby="save-search-title">
      <p className="save-search__text" id="save-search-title">
        {LL.FILTERS.saveSearchHint()}
      </p>
      <a className="button button--primary" href={savedSearchHref(lang, search, goal)}>
        {LL.FILTERS.saveSearch()}
      </a>
    </aside>
  );
}
