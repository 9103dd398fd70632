/**
 * The whise provider's mapping module (worker/provider/whise/map.ts), field by field: each
 * Whise field and the rule that reads it (docs/whise-mapping.md lists the same table).
 */
import { describe, expect, it } from 'vitest';
import { collectReports } from '../support/reports';
import { generateDemo } from '../../scripts/demo/index';
import { COUNTRY, GOAL_RENT, GOAL_SALE, MARQUEE, PRICE_UNIT, WEB_ID } from '../../shared/model/property';
import {
  cardPictureOf,
  categoryOfWebId,
  DETAIL_ID,
  detailDate,
  positionOf,
  countryIdOf,
  epcLabelOf,
  goalOf,
  marqueeOf,
  picturesOf,
  textIn,
  toAgent,
  toProperty,
  webIdOf,
  webIdsOf,
  whiseTypeOf,
  type WhiseMapContext,
} from '../../worker/provider/whise/map';
import {
  estateList,
  setWhiseDroppedReporter,
  setWhiseEmptiedReporter,
  toEnergyValue,
  whiseEstateSchema,
  type WhiseEstate,
} from '../../worker/provider/whise/schema';
import { type } from '../../app/schema/arktype';

const ctx: WhiseMapContext = {
  lang: 'nl',
  typeNames: new Map([
    [WEB_ID.house, 'Huis'],
    [WEB_ID.apartment, 'Appartement'],
  ]),
  today: '2026-03-10',
};

function estate(fields: Record<string, unknown>): WhiseEstate {
  const out = whiseEstateSchema({ id: 101, ...fields });
  if (out instanceof type.errors) throw new Error(out.summary);
  return out;
}

describe('purpose.id → Goal', () => {
  it('Rent (2) is rent; Sale (1), LifeAnnuity (3) and missing are sale', () => {
    expect(goalOf(2)).toBe(GOAL_RENT);
    expect(goalOf(1)).toBe(GOAL_SALE);
    expect(goalOf(3)).toBe(GOAL_SALE);
    expect(goalOf(undefined)).toBe(GOAL_SALE);
  });
});

describe('purposeStatus.id → Marquee', () => {
  it('Sold (3) and LifeAnnuitySold (17) are sold, Rented (4) rented', () => {
    expect(marqueeOf(3)).toBe(MARQUEE.sold);
    expect(marqueeOf(17)).toBe(MARQUEE.sold);
    expect(marqueeOf(4)).toBe(MARQUEE.rented);
  });
  it('options, reservations and compromises are option; for sale / for rent are none', () => {
    for (const s of [5, 6, 12, 13, 14, 16, 21, 22]) expect(marqueeOf(s)).toBe(MARQUEE.option);
    expect(marqueeOf(1)).toBe(MARQUEE.none);
    expect(marqueeOf(2)).toBe(MARQUEE.none);
    expect(marqueeOf(null)).toBe(MARQUEE.none);
  });
});

describe('category.id / subCategory.id → WebID', () => {
  it('maps each Whise category onto a site type', () => {
    expect(webIdOf(1)).toBe(WEB_ID.house);
    expect(webIdOf(2)).toBe(WEB_ID.apartment);
    expect(webIdOf(3)).toBe(WEB_ID.land);
    expect(webIdOf(4)).toBe(WEB_ID.offices);
    expect(webIdOf(5)).toBe(WEB_ID.commercial);
    expect(webIdOf(6)).toBe(WEB_ID.commercial);
    expect(webIdOf(7)).toBe(WEB_ID.garage);
    expect(webIdOf(99)).toBe(0);
  });
  it('the studio and investment subcategories are types of their own, and the filter finds them back', () => {
    expect(webIdOf(2, 203)).toBe(WEB_ID.studio);
    expect(webIdOf(5, 501)).toBe(WEB_ID.investment);
    expect(categoryOfWebId(WEB_ID.studio)).toEqual({ category: 2, subCategory: 203 });
    expect(categoryOfWebId(WEB_ID.investment)).toEqual({ category: 5, subCategory: 501 });
    expect(categoryOfWebId(WEB_ID.house)).toEqual({ category: 1 });
    expect(categoryOfWebId(12345)).toBeNull();
  });
  it('a second type: from a subcategory that names two, or investmentEstate on any other type', () => {
    expect(webIdsOf(5, 502)).toEqual([WEB_ID.investment, WEB_ID.commercial]);
    expect(webIdsOf(4, null, true)).toEqual([WEB_ID.offices, WEB_ID.investment]);
    expect(webIdsOf(5, 501, true)).toEqual([WEB_ID.investment]);
    expect(webIdsOf(1)).toEqual([WEB_ID.house]);
    expect(webIdsOf(99, null, true)).toEqual([0]);
  });
  it('every type combination of the demo reads back from how Whise holds it', () => {
    const demo = generateDemo({ today: '2026-11-22', properties: 175, projects: 7 });
    const combos = new Set(demo.properties.map((p) => p.WebIDs.join(',')));
    expect(combos.size).toBeGreaterThan(8);
    for (const combo of combos) {
      const ids = combo.split(',').map(Number);
      const whise = whiseTypeOf(ids)!;
      expect(webIdsOf(whise.category, whise.subCategory, whise.investmentEstate), combo).toEqual(ids);
    }
    expect(whiseTypeOf([WEB_ID.offices, WEB_ID.investment])).toEqual({ category: 4, investmentEstate: true });
    expect(whiseTypeOf([12345])).toBeNull();
  });
});

