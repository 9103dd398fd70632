/**
 * Property detail (docs/screens.md): heading with title, type · city, price and
 * ribbons; the photo block; key figures; description; the energy scale with the renovation
 * notice for E/F sales; every detail field group; the location map; the agent card (and the sticky contact bar on phones);
 * similar properties, streamed. A sold or rented property shows the notice (docs/errors.md) and similar
 * properties instead of the contact block.
 */
import { useLoaderData, useRouterState } from '@tanstack/react-router';
import type { FormKind } from '../../shared/forms/kinds';
import { openFormHref } from '../../shared/forms/open-form';
import type { Property, PropertyDetail } from '../../shared/model/property';
import type { DetailBlockView } from '../content/views';
import { MARQUEE, priceReduction } from '../../shared/model/property';
import { formatDate } from '../format/date';
import { formatCurrency } from '../../shared/format/currency';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { propertyHref } from '../../shared/paths/property-path';
import { useLang, useT } from '../../shared/i18n/i18n';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { useSite } from '../components/useSite';
import { Price } from '../../shared/components/listing/Price';
import { PhotoBlock } from '../components/detail/PhotoBlock';
import { Island } from '../islands/Island';
import { DetailTools } from '../components/detail/DetailTools';
import { PrintFooter } from '../components/detail/PrintFooter';
import { KeyFigures } from '../components/detail/KeyFigures';
import { SaveButton } from '../components/favourites/SaveButton';
import { Description } from '../components/detail/Description';
import { DetailGroups } from '../components/detail/DetailGroups';
import { EnergyScale } from '../components/detail/EnergyScale';
import { MediaBlock } from '../../shared/components/detail/MediaBlock';
import { LocationBlock } from '../components/detail/LocationBlock';
import { postalAddress } from '../format/address';
import { AgentCard } from '../components/detail/AgentCard';
import { ContactBar } from '../components/detail/ContactBar';
import { SimilarProperties } from '../components/detail/SimilarProperties';
import { PurchaseCosts } from '../components/costs/PurchaseCosts';
import { MonthlyPaymentSection } from '../components/costs/MonthlyPaymentSection';
import { ClosedNotice, isClosed } from '../components/detail/ClosedNotice';
import { contactPerson } from '../components/detail/contact-person';
import type { DetailHeadFacts } from '../router/detail-head';
import type { Alternate } from '../router/head';
import { DetailTexts } from '../i18n/detail-texts';
import type { AppointmentSlot } from '../../shared/model/appointment';
import { FormSlot } from '../components/forms/FormSlot';
import { ListingNavBar } from '../components/detail/ListingNavBar';
import { DetailBlocks } from '../components/detail/DetailBlocks';
import type { ListingNav } from '../router/listing-nav';

export interface PropertyData {
  property: PropertyDetail & { Blocks?: DetailBlockView[] };
  similar: Promise<Property[]>;
  /** Viewing slots for the appointment form (none when the property is sold or rented). */
  slots: AppointmentSlot[];
  head: DetailHeadFacts;
  /** The form drawn open (`?form=`, or back with its messages); the others show only their openers. */
  openForm: FormKind | null;
  /** The listing the visitor came from, with its previous/next streaming (../router/listing-nav.ts); null when none. */
  nav: ListingNav | null;
  /** The page in every enabled language (server-rendered loads only): see ../router/head.ts ownAlternates. */
  alternates?: Alternate[];
}

