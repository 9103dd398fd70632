/**
 * Pure helpers of the omnicasa adapter: Omnicasa's loose values ('-' and '' empties, numbers
 * as strings, WCF dates), the arktype field types' error messages, the sold/rented marquee
 * mapping from GetSubstatusList, HTML to text, URL safety, label codes and short names.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectReports } from '../support/reports';
import { MARQUEE } from '../../shared/model/property';
import {
  canonicalMarquee,
  energyLabelCode,
  htmlToText,
  langOfId,
  LANGUAGE_ID,
  marqueeMapFrom,
  shortName,
} from '../../worker/provider/omnicasa/map';
import { labelCodeOfText, safeUrl } from '../../worker/provider/common/mapped-values';
import { normalizeBaseUrl, omnicasaUrl } from '../../worker/provider/omnicasa/client';
import {
  keepValid,
  propertyItemSchema,
  propertyPage,
  setDroppedReporter,
  setEmptiedReporter,
  withOurNames,
} from '../../worker/provider/omnicasa/schema';
import {
  isEmptyValue,
  toBoolOrNull,
  toDateOrNull,
  toDateTimeOrNull,
  toIdList,
  toIntOrNull,
  toNumberOrNull,
  toText,
  wcfDate,
} from '../../worker/provider/common/loose-fields';
import { type } from '../../app/schema/arktype';

describe("Omnicasa's empty values", () => {
  it.each([null, undefined, '', '   ', '-', ' - '])('%j is empty', (v) => expect(isEmptyValue(v)).toBe(true));
  it.each([0, '0', 'x', false, [], {}])('%j is not empty', (v) => expect(isEmptyValue(v)).toBe(false));
});

describe('numbers', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 350000 ', 350000],
    ['-3', -3],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['-', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, out) => expect(toNumberOrNull(input)).toBe(out));
  it.each(['abc', '1.000.000', '12,500', 'NaN', Infinity, true, {}, [1], '1e5'])('%j is not a number', (input) =>
    expect(toNumberOrNull(input)).toBeUndefined(),
  );
  it('reads integers and refuses fractions', () => {
    expect(toIntOrNull('7')).toBe(7);
    expect(toIntOrNull('-')).toBeNull();
    expect(toIntOrNull('7.5')).toBeUndefined();
    expect(toIntOrNull('99999999999999999999')).toBeUndefined();
  });
  it('round-trips every safe integer written as a string', () => {
    fc.assert(fc.property(fc.integer(), (n) => toNumberOrNull(String(n)) === n && toIntOrNull(` ${n} `) === n));
  });
});

describe('booleans, texts, id lists', () => {
  it('reads booleans in their usual spellings', () => {
    expect([true, 'true', 'TRUE', 1, '1'].map(toBoolOrNull)).toEqual([true, true, true, true, true]);
    expect([false, 'false', 0, '0'].map(toBoolOrNull)).toEqual([false, false, false, false]);
    expect(['-', null, ''].map(toBoolOrNull)).toEqual([null, null, null]);
    expect(['yes', 2, {}].map(toBoolOrNull)).toEqual([undefined, undefined, undefined]);
  });
  it('reads texts', () => {
    expect(toText('  Rue Haute ')).toBe('Rue Haute');
    expect(toText('-')).toBe('');
    expect(toText(null)).toBe('');
    expect(toText(12)).toBe('12');
    expect(toText({})).toBeUndefined();
  });
  it('reads type id lists', () => {
    expect(toIdList('1,5')).toEqual([1, 5]);
    expect(toIdList(' 4 ; 1 ')).toEqual([4, 1]);
    expect(toIdList([2, '3'])).toEqual([2, 3]);
    expect(toIdList(3)).toEqual([3]);
    expect(toIdList('-')).toEqual([]);
    expect(toIdList('1,x')).toBeUndefined();
  });
});

describe('dates', () => {
  it('reads WCF dates in their offset', () => {
    const ms = Date.parse('2026-01-10T23:30:00Z');
    expect(toDateTimeOrNull(`/Date(${ms}+0100)/`)).toBe('2026-01-11T00:30:00+01:00');
    expect(toDateOrNull(`/Date(${ms}+0100)/`)).toBe('2026-01-11');
    expect(toDateTimeOrNull(`/Date(${ms})/`)).toBe('2026-01-10T23:30:00Z');
    expect(toDateTimeOrNull(`/Date(${ms}-0530)/`)).toBe('2026-01-10T18:00:00-05:30');
  });
  it('reads ISO and Belgian dates, empties and rejects the rest', () => {
    expect(toDateOrNull('2026-03-05')).toBe('2026-03-05');
    expect(toDateTimeOrNull('2026-03-05 10:00:00')).toBe('2026-03-05T10:00:00');
    expect(toDateOrNull('5/3/2026')).toBe('2026-03-05');
    expect(toDateOrNull('-')).toBeNull();
    expect(toDateOrNull('yesterday')).toBeUndefined();
    expect(toDateOrNull('2026-13-45')).toBeUndefined();
    expect(toDateOrNull(20260305)).toBeUndefined();
  });
  it('writes request dates in WCF form', () => {
    expect(wcfDate('2026-02-09')).toBe(`/Date(${Date.parse('2026-02-09T00:00:00Z')})/`);
    expect(toDateOrNull(wcfDate('2026-02-09'))).toBe('2026-02-09');
  });
});

describe('arktype field types', () => {
  it('normalises a page and names a wrong field by its path', () => {
    const ok = propertyPage({
      Items: [{ ID: '3', Goal: '0', Price: '-', GoogleX: '50.1', PublishPrice: 'true', Extra: { x: 1 } }],
      RowsCount: '1',
    });
    // undeclared fields are ignored (kept as given; the mapping reads declared fields only)
    expect(ok).toEqual({
      Items: [{ ID: 3, Goal: 0, Price: null, GoogleX: 50.1, PublishPrice: true, Extra: { x: 1 } }],
      RowsCount: 1,
    });
    // an unreadable optional field is left empty (common/lenient.ts), and named with its problem
    const emptied: unknown[] = [];
    expect(propertyItemSchema.read({ ID: 4, Goal: 0, Price: 'on request' }, (e) => emptied.push(e))).toEqual({
      ID: 4,
      Goal: 0,
    });
    expect(emptied).toEqual([{ field: 'Price', problem: 'must be a number (was "on request")' }]);
    // a required field that cannot be read fails the item, named by its path
    const bad = propertyItemSchema({ ID: 4, Goal: 'sale', Price: 'on request' });
    expect(bad).toBeInstanceOf(type.errors);
    const first = (bad as type.errors)[0]!;
    expect(first.propString).toBe('Goal');
    expect(first.problem).toBe('must be an integer (was "sale")');
    expect(propertyPage({ Items: 'many', RowsCount: 2 })).toBeInstanceOf(type.errors);
    expect(propertyPage({ Items: [], RowsCount: 'many' })).toBeInstanceOf(type.errors);
  });
  it('never repeats a long value in an error', () => {
    const bad = propertyItemSchema({ ID: 'x'.repeat(200), Goal: 0 });
    expect((bad as type.errors).summary).not.toContain('x'.repeat(30));
  });
});

describe('languages and URLs', () => {
  it('maps LanguageId NL 1, FR 2, EN 3, DE 4 both ways', () => {
    expect(LANGUAGE_ID).toEqual({ nl: 1, fr: 2, en: 3, de: 4 });
    expect([1, 2, 3, 4, 5, null].map(langOfId)).toEqual(['nl', 'fr', 'en', 'de', null, null]);
  });
  it('builds the call URL with the credentials inside the json parameter', () => {
    const url = new URL(
      omnicasaUrl('https://api.test/1.12', 'GetPropertyList', {
        LanguageId: 3,
        CustomerName: 'a',
        CustomerPassword: 'p&w=1',
      }),
    );
    expect(url.pathname).toBe('/1.12/OmnicasaService.svc/GetPropertyListJson');
    expect([...url.searchParams.keys()]).toEqual(['json']);
    expect(JSON.parse(url.searchParams.get('json')!)).toEqual({
      LanguageId: 3,
      CustomerName: 'a',
      CustomerPassword: 'p&w=1',
    });
  });
  it('normalises the base URL', () => {
    expect(normalizeBaseUrl('https://newapi.omnicasa.com/1.12/')).toBe('https://newapi.omnicasa.com/1.12');
    expect(normalizeBaseUrl(' https://newapi.omnicasa.com/1.12/OmnicasaService.svc/ ')).toBe(
      'https://newapi.omnicasa.com/1.12',
    );
    expect(() => normalizeBaseUrl('ftp://x')).toThrow(/OMNICASA_BASE_URL/);
    expect(() => normalizeBaseUrl('not a url')).toThrow(/OMNICASA_BASE_URL/);
  });
  it('keeps only http(s) URLs from the CRM', () => {
    expect(safeUrl('https://img.example/a b.jpg')).toBe('https://img.example/a%20b.jpg');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
    expect(safeUrl('/relative.jpg')).toBeNull();
    expect(safeUrl('-')).toBeNull();
  });
});

describe('marquees from GetSubstatusList', () => {
  it('takes sold and rented from the main status, whatever the agency numbers', () => {
    const map = marqueeMapFrom([
      { ID: 1, Name: 'Optie', Marquee: 3, StatusID: 1 },
      { ID: 2, Name: 'Verkocht', Marquee: 7, StatusID: 2 },
      { ID: 3, Name: 'Verhuurd', Marquee: 8, StatusID: 4 },
      { ID: 4, Name: 'Verkocht onder voorwaarden', Marquee: 9, StatusID: 2 },
    ]);
    expect([...map.sold].sort()).toEqual([7, 9]);
    expect([...map.rented]).toEqual([8]);
    expect(canonicalMarquee(7, map)).toBe(MARQUEE.sold);
    expect(canonicalMarquee(9, map)).toBe(MARQUEE.sold);
    expect(canonicalMarquee(8, map)).toBe(MARQUEE.rented);
    expect(canonicalMarquee(3, map)).toBe(1003);
    expect(canonicalMarquee(2, map)).toBe(2);
    expect(canonicalMarquee(null, map)).toBe(MARQUEE.none);
    expect(map.names.get(3)).toBe('Optie');
  });
  it('falls back on the names in four languages when the main status is not given', () => {
    const map = marqueeMapFrom([
      { ID: 11, Name: 'Vendu' },
      { ID: 12, Name: 'Loué' },
      { ID: 13, Name: 'Vermietet', Marquee: 5 },
      { ID: 14, Name: 'Sold out soon?', ShortName: 'x', Marquee: 6 },
      { ID: 15, Name: 'Nieuw', Marquee: 4 },
    ]);
    expect([...map.sold].sort()).toEqual([11, 6]);
    expect([...map.rented].sort()).toEqual([12, 5]);
    expect(canonicalMarquee(4, map)).toBe(1004);
  });
  it('reads the main Status (2 sold, 4 rented) when the marquee does not say sold or rented', () => {
    const map = marqueeMapFrom([{ ID: 2, Name: 'Verkocht', Marquee: 7, StatusID: 2 }]);
    expect(canonicalMarquee(null, map, 2)).toBe(MARQUEE.sold);
    expect(canonicalMarquee(undefined, map, 4)).toBe(MARQUEE.rented);
    expect(canonicalMarquee(1, map, 2)).toBe(MARQUEE.sold);
    expect(canonicalMarquee(7, map, 1)).toBe(MARQUEE.sold);
    for (const status of [0, 1, 3, null, undefined]) expect(canonicalMarquee(null, map, status)).toBe(MARQUEE.none);
    expect(canonicalMarquee(3, map, 3)).toBe(1003);
  });
});

describe('the real API’s field names', () => {
  it('copies NumberOf…, DescriptionA/B, VirtualTour, Ident and the picture keys onto ours, never over ours', () => {
    const row = withOurNames({
      ID: 1,
      NumberOfBedRooms: '3',
      NumberOfBathRooms: 1,
      NumberOfShowerRooms: 2,
      NumberOfToilets: '2',
      NumberOfGarages: 1,
      NumberOfParkings: '4',
      DescriptionA: '<p>A</p>',
      DescriptionB: 'B',
      VirtualTour: 'https://tour.example/1',
      Ident: 'REF-1',
      SmallPictures: ['https://img.example/s1.jpg', 'https://img.example/s2.jpg'],
      LargePictures: ['https://img.example/l1.jpg'],
    }) as Record<string, unknown>;
    expect(row).toMatchObject({
      BedRooms: '3',
      BathRooms: 1,
      ShowerRooms: 2,
      Toilets: '2',
      Garages: 1,
      Parkings: '4',
      Description: '<p>A</p>\n\nB',
      VirtualTourUrl: 'https://tour.example/1',
      RecordFile: 'REF-1',
      SmallPictureItem: 'https://img.example/s1.jpg',
      XLargePictureItems: [{ Url: 'https://img.example/l1.jpg', Order: 1 }],
    });
    expect(
      withOurNames({ BedRooms: 2, NumberOfBedRooms: 5, Description: 'ours', DescriptionA: 'theirs' }),
    ).toMatchObject({ BedRooms: 2, Description: 'ours' });
    expect(withOurNames({ BedRooms: '-', NumberOfBedRooms: 5 })).toMatchObject({ BedRooms: 5 });
    expect(withOurNames({ LargePicture: 'https://img.example/l.jpg' })).toMatchObject({
      SmallPictureItem: 'https://img.example/l.jpg',
    });
    expect(withOurNames(null)).toBeNull();
    expect(withOurNames('x')).toBe('x');
  });
  it('validates a card given in the real names: Zip as a number, yyyy-mm-dd hh:mm:ss dates', () => {
    const out = propertyItemSchema({
      ID: '12',
      Goal: 0,
      Zip: 1000,
      NumberOfBedRooms: '2',
      LastChangedDate: '2026-02-01 10:30:00',
      Status: '2',
    });
    expect(out).toMatchObject({ ID: 12, Zip: '1000', BedRooms: 2, LastChangedDate: '2026-02-01T10:30:00', Status: 2 });
  });
  it('keepValid drops and reports the items without a readable ID, keeps one with an unreadable price', () => {
    const reports = collectReports(setDroppedReporter);
    const emptied = collectReports(setEmptiedReporter);
    const items = keepValid(
      [
        { ID: 1, Goal: 0 },
        { ID: 'two', Goal: 0, Price: 'n/a' },
        { ID: 3, Goal: 0, Price: 'n/a' },
        { ID: 4, Goal: 0 },
      ],
      propertyItemSchema,
      'GetPropertyList',
    );
    expect(items.map((i) => i.ID)).toEqual([1, 3, 4]);
    expect(items[1]!.Price).toBeUndefined();
    expect(reports).toEqual([
      {
        method: 'GetPropertyList',
        id: 'two',
        field: 'ID',
        problem: expect.stringContaining('a positive integer id'),
      },
    ]);
    expect(emptied).toEqual([
      { method: 'GetPropertyList', id: '3', field: 'Price', problem: expect.stringContaining('must be a number') },
    ]);
  });
});

describe('texts', () => {
  it('turns CRM HTML into plain paragraphs', () => {
    expect(htmlToText('<p>Beautiful &amp; bright</p><p>Second<br/>line</p><script>alert(1)</script>')).toBe(
      'Beautiful & bright\n\nSecond\nline',
    );
    expect(htmlToText('<ul><li>Garden</li><li>Garage</li></ul>')).toBe('• Garden\n• Garage');
    expect(htmlToText('Prix: 250&nbsp;000&euro; &lt;script&gt; &#233;t&#xE9;')).toBe('Prix: 250 000€ <script> été');
    expect(htmlToText('<div onclick="x()">a</div>\n\n\n\n<div>b</div>')).toBe('a\n\nb');
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('plain\r\ntext ')).toBe('plain\ntext');
  });
  it('never leaves a tag in the text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => !/<[a-z/!][^>]*>/i.test(htmlToText(`<p>${s.replace(/[<>&]/g, '')}</p><b>x</b>`))),
    );
  });
  it('shortens contact names to the initial of the last name', () => {
    expect(shortName('Jan Peeters')).toBe('Jan P.');
    expect(shortName('Eva De Smet')).toBe('Eva De S.');
    expect(shortName('Madonna')).toBe('Madonna');
    expect(shortName('  ')).toBe('');
  });
  it('reads EPC label codes from the number by region, else from the text', () => {
    expect(labelCodeOfText('C+')).toBe('c_plus');
    expect(labelCodeOfText('a++')).toBe('a_plusplus');
    expect(labelCodeOfText('B-')).toBe('b_sub');
    expect(labelCodeOfText('Z')).toBeNull();
    expect(energyLabelCode(150, '1000', 10, '')).toBe('c_sub');
    expect(energyLabelCode(150, '9000', 10, 'A')).toBe('b');
    expect(energyLabelCode(null, '9000', 10, 'D')).toBe('d');
    expect(energyLabelCode(150, '1450', 50, '')).toBeNull();
  });
});
