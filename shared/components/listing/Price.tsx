/** A property's price as the rules of shared/format/price.ts say, in the page's language. */
import { priceLabel } from '../../format/price-label';
import { useT } from '../../i18n/i18n';

export function Price({
  p,
  className,
}: {
  p: { Price: number | null; PublishPrice: boolean; PriceUnit: number; Goal: number };
  className?: string;
}) {
  const LL = useT();
  return <p className={className ?? 'price'}>{priceLabel(p, LL)}</p>;
}
