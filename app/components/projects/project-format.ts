/**
 * How project figures read: the expected delivery ('2028-01' → 'January 2028' in the page's
 * language, free text as given) and the price range of the units ('€250.000 to €410.000').
 */
import type { Texts } from '../../../shared/i18n/i18n';
import type { Lang } from '../../../shared/paths/languages';
import type { Project } from '../../model/project';
import { formatCurrency } from '../../../shared/format/currency';

const monthFormats = new Map<Lang, Intl.DateTimeFormat>();

export function formatDelivery(delivery: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})$/.exec(delivery.trim());
  if (!m) return delivery.trim();
  const month = Number(m[2]);
  if (month < 1 || month > 12) return delivery.trim();
  let fmt = monthFormats.get(lang);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(`${lang}-BE`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(lang, fmt);
  }
  return fmt.format(new Date(Date.UTC(Number(m[1]), month - 1, 15)));
}

/** The units' price range, one price when both ends are equal, 'Price on request' when unknown. */
export function priceRange(p: Pick<Project, 'PriceFrom' | 'PriceTo' | 'Goal'>, LL: Texts): string {
  const from = p.PriceFrom ?? p.PriceTo;
  const to = p.PriceTo ?? p.PriceFrom;
  if (from === null || to === null) return LL.LISTING.priceOnRequest();
  const text =
    from === to ? formatCurrency(from) : LL.PROJECTS.priceRange({ from: formatCurrency(from), to: formatCurrency(to) });
  return p.Goal !== 0 ? LL.LISTING.perMonth({ price: text }) : text;
}