describe('country.id → CountryID', () => {
  it('Belgium (1) → 10, Luxembourg (3) → 50, missing → Belgium', () => {
    expect(countryIdOf(1)).toBe(COUNTRY.belgium);
    expect(countryIdOf(3)).toBe(COUNTRY.luxembourg);
    expect(countryIdOf(undefined)).toBe(COUNTRY.belgium);
  });
});

describe('shortDescription / sms → texts in the asked language', () => {
  const texts = [
    { content: '<p>Mooi huis</p>', languageId: 'nl-BE' },
    { content: 'Belle maison', languageId: 'fr-BE' },
  ];
  it('picks the language by its first two letters, as plain text', () => {
    expect(textIn(texts, 'nl')).toBe('Mooi huis');
    expect(textIn(texts, 'fr')).toBe('Belle maison');
  });
  it('falls back to the first text, and to "" without texts', () => {
    expect(textIn(texts, 'de')).toBe('Mooi huis');
    expect(textIn(null, 'en')).toBe('');
  });
});

describe('pictures → gallery and card picture', () => {
  const pictures = [
    { id: 2, order: 2, urlSmall: 'https://img.example/2s.jpg', urlLarge: 'https://img.example/2l.jpg' },
    { id: 1, order: 1, urlSmall: 'https://img.example/1s.jpg', urlXXL: 'https://img.example/1x.jpg' },
    { id: 3, order: 3, urlLarge: 'javascript:alert(1)' },
  ];
  it('orders by `order`, prefers urlXXL then urlLarge, drops unsafe URLs', () => {
    expect(picturesOf(pictures).map((p) => p.Url)).toEqual([
      'https://img.example/1x.jpg',
      'https://img.example/2l.jpg',
    ]);
  });
  it('the card picture is the first one, small', () => {
    expect(cardPictureOf(pictures)).toMatchObject({ Url: 'https://img.example/1s.jpg', ID: 1, Width: 400 });
    expect(cardPictureOf([])).toBeNull();
  });
});

describe('energyValue as Whise writes it', () => {
  it('a number, a numeric text, or a text range whose first number is the value', () => {
    expect(toEnergyValue(179)).toBe(179);
    expect(toEnergyValue('123')).toBe(123);
    expect(toEnergyValue('179-179')).toBe(179);
    expect(toEnergyValue('95,5 - 120')).toBe(95.5);
    expect(toEnergyValue('-12-0')).toBe(-12);
    expect(toEnergyValue('')).toBeNull();
    expect(toEnergyValue(null)).toBeNull();
  });
  it('anything else is unreadable (undefined): the estate keeps every other fact', () => {
    expect(toEnergyValue('C-ish')).toBeUndefined();
    expect(toEnergyValue({ value: 3 })).toBeUndefined();
    const p = toProperty(estate({ energyValue: 'C-ish', energyClass: 'C', zip: '9000', rooms: 3 }), ctx);
    expect(p).toMatchObject({ EnergyPerformance: null, EPCLabelText: 'C', Bedrooms: 3 });
  });
});

