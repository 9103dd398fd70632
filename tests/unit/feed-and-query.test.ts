/**
 * Pure rules of the data layer: the import feed's validation (docs/import-example.json and
 * tests/fixtures/import-bad.json), the API query parameters, the city parameter, the energy
 * scales per region and the scrypt parameters.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { epcLabel, epcLabelText } from '../../shared/model/energy';
import { detailsFrom, feedToRecord, toLocalized, validateFeed } from '../../app/model/feed';
import { parseCityParam } from '../../shared/model/listing';
import { parsePropertiesQuery, parseSearchQuery } from '../../app/model/query';
import { apiParams } from '../../shared/listing/search-params';
import { SCRYPT_PARAMS, hashPassword, parseHash, verifyPassword } from '../../worker/provider/d1/password';
import { DETAIL_GROUPS } from '../fixtures/detail-groups';

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as unknown;

describe('import feed validation', () => {
  it('accepts every record of the example feed', () => {
    const { valid, rejected } = validateFeed(read('docs/import-example.json'));
    expect(rejected).toEqual([]);
    expect(valid.map((v) => v.record.ID)).toEqual([9100001, 9100002, 9100003, 9100004]);
  });

  it('reports each bad record by index, ID and field, and keeps the good one', () => {
    const { valid, rejected } = validateFeed(read('tests/fixtures/import-bad.json'));
    expect(valid.map((v) => v.index)).toEqual([0, 2, 3]);
    const byIndex = new Map(rejected.map((r) => [r.index, r]));
    expect(byIndex.get(1)!.id).toBe('9100102x');
    expect(
      byIndex
        .get(1)!
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['ID', 'Rooms.Bedrooms', 'Title', 'VideoUrl', 'Zip']);
    expect(byIndex.get(1)!.errors.find((e) => e.field === 'Zip')!.message).toContain('4-digit postcode');
    expect(byIndex.get(4)!.errors).toEqual([{ field: 'ID', message: 'ID 9100101 appears more than once in the feed' }]);
    expect(byIndex.get(5)!.id).toBeNull();
  });

  it('refuses a feed that is not a list', () => {
    expect(() => validateFeed({ properties: 3 })).toThrow(/JSON array/);
    expect(validateFeed({ Items: [] })).toEqual({ valid: [], rejected: [] });
  });

  it('normalises texts, numbers, Luxembourg postcodes and missing groups', () => {
    const { valid } = validateFeed([
      {
        ID: '12',
        WebID: 2,
        Goal: 1,
        City: 'Mersch',
        Zip: 'L-7520',
        Title: { fr: 'Appartement' },
        Price: '1250',
        Rooms: { Bedrooms: '2' },
      },
    ]);
    const record = feedToRecord(valid[0]!.record, ['imp-1'], '2026-11-22');
    expect(record).toMatchObject({
      ID: 12,
      Price: 1250,
      PriceUnit: 2,
      PublishPrice: true,
      PublicationDate: '2026-11-22',
      Photos: ['imp-1'],
    });
    expect(record.City).toEqual({
      Zip: '7520',
      CountryID: 50,
      Name: { en: 'Mersch', nl: 'Mersch', fr: 'Mersch', de: 'Mersch' },
    });
    expect(record.Title).toEqual({ en: 'Appartement', nl: 'Appartement', fr: 'Appartement', de: 'Appartement' });
    expect(record.Details.Rooms.Bedrooms).toBe(2);
    expect(record.Details.Surfaces.Garden).toBeNull();
    expect(record.Details.Viager).toBeNull();
    expect(toLocalized({ nl: 'Gent', fr: 'Gand' })).toEqual({ en: 'Gand', nl: 'Gent', fr: 'Gand', de: 'Gand' });
    expect(Object.keys(detailsFrom({}))).toEqual([...DETAIL_GROUPS, 'Viager']);
  });
});

describe('API query parameters', () => {
  it('parses the listing parameters into a typed query', () => {
    const parsed = parsePropertiesQuery(
      {
        goal: '1',
        city: ' Liège|4000 ',
        type: '2',
        minPrice: '500',
        maxPrice: '1500',
        minRooms: '2',
        parking: '1',
        garden: 'true',
        new: '1',
        sort: 'price-desc',
        page: '3',
        pageSize: '24',
        lang: 'fr',
      },
      'en',
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        lang: 'fr',
        goal: 1,
        city: 'Liège|4000',
        type: 2,
        minPrice: 500,
        maxPrice: 1500,
        minRooms: 2,
        parking: true,
        garden: true,
        isNew: true,
        sort: 'price-desc',
        page: 3,
        pageSize: 24,
      },
    });
    expect(parsePropertiesQuery({}, 'nl')).toEqual({
      ok: true,
      value: { lang: 'nl', sort: 'date-desc', page: 1, pageSize: 12 },
    });
    expect(parsePropertiesQuery({ parking: '0' }, 'en')).toMatchObject({ ok: true, value: { lang: 'en' } });
  });

  it.each([
    [{ goal: '2' }, 'goal'],
    [{ page: '0' }, 'page'],
    [{ pageSize: '49' }, 'pageSize'],
    [{ sort: 'random' }, 'sort'],
    [{ lang: 'it' }, 'lang'],
    [{ minPrice: '10', maxPrice: '5' }, 'minPrice must not exceed maxPrice'],
  ])('refuses %j with a message naming %s', (raw, text) => {
    const parsed = parsePropertiesQuery(raw as Record<string, string>, 'en');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(text);
  });

  it('round-trips through query-string parameters', () => {
    const parsed = parsePropertiesQuery(
      { goal: '0', city: 'Gent', terrace: '1', sort: 'city', page: '2', lang: 'nl' },
      'en',
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const again = parsePropertiesQuery(Object.fromEntries(apiParams(parsed.value)), 'en');
    expect(again).toEqual(parsed);
  });

  it('parses search parameters', () => {
    expect(parseSearchQuery({ q: '  Liège ', lang: 'de' }, 'en')).toEqual({
      ok: true,
      value: { q: 'Liège', lang: 'de' },
    });
    expect(parseSearchQuery({}, 'fr')).toEqual({ ok: true, value: { q: '', lang: 'fr' } });
    expect(parseSearchQuery({ q: 'x'.repeat(2001) }, 'fr').ok).toBe(false);
    expect(parseSearchQuery({ q: 'x'.repeat(200) }, 'fr').ok).toBe(true);
  });

  it('splits the city parameter', () => {
    expect(parseCityParam('Liège|4000')).toEqual({ name: 'Liège', zip: '4000' });
    expect(parseCityParam('4000')).toEqual({ zip: '4000' });
    expect(parseCityParam('L-1450')).toEqual({ zip: '1450' });
    expect(parseCityParam('Bruxelles')).toEqual({ name: 'Bruxelles' });
    expect(parseCityParam('|1000')).toEqual({ zip: '1000' });
  });
});

describe('energy scales', () => {
  it('labels values per region (Brussels f_sub is 323–345)', () => {
    expect([
      epcLabel('flanders', -5),
      epcLabel('flanders', 0),
      epcLabel('flanders', 99),
      epcLabel('flanders', 100),
      epcLabel('flanders', 501),
    ]).toEqual(['a_plus', 'a', 'a', 'b', 'f']);
    expect([
      epcLabel('brussels', 23),
      epcLabel('brussels', 24),
      epcLabel('brussels', 322),
      epcLabel('brussels', 323),
      epcLabel('brussels', 345),
      epcLabel('brussels', 346),
    ]).toEqual(['a', 'a_sub', 'f', 'f_sub', 'f_sub', 'g']);
    expect([
      epcLabel('wallonia', -1),
      epcLabel('wallonia', 44),
      epcLabel('wallonia', 85),
      epcLabel('wallonia', 600),
    ]).toEqual(['a_plusplus', 'a_plus', 'b', 'g']);
    expect(['a_plusplus', 'a_plus', 'b_sub', 'c'].map(epcLabelText)).toEqual(['A++', 'A+', 'B-', 'C']);
  });
});

describe('owner password hashing', () => {
  it('uses scrypt N=2^14, r=8, p=5 with a random salt', async () => {
    const one = await hashPassword('demo-owner-2026');
    const two = await hashPassword('demo-owner-2026');
    expect(one).not.toBe(two);
    expect(parseHash(one)).toMatchObject(SCRYPT_PARAMS);
    expect(await verifyPassword('demo-owner-2026', one)).toBe(true);
    expect(await verifyPassword('demo-owner-2027', one)).toBe(false);
    expect(parseHash('scrypt$N=1048576,r=8,p=5$AAAA$AAAA')).toBeNull();
  });
});
