/**
 * One unreadable field empties that fact, never the property (docs/provider.md "Unreadable
 * fields"), for the d1 provider: a row whose every optional column holds a value of the wrong
 * kind (a word in a number column, broken JSON in `title`, `photos`, `description` and
 * `details`, a word where a day belongs) is still listed, counted, found by its id and drawn on
 * its listing and detail pages, with those facts empty; the other properties are unchanged. (The
 * same rule for Omnicasa: tests/worker/omnicasa-items.test.ts; for Whise: tests/worker/whise.test.ts.)
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { WEB_ID } from '../../shared/model/property';
import { app } from '../../worker/index';
import { D1Catalogue } from '../../worker/provider/d1/catalogue';
import { storedDetails } from '../../worker/provider/d1/values';
import { seedDemoFixture } from './support/demo-fixture';
import { ORIGIN, urlOf } from './support/http';

const ODD_ID = 5_999_001;
let data: DemoData;
const provider = () => new D1Catalogue(env.DB);

beforeAll(async () => {
  data = await seedDemoFixture(env.DB);
  const city = await env.DB.prepare("SELECT id FROM cities WHERE zip = '9000'").first<{ id: number }>();
  // (a text column turns a number into a text: a blob stands for what is not a text)
  // every column but the keys (id, goal, type, city), the type texts and the two foreign keys (project,
  // agent: SQLite refuses what is not one) holds something it cannot hold
  await env.DB.prepare(
    `INSERT INTO properties (id, goal, web_id, type_desc_en, type_desc_nl, type_desc_fr, type_desc_de, city_id,
       street, house_number, box_nr, publish_address, price, publish_price, price_unit, marquee, record_file,
       energy_performance, epc_label, bedrooms, bathrooms, garages, parkings, living_area, ground_area,
       lat, lng, is_new, is_arriving, is_discreet, published_at, available_from, project_id, agent_id,
       title, description, photos, details, video_url, virtual_tour_url, source)
     VALUES (?, 0, ?, 'House', 'Huis', 'Maison', 'Haus', ?,
       x'07', x'08', x'09', 1, 'on request', 1, 'monthly', 'sold', x'0a',
       'C', x'0b', 'many', 'two', 'one', 'some', 'large', 'larger',
       'north', 'east', 'yes', 'no', 'maybe', 'yesterday', 'soon', NULL, NULL,
       '{"en": "Half a title', 'not json', '[broken', '{"Rooms": {"Bedrooms": "many"', 'x', 'y', 'import')`,
  )
    .bind(ODD_ID, WEB_ID.house, city!.id)
    .run();
  await env.DB.prepare('INSERT INTO property_web_ids (web_id, property_id) VALUES (?, ?)')
    .bind(WEB_ID.house, ODD_ID)
    .run();
});

describe('a d1 row whose every optional column is unreadable', () => {
  it('is listed and counted with those facts empty; the others are as before', async () => {
    // closed: sold and rented ones too (they leave the default lists)
    const all = await provider().listProperties({ lang: 'en', pageSize: 100, closed: true });
    expect(all.total).toBe(data.properties.length + 1);
    const odd = all.items.find((p) => p.ID === ODD_ID) ?? (await provider().getProperty(ODD_ID, 'en'));
    expect(odd).toMatchObject({
      ID: ODD_ID,
      Goal: 0,
      WebID: WEB_ID.house,
      City: 'Ghent',
      Zip: '9000',
      Price: null,
      PublishPrice: false,
      Marquee: 0,
      EnergyPerformance: null,
      Bedrooms: null,
      Bathrooms: null,
      LivingArea: null,
      GroundArea: null,
      Lat: null,
      Lng: null,
      Title: '',
      SmallPictureItem: null,
      PublicationDate: '',
      ProjectID: null,
      Street: '',
      HouseNumber: '',
      RecordFile: '',
    });
    const known = all.items.filter((p) => p.ID !== ODD_ID).slice(0, 5);
    for (const p of known) expect(p.Title, String(p.ID)).not.toBe('');
  });

  it('is found by its id, with empty detail groups, no photos and no agent', async () => {
    const detail = (await provider().getProperty(ODD_ID, 'en'))!;
    expect(detail).toMatchObject({
      ID: ODD_ID,
      Description: '',
      Photos: [],
      VideoUrl: 'x',
      AvailableFrom: null,
      Agent: null,
      Viager: null,
    });
    expect(detail.Rooms.Bedrooms).toBeNull();
    expect(detail.Surfaces).toEqual(storedDetails('not json').Surfaces);
  });

  it('its listing and detail pages answer 200', async () => {
    for (const path of ['/en/for-sale/?city=Ghent%7C9000', `/en/property/${ODD_ID}/`]) {
      // One execution context for the page and the redirect's target, awaited once both are read
      // (support/http.ts gives each request its own).
      const ctx = createExecutionContext();
      let res = await app.fetch(new Request(urlOf(path)), env, ctx);
      if (res.status === 301)
        res = await app.fetch(new Request(new URL(res.headers.get('location')!, ORIGIN)), env, ctx);
      await res.text();
      await waitOnExecutionContext(ctx);
      expect(res.status, path).toBe(200);
    }
  });
});

describe('stored detail groups (worker/provider/d1/values.ts)', () => {
  it('keeps each field of its kind and empties the others', () => {
    const d = storedDetails(
      JSON.stringify({
        Rooms: { Bedrooms: 3, Bathrooms: 'two', Floor: '2' },
        Building: { Heating: 'gas', ConstructionYear: { y: 1990 } },
        Energy: { CertificateEndDate: '2030-01-31', Label: 7 },
        Planning: { BuildingPermit: true, Summons: 'no' },
        Viager: { Bouquet: 50000, MonthlyAnnuity: 'x' },
      }),
    );
    expect(d.Rooms).toMatchObject({ Bedrooms: 3, Bathrooms: null, Floor: 2 });
    expect(d.Building).toMatchObject({ Heating: 'gas', ConstructionYear: null });
    expect(d.Energy).toMatchObject({ CertificateEndDate: '2030-01-31', Label: null });
    expect(d.Planning).toMatchObject({ BuildingPermit: true, Summons: null });
    expect(d.Viager).toBeNull();
    expect(storedDetails('[1, 2').Costs.Deposit).toBeNull();
  });
});
