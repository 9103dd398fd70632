/**
 * A property card (docs/look-and-feel.md): 4:3 photo (responsive webp srcset), price, type and city,
 * key figures with small icons (each fact's `::before`, client/styles/icons.css) (bedrooms, bathrooms, living area, EPC), and ribbons for sold,
 * rented and new, and 'price reduced' where the provider gives the price before (shared/model/property.ts priceReduction); its texts are the card's own children (`card--flat`, no body wrapper: decision record 022,
 * amendment 036). The whole card is one link to the property; the save (heart) button sits on the photo.
 */
import { MARQUEE, isClosed, priceReduction, type Property } from '../../../shared/model/property';
import { pathTable } from '../../../shared/content/path-table-instance';
import { propertyHref } from '../../../shared/paths/property-path';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { SmartLink } from '../SmartLink';
import { CardPhoto } from './CardPhoto';
import { iconBefore } from '../../../shared/components/Icon';
import { EnergyBadge, propertyEpc } from './EnergyBadge';
import { Price } from '../../../shared/components/listing/Price';
import { SaveButton } from '../favourites/SaveButton';

export function PropertyCard({
  p,
  headingLevel = 3,
  eager = false,
  first = false,
}: {
  p: Property;
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** The listing's first card (its photo at high priority: CardPhoto). */
  first?: boolean;
}) {
  const LL = useT();
  const lang = useLang();
  const closed = isClosed(p);
  const href = propertyHref(pathTable, lang, p);
  const H = `h${headingLevel}` as const;
  const status =
    p.Marquee === MARQUEE.sold
      ? LL.LISTING.sold()
      : p.Marquee === MARQUEE.rented
        ? LL.LISTING.rented()
        : p.IsNew
          ? LL.LISTING.new()
          : null;
  const epc = propertyEpc(p);
  const reduced = priceReduction(p);
  return (
    <article className="card card--flat">
      <div className="card__media">
        <CardPhoto
          photo={p.SmallPictureItem}
          webId={p.WebID}
          sizes="(min-width: 1280px) 300px, (min-width: 767px) 45vw, 92vw"
          eager={eager}
          first={first}
        />
        {status && <span className={`ribbon ribbon--${closed ? 'closed' : 'new'}`}>{status}</span>}
        {reduced && !closed && <span className="ribbon ribbon--drop">{LL.LISTING.priceReduced()}</span>}
        <SaveButton id={p.ID} className="save--card" />
      </div>
      <Price p={p} className="card__price" />
      <H className="card__title">
        <SmartLink href={href} className="card__link">
          {p.Title}
        </SmartLink>
      </H>
      <p className="card__place">
        {p.TypeDescription || p.MainTypeName} · {p.Zip} {p.City}
      </p>
      <ul className="card__facts">
        {p.Bedrooms !== null && p.Bedrooms > 0 && (
          <li className={iconBefore('bed')}>{LL.LISTING.bedrooms({ count: p.Bedrooms })}</li>
        )}
        {p.Bathrooms !== null && p.Bathrooms > 0 && (
          <li className={iconBefore('bath')}>{LL.LISTING.bathrooms({ count: p.Bathrooms })}</li>
        )}
        {p.LivingArea !== null && p.LivingArea > 0 && (
          <li className={iconBefore('area')}>{LL.LISTING.area({ area: p.LivingArea })}</li>
        )}
        {epc && (
          <li className="card__epc">
            <EnergyBadge label={epc} />
          </li>
        )}
      </ul>
    </article>
  );
}
