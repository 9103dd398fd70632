/**
 * A plain search form (works without JavaScript): type what you look for ('apartment Ghent 2
 * bedrooms', a postcode, a reference) and choose For sale or For rent; each button submits the
 * text as `q` to its listing, which leads to where the words say (worker/listing-text.ts). Used
 * on the 404 page.
 */
import { useId } from 'react';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { useLang, useT } from '../../shared/i18n/i18n';
import { Icon } from '../../shared/components/Icon';

export function QuickSearchForm() {
  const LL = useT();
  const lang = useLang();
  const id = useId();
  const sale = localizedHref(pathTable, lang, '/for-sale/');
  const rent = localizedHref(pathTable, lang, '/for-rent/');
  return (
    <form className="quick-search" method="get" action={sale} role="search">
      <label htmlFor={id} className="quick-search__label">
        {LL.SEARCH.label()}
      </label>
      <div className="quick-search__row">
        <Icon name="search" size={20} className="quick-search__icon" />
        <input
          id={id}
          name="q"
          type="search"
          placeholder={LL.SEARCH.placeholder()}
          autoComplete="off"
          className="input"
        />
      </div>
      <div className="quick-search__buttons">
        <button type="submit" formAction={sale} className="button button--primary">
          {LL.SEARCH.forSale()}
        </button>
        <button type="submit" formAction={rent} className="button button--outline">
          {LL.SEARCH.forRent()}
        </button>
      </div>
    </form>
  );
}
