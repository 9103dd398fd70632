/**
 * '/compare/?ids=1,2' (docs/formatting.md): two to four properties side by side: price, price per m²,
 * status, rooms, surfaces, EPC and the indicative purchase costs (../../favourites/compare.ts).
 * The ids come from the favourites page; the page is rendered on the server like any other
 * (noindex), so it can be shared and works without JavaScript. A property that is gone keeps
 * its column with 'no longer online'. On a phone the table scrolls sideways with the row
 * labels kept in view, and says so: a line above it where it is wider than the screen, and a shadow
 * at the edge that still has columns beyond it (CSS only).
 */
import { useLoaderData } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RouterContext } from '../../router/context';
import type { Lang } from '../../../shared/paths/languages';
import { useLang, useT, type Texts } from '../../../shared/i18n/i18n';
import { loadDetailTexts, DetailTexts } from '../../i18n/detail-texts';
import { pathTable } from '../../../shared/content/path-table-instance';
import { localizedHref } from '../../../shared/paths/path-table';
import { propertyHref } from '../../../shared/paths/property-path';
import { formatCurrency } from '../../../shared/format/currency';
import { isClosed, isRent, MARQUEE, type PropertyDetail } from '../../../shared/model/property';
import { MIN_COMPARE, parseCompareIds, pricePerM2, purchaseCostsTotal } from '../../favourites/compare';
import { PageHeader } from '../../components/PageHeader';
import { SmartLink } from '../../components/SmartLink';
import { CardPhoto } from '../../components/listing/CardPhoto';
import { Price } from '../../../shared/components/listing/Price';
import { EnergyBadge, propertyEpc } from '../../components/listing/EnergyBadge';

export interface CompareData {
  ids: number[];
  /** In the order of `ids`; null where the property is gone. */
  items: (PropertyDetail | null)[];
}

export async function loadCompare(context: RouterContext, lang: Lang, raw: unknown): Promise<CompareData> {
  const ids = parseCompareIds(raw);
  // One batched read of the two to four properties (docs/security.md).
  const [items] = await Promise.all([context.data.detailsByIds(ids, lang), loadDetailTexts(lang)]);
  return { ids, items };
}

type Row = { key: string; label: string; cell: (p: PropertyDetail) => ReactNode };

function rows(LL: Texts): Row[] {
  const F = LL.FAVOURITES;
  const area = (v: number | null) => (v !== null && v > 0 ? F.m2({ area: v }) : F.none());
  const count = (v: number | null) => (v !== null ? String(v) : F.none());
  const costs = (p: PropertyDetail) => purchaseCostsTotal(p);
  return [
    { key: 'price', label: F.rows.price(), cell: (p) => <Price p={p} className="compare__price" /> },
    {
      key: 'pricePerM2',
      label: F.rows.pricePerM2(),
      cell: (p) => {
        const v = pricePerM2(p);
        if (v === null) return F.none();
        const text = F.perM2({ price: formatCurrency(v) });
        return isRent(p.Goal) ? LL.LISTING.perMonth({ price: text }) : text;
      },
    },
    {
      key: 'status',
      label: F.rows.status(),
      cell: (p) =>
        p.Marquee === MARQUEE.sold
          ? LL.LISTING.sold()
          : p.Marquee === MARQUEE.rented
            ? LL.LISTING.rented()
            : F.available(),
    },
    { key: 'bedrooms', label: F.rows.bedrooms(), cell: (p) => count(p.Rooms.Bedrooms ?? p.Bedrooms) },
    { key: 'bathrooms', label: F.rows.bathrooms(), cell: (p) => count(p.Rooms.Bathrooms ?? p.Bathrooms) },
    { key: 'living', label: F.rows.living(), cell: (p) => area(p.Surfaces.Living ?? p.LivingArea) },
    { key: 'ground', label: F.rows.ground(), cell: (p) => area(p.Surfaces.Ground ?? p.GroundArea) },
    { key: 'terrace', label: F.rows.terrace(), cell: (p) => area(p.Surfaces.Terrace) },
    { key: 'garden', label: F.rows.garden(), cell: (p) => area(p.Surfaces.Garden) },
    {
      key: 'epc',
      label: F.rows.epc(),
      cell: (p) => (propertyEpc(p) ? <EnergyBadge label={propertyEpc(p)} /> : F.none()),
    },
    {
      key: 'costs',
      label: F.rows.costs(),
      cell: (p) => {
        const c = costs(p);
        return c === null ? F.none() : formatCurrency(Math.round(c));
      },
    },
    {
      key: 'totalPrice',
      label: F.rows.totalPrice(),
      cell: (p) => {
        const c = costs(p);
        return c === null || p.Price === null ? F.none() : formatCurrency(Math.round(p.Price + c));
      },
    },
  ];
}

