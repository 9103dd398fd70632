/**
 * The home search block (docs/search.md): optional logo, public title, two
 * optional descriptions whose {forSale} / {forRent} placeholders are replaced by the totals, a
 * search input with button (the search panel), and For sale / For rent buttons that can show
 * counts. The counts stream in with the totals; the rest renders at once.
 *
 * The choice between sale and rent appears once (decision record 047): with the search field, it
 * is the field's buy / rent switch (the descriptions carry the counts); the buttons show only
 * when the configuration hides the field, as the way into the two listings.
 *
 * Above the input the visitor chooses buy or rent (a radio pair, buy first): the search goes to
 * that goal's listing and the panel counts what that listing holds. Without JavaScript the form
 * posts to the for-sale listing with `goal=1` for rent, and that route leads to the for-rent
 * listing. The search form is an island (../../shared/components/HomeSearchForm.tsx).
 */
import { Await } from '@tanstack/react-router';
import type { SiteView } from '../content/views';
import type { Totals } from '../../shared/model/taxonomy';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { useT } from '../../shared/i18n/i18n';
import { Island } from '../islands/Island';
import { HomeSearchForm } from '../../shared/components/HomeSearchForm';
import { SmartLink } from './SmartLink';

const PLACEHOLDER = /\{forSale\}|\{forRent\}/;

/** Replaces the {forSale} and {forRent} placeholders of a configured description. */
export function fillCounts(text: string, totals: Totals): string {
  return text.replace(/\{forSale\}/g, String(totals.sale)).replace(/\{forRent\}/g, String(totals.rent));
}

function Description({ text, totals }: { text: string; totals: Promise<Totals> }) {
  if (!PLACEHOLDER.test(text)) return <p className="search-block__text">{text}</p>;
  return (
    <Await promise={totals} fallback={null}>
      {(t) => <p className="search-block__text">{fillCounts(text, t)}</p>}
    </Await>
  );
}

export function HomeSearchBlock({
  site,
  titleId,
  fallbackTitle,
  totals,
}: {
  site: SiteView;
  titleId: string;
  fallbackTitle: string;
  totals: Promise<Totals>;
}) {
  const LL = useT();
  const cfg = site.homeSearch;
  const sale = localizedHref(pathTable, site.lang, '/for-sale/');
  const rent = localizedHref(pathTable, site.lang, '/for-rent/');
  const goalButtons = (t?: Totals) => (
    <div className="search-block__goals">
      <SmartLink href={sale} className="button button--light">
        {t && cfg.showCountProperty ? LL.SEARCH.forSaleCount({ count: t.sale }) : LL.SEARCH.forSale()}
      </SmartLink>
      <SmartLink href={rent} className="button button--light">
        {t && cfg.showCountProperty ? LL.SEARCH.forRentCount({ count: t.rent }) : LL.SEARCH.forRent()}
      </SmartLink>
    </div>
  );
  return (
    <div className="search-block">
      {cfg.showLogo && (
        <img
          className="search-block__logo"
          src={site.logo.src}
          alt={site.logo.alt}
          width={site.logo.width}
          height={site.logo.height}
        />
      )}
      <h1 id={titleId} className={`search-block__title${cfg.title ? '' : ' visually-hidden'}`}>
        {cfg.title ?? fallbackTitle}
      </h1>
      {cfg.description1 && <Description text={cfg.description1} totals={totals} />}
      {cfg.description2 && <Description text={cfg.description2} totals={totals} />}
      {cfg.showSearchInput && (
        <Island
          name="home-search"
          when="intent"
          component={HomeSearchForm}
          props={{ sale, rent, showSearchButton: cfg.showSearchButton }}
        />
      )}
      {!cfg.showSearchInput &&
        (cfg.showSearchCount ? (
          <Await promise={totals} fallback={goalButtons()}>
            {(t) => goalButtons(t)}
          </Await>
        ) : (
          goalButtons()
        ))}
    </div>
  );
}
