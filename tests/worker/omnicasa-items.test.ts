/**
 * A CRM answer we did not expect breaks one item, not the site (docs/provider.md), against the
 * fake Omnicasa server: a list whose third item is malformed keeps the other items and logs the
 * dropped one with the method, its ID and the field; only a wrong envelope fails the call. And a
 * fake answer written in the field names public clients of the real API read (NumberOfBedRooms,
 * SurfaceGround, Zip as a number, SmallPicture, Ident, DescriptionA, VirtualTour, Status 2/4 for
 * sold/rented) reaches the provider's model and a rendered listing page: cards show bedrooms,
 * surfaces and the sold ribbon.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MARQUEE } from '../../shared/model/property';
import { omnicasaParts } from '../../worker/provider/omnicasa/catalogue';
import {
  PROPERTY_DETAIL_FIELD_NAMES,
  setDroppedReporter,
  setEmptiedReporter,
  type DroppedItem,
  type EmptiedItemField,
} from '../../worker/provider/omnicasa/schema';
import { createFakeOmnicasa, omnicasaVariables } from '../support/fake-omnicasa';
import { get } from './support/http';
import { UNREADABLE_FACTS } from './support/catalogue';

const fake = createFakeOmnicasa();
let restore: () => void = () => undefined;
let dropped: DroppedItem[] = [];
let previousReporter: (item: DroppedItem) => void = () => undefined;

beforeEach(() => {
  fake.reset();
  restore = fake.install();
  dropped = [];
  previousReporter = setDroppedReporter((item) => dropped.push(item));
});
afterEach(() => {
  restore();
  setDroppedReporter(previousReporter);
});

const parts = () =>
  omnicasaParts({ baseUrl: fake.baseUrl, customerName: fake.customerName, customerPassword: fake.customerPassword });

describe('lists validated item by item', () => {
  it('a list whose third item is malformed keeps the other items and logs method, item ID and field', async () => {
    const whole = await parts().catalogue.listProperties({ lang: 'en', goal: 0, pageSize: 5 });
    fake.fail('GetPropertyList', { kind: 'bad-field', index: 2 });
    const page = await parts().catalogue.listProperties({ lang: 'en', goal: 0, pageSize: 5 });
    const third = whole.items[2]!.ID;
    expect(page.items.map((p) => p.ID)).toEqual(whole.items.map((p) => p.ID).filter((id) => id !== third));
    expect(page.total).toBe(whole.total);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatchObject({ method: 'GetPropertyList', id: `n/a-${third}` });
    expect(['ID', 'Price']).toContain(dropped[0]!.field);
  });

  it('every list method keeps its good items: types, cities, projects, agents, owner histories', async () => {
    fake.fail('GetWebIDList', { kind: 'bad-field', index: 2 });
    fake.fail('GetCalendarHistories', { kind: 'bad-field', index: 0 });
    const types = await parts().catalogue.listTypes('nl');
    expect(types.map((t) => t.Name)).toEqual(['Huis', 'Appartement', 'Handelspand']);
    expect(dropped.find((d) => d.method === 'GetWebIDList')).toMatchObject({ id: 'n/a-104', field: 'ID' });
    const visits = await parts().owners.ownerVisits('9001', 101);
    expect(visits).toHaveLength(1);
    expect(dropped.find((d) => d.method === 'GetCalendarHistories')).toMatchObject({ id: 'n/a-1' });
  });

  it('a wrong envelope still fails the whole call', async () => {
    fake.fail('GetPropertyList', { kind: 'wrong-shape' });
    await expect(parts().catalogue.listProperties({ lang: 'en' })).rejects.toMatchObject({
      kind: 'invalid',
      method: 'GetPropertyList',
    });
    expect(dropped).toEqual([]);
  });

  it('without a logger replaced, a dropped item is one JSON warning line', async () => {
    setDroppedReporter(previousReporter);
    const lines: unknown[] = [];
    const warn = console.warn;
    console.warn = (line: unknown) => lines.push(line);
    try {
      fake.fail('GetPropertyList', { kind: 'bad-field', index: 0 });
      await parts().catalogue.listProperties({ lang: 'en', goal: 0, pageSize: 3 });
    } finally {
      console.warn = warn;
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(String(lines[0]))).toMatchObject({ event: 'omnicasa-item-dropped', method: 'GetPropertyList' });
  });
});

describe('one unreadable field empties that fact, never the property (docs/provider.md)', () => {
  let emptied: EmptiedItemField[] = [];
  let previousEmptied: (item: EmptiedItemField) => void = () => undefined;
  beforeEach(() => {
    emptied = [];
    previousEmptied = setEmptiedReporter((e) => emptied.push(e));
  });
  afterEach(() => setEmptiedReporter(previousEmptied));
  const optional = PROPERTY_DETAIL_FIELD_NAMES.filter((n) => n !== 'ID' && n !== 'Goal');

  it('a listed property whose every optional field is unreadable stays listed, those facts empty, each one logged', async () => {
    const whole = await parts().catalogue.listProperties({ lang: 'en', goal: 0, pageSize: 5 });
    fake.fail('GetPropertyList', { kind: 'unreadable-fields', index: 1 });
    const page = await parts().catalogue.listProperties({ lang: 'en', goal: 0, pageSize: 5 });
    expect(dropped).toEqual([]);
    // the same properties (the odd one, without its date now, sorts last among them)
    expect(page.items.map((p) => p.ID).sort()).toEqual(whole.items.map((p) => p.ID).sort());
    const odd = page.items.find((p) => p.ID === whole.items[1]!.ID)!;
    expect(odd).toMatchObject({
      ID: whole.items[1]!.ID,
      Goal: 0,
      ...UNREADABLE_FACTS,
      SmallPictureItem: null,
    });
    const fields = emptied.filter((e) => e.method === 'GetPropertyList').map((e) => e.field);
    // every field a card reads was reported, with the method and the property's ID
    expect(fields.length).toBeGreaterThanOrEqual(30);
    expect(new Set(fields)).toEqual(new Set(fields.filter((f) => optional.includes(f))));
    expect(emptied.every((e) => e.id === String(whole.items[1]!.ID))).toBe(true);
  });

  it('a property page whose every optional field is unreadable answers, those facts empty', async () => {
    const id = (await parts().catalogue.listProperties({ lang: 'en', goal: 0, pageSize: 1 })).items[0]!.ID;
    fake.fail('GetProperty', { kind: 'unreadable-fields' });
    const detail = (await parts().catalogue.getProperty(id, 'en'))!;
    expect(detail).toMatchObject({
      ID: id,
      Price: null,
      Description: '',
      Photos: [],
      VideoUrl: null,
      VirtualTourUrl: null,
    });
    expect(detail.Rooms).toMatchObject({ Bedrooms: null, Toilets: null, Floors: null });
    expect(detail.Building).toMatchObject({ ConstructionYear: null, Heating: null });
    expect(detail.Energy).toMatchObject({ SpecificEnergy: null, CertificateEndDate: null });
    expect(detail.Viager).toBeNull();
    const fields = new Set(emptied.filter((e) => e.method === 'GetProperty').map((e) => e.field));
    expect([...fields].sort()).toEqual([...optional].sort());
  });
});

describe('the real API’s field names', () => {
  it('cards and details read NumberOf…, surfaces, Zip as a number, SmallPicture, Ident, DescriptionA, VirtualTour and Status', async () => {
    fake.useRealNames();
    const { items } = await parts().catalogue.listProperties({ lang: 'en', closed: true });
    const byId = new Map(items.map((p) => [p.ID, p]));
    expect(byId.get(101)).toMatchObject({
      Bedrooms: 3,
      LivingArea: 180.5,
      GroundArea: 420,
      Zip: '1000',
      RecordFile: 'REF-101',
    });
    expect(byId.get(101)!.SmallPictureItem?.Url).toBe('https://img.example/101/small.jpg');
    expect(byId.get(102)).toMatchObject({ Marquee: MARQUEE.sold, Bedrooms: 2 });
    expect(byId.get(103)).toMatchObject({ Marquee: MARQUEE.rented });
    expect(byId.get(104)!.Marquee).not.toBe(MARQUEE.sold);
    const detail = await parts().catalogue.getProperty(101, 'en');
    expect(detail).toMatchObject({
      Rooms: { Bedrooms: 3, Garages: 2, Toilets: 2 },
      Surfaces: { Total: 250, Living: 180.5, Ground: 420 },
      VirtualTourUrl: 'https://tour.example/101',
    });
    expect(detail!.Description).toContain('Beautiful & bright');
    expect(dropped).toEqual([]);
  });

  it('asks for the fields it reads with DisplayFields where the method takes it (projects)', async () => {
    await parts().catalogue.listProjects('en');
    await parts().catalogue.getProject(501, 'en');
    const list = fake.callsOf('GetProjectList').at(-1)!.json.DisplayFields as string[];
    const detail = fake.callsOf('GetProject').at(-1)!.json.DisplayFields as string[];
    expect(list).toEqual(expect.arrayContaining(['ID', 'Name', 'Zip', 'City', 'SmallPictureItem', 'CreatedDate']));
    expect(list).not.toContain('Description');
    expect(detail).toEqual(
      expect.arrayContaining(['ID', 'Description', 'XLargePictureItems', 'LargePictureItems', 'UserID']),
    );
    expect(fake.callsOf('GetPropertyList').every((c) => !('DisplayFields' in c.json))).toBe(true);
  });

  it('a listing page drawn from such an answer shows bedrooms, surfaces and the sold ribbon', async () => {
    fake.useRealNames();
    const omnicasaEnv = {
      ...env,
      ...omnicasaVariables(fake),
    };
    const page = async (query: string) => {
      const res = await get(`/en/for-sale/${query}`, {
        headers: { 'Accept-Encoding': 'identity' },
        env: omnicasaEnv,
        settle: true,
      });
      const html = await res.text();
      expect(res.status).toBe(200);
      return html.split(/<article class="card[ "]/).slice(1);
    };
    // Sold only by its Status: left out of the list, shown with its ribbon when asked for.
    expect((await page('?sort=price-desc')).some((c) => c.includes('ribbon--closed'))).toBe(false);
    const cards = await page('?sort=price-desc&closed=true');
    const card = (title: string) => cards.find((c) => c.includes(title)) ?? '';
    const town = card('Bright town house');
    expect(town).toContain('3 bedrooms');
    expect(town).toMatch(/180[.,]5 m²/);
    const sold = cards.find((c) => c.includes('ribbon--closed'));
    expect(sold, 'a card with the sold ribbon').toBeDefined();
    expect(sold).toContain('>Sold<');
    expect(sold).toMatch(/\d bedrooms/);
  });
});
