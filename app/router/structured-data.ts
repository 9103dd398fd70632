/**
 * schema.org JSON-LD of the property and project pages (docs/screens.md), computed by their
 * loaders (../routes/detail-loaders.ts, in the detail chunk) and rendered in the head by
 * ./detail-head.ts as <script type="application/ld+json"> (a data block: the CSP does not run
 * it, and the router escapes '<', '>' and '&' in it, so '</script>' in a title cannot end it).
 *
 * - Property: a RealEstateListing about the home (House, Apartment, other Accommodation, or a
 *   Place for land, offices, garages…) with floorSize in m² (MTK), numberOfBedrooms and
 *   numberOfBathroomsTotal (the data has no total room count, so numberOfRooms is left out),
 *   its photos, and an Offer: price in EUR (none when the price is not published), per month for
 *   a rent (UnitPriceSpecification MON), availability SoldOut once sold or rented, else InStock.
 *   The PostalAddress only when the address is published.
 * - Project: a RealEstateListing with an AggregateOffer (lowest and highest unit price, units
 *   still available).
 * - Both: a BreadcrumbList of the page's crumbs.
 * URLs are built as paths ('/en/…', '/media/…') and made absolute on the request's origin
 * (withOrigin) by the loaders; the worker does the same for the agency's block.
 */
import type { ProjectDetail } from '../model/project';
import type { PropertyDetail } from '../../shared/model/property';
import { isClosed } from '../../shared/model/property';
import type { Crumb } from '../../shared/paths/path-table';
import { pictureUrl, type PictureItem } from '../../shared/model/common';
import { truncate } from '../../shared/format/text';

export type JsonLd = Record<string, unknown>;

const URL_KEYS = new Set(['url', 'item', 'image', 'logo', '@id']);

/** JSON-LD built with paths ('/en/…', '/media/…'): the same with absolute URLs on `origin`. */
export function withOrigin<T>(value: T, origin: string): T {
  return absolute(value, origin, '') as T;
}

function absolute(value: unknown, origin: string, key: string): unknown {
  if (typeof value === 'string')
    return URL_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((v) => absolute(v, origin, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolute(v, origin, k)]));
  return value;
}

const SCHEMA = 'https://schema.org';
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const photoUrls = (photos: PictureItem[]) => photos.map((ph) => pictureUrl(ph, 1360));

function breadcrumbs(crumbs: Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.path })),
  };
}

function postalAddress(
  a: Pick<ProjectDetail, 'Street' | 'HouseNumber' | 'BoxNr' | 'Zip' | 'City' | 'CountryID'>,
): JsonLd {
  const street =
    [a.Street, a.HouseNumber].filter((s) => s.trim()).join(' ') + (a.BoxNr.trim() ? ` ${a.BoxNr.trim()}` : '');
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    postalCode: a.Zip,
    addressLocality: a.City,
    addressCountry: a.CountryID === 50 ? 'LU' : 'BE',
  };
}

/** By WebID (model/property.ts WEB_ID, written out so the first-load bundle does not keep that table): 1 house, 2 apartment, 3 studio, 5 investment building. */
function accommodationType(webId: number): string {
  if (webId === 1) return 'House';
  if (webId === 2 || webId === 3) return 'Apartment';
  if (webId === 5) return 'Accommodation';
  return 'Place';
}

const availability = (closed: boolean) => `${SCHEMA}/${closed ? 'SoldOut' : 'InStock'}`;

/**
 * The page's graph: the RealEstateListing of `p` (its address, name, description cut to 500
 * characters, publication date and photos, then what `more` says of it) and the breadcrumbs.
 */
function listingGraph(
  p: { PublicationDate: string; Photos: PictureItem[] },
  name: string,
  description: string,
  url: string,
  crumbs: Crumb[],
  more: JsonLd,
): JsonLd {
  const photos = photoUrls(p.Photos);
  return {
    '@context': SCHEMA,
    '@graph': [
      {
        '@type': 'RealEstateListing',
        '@id': `${url}#listing`,
        url,
        name,
        description: truncate(oneLine(description), 500),
        ...(p.PublicationDate ? { datePosted: p.PublicationDate } : {}),
        ...(photos.length ? { image: photos } : {}),
        ...more,
      },
      breadcrumbs(crumbs),
    ],
  };
}

export function propertyStructuredData(p: PropertyDetail, url: string, crumbs: Crumb[]): JsonLd {
  const type = accommodationType(p.WebID);
  const published = p.PublishAddress && p.Street.trim() !== '';
  const price = p.PublishPrice && p.Price !== null && Number.isFinite(p.Price) ? p.Price : null;
  const rent = p.Goal !== 0;
  const offer: JsonLd = {
    '@type': 'Offer',
    url,
    availability: availability(isClosed(p)),
    businessFunction: `http://purl.org/goodrelations/v1#${rent ? 'LeaseOut' : 'Sell'}`,
    ...(price !== null
      ? {
          price,
          priceCurrency: 'EUR',
          ...(rent
            ? {
                priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'EUR', unitCode: 'MON' },
              }
            : {}),
        }
      : {}),
  };
  const area = p.LivingArea ?? p.Surfaces.Living ?? null;
  const about: JsonLd = {
    '@type': type,
    name: p.TypeDescription || p.MainTypeName,
    ...(type !== 'Place' && area ? { floorSize: { '@type': 'QuantitativeValue', value: area, unitCode: 'MTK' } } : {}),
    ...(type !== 'Place' && p.Bedrooms ? { numberOfBedrooms: p.Bedrooms } : {}),
    ...(type !== 'Place' && p.Bathrooms ? { numberOfBathroomsTotal: p.Bathrooms } : {}),
    ...(published ? { address: postalAddress(p) } : {}),
  };
  return listingGraph(p, p.Title, p.Description, url, crumbs, { about, offers: offer });
}

export function projectStructuredData(p: ProjectDetail, url: string, crumbs: Crumb[]): JsonLd {
  const prices = [p.PriceFrom, p.PriceTo].filter((v): v is number => v !== null && Number.isFinite(v));
  return listingGraph(p, p.Name, `${p.Summary} ${p.Description}`, url, crumbs, {
    ...(p.Street.trim() ? { about: { '@type': 'Residence', name: p.Name, address: postalAddress(p) } } : {}),
    offers: {
      '@type': 'AggregateOffer',
      url,
      offerCount: p.AvailableUnits,
      availability: availability(p.AvailableUnits === 0),
      ...(prices.length ? { lowPrice: Math.min(...prices), highPrice: Math.max(...prices), priceCurrency: 'EUR' } : {}),
    },
  });
}
