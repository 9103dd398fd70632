/**
 * The home search's form (docs/search.md), an island (decision record 022): the buy or rent choice
 * (a radio pair, buy first) and the search panel (./SearchCombobox.tsx). Without JavaScript it is
 * a GET form to the for-sale listing with the typed text as `q` and `goal=1` for rent: the
 * listing leads to where the words say, or the chosen goal's listing (worker/listing-text.ts).
 * With JavaScript, Enter without picking a suggestion sends the same form. The combobox comes
 * with the form, on the server and in the island's chunk, so the field is in the page before
 * scripts run.
 * The choice of buy or rent appears here only (decision record 047): the block's For sale / For
 * rent buttons show only where the configuration hides the search field.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import { Icon } from './Icon';
import { SearchCombobox } from './SearchCombobox';

export function HomeSearchForm({
  sale,
  rent,
  showSearchButton,
}: {
  /** The for-sale and for-rent listings' localized hrefs. */
  sale: string;
  rent: string;
  showSearchButton: boolean;
}) {
  const LL = useT();
  const inputId = useId();
  const [goal, setGoal] = useState<0 | 1>(0);
  const form = useRef<HTMLFormElement>(null);
  // Hydrated on intent: adopt the choice a visitor made before (the radio the browser checked).
  useEffect(() => {
    if (form.current?.querySelector<HTMLInputElement>('input[name="goal"]:checked')?.value === '1') setGoal(1);
  }, []);
  return (
    <form ref={form} className="search-block__search" method="get" action={goal === 1 ? rent : sale} role="search">
      <fieldset className="goal-switch">
        <legend className="visually-hidden">{LL.LISTING.goal()}</legend>
        {([0, 1] as const).map((g) => (
          <label key={g} className="goal-switch__option">
            <input type="radio" name="goal" value={g} checked={goal === g} onChange={() => setGoal(g)} />
            <span>{g === 1 ? LL.SEARCH.forRent() : LL.SEARCH.forSale()}</span>
          </label>
        ))}
      </fieldset>
      {/* A visible label says what can be searched; the placeholder only gives a short example, which fits a 320 px phone. */}
      <label htmlFor={inputId} className="search-block__label">
        {LL.SEARCH.label()}
      </label>
      <div className="search-block__form">
        <SearchCombobox inputId={inputId} placeholder={LL.SEARCH.placeholder()} goal={goal} />
        {showSearchButton && (
          <button type="submit" className="button button--accent search-block__submit">
            <Icon name="search" size={22} />
            {/* Hidden on phones (the magnifier alone), still the button's name in the page's language. */}
            <span className="search-block__submit-label">{LL.SEARCH.button()}</span>
          </button>
        )}
      </div>
    </form>
  );
}
