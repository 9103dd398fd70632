/**
 * The whise provider serving a published real answer of `v1/estates/list`
 * (tests/fixtures/whise/response_api_estates_list.json): the fake Whise answers those 14
 * estates as they were published, and the catalogue lists every estate that is not a project
 * (or, sold, reaches it by its id), with no estate dropped and no field emptied; the project is
 * listed with its three units; a rendered listing page shows the bedroom counts the answer
 * gives as `rooms`, and a detail page its energy value read from the range '179-179'.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isClosed } from '../../shared/model/property';
import {
  setWhiseDroppedReporter,
  setWhiseEmptiedReporter,
  type WhiseDroppedItem,
  type WhiseEmptiedField,
} from '../../worker/provider/whise/schema';
import { createFakeWhise, whiseVariables } from '../support/fake-whise';
import { seedDemoFixture } from './support/demo-fixture';
import { fakeWhiseCatalogue } from './support/whise-catalogue';

// The fixture is bundled as a module (the workers runtime has no file system).
import published from '../fixtures/whise/response_api_estates_list.json';
import { get } from './support/http';

const answer = published as unknown as { estates: Record<string, unknown>[] };
const fake = createFakeWhise({ estates: () => structuredClone(answer.estates), properties: 20, projects: 1 });
let restore: () => void = () => undefined;
let dropped: WhiseDroppedItem[] = [];
let emptied: WhiseEmptiedField[] = [];
let reporters: Array<() => void> = [];

beforeAll(async () => {
  await seedDemoFixture(env.DB);
});
beforeEach(async () => {
  fake.reset();
  restore = fake.install();
  dropped = [];
  emptied = [];
  const d = setWhiseDroppedReporter((x) => dropped.push(x));
  const e = setWhiseEmptiedReporter((x) => emptied.push(x));
  reporters = [() => setWhiseDroppedReporter(d), () => setWhiseEmptiedReporter(e)];
  for (const key of (await env.CACHE.list({ prefix: 'whise:' })).keys) await env.CACHE.delete(key.name);
});
afterEach(() => {
  restore();
  for (const r of reporters) r();
});

const whise = () => fakeWhiseCatalogue(fake.base);

const projectId = 6775197;
const propertyIds = answer.estates.map((e) => e.id as number).filter((id) => id !== projectId);

describe('the whise provider on the published real answer', () => {
  it('lists every estate that is not a project (sold ones reachable by id), none dropped, no field emptied', async () => {
    const list = await whise().listProperties({ lang: 'fr', pageSize: 48 });
    const listed = new Set(list.items.map((p) => p.ID));
    expect(propertyIds).toHaveLength(13);
    for (const id of propertyIds) {
      const detail = await whise().getProperty(id, 'fr');
      expect(detail, String(id)).not.toBeNull();
      // an available estate is in the list; a sold or rented one follows the list rule of every provider
      if (!isClosed(detail!)) expect(listed.has(id), `${id} listed`).toBe(true);
    }
    expect(listed.has(projectId)).toBe(false);
    expect(dropped).toEqual([]);
    expect(emptied).toEqual([]);
  });

  it('every card carries the bedrooms the answer gives as `rooms`', async () => {
    for (const e of answer.estates.filter((x) => x.id !== projectId)) {
      const p = (await whise().getProperty(e.id as number, 'fr'))!;
      expect(p.Bedrooms, String(e.id)).toBe((e.rooms as number | undefined) ?? null);
    }
  });

  it('the project is listed with its three units', async () => {
    const projects = await whise().listProjects('fr');
    expect(projects.map((p) => [p.ID, p.UnitCount])).toEqual([[projectId, 3]]);
    const project = (await whise().getProject(projectId, 'fr'))!;
    expect(project.Units.map((u) => u.ID).sort()).toEqual([6775198, 6775199, 6775200]);
  });

  it('a rendered listing shows the bedroom counts, and a detail page the energy value of the range', async () => {
    const whiseEnv = {
      ...env,
      ...whiseVariables(fake.base),
    };
    const page = async (path: string) => {
      const res = await get(path, { headers: { 'Accept-Encoding': 'identity' }, env: whiseEnv, settle: true });
      const html = await res.text();
      expect(res.status, path).toBe(200);
      return html;
    };
    const listing = await page('/en/for-sale/?sort=price-asc');
    const cards = listing.split(/<article class="card[ "]/).slice(1);
    const card = (id: number) => cards.find((c) => c.includes(`/${id}/`)) ?? '';
    // Demo App 1, 2, 3 of the project (rooms 1, 2, 3) and Demo Europalaan (rooms 3)
    expect(card(6775198)).toContain('1 bedroom');
    expect(card(6775199)).toContain('2 bedrooms');
    expect(card(6775200)).toContain('3 bedrooms');
    expect(card(6775190)).toContain('3 bedrooms');
    const moved = await get('/en/property/6775188/', { env: whiseEnv });
    expect(moved.status).toBe(301);
    const office = await page(new URL(moved.headers.get('location')!, 'https://agency.test').pathname);
    expect(office).toMatch(/179\s*kWh/);
  });
});