describe('details as the real answer writes them', () => {
  it('the position: details 1849 / 1850 as texts, else xPos / yPos; half a position is none', () => {
    const details = [
      { id: DETAIL_ID['Position.Lat'], value: '50.8804995' },
      { id: DETAIL_ID['Position.Lng'], value: '4.4736401' },
    ];
    expect(positionOf(estate({ details }))).toEqual({ lat: 50.8804995, lng: 4.4736401 });
    expect(positionOf(estate({ xPos: 51.05, yPos: 3.72 }))).toEqual({ lat: 51.05, lng: 3.72 });
    expect(positionOf(estate({ details: details.slice(0, 1) }))).toEqual({ lat: null, lng: null });
    expect(positionOf(estate({ details: [{ id: 1849, value: 'north' }, details[1]] }))).toEqual({
      lat: null,
      lng: null,
    });
  });
  it('a day: ISO, or month/day/year as the real answer writes it; anything else none', () => {
    const v = (value: string) => new Map<number, unknown>([[DETAIL_ID['Energy.CertificateEndDate'], value]]);
    expect(detailDate(v('08/18/2025 00:00'), 'Energy.CertificateEndDate')).toBe('2025-08-18');
    expect(detailDate(v('2025-08-18T00:00:00'), 'Energy.CertificateEndDate')).toBe('2025-08-18');
    expect(detailDate(v('18/08/2025'), 'Energy.CertificateEndDate')).toBeNull();
    expect(detailDate(v('soon'), 'Energy.CertificateEndDate')).toBeNull();
  });
});

describe('energyValue / energyClass → EPC label', () => {
  it('computes the label from the value and the region of the postcode', () => {
    expect(epcLabelOf(95, 'F', '9000')).toBe('A');
  });
  it('falls back to energyClass where the region is unknown, and to "" without either', () => {
    expect(epcLabelOf(null, 'C+', '')).toBe('C+');
    expect(epcLabelOf(null, undefined, '9000')).toBe('');
  });
});

describe('toProperty', () => {
  it('reads every card field from its Whise field', () => {
    const p = toProperty(
      estate({
        referenceNumber: 'W-101',
        name: 'Ruime villa',
        address: 'Kerkstraat',
        number: '12',
        box: 'A',
        zip: '9000',
        city: 'Gent',
        country: { id: 1 },
        price: '350000',
        category: { id: 1 },
        purpose: { id: 1 },
        purposeStatus: { id: 3 },
        rooms: 3,
        bathRooms: '2',
        area: 180,
        groundArea: 500,
        xPos: 51.05,
        yPos: 3.72,
        displayAddress: true,
        energyValue: 95,
        putOnlineDateTime: '2026-03-01T10:00:00',
        parentId: 900,
        sms: [{ content: 'Villa met tuin', languageId: 'nl-BE' }],
      }),
      ctx,
    );
    expect(p).toMatchObject({
      ID: 101,
      WebID: WEB_ID.house,
      WebIDs: '1',
      Goal: GOAL_SALE,
      City: 'Gent',
      Zip: '9000',
      MainTypeName: 'Huis',
      RecordFile: 'W-101',
      Marquee: MARQUEE.sold,
      Price: 350000,
      PublishPrice: true,
      PriceUnit: PRICE_UNIT.total,
      Street: 'Kerkstraat',
      HouseNumber: '12',
      BoxNr: 'A',
      CountryID: COUNTRY.belgium,
      EnergyPerformance: 95,
      EPCLabelText: 'A',
      Title: 'Villa met tuin',
      Bedrooms: 3,
      Bathrooms: 2,
      LivingArea: 180,
      GroundArea: 500,
      Lat: 51.05,
      Lng: 3.72,
      IsNew: true,
      PublicationDate: '2026-03-01',
      ProjectID: 900,
    });
    expect(p.MarqueeName).not.toBe('');
  });
  it('reads the bedrooms from rooms (the real answer), else bedrooms', () => {
    expect(toProperty(estate({ rooms: 4 }), ctx).Bedrooms).toBe(4);
    expect(toProperty(estate({ rooms: '2', bedrooms: 5 }), ctx).Bedrooms).toBe(2);
    expect(toProperty(estate({ bedrooms: 1 }), ctx).Bedrooms).toBe(1);
    expect(toProperty(estate({}), ctx).Bedrooms).toBeNull();
  });
  it("reads the bathrooms from bathRooms (a live integration's name), else bathrooms", () => {
    expect(toProperty(estate({ bathRooms: 2 }), ctx).Bathrooms).toBe(2);
    expect(toProperty(estate({ bathrooms: 1 }), ctx).Bathrooms).toBe(1);
    expect(toProperty(estate({}), ctx).Bathrooms).toBeNull();
  });
  it('hides the address and moves the position when displayAddress is false or missing', () => {
    const p = toProperty(estate({ address: 'Kerkstraat', number: '12', xPos: 51.05432, yPos: 3.72111 }), ctx);
    expect(p).toMatchObject({ PublishAddress: false, Street: '', HouseNumber: '', Lat: 51.05, Lng: 3.72 });
  });
  it('hides the price when displayPrice is false; rent is per month', () => {
    const p = toProperty(estate({ price: 1200, displayPrice: false, purpose: { id: 2 } }), ctx);
    expect(p).toMatchObject({ Price: null, PublishPrice: false, Goal: GOAL_RENT, PriceUnit: PRICE_UNIT.perMonth });
  });
  it('new means put online in the last 14 days (app/rules/new-listing.ts)', () => {
    expect(toProperty(estate({ putOnlineDateTime: '2026-02-24T10:00:00' }), ctx).IsNew).toBe(true);
    expect(toProperty(estate({ putOnlineDateTime: '2026-02-23T10:00:00' }), ctx).IsNew).toBe(false);
    expect(toProperty(estate({ createDateTime: '2026-03-09T10:00:00' }), ctx).IsNew).toBe(true);
  });
  it('an old estate is not new; a missing name falls back to type and city', () => {
    const p = toProperty(estate({ category: { id: 2 }, city: 'Gent', createDateTime: '2025-01-01T00:00:00' }), ctx);
    expect(p.IsNew).toBe(false);
    expect(p.Title).toBe('Appartement – Gent');
    expect(p.ProjectID).toBeNull();
  });
});

