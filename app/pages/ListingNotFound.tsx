/**
 * A listing's 404: past the last page of results (`?page=999`) the page says so in the visitor's
 * language and links to the first page of the same criteria; any other "not found" under a
 * listing route is the site's 'Page not found'.
 */
import { useT } from '../../shared/i18n/i18n';
import { parseListingSearch, type ListingSearch } from '../../shared/listing/search-params';
import { Icon } from '../../shared/components/Icon';
import { NotFoundPage } from './NotFoundPage';
import { useHereWith } from '../router/here';

/** What a listing loader tells its 404 page: the page number that does not exist. */
export interface PastLastPage {
  page: number;
}

const isPastLastPage = (data: unknown): data is PastLastPage =>
  typeof (data as PastLastPage | undefined)?.page === 'number';

export function ListingNotFound({ data }: { data?: unknown }) {
  const LL = useT();
  const hereWith = useHereWith();
  if (!isPastLastPage(data)) return <NotFoundPage />;
  return (
    <section className="container not-found" aria-labelledby="nf-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="nf-title">{LL.ERRORS.pageNotFound()}</h1>
      <p className="not-found__text">{LL.LISTING.pastLastPage({ page: data.page })}</p>
      <p className="not-found__actions">
        <a
          className="button button--primary"
          href={hereWith((prev): ListingSearch => ({ ...parseListingSearch(prev), page: undefined }))}
        >
          <Icon name="list" size={18} /> {LL.LISTING.firstPage()}
        </a>
      </p>
    </section>
  );
}
