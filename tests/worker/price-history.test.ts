/**
 * The d1 provider's price history (migrations/0011_price_history.sql, docs/data-model.md "Price
 * history") in workerd's D1: the trigger records every change a writer makes, the demo seed's
 * history is derived from its listings (scripts/demo/price-history.ts), lists and pages read the
 * price before a reduction, never beside a hidden price; cards say 'Price reduced', detail pages
 * when the property came online and when its price was reduced.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { demoPriceHistory, MIN_AGE } from '../../scripts/demo/price-history';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { propertyOriginalPath } from '../../shared/paths/property-path';
import { isClosed } from '../../shared/model/property';
import { upsertProperties } from '../../worker/provider/d1/write';
import { D1Catalogue } from '../../worker/provider/d1/catalogue';
import { FIXTURE_TODAY, seedDemoFixture } from './support/demo-fixture';
import { get } from './support/http';

let data: DemoData;

beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 90 });
});

describe('the demo history', () => {
  it('reduces some available listings with a published price, derived from each one', () => {
    const changes = data.priceHistory;
    expect(changes.length).toBeGreaterThan(3);
    const byId = new Map(data.properties.map((p) => [p.ID, p]));
    for (const c of changes) {
      const p = byId.get(c.PropertyID)!;
      expect(isClosed(p)).toBe(false);
      expect(p.PublishPrice).toBe(true);
      expect(c.NewPrice).toBe(p.Price);
      expect(c.OldPrice).toBeGreaterThan(c.NewPrice);
      expect(c.OldPrice / c.NewPrice).toBeLessThan(1.1);
      expect(c.ChangedOn > p.PublicationDate && c.ChangedOn < FIXTURE_TODAY).toBe(true);
    }
    // The same listings give the same history; another price gives another price before, the same choice.
    expect(demoPriceHistory(data.properties, FIXTURE_TODAY)).toEqual(changes);
    // 1 % less (a fixed amount would take a cheap rent below zero, which has no price to reduce).
    const cheaper = data.properties.map((p) => (p.Price ? { ...p, Price: Math.round(p.Price * 0.99) } : p));
    const moved = demoPriceHistory(cheaper, FIXTURE_TODAY);
    expect(moved.map((c) => c.PropertyID)).toEqual(changes.map((c) => c.PropertyID));
    // Too recent a listing is never reduced.
    expect(
      demoPriceHistory(
        data.properties.map((p) => ({ ...p, PublicationDate: FIXTURE_TODAY })),
        FIXTURE_TODAY,
      ),
    ).toEqual([]);
    expect(MIN_AGE).toBeGreaterThan(7);
  });

  it('is what lists read: the price before, and when it changed', async () => {
    const catalogue = new D1Catalogue(env.DB);
    const change = data.priceHistory[0]!;
    const p = data.properties.find((x) => x.ID === change.PropertyID)!;
    const list = await catalogue.listProperties({
      lang: 'en',
      goal: p.Goal === 0 ? 0 : 1,
      pageSize: 48,
      sort: 'price-desc',
    });
    const all = [...list.items];
    for (let page = 2; page <= list.pages; page++)
      all.push(
        ...(
          await catalogue.listProperties({
            lang: 'en',
            goal: p.Goal === 0 ? 0 : 1,
            pageSize: 48,
            page,
            sort: 'price-desc',
          })
        ).items,
      );
    const item = all.find((x) => x.ID === p.ID)!;
    expect(item).toMatchObject({ PreviousPrice: change.OldPrice, PriceChangedOn: change.ChangedOn, Price: p.Price });
    const reduced = all.filter((x) => x.PreviousPrice);
    expect(reduced.length).toBe(data.priceHistory.filter((c) => all.some((x) => x.ID === c.PropertyID)).length);
  });
});

describe('the trigger', () => {
  it('records a change of price any writer makes, and none beside a hidden price', async () => {
    const catalogue = new D1Catalogue(env.DB);
    const p = data.properties.find(
      (x) => !isClosed(x) && x.PublishPrice && x.Price && !data.priceHistory.some((c) => c.PropertyID === x.ID),
    )!;
    await upsertProperties(env.DB, [{ ...p, Price: p.Price! - 10_000 }], 'import');
    const today = new Date().toISOString().slice(0, 10);
    const row = await env.DB.prepare(
      'SELECT old_price, new_price, changed_on FROM property_price_changes WHERE property_id = ?',
    )
      .bind(p.ID)
      .first<{ old_price: number; new_price: number; changed_on: string }>();
    expect(row).toEqual({ old_price: p.Price, new_price: p.Price! - 10_000, changed_on: today });
    const detail = await catalogue.getProperty(p.ID, 'nl');
    expect(detail).toMatchObject({ Price: p.Price! - 10_000, PreviousPrice: p.Price, PriceChangedOn: today });
    // A raise is recorded too, but is no reduction.
    await upsertProperties(env.DB, [{ ...p, Price: p.Price! + 5_000 }], 'import');
    const raised = await catalogue.getProperty(p.ID, 'nl');
    expect(raised!.PreviousPrice).toBe(p.Price! - 10_000);
    expect(raised!.Price).toBeGreaterThan(raised!.PreviousPrice!);
    // An unchanged price records nothing; a hidden price shows no price before.
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM property_price_changes').first<{ n: number }>();
    await upsertProperties(env.DB, [{ ...p, Price: p.Price! + 5_000 }], 'import');
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM property_price_changes').first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
    await upsertProperties(env.DB, [{ ...p, Price: p.Price! - 20_000, PublishPrice: false }], 'import');
    const hidden = await catalogue.getProperty(p.ID, 'nl');
    expect(hidden).toMatchObject({ Price: null, PublishPrice: false });
    expect(hidden!.PreviousPrice).toBeUndefined();
    await upsertProperties(env.DB, [p], 'demo');
  });
});

describe('pages', () => {
  it('put a "Price reduced" ribbon on the card, and the dates on the detail page', async () => {
    const change = data.priceHistory[0]!;
    const p = data.properties.find((x) => x.ID === change.PropertyID)!;
    const section = p.Goal === 0 ? '/for-sale/' : '/for-rent/';
    const listing = await (
      await get(
        `/en${section}?city=${encodeURIComponent(`${p.City.Name.en}|${p.City.Zip}`)}&minPrice=${p.Price}&maxPrice=${p.Price}`,
      )
    ).text();
    const card = listing.split('<article class="card').find((c) => c.includes(`/${p.ID}/`)) ?? '';
    expect(card).toContain('<span class="ribbon ribbon--drop">Price reduced</span>');
    const path = localizedHref(
      pathTable,
      'fr',
      propertyOriginalPath({ ID: p.ID, Goal: p.Goal, City: p.City.Name.fr, Title: p.Title.fr }),
    );
    const html = await (await get(path)).text();
    const d = (iso: string) => {
      const [y, m, day] = iso.split('-').map(Number);
      return `${day}/${m}/${y}`;
    };
    expect(html).toContain(`Ajouté le ${d(p.PublicationDate)}`);
    expect(html).toMatch(
      new RegExp(
        `Prix réduit le ${d(change.ChangedOn).replace(/\//g, '\\/')}, de €\u00a0${change.OldPrice.toLocaleString('nl-BE').replace(/\./g, '\\.')}`,
      ),
    );
    // A listing never reduced says only when it came online.
    const plain = data.properties.find((x) => !isClosed(x) && !data.priceHistory.some((c) => c.PropertyID === x.ID))!;
    const other = await (
      await get(
        localizedHref(
          pathTable,
          'en',
          propertyOriginalPath({ ID: plain.ID, Goal: plain.Goal, City: plain.City.Name.en, Title: plain.Title.en }),
        ),
      )
    ).text();
    expect(other).toContain(`Added on ${d(plain.PublicationDate)}`);
    expect(other).not.toContain('Price reduced on');
  });
});
