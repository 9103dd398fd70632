/**
 * The home search block (seed §1, §3 "Config (home search)"): optional logo, public title, two
 * optional descriptions whose {forSale} / {forRent} placeholders are replaced by the totals, a
 * search input with button, and For sale / For rent buttons that can show counts.
 */
import { useId } from 'react';
import type { SiteView } from '../content/views';
import { pathTable } from '../content/path-table-instance';
import { localizedHref } from '../paths/path-table';
import { useT } from '../i18n/i18n';
import { Icon } from './Icon';
import { SmartLink } from './SmartLink';

export interface Totals {
  forSale: number;
  forRent: number;
}

/** Replaces the {forSale} and {forRent} placeholders of a configured description. */
export function fillCounts(text: string, totals: Totals | undefined): string {
  if (!totals) return text.replace(/\{forSale\}|\{forRent\}/g, '').replace(/\s{2,}/g, ' ').trim();
  return text.replace(/\{forSale\}/g, String(totals.forSale)).replace(/\{forRent\}/g, String(totals.forRent));
}

export function HomeSearchBlock({ site, titleId, fallbackTitle, totals }: { site: SiteView; titleId: string; fallbackTitle: string; totals?: Totals }) {
  const LL = useT();
  const inputId = useId();
  const cfg = site.homeSearch;
  const sale = localizedHref(pathTable, site.lang, '/for-sale/');
  const rent = localizedHref(pathTable, site.lang, '/for-rent/');
  const showCounts = cfg.showCountProperty && totals;
  return (
    <div className="search-block">
      {cfg.showLogo && <img className="search-block__logo" src={site.logo.src} alt={site.logo.alt} width={site.logo.width} height={site.logo.height} />}
      <h1 id={titleId} className={`search-block__title${cfg.title ? '' : ' visually-hidden'}`}>{cfg.title ?? fallbackTitle}</h1>
      {cfg.description1 && totals && <p className="search-block__text">{fillCounts(cfg.description1, totals)}</p>}
      {cfg.description2 && <p className="search-block__text">{fillCounts(cfg.description2, totals)}</p>}
      {cfg.showSearchInput && (
        <form className="search-block__form" method="get" action={sale} role="search">
          <label htmlFor={inputId} className="visually-hidden">{LL.SEARCH.label()}</label>
          <input id={inputId} name="city" type="search" className="input search-block__input" placeholder={LL.SEARCH.placeholder()} autoComplete="off" />
          {cfg.showSearchButton && (
            <button type="submit" className="button button--accent search-block__submit">
              <Icon name="search" size={20} />
              <span>{LL.SEARCH.button()}</span>
            </button>
          )}
        </form>
      )}
      <div className="search-block__goals">
        <SmartLink href={sale} className="button button--light">
          {showCounts ? LL.SEARCH.forSaleCount({ count: totals.forSale }) : LL.SEARCH.forSale()}
        </SmartLink>
        <SmartLink href={rent} className="button button--light">
          {showCounts ? LL.SEARCH.forRentCount({ count: totals.forRent }) : LL.SEARCH.forRent()}
        </SmartLink>
      </div>
    </div>
  );
}