function CompareView() {
  const { ids, items } = useLoaderData({ strict: false }) as CompareData;
  const LL = useT();
  const F = LL.FAVOURITES;
  const lang = useLang();
  const entry = pathTable.byOriginal.get('/compare/');
  const favourites = localizedHref(pathTable, lang, '/favourites/');
  const self = localizedHref(pathTable, lang, '/compare/');
  const cols = ids.map((id, i) => ({ id, p: items[i] ?? null }));
  const back = (
    <p className="compare__back">
      <SmartLink href={favourites}>{F.backToFavourites()}</SmartLink>
    </p>
  );
  return (
    <div className="page page--compare">
      <PageHeader title={F.compareTitle()} crumbs={entry?.breadcrumbs[lang] ?? []} />
      <div className="container page__body">
        {ids.length < MIN_COMPARE ? (
          <div className="no-results">
            <p>{F.compareTooFew()}</p>
            {back}
          </div>
        ) : (
          <>
            <p className={`compare__hint compare__hint--${cols.length}`} id="compare-hint">
              {F.scrollHint()}
            </p>
            <div
              className="compare__scroll"
              role="region"
              aria-label={F.compareTitle()}
              aria-describedby="compare-hint"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard to scroll it
              tabIndex={0}
            >
              <table className="compare" style={{ '--cols': cols.length } as React.CSSProperties}>
                <thead>
                  <tr>
                    <td className="compare__corner" />
                    {cols.map(({ id, p }) => (
                      <th key={id} scope="col" className="compare__head">
                        {p ? (
                          <>
                            <div className="compare__photo">
                              <CardPhoto
                                photo={p.SmallPictureItem}
                                webId={p.WebID}
                                sizes="(min-width: 1280px) 260px, 45vw"
                                eager
                              />
                            </div>
                            <SmartLink href={propertyHref(pathTable, lang, p)} className="compare__title">
                              {p.Title}
                            </SmartLink>
                            <span className="compare__place">
                              {p.Zip} {p.City}
                            </span>
                          </>
                        ) : (
                          <span className="compare__title">{`${F.gone()} (#${id})`}</span>
                        )}
                        {cols.length > MIN_COMPARE && (
                          <a className="compare__leave" href={`${self}?ids=${ids.filter((x) => x !== id).join(',')}`}>
                            <span aria-hidden="true">×</span>
                            <span className="visually-hidden">{F.leaveOut({ title: p?.Title ?? `#${id}` })}</span>
                          </a>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows(LL).map((row) => (
                    <tr key={row.key} data-row={row.key}>
                      <th scope="row">{row.label}</th>
                      {cols.map(({ id, p }) => (
                        <td key={id} className={p && isClosed(p) ? 'compare__closed' : undefined}>
                          {p ? row.cell(p) : F.none()}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="compare__note">{F.costsNote()}</p>
            {back}
          </>
        )}
      </div>
    </div>
  );
}

export function ComparePage() {
  return (
    <DetailTexts>
      <CompareView />
    </DetailTexts>
  );
}