function Ribbons({ p }: { p: Property }) {
  const LL = useT();
  const items: { key: string; text: string; tone: 'closed' | 'new' | 'info' }[] = [];
  if (p.Marquee === MARQUEE.sold) items.push({ key: 'sold', text: LL.LISTING.sold(), tone: 'closed' });
  else if (p.Marquee === MARQUEE.rented) items.push({ key: 'rented', text: LL.LISTING.rented(), tone: 'closed' });
  else if (p.MarqueeName) items.push({ key: 'marquee', text: p.MarqueeName, tone: 'info' });
  if (p.IsNew && !isClosed(p)) items.push({ key: 'new', text: LL.LISTING.new(), tone: 'new' });
  if (items.length === 0) return null;
  return (
    <ul className="detail-head__ribbons">
      {items.map((r) => (
        <li key={r.key} className={`tag tag--${r.tone}`}>
          {r.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * When the property came online, and when its price was reduced and from what (where the provider
 * keeps the price before: shared/model/property.ts priceReduction).
 */
function DetailDates({ p }: { p: Property }) {
  const LL = useT();
  const reduced = priceReduction(p);
  const added = /^\d{4}-\d{2}-\d{2}$/.test(p.PublicationDate)
    ? LL.DETAIL.addedOn({ date: formatDate(p.PublicationDate) })
    : '';
  return (
    <p className="detail-head__dates">
      {added}
      {reduced && !isClosed(p) && (
        <>
          {added && ' · '}
          <span className="detail-head__reduced">
            {LL.DETAIL.priceReducedOn({ date: formatDate(reduced.on), from: formatCurrency(reduced.from) })}
          </span>
        </>
      )}
    </p>
  );
}

function PropertyView() {
  const { property: p, similar, slots, nav, openForm } = useLoaderData({ strict: false }) as PropertyData;
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const disclosed = (kind: FormKind) => ({
    heading: 'h3' as const,
    disclosure: true,
    open: openForm === kind,
    openHref: openFormHref(kind, searchStr),
    propertyId: p.ID,
  });
  const offer = p.Goal === 0 ? 'purchase-offer' : 'rent-application';
  const LL = useT();
  const lang = useLang();
  const site = useSite();
  const closed = isClosed(p);
  const section = localizedHref(pathTable, lang, p.Goal === 0 ? '/for-sale/' : '/for-rent/');
  const crumbs = [
    ...(pathTable.byOriginal.get(p.Goal === 0 ? '/for-sale/' : '/for-rent/')?.breadcrumbs[lang] ?? [
      { name: p.Goal === 0 ? LL.SEARCH.forSale() : LL.SEARCH.forRent(), path: section },
    ]),
    { name: p.Title, path: propertyHref(pathTable, lang, p) },
  ];
  const contactHref = '#contact-me';
  const person = contactPerson(p.Agent, site);
  const photos = p.Photos.length ? p.Photos : p.SmallPictureItem ? [p.SmallPictureItem] : [];
  const exact = p.PublishAddress && p.Street.trim() !== '';
  return (
    <article className={`page page--property${closed ? ' page--closed' : ''}`}>
      <div className="container detail-top">
        {nav && <ListingNavBar nav={nav} />}
        <Breadcrumbs crumbs={crumbs} />
        <header className="detail-head">
          <div className="detail-head__main">
            <Ribbons p={p} />
            <h1 className="detail-head__title">{p.Title}</h1>
            <p className="detail-head__place">
              {p.TypeDescription || p.MainTypeName} · {p.Zip} {p.City}
            </p>
            {p.RecordFile && <p className="detail-head__ref">{LL.DETAIL.reference({ ref: p.RecordFile })}</p>}
            <DetailDates p={p} />
          </div>
          <div className="detail-head__aside">
            <Price p={p} className="detail-head__price" />
            <SaveButton id={p.ID} className="save--detail" />
          </div>
        </header>
        <DetailTools title={p.Title} friendForm={!closed} />
        <ClosedNotice p={p} />
        <Island
          name="photos"
          when="dialog"
          component={PhotoBlock}
          props={{ photos, label: LL.DETAIL.photos(), title: p.Title, webId: p.WebID }}
        />
      </div>
      <div className={`container detail-body${closed ? ' detail-body--single' : ''}`}>
        <div className="detail-main">
          <KeyFigures p={p} />
          <Description text={p.Description} id="description-title" title={LL.DETAIL.description()} />
          <Island
            name="media"
            when="intent"
            component={MediaBlock}
            // The block shows the second and third photos at most (as posters).
            props={{ videoUrl: p.VideoUrl, tourUrl: p.VirtualTourUrl, name: p.Title, photos: photos.slice(0, 3) }}
          />
          <EnergyScale p={p} />
          <DetailBlocks blocks={p.Blocks ?? []} />
          <DetailGroups p={p} />
          <PurchaseCosts p={p} />
          <MonthlyPaymentSection p={p} />
          <LocationBlock
            title={LL.DETAIL.location()}
            address={postalAddress({ ...p, City: p.AddressCity || p.City }, lang)}
            exact={exact}
            markers={[p]}
            mapTitle={LL.DETAIL.mapOfProperty()}
          />
          {!closed && (
            <div className="detail-forms">
              <FormSlot kind="contact-appointment" {...disclosed('contact-appointment')} slots={slots} />
              <FormSlot kind="request-documents" {...disclosed('request-documents')} />
              <FormSlot kind={offer} {...disclosed(offer)} />
              <FormSlot kind="send-to-friend" {...disclosed('send-to-friend')} />
            </div>
          )}
        </div>
        {!closed && (
          <aside className="detail-aside" id="contact">
            <AgentCard person={person} contactHref={contactHref} />
            <div className="detail-contact" id="contact-me">
              <FormSlot kind="contact-me" heading="h2" propertyId={p.ID} />
            </div>
          </aside>
        )}
      </div>
      <div className="container">
        <SimilarProperties items={similar} showEmpty={closed} />
      </div>
      {!closed && <ContactBar person={person} contactHref={contactHref} />}
      <PrintFooter />
    </article>
  );
}

export function PropertyPage() {
  return (
    <DetailTexts>
      <PropertyView />
    </DetailTexts>
  );
}
