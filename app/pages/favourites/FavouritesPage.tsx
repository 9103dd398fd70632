/**
 * '/favourites/' (docs/search.md): the properties saved in this browser, each as its card with what
 * changed since it was saved (../../favourites/changes.ts), read from the JSON API; a gone
 * property keeps its saved title with 'no longer online'. Ticking two to four leads to the
 * comparison. The list lives in localStorage, so the server renders the frame only (and says,
 * without JavaScript, that the page needs it).
 *
 * No React runs here in the browser (decision record 022, amendment 033): the page's plain script
 * (client/parts/favourites-page.ts) asks the server for the same page with the stored list in
 * `?list=` and puts the list the server drew (./index.ts loads the properties) into the frame;
 * the compare ticks and the removal of a gone one are plain script too.
 */
import { useLoaderData } from '@tanstack/react-router';
import { useLang, useT, type Texts } from '../../../shared/i18n/i18n';
import { pathTable } from '../../../shared/content/path-table-instance';
import { localizedHref } from '../../../shared/paths/path-table';
import { formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../format/date';
import type { Property } from '../../../shared/model/property';
import { changesSince, type Change } from '../../favourites/changes';
import type { Favourite } from '../../../shared/favourites/store';
import { MAX_COMPARE, MIN_COMPARE } from '../../favourites/compare';
import { PageHeader } from '../../components/PageHeader';
import { PropertyCard } from '../../components/listing/PropertyCard';
import { DetailTexts } from '../../i18n/detail-texts';
import { partAttrs } from '../../islands/Island';

/** The property's card as the provider has it now: null when it is gone, 'error' when it could not be read. */
export type Current = Property | null | 'error';

/** The list the server draws: the favourites given in `?list=`, with each property as it is now. */
export interface DrawnFavourites {
  saved?: { list: Favourite[]; current: [number, Current][] };
}

function changeText(c: Change, F: Texts['FAVOURITES']): string {
  switch (c.kind) {
    case 'price':
      return (c.to < c.from ? F.priceDown : F.priceUp)({ from: formatCurrency(c.from), to: formatCurrency(c.to) });
    case 'priceHidden':
      return F.priceHidden();
    case 'sold':
      return F.sold();
    case 'rented':
      return F.rented();
    case 'gone':
      return F.gone();
  }
}

function Changes({ fav, now }: { fav: Favourite; now: Current }) {
  const F = useT().FAVOURITES;
  if (now === 'error') return <p className="fav__change">{F.unknown()}</p>;
  const changes = changesSince(fav.then, now);
  if (changes.length === 0) return <p className="fav__change fav__change--none">{F.unchanged()}</p>;
  return (
    <ul className="fav__changes">
      {changes.map((c) => (
        <li
          key={c.kind}
          className={`fav__change fav__change--${c.kind === 'price' && c.to < c.from ? 'down' : c.kind}`}
        >
          {changeText(c, F)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The list under the page header: empty, or the cards with what changed and the compare ticks,
 * drawn once on the server, so the compare link and its texts for each count are all there for
 * the page's script to show.
 */
function FavouritesBody({ list, current }: { list: Favourite[]; current: Map<number, Current> }) {
  const LL = useT();
  const F = LL.FAVOURITES;
  const lang = useLang();
  const compare = localizedHref(pathTable, lang, '/compare/');
  const counts = Array.from({ length: MAX_COMPARE - MIN_COMPARE + 1 }, (_, i) => MIN_COMPARE + i);

  return list.length === 0 ? (
    <div className="no-results">
      <p role="status">{F.empty()}</p>
      <p>
        <a className="button button--primary" href={localizedHref(pathTable, lang, '/for-sale/')}>
          {F.browse()}
        </a>
      </p>
    </div>
  ) : (
    <>
      <div className="fav__bar">
        <p role="status">{F.count({ count: list.length })}</p>
        <a
          className="button button--primary"
          href={compare}
          hidden
          data-compare-link=""
          {...Object.fromEntries(counts.map((n) => [`data-label-${n}`, F.compareSelected({ count: n })]))}
        >
          {F.compareSelected({ count: MIN_COMPARE })}
        </a>
        <p className="fav__hint" data-compare-hint="">
          {F.compareHint()}
        </p>
      </div>
      <ul className="results__grid fav__grid">
        {list.map((fav) => {
          // A gone property is null in the map: only a missing entry is 'could not be checked'.
          const now = current.has(fav.id) ? (current.get(fav.id) as Current) : 'error';
          const property = now !== null && now !== 'error' ? now : null;
          return (
            <li key={fav.id} className="fav">
              {property ? (
                <PropertyCard p={property} />
              ) : (
                <article className="card fav__gone">
                  <div className="card__body">
                    <h3 className="card__title">{fav.then?.title ?? `#${fav.id}`}</h3>
                    {fav.then && <p className="card__place">{fav.then.city}</p>}
                    <button type="button" className="button" data-remove={fav.id}>
                      {F.remove()}
                    </button>
                  </div>
                </article>
              )}
              <Changes fav={fav} now={now} />
              <div className="fav__foot">
                <span className="fav__saved">{F.savedOn({ date: formatDate(fav.at) })}</span>
                {property && (
                  <label className="fav__compare">
                    <input type="checkbox" value={fav.id} data-compare={fav.id} />
                    {F.compareThis()}
                    <span className="visually-hidden"> {property.Title}</span>
                  </label>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function FavouritesFrame({ children }: { children: React.ReactNode }) {
  const F = useT().FAVOURITES;
  const lang = useLang();
  const entry = pathTable.byOriginal.get('/favourites/');
  const title = entry?.breadcrumbs[lang].at(-1)?.name ?? '';
  return (
    <div className="page page--favourites">
      <PageHeader title={title} crumbs={entry?.breadcrumbs[lang] ?? []} intro={F.intro()} />
      <div className="container page__body">
        <noscript>
          <p className="no-results">{F.needsScript()}</p>
        </noscript>
        {children}
      </div>
    </div>
  );
}

/** The frame, and the list when the page was asked with one (`?list=`, by the page's script). */
export function FavouritesPage() {
  const { saved } = useLoaderData({ strict: false }) as DrawnFavourites;
  return (
    <DetailTexts>
      <FavouritesFrame>
        <div data-favourites-page="" {...partAttrs('favourites-page', 'load')}>
          {saved && <FavouritesBody list={saved.list} current={new Map(saved.current)} />}
        </div>
      </FavouritesFrame>
    </DetailTexts>
  );
}
