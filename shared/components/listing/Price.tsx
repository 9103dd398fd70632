/** A property's price as the rules of shared/format/price.ts say, in the page's language. */
import { priceView } from '../../format/price';
import { useT } from '../../i18n/i18n';

export function Price({
  p,
  className,
}: {
  p: { Price: number | null; PublishPrice: boolean; PriceUnit: number; Goal: number };
  className?: string;
}) {
  const LL = useT();
  const view = priceView(p);
  const text =
    view.kind === 'on-request'
      ? LL.LISTING.priceOnRequest()
      : view.kind === 'from'
        ? LL.LISTING.startingFrom({ price: view.amount })
        : view.kind === 'month'
          ? LL.LISTING.perMonth({ price: view.amount })
          : view.amount;
  return <p className={className ?? 'price'}>{text}</p>;
}
