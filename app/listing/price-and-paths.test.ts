import { describe, expect, it } from 'vitest';
import { priceView } from '../../shared/format/price';
import { priceLabel } from '../../shared/format/price-label';
import { mapMarkers } from './map-setup';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../i18n/load-server';
import { pathTable } from '../../shared/content/path-table-instance';
import { projectHref, propertyHref, propertyOriginalPath } from '../../shared/paths/property-path';

loadAllLanguages();

describe('price display (docs/formatting.md)', () => {
  const base = { Price: 425000, PublishPrice: true, PriceUnit: 1, Goal: 0 };
  it('shows the amount in euro, nl-BE format', () => {
    expect(priceView(base)).toEqual({ kind: 'total', amount: '€\u00a0425.000' });
  });
  it("shows 'starting from' for PriceUnit 7", () => {
    expect(priceView({ ...base, PriceUnit: 7 })).toEqual({ kind: 'from', amount: '€\u00a0425.000' });
  });
  it('shows rent per month for any goal other than 0', () => {
    expect(priceView({ ...base, Price: 1250, Goal: 1 })).toEqual({ kind: 'month', amount: '€\u00a01.250' });
    expect(priceView({ ...base, Price: 1250, Goal: 2 })).toEqual({ kind: 'month', amount: '€\u00a01.250' });
  });
  it("shows 'Price on request' when the price is not published or missing, never NaN", () => {
    expect(priceView({ ...base, PublishPrice: false })).toEqual({ kind: 'on-request' });
    expect(priceView({ ...base, Price: null })).toEqual({ kind: 'on-request' });
  });
  it("shows 'NaN' only when a published value cannot be formatted", () => {
    expect(priceView({ ...base, Price: 'n/a' })).toEqual({ kind: 'total', amount: 'NaN' });
  });
});

describe('price label in the page language (one source for cards, detail title, map markers, digests)', () => {
  const base = { Price: 425000, PublishPrice: true, PriceUnit: 1, Goal: 0 };
  it('writes each price view in each language', () => {
    expect(priceLabel(base, textsFor('en'))).toBe('€\u00a0425.000');
    expect(priceLabel({ ...base, PublishPrice: false }, textsFor('nl'))).toBe(textsFor('nl').LISTING.priceOnRequest());
    expect(priceLabel({ ...base, PriceUnit: 7 }, textsFor('fr'))).toBe(
      textsFor('fr').LISTING.startingFrom({ price: '€\u00a0425.000' }),
    );
    expect(priceLabel({ ...base, Price: 1250, Goal: 1 }, textsFor('de'))).toBe(
      textsFor('de').LISTING.perMonth({ price: '€\u00a01.250' }),
    );
    expect(textsFor('de').LISTING.perMonth({ price: '€\u00a01.250' })).not.toBe('€\u00a01.250');
    expect(textsFor('nl').LISTING.priceOnRequest()).toBe('Prijs op aanvraag');
  });
  it("gives a rental's map marker its price per month, as its card shows it", () => {
    const rental = {
      ...base,
      ID: 7,
      Price: 1250,
      Goal: 1,
      Lat: 50.8,
      Lng: 4.4,
      Title: 'Loft',
      Zip: '1000',
      City: 'Brussels',
      SmallPictureItem: null,
      Marquee: null,
    } as unknown as Parameters<typeof mapMarkers>[0][number];
    const [marker] = mapMarkers([rental], 'en', textsFor('en'));
    expect(marker?.price).toBe(textsFor('en').LISTING.perMonth({ price: '€\u00a01.250' }));
  });
});

describe('property and project URLs (docs/urls.md)', () => {
  const p = { ID: 123, Goal: 0, City: 'Liège', Title: 'Maison 4 façades avec jardin' };
  it('builds /{lang}/{section}/{city}/{title}/{id}/ with the localized section', () => {
    expect(propertyOriginalPath(p)).toBe('/for-sale/liege/maison-4-facades-avec-jardin/123/');
    expect(propertyHref(pathTable, 'fr', p)).toBe('/fr/a-vendre/liege/maison-4-facades-avec-jardin/123/');
    expect(propertyHref(pathTable, 'nl', { ...p, Goal: 1 })).toBe(
      '/nl/te-huur/liege/maison-4-facades-avec-jardin/123/',
    );
    expect(propertyHref(pathTable, 'de', p)).toBe('/de/kaufen/liege/maison-4-facades-avec-jardin/123/');
  });
  it('keeps a valid path when city or title slugify to nothing', () => {
    expect(propertyOriginalPath({ ID: 5, Goal: 0, City: '!!', Title: '' })).toBe('/for-sale/city/property/5/');
  });
  it('builds project URLs under the localized projects section (paths containing /project)', () => {
    expect(projectHref(pathTable, 'fr', { ID: 7, Name: 'Résidence Les Tilleuls' })).toBe(
      '/fr/projets/residence-les-tilleuls/7/',
    );
    expect(projectHref(pathTable, 'en', { ID: 7, Name: 'Résidence Les Tilleuls' })).toContain('/project');
  });
});
