/**
 * The home page's property sections on the seeded demo data (docs/decisions/064-home-sections-and-new.md):
 * a property appears in one section only (latest offers, prestige, room outside), the prestige
 * section holds houses and flats only, and a card says NEW only for a property put on the market
 * in the last 14 days of the demo's date, every such one that is shown does.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { WEB_ID } from '../../shared/model/property';
import { isNewListing } from '../../app/rules/new-listing';
import { FIXTURE_TODAY, seedDemoFixture } from './support/demo-fixture';
import { get } from './support/http';

let data: DemoData;
beforeAll(async () => {
  // the seed's full demo (175 listings and 7 projects)
  data = await seedDemoFixture(env.DB, { properties: 175, projects: 7 });
});

/** The cards of the home page, by module: each card's property id and whether it says NEW. */
async function homeCards(lang: string): Promise<Map<string, { id: number; isNew: boolean }[]>> {
  const html = await (await get(`/${lang}/`)).text();
  const sections = new Map<string, { id: number; isNew: boolean }[]>();
  for (const part of html.split('<section').slice(1)) {
    const id = /aria-labelledby="m-([\w-]+)"|id="m-([\w-]+)"/.exec(part);
    const module = id?.[1] ?? id?.[2];
    if (!module) continue;
    const cards = part.split(/<article class="card[ "]/).slice(1);
    if (!cards.length) continue;
    sections.set(
      module,
      cards.map((c) => ({
        id: Number(/\/(\d+)\/"/.exec(c)?.[1]),
        isNew: c.includes('ribbon--new'),
      })),
    );
  }
  return sections;
}

describe('the home page sections', () => {
  it('show each property once, in three sections, in every language', async () => {
    for (const lang of ['en', 'nl', 'fr', 'de']) {
      const sections = await homeCards(lang);
      expect([...sections.keys()], lang).toEqual(['latest-offers', 'prestige', 'with-land']);
      const ids = [...sections.values()].flat().map((c) => c.id);
      expect(ids.every((id) => Number.isSafeInteger(id) && id > 0)).toBe(true);
      expect(new Set(ids).size, `${lang}: ${ids.join(', ')}`).toBe(ids.length);
    }
  });

  it('prestige holds houses and flats for sale from €750,000; room outside, houses and land', async () => {
    const sections = await homeCards('en');
    for (const { id } of sections.get('prestige')!) {
      const p = data.properties.find((x) => x.ID === id)!;
      expect([WEB_ID.house, WEB_ID.apartment], String(id)).toContain(p.WebID);
      expect(p.Goal).toBe(0);
      expect(p.Price).toBeGreaterThanOrEqual(750_000);
    }
    for (const { id } of sections.get('with-land')!) {
      const p = data.properties.find((x) => x.ID === id)!;
      expect([WEB_ID.house, WEB_ID.land], String(id)).toContain(p.WebID);
      expect(p.Details.Surfaces.Ground).toBeGreaterThanOrEqual(300);
    }
  });

  it('says NEW exactly on the cards of properties put on the market in the last 14 days', async () => {
    const cards = [...(await homeCards('en')).values()].flat();
    const fresh = cards.filter((c) => c.isNew);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThan(cards.length);
    for (const c of cards) {
      const p = data.properties.find((x) => x.ID === c.id)!;
      expect(c.isNew, `${c.id} listed ${p.PublicationDate}`).toBe(isNewListing(p.PublicationDate, FIXTURE_TODAY));
    }
  });
});
