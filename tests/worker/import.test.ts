/**
 * The importer (worker/provider/d1/import.ts) in workerd: the example feed imports and updates
 * in place on a second run; the bad feed reports every rejected record by index, ID and field
 * while the good record is imported. Photos go through a fake store (sharp is Node-only).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import example from '../../docs/import-example.json';
import bad from '../fixtures/import-bad.json';
import type { PhotoSource } from '../../app/model/feed';
import { D1Catalogue } from '../../worker/provider/d1/catalogue';
import { importFeed } from '../../worker/provider/d1/import';
import { seedDemoFixture } from './support/demo-fixture';

const stored: PhotoSource[] = [];
const storePhoto = async (source: PhotoSource): Promise<string> => {
  stored.push(source);
  if (typeof source === 'string' && source.includes('no-such-file'))
    throw new Error('cannot read photo file no-such-file.jpg');
  return typeof source === 'object' && 'Name' in source ? source.Name : `imp-test-${stored.length}`;
};

const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM properties').first<{ n: number }>())!.n;

beforeAll(async () => {
  await seedDemoFixture(env.DB, { properties: 16, projects: 1 });
});

describe('import', () => {
  it('imports the example feed and updates it in place when run again', async () => {
    const before = await count();
    const first = await importFeed(env.DB, example, { storePhoto, today: '2026-11-22' });
    expect(first.rejected).toEqual([]);
    expect(first.imported.map((r) => r.id)).toEqual([9100001, 9100002, 9100003, 9100004]);
    expect(await count()).toBe(before + 4);

    const provider = new D1Catalogue(env.DB);
    const house = (await provider.getProperty(9100001, 'fr'))!;
    expect(house).toMatchObject({
      City: 'Gand',
      Zip: '9000',
      Price: 585000,
      TypeDescription: 'Maison de maître',
      EPCLabelText: 'B',
      IsNew: true,
    });
    expect(house.Rooms.Bedrooms).toBe(4);
    expect(house.Photos.length).toBe(3);
    expect(house.Agent?.ID).toBe(2);
    const flat = (await provider.getProperty(9100002, 'de'))!;
    expect(flat.Description).toBe(example[1]!.Description!.en);
    expect(flat.City).toBe('Lüttich');
    const land = (await provider.getProperty(9100003, 'nl'))!;
    expect(land).toMatchObject({ Price: 165000, TypeDescription: 'Grond', PublicationDate: '2026-11-22' });
    const office = (await provider.getProperty(9100004, 'en'))!;
    expect(office).toMatchObject({
      CountryID: 50,
      CountryName: 'Luxembourg',
      PublishPrice: false,
      Price: null,
      Street: '',
    });

    const changed = structuredClone(example);
    changed[0]!.Price = 569000;
    const second = await importFeed(env.DB, changed, { storePhoto, today: '2026-11-23' });
    expect(second.imported.length).toBe(4);
    expect(await count()).toBe(before + 4);
    expect((await provider.getProperty(9100001, 'en'))!.Price).toBe(569000);
    const types = await env.DB.prepare('SELECT COUNT(*) AS n FROM property_web_ids WHERE property_id = 9100001').first<{
      n: number;
    }>();
    expect(types!.n).toBe(1);
  });

  it('reports rejected records by index, ID and field and imports the good ones', async () => {
    const report = await importFeed(env.DB, bad, { storePhoto });
    expect(report.imported.map((r) => r.id)).toEqual([9100101]);
    expect(report.rejected.map((r) => [r.index, r.id])).toEqual([
      [1, '9100102x'],
      [2, 9100103],
      [3, 9100104],
      [4, 9100101],
      [5, null],
    ]);
    const fields = (index: number) =>
      report.rejected
        .find((r) => r.index === index)!
        .errors.map((e) => e.field)
        .sort();
    expect(fields(1)).toEqual(['ID', 'Rooms.Bedrooms', 'Title', 'VideoUrl', 'Zip']);
    expect(fields(2)).toEqual(['AgentID', 'WebID']);
    expect(fields(3)).toEqual(['Photos.0']);
    expect(fields(4)).toEqual(['ID']);
    expect(await new D1Catalogue(env.DB).getProperty(9100103, 'en')).toBeNull();
    expect(await new D1Catalogue(env.DB).getProperty(9100101, 'en')).toMatchObject({
      Title: 'Studio near the station',
      Goal: 1,
    });
  });

  it('refuses a feed that is not a list', async () => {
    await expect(importFeed(env.DB, { nope: true }, { storePhoto })).rejects.toThrow(/JSON array/);
  });
});
