/**
 * The whise provider's reading of a published real answer of `v1/estates/list`
 * (tests/fixtures/whise/response_api_estates_list.json, see SOURCE.md beside it), field by
 * field: every one of its 14 estates is read, none is dropped and no field of theirs is left
 * empty as unreadable; bedrooms come from `rooms`, the energy value from its text range
 * ('179-179'), the position from details 1849/1850, the other detail rows from Whise's detail
 * ids; the project is the estate its three units name as their parent. docs/whise-mapping.md
 * cites the same lines.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GOAL_RENT, GOAL_SALE, MARQUEE, WEB_ID } from '../../../shared/model/property';
import { buildIndex } from './catalogue-index';
import { toDetail, toProperty, type WhiseMapContext } from './map';
import {
  estateList,
  setWhiseDroppedReporter,
  setWhiseEmptiedReporter,
  type WhiseDroppedItem,
  type WhiseEmptiedField,
  type WhiseEstate,
} from './schema';

const answer = JSON.parse(readFileSync('tests/fixtures/whise/response_api_estates_list.json', 'utf8')) as {
  estates: Record<string, unknown>[];
  totalCount: number;
};
const ctx: WhiseMapContext = { lang: 'fr', typeNames: new Map(), today: '2025-08-20' };

let dropped: WhiseDroppedItem[] = [];
let emptied: WhiseEmptiedField[] = [];
let restore: Array<() => void> = [];
beforeEach(() => {
  dropped = [];
  emptied = [];
  const d = setWhiseDroppedReporter((x) => dropped.push(x));
  const e = setWhiseEmptiedReporter((x) => emptied.push(x));
  restore = [() => setWhiseDroppedReporter(d), () => setWhiseEmptiedReporter(e)];
});
afterEach(() => {
  for (const r of restore) r();
});

function read(): WhiseEstate[] {
  const out = estateList(answer, 'v1/estates/list');
  if (typeof out === 'string') throw new Error(out);
  expect(out.totalCount).toBe(14);
  return out.items;
}
const raw = (id: number) => answer.estates.find((e) => e.id === id)!;
const estate = (id: number) => read().find((e) => e.id === id)!;

describe('the published answer of v1/estates/list', () => {
  it('reads all 14 estates: none dropped, no field emptied', () => {
    const estates = read();
    expect(estates.map((e) => e.id)).toEqual(answer.estates.map((e) => e.id));
    expect(estates).toHaveLength(14);
    expect(dropped).toEqual([]);
    expect(emptied).toEqual([]);
  });

  it('bedrooms come from `rooms` (the answer carries no `bedrooms`)', () => {
    expect(answer.estates.some((e) => 'bedrooms' in e)).toBe(false);
    const withRooms = answer.estates.filter((e) => typeof e.rooms === 'number');
    expect(withRooms.length).toBe(8);
    for (const e of read()) {
      const card = toProperty(e, ctx);
      expect(card.Bedrooms, String(e.id)).toBe((raw(e.id).rooms as number | undefined) ?? null);
    }
    expect(toProperty(estate(6775189), ctx).Bedrooms).toBe(4);
    expect(toDetail(estate(6775200), ctx).Rooms.Bedrooms).toBe(3);
  });

  it('the energy value is a text: a range takes its first number, and the label agrees with Whise’s class', () => {
    expect(raw(6775188).energyValue).toBe('179-179');
    expect(toProperty(estate(6775188), ctx).EnergyPerformance).toBe(179);
    expect(toProperty(estate(6775189), ctx).EnergyPerformance).toBe(123);
    const withValue = read().filter((e) => typeof raw(e.id).energyValue === 'string');
    expect(withValue).toHaveLength(6);
    // the region's scale (Wallonia for 6830, Brussels for 1050 and 1140, Flanders for 1600 and 1930) gives Whise's class
    for (const e of withValue) expect(toProperty(e, ctx).EPCLabelText, String(e.id)).toBe(raw(e.id).energyClass);
    // without energyValue, the label is Whise's class (detail 2056) and the value detail 2089
    expect(toProperty(estate(6775200), ctx)).toMatchObject({ EnergyPerformance: 101, EPCLabelText: 'B' });
    expect(toProperty(estate(6775191), ctx)).toMatchObject({ EnergyPerformance: null, EPCLabelText: '' });
  });

  it('the position comes from details 1849 (latitude) and 1850 (longitude); the address shows only when displayed', () => {
    const office = toProperty(estate(6775188), ctx);
    expect(office).toMatchObject({ PublishAddress: true, Street: 'rue de Poivre', HouseNumber: '7' });
    expect(office.Lat).toBeCloseTo(49.7892158, 6);
    expect(office.Lng).toBeCloseTo(5.0905007, 6);
    // no displayAddress: the address stays hidden and the position is rounded
    const villa = toProperty(estate(6775189), ctx);
    expect(villa).toMatchObject({ PublishAddress: false, Street: '', Lat: 51, Lng: 3.87 });
  });

  it('types, goals, ribbons, prices and dates', () => {
    expect(toProperty(estate(6775188), ctx)).toMatchObject({
      WebID: WEB_ID.offices,
      WebIDs: `${WEB_ID.offices},${WEB_ID.investment}`,
      Goal: GOAL_SALE,
      Price: 1_750_000,
      City: 'Bouillon',
      Zip: '6830',
      PublicationDate: '2025-04-28',
      IsNew: false,
    });
    expect(toProperty(estate(6775189), ctx)).toMatchObject({ WebID: WEB_ID.house, Marquee: MARQUEE.sold });
    expect(toProperty(estate(6775196), ctx)).toMatchObject({ WebID: WEB_ID.apartment, Goal: GOAL_RENT, Price: 1200 });
    // put online the day before: new
    expect(toProperty(estate(6775200), ctx)).toMatchObject({ PublicationDate: '2025-08-19', IsNew: true });
  });

  it('the detail rows read Whise’s detail ids, their texts and the top-level figures', () => {
    const villa = toDetail(estate(6775189), ctx);
    expect(villa.Building).toMatchObject({
      ConstructionYear: 1936,
      RenovationYear: 1998,
      FacadeCount: 2,
      FacadeWidth: 7,
      PlotWidth: 38,
      CadastralIncome: 1200,
      Heating: 'chauffage au sol',
      Kitchen: 'non-équipée',
    });
    expect(villa.Rooms).toMatchObject({ Bedrooms: 4, Bathrooms: 2, Toilets: 5, Floors: 3 });
    expect(villa.Surfaces).toMatchObject({ Living: 236, Ground: 700, Garden: 405, Terrace: 15, Constructed: 123 });
    expect(villa.Energy).toMatchObject({ SpecificEnergy: 123, Co2Emission: 456, Label: 'c' });
    expect(villa.Planning).toMatchObject({
      BuildingPermit: true,
      AllotmentPermit: true,
      PreemptiveRights: true,
      JudicialDecision: true,
      AreaApplication: 'zone agricole',
    });
    expect(villa.FloodRisk.Zone).toBe('zone innondable effective');
    expect(villa.Costs.ChargesRenter).toBe(35);
    expect(villa.Description).toMatch(/^Très belle maison rénovée/);
    expect(villa.Photos.length).toBe(29);
    expect(villa.Photos[0]!.Url).toMatch(/\/1280\//);

    const flat = toDetail(estate(6775200), ctx);
    expect(flat.Rooms).toMatchObject({ Floor: 1, Garages: 1, Parkings: 1, Showers: 2 });
    expect(flat.Energy).toMatchObject({ UniqueCode: '123456789', CertificateEndDate: '2025-08-18' });
    expect(flat.VirtualTourUrl).toBe('https://nodalview.com/s/2UI3QqClT95gX3mG2vUf5B');
    // link3DModel holds a YouTube link there: the video
    expect(flat.VideoUrl).toBe('https://www.youtube.com/watch?v=xWkK_7H_YD4');
    expect(toDetail(estate(6775193), ctx).Energy).toMatchObject({ TotalEnergy: 1230, UniqueCode: '201501011235678' });
  });

  it('the project is the estate its three units name as parent; the index lists the 13 others', () => {
    const index = buildIndex(read(), ctx);
    expect(index.projects.map((p) => p.id)).toEqual([6775197]);
    expect(index.entries).toHaveLength(13);
    expect(
      index.entries
        .filter((e) => e.property.ProjectID === 6775197)
        .map((e) => e.property.ID)
        .sort(),
    ).toEqual([6775198, 6775199, 6775200]);
    expect(index.entries.find((e) => e.property.ID === 6775200)!.facets).toEqual({
      garages: 1,
      parkings: 1,
      garden: 14,
      terrace: 20,
      newBuild: true,
    });
  });
});
