/**
 * The save (heart) button of cards and detail pages (docs/search.md), named 'Save' in the page's
 * language. Rendered hidden: without JavaScript it could not work, so it never shows as a dead
 * control. The hearts' script (client/parts/favourites.ts, declared on the header's heart) shows every such
 * button, sets its `aria-pressed` from this browser's favourites and handles the clicks; so the
 * first load carries only this markup (decision record 012). The heart is the button's `::before`
 * (client/styles/icons.css), outlined, filled once pressed.
 */
import { useT } from '../../../shared/i18n/i18n';
import { iconBefore } from '../../../shared/components/Icon';

export function SaveButton({ id, className }: { id: number; className: string }) {
  return (
    <button
      type="button"
      className={`save ${className} ${iconBefore('heart')}`}
      data-save={id}
      aria-label={useT().LISTING.save()}
      hidden
    />
  );
}
