/**
 * '/favourites/' (docs/search.md): the properties saved in this browser, each as its card with what
 * changed since it was saved (../../favourites/changes.ts), read from the JSON API; a gone
 * property keeps its saved title with 'no longer online'. Ticking two to four leads to the
 * comparison. The list lives in localStorage, so the server renders the frame only (and says,
 * without JavaScript, that the page needs it).
 *
 * In the islands render (decision record 033) no React runs here: the page's plain script
 * (client/islands/favourites-page.ts) asks the server for the same page with the stored list in
 * `?list=` and puts the list the server drew (./index.ts loads the properties) into the frame;
 * the compare ticks and the removal of a gone one are plain script too.
 */
import { useEffect, useState } from 'react';
import { useLoaderData } from '@tanstack/react-router';
import { useIslandsRender } from '../../islands/Island';
import { useLang, useT, type Texts } from '../../i18n/i18n';
import { pathTable } from '../../content/path-table-instance';
import { localizedHref } from '../../paths/path-table';
import { formatCurrency } from '../../format/currency';
import { formatDate } from '../../format/date';
import type { Lang } from '../../paths/languages';
import type { PropertyDetail } from '../../model/property';
import { changesSince, type Change } from '../../favourites/changes';
import { readFavourites, onFavouritesChange, writeFavourites } from '../../favourites/local';
import { toggleFavourite, type Favourite } from '../../favourites/store';
import { MAX_COMPARE, MIN_COMPARE } from '../../favourites/compare';
import { PageHeader } from '../../components/PageHeader';
import { PropertyCard } from '../../components/listing/PropertyCard';
import { DetailTexts } from '../../i18n/detail-texts';

/** The property as the API has it now: null when it is gone (404), 'error' when it could not be read. */
export type Current = PropertyDetail | null | 'error';

/** The list the server draws in the islands render: the favourites given in `?list=`, with each property as it is now. */
export interface DrawnFavourites {
  saved?: { list: Favourite[]; current: [number, Current][] };
}

async function fetchCurrent(id: number, lang: Lang): Promise<Current> {
  try {
    const res = await fetch(`/api/properties/${id}?lang=${lang}`, { headers: { Accept: 'application/json' } });
    if (res.status === 404) return null;
    return res.ok ? ((await res.json()) as PropertyDetail) : 'error';
  } catch {
    return 'error';
  }
}

/** This browser's favourites, kept in step with changes (null until read: on the server and before the first effect). */
function useFavourites(): Favourite[] | null {
  const [list, setList] = useState<Favourite[] | null>(null);
  useEffect(() => {
    const read = () => setList(readFavourites());
    read();
    return onFavouritesChange(read);
  }, []);
  return list;
}

function useCurrent(list: Favourite[] | null, lang: Lang): Map<number, Current> {
  const [current, setCurrent] = useState(() => new Map<number, Current>());
  useEffect(() => {
    if (!list) return;
    const missing = list.filter((f) => !current.has(f.id));
    if (missing.length === 0) return;
    let live = true;
    void Promise.all(missing.map(async (f) => [f.id, await fetchCurrent(f.id, lang)] as const)).then((rows) => {
      if (live) setCurrent((prev) => new Map([...prev, ...rows]));
    });
    return () => {
      live = false;
    };
  }, [list, lang, current]);
  return current;
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
 * The list under the page header: loading, empty, or the cards with what changed and the compare
 * ticks. `drawn` (islands render): drawn once on the server, so the compare link and its texts
 * for each count are all there for the page's script to show.
 */
function FavouritesBody({
  list,
  current,
  chosen,
  onCompare,
  drawn = false,
}: {
  list: Favourite[] | null;
  current: Map<number, Current>;
  chosen: number[];
  onCompare?: (id: number) => void;
  drawn?: boolean;
}) {
  const LL = useT();
  const F = LL.FAVOURITES;
  const lang = useLang();
  const ready = list?.every((f) => current.has(f.id)) ?? false;
  const compare = localizedHref(pathTable, lang, '/compare/');
  const compareHref = `${compare}?ids=${chosen.join(',')}`;
  const counts = Array.from({ length: MAX_COMPARE - MIN_COMPARE + 1 }, (_, i) => MIN_COMPARE + i);

  return list === null ? null : !ready ? (
    <p className="no-results" role="status">
      {F.loading()}
    </p>
  ) : list.length === 0 ? (
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
        {drawn ? (
          <>
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
          </>
        ) : chosen.length >= MIN_COMPARE ? (
          <a className="button button--primary" href={compareHref}>
            {F.compareSelected({ count: chosen.length })}
          </a>
        ) : (
          <p className="fav__hint">{F.compareHint()}</p>
        )}
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
                    <button
                      type="button"
                      className="button"
                      data-remove={fav.id}
                      {...(drawn
                        ? {}
                        : { onClick: () => writeFavourites(toggleFavourite(readFavourites(), fav.id, new Date())) })}
                    >
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
                    <input
                      type="checkbox"
                      value={fav.id}
                      data-compare={fav.id}
                      {...(onCompare
                        ? {
                            checked: chosen.includes(fav.id),
                            disabled: !chosen.includes(fav.id) && chosen.length >= MAX_COMPARE,
                            onChange: () => onCompare(fav.id),
                          }
                        : {})}
                    />
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

function FavouritesView() {
  const lang = useLang();
  const list = useFavourites();
  const current = useCurrent(list, lang);
  const [selected, setSelected] = useState<number[]>([]);
  const chosen = selected.filter((id) => list?.some((f) => f.id === id));
  const toggleCompare = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return (
    <FavouritesFrame>
      <FavouritesBody list={list} current={current} chosen={chosen} onCompare={toggleCompare} />
    </FavouritesFrame>
  );
}

/** The islands render: the frame, and the list when the page was asked with one (`?list=`, by the page's script). */
function FavouritesDrawn() {
  const { saved } = useLoaderData({ strict: false }) as DrawnFavourites;
  return (
    <FavouritesFrame>
      <div data-favourites-page="">
        {saved && <FavouritesBody list={saved.list} current={new Map(saved.current)} chosen={[]} drawn />}
      </div>
    </FavouritesFrame>
  );
}

export function FavouritesPage() {
  const islands = useIslandsRender();
  return <DetailTexts>{islands ? <FavouritesDrawn /> : <FavouritesView />}</DetailTexts>;
}
