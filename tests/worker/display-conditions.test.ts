/**
 * Display conditions on property-list modules (docs/screens.md) in workerd against the demo
 * data: the home page's conditioned modules show what their rules choose (and the rules stay on
 * the server), a rule failing at runtime hides only its module (and is logged), and a bad rule in
 * a page's configuration is refused at load with its name.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import home from '../../content/pages/home.json';
import { seedDemoFixture } from './support/demo-fixture';
import { content } from '../../worker/content/store';
import { withConditionalLists } from '../../worker/content/conditional-lists';
import { catalogueFor } from '../../worker/provider/select';
import { parsePage } from '../../app/config/page-schema';
import { arktypeReady } from '../../app/schema/arktype';
import type { ModuleView, PageView } from '../../app/content/views';
import { get } from './support/http';

interface Item {
  ID: number;
  Goal: number;
  WebID: number;
  Price: number | null;
  Marquee: number;
  GroundArea: number | null;
  Title: string;
}

let newest: Item[];

beforeAll(async () => {
  // the tests below check configurations and pages themselves (the worker's handlers await it)
  await arktypeReady();
  await seedDemoFixture(env.DB, { properties: 90 });
  newest = ((await (await get('/api/properties?lang=en&pageSize=48')).json()) as { items: Item[] }).items;
});

const open = (p: Item) => p.Marquee !== 3 && p.Marquee !== 4;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('the home page’s conditioned property lists', () => {
  it('show the newest properties that meet their rules and no list above shows, at most maxItems, and send no rules to the browser', async () => {
    // the page's own list (latest offers) takes the four newest; each module then the newest of the others
    const latest = newest.slice(0, 4);
    const taken = new Set(latest.map((p) => p.ID));
    const prestige = newest
      .filter(
        (p) =>
          !taken.has(p.ID) &&
          p.Goal === 0 &&
          open(p) &&
          (p.WebID === 1 || p.WebID === 2) &&
          p.Price !== null &&
          p.Price >= 750000,
      )
      .slice(0, 4);
    for (const p of prestige) taken.add(p.ID);
    const land = newest
      .filter(
        (p) =>
          !taken.has(p.ID) &&
          open(p) &&
          (p.WebID === 1 || p.WebID === 3) &&
          p.GroundArea !== null &&
          p.GroundArea >= 300,
      )
      .slice(0, 4);
    expect(prestige.length).toBeGreaterThan(0);
    expect(land.length).toBeGreaterThan(0);

    const page = (await (await get('/api/page?lang=en&path=/')).json()) as PageView;
    const byId = (id: string) => page.modules.find((m) => m.id === id) as ModuleView;
    expect(byId('latest-offers').properties!.map((p) => p.ID)).toEqual(latest.map((p) => p.ID));
    expect(byId('prestige').properties!.map((p) => p.ID)).toEqual(prestige.map((p) => p.ID));
    expect(byId('with-land').properties!.map((p) => p.ID)).toEqual(land.map((p) => p.ID));
    expect(JSON.stringify(page)).not.toContain('conditions');
    expect(JSON.stringify(page)).not.toContain('prestige-price');

    const html = await (await get('/en/')).text();
    const section = html.slice(html.indexOf('Prestige properties'), html.indexOf('Room outside'));
    for (const p of prestige) expect(section).toContain(escapeHtml(p.Title));
    expect(section.match(/<article class="card[ "]/g)).toHaveLength(prestige.length);
  });
});

describe('a rule failing at runtime', () => {
  const base = content.page('en', '/', {})!;
  const list = (id: string, rules: unknown[]): ModuleView =>
    ({ ...base.modules.find((m) => m.id === 'prestige')!, id, conditions: { match: 'all', rules } }) as ModuleView;
  /** The home page with these modules, its lists read with `listProperties`: the page drawn and what was logged. */
  const draw = async (modules: ModuleView[], listProperties: Parameters<typeof withConditionalLists>[2]) => {
    const logged: string[] = [];
    const page: PageView = { ...base, modules };
    return { out: await withConditionalLists(page, 'en', listProperties, (m) => logged.push(m)), logged };
  };

  it('hides only its module, logs the page, module and rule, and leaves the other modules', async () => {
    const catalogue = catalogueFor(env);
    const { out, logged } = await draw(
      [
        list('good', [{ name: 'for-rent', field: 'Goal', logic: 'equals', compareWithValue: 1 }]),
        // City is text: ordering it against a number cannot be evaluated for any property.
        list('broken', [{ name: 'city-as-number', field: 'City', logic: 'greaterThan', compareWithValue: 5 }]),
        ...base.modules.filter((m) => !m.conditions),
      ],
      (q) => catalogue.listProperties(q),
    );
    const ids = out.modules.map((m) => m.id);
    expect(ids).toContain('good');
    expect(ids).not.toContain('broken');
    expect(ids).toEqual(['good', ...base.modules.filter((m) => !m.conditions).map((m) => m.id)]);
    expect(out.modules[0]!.properties!.every((p) => p.Goal === 1)).toBe(true);
    expect(logged).toEqual([
      expect.stringMatching(
        /^display conditions of page 'home', module 'broken': rule 'city-as-number': 'City' is string .* cannot be ordered .*\(condition false for \d+ properties\)$/,
      ),
    ]);
  });

  it('hides the module when the properties cannot be read, without failing the page', async () => {
    const { out, logged } = await draw(
      [
        list('any', [{ name: 'sale', field: 'Goal', logic: 'equals', compareWithValue: 0 }]),
        base.modules.find((m) => m.id === 'latest-offers')!,
      ],
      () => Promise.reject(new Error('provider down')),
    );
    expect(out.modules.map((m) => m.id)).toEqual(['latest-offers']);
    expect(logged).toEqual([expect.stringContaining("module 'any': the properties could not be read (provider down)")]);
  });
});

describe('a bad rule in the configuration', () => {
  it('is refused when the page loads, naming the page, the module’s rule and what is wrong', () => {
    const bad = structuredClone(home) as typeof home & {
      modules: { id: string; conditions?: { rules: Record<string, unknown>[] } }[];
    };
    const prestige = bad.modules.find((m) => m.id === 'prestige')!;
    prestige.conditions!.rules[0] = { name: 'for-sale', field: 'Goal', logic: 'equals', compareWithValue: [0] };
    expect(() => parsePage(bad, 'content/pages/home.json')).toThrow(
      /^Invalid page content\/pages\/home\.json: modules\[1\]\.conditions\.rules\[0\] \(rule 'for-sale'\) compares with a list but uses 'equals'/,
    );
    prestige.conditions!.rules[0] = { name: 'typo', field: 'Prise', logic: 'equals', compareWithValue: 0 };
    expect(() => parsePage(bad, 'content/pages/home.json')).toThrow(/modules\[1\]\.conditions\.rules\[0\]\.field/);
    expect(
      parsePage(home, 'content/pages/home.json').modules.find((m) => m.id === 'prestige')?.conditions?.rules,
    ).toHaveLength(4);
  });
});
