/**
 * Listing pages: /for-sale/, /for-rent/ and the flag lists (new, arriving, discreet). The page
 * heading and intro come from content; the filter form, toolbar and results are server-rendered
 * (complete HTML before any script runs) and the results stream in when the provider is slow.
 */
import { Await, useLoaderData, useSearch } from '@tanstack/react-router';
import type { PageView } from '../content/views';
import type { Paged } from '../model/common';
import type { Property } from '../model/property';
import type { City, PropertyType } from '../model/taxonomy';
import { parseListingSearch } from '../listing/search-params';
import { useCurrentPath } from '../router/here';
import { areaOf, hasArea } from '../listing/area-search';
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
  goal?: 0 | 1;
  goalChoice: boolean;
  /** Islands render, map view: the JSON API address of the map's markers (decision record 031). */
  markersFrom?: string;
}

export function ListingPage() {
  const data = useLoaderData({ strict: false }) as ListingData;
  const search = parseListingSearch(useSearch({ strict: false }));
  const action = useCurrentPath();
  const site = useSite();
  const { page } = data;
  const goal = data.goal ?? search.goal;
  const { filters } = data;
  return (
    <div className="page page--listing">
      <PageHeader title={page.title} crumbs={page.breadcrumbs} {...(page.intro ? { intro: page.intro } : {})} />
      <div className="container listing">
        <aside className="listing__filters">
          <Await
            promise={filters}
            fallback={
              <FilterForm
                search={search}
                types={[]}
                cities={[]}
                action={action}
                goalChoice={data.goalChoice}
                {...(goal !== undefined ? { goal } : {})}
              />
            }
          >
            {([types, cities]) => (
              <FilterForm
                search={search}
                types={types}
                cities={cities}
                action={action}
                goalChoice={data.goalChoice}
                {...(goal !== undefined ? { goal } : {})}
              />
            )}
          </Await>
        </aside>
        <ResultsSection label={page.title}>
          <SortAndView search={search} action={action} />
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
              />
            )}
          </Await>
        </ResultsSection>
      </div>
      <div className="container page__body">
        <Modules modules={page.modules} site={site} />
      </div>
    </div>
  );
}