describe('representatives → agents', () => {
  it('splits the name when no first name is given', () => {
    expect(toAgent({ id: 5, name: 'An Peeters', email: 'an@agency.example' })).toMatchObject({
      ID: 5,
      FirstName: 'An',
      LastName: 'Peeters',
      Name: 'An Peeters',
      Email: 'an@agency.example',
    });
  });
});

describe('estates/list answers, item by item', () => {
  it('drops and reports an estate without a readable id, keeps the others and the total', () => {
    const dropped = collectReports(setWhiseDroppedReporter);
    const out = estateList(
      { estates: [{ id: 1 }, { id: 'two', price: 350000 }, { id: 3 }, 'four'], totalCount: 4 },
      'v1/estates/list',
    );
    expect(out).toEqual({
      items: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 3 })],
      totalCount: 4,
    });
    expect(dropped).toEqual([
      expect.objectContaining({ endpoint: 'v1/estates/list', id: 'two', field: 'id' }),
      expect.objectContaining({ endpoint: 'v1/estates/list', id: '?' }),
    ]);
  });
  it('one unreadable field empties that fact, never the estate, and is reported', () => {
    const emptied = collectReports(setWhiseEmptiedReporter);
    const dropped = collectReports(setWhiseDroppedReporter);
    const out = estateList(
      {
        estates: [
          {
            id: 2,
            price: 'expensive',
            rooms: 'four',
            zip: '9000',
            category: { id: 1 },
            pictures: [{ urlSmall: 'https://x.example/a.jpg' }, { urlSmall: { href: 'bad' } }],
          },
        ],
      },
      'v1/estates/list',
    );
    if (typeof out === 'string') throw new Error(out);
    expect(dropped).toEqual([]);
    expect(out.items).toHaveLength(1);
    const p = toProperty(out.items[0]!, ctx);
    expect(p).toMatchObject({ ID: 2, Price: null, Bedrooms: null, Zip: '9000', WebID: WEB_ID.house });
    // a bad picture is left out of the list, the good one stays
    expect(out.items[0]!.pictures).toHaveLength(1);
    expect(emptied).toEqual([
      { endpoint: 'v1/estates/list', id: '2', field: 'price', problem: expect.stringContaining('a number') },
      { endpoint: 'v1/estates/list', id: '2', field: 'rooms', problem: expect.stringContaining('an integer') },
    ]);
  });
  it('a wrong envelope fails the call (an error text)', () => {
    expect(typeof estateList({ estates: 'none' }, 'v1/estates/list')).toBe('string');
    expect(typeof estateList([], 'v1/estates/list')).toBe('string');
  });
  it('as the public client reads it: a missing list is an empty one, a refusal fails the call', () => {
    expect(estateList({ isValidRequest: true }, 'v1/estates/list')).toEqual({ items: [], totalCount: 0 });
    expect(
      estateList(
        { isValidRequest: false, validationErrors: [{ code: 'InvalidFilter', message: 'bad' }] },
        'v1/estates/list',
      ),
    ).toBe('request refused (InvalidFilter bad)');
    expect(estateList({ validationErrors: [{ message: 'bad' }] }, 'v1/estates/list')).toBe('request refused (bad)');
  });
});
