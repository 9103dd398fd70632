/**
 * A property's price as a visitor reads it, in the page's language: the rules of ./price.ts
 * ('Price on request', 'starting from', per month, the amount) turned into text. One source for
 * the cards and detail pages, the detail page's title, the map's markers and the alert digests.
 */
import type { Texts } from '../i18n/i18n';
import { priceView } from './price';

export function priceLabel(p: Parameters<typeof priceView>[0], LL: Texts): string {
  const view = priceView(p);
  switch (view.kind) {
    case 'on-request':
      return LL.LISTING.priceOnRequest();
    case 'from':
      return LL.LISTING.startingFrom({ price: view.amount });
    case 'month':
      return LL.LISTING.perMonth({ price: view.amount });
    default:
      return view.amount;
  }
}
