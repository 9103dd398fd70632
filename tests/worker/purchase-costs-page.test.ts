/**
 * The purchase-cost block in the server-rendered detail page (works without JavaScript): a
 * Belgian sale shows the default figures of the shared rule and no longer the fixed
 * 'Registration duties' detail line; a rent or a sold property has no block; a sale in
 * Luxembourg says the calculator covers Belgium.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { PropertyRecord } from '../../app/model/record';
import type { Lang } from '../../shared/paths/languages';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { propertyOriginalPath } from '../../shared/paths/property-path';
import { regionOfZip } from '../../shared/model/energy';
import { purchaseCosts } from '../../shared/costs/purchase-costs';
import { formatCurrency } from '../../shared/format/currency';
import { importFeed } from '../../worker/provider/d1/import';
import { seedDemoFixture } from './support/demo-fixture';
import { get } from './support/http';
import { luxembourgSale } from '../fixtures/luxembourg-sale';

const hrefOf = (p: PropertyRecord, lang: Lang) =>
  localizedHref(
    pathTable,
    lang,
    propertyOriginalPath({ ID: p.ID, Goal: p.Goal, City: p.City.Name[lang], Title: p.Title[lang] }, lang),
  );
const html = async (p: PropertyRecord, lang: Lang) => {
  const res = await get(hrefOf(p, lang));
  expect(res.status).toBe(200);
  return res.text();
};
const block = (page: string) =>
  /<section[^>]*id="purchase-costs"[\s\S]*?<\/section>\s*(?=<section|<\/div>)/.exec(page)?.[0] ?? '';

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 211, projects: 2 });
});

describe('purchase costs on the server-rendered detail page', () => {
  it('a Belgian house for sale shows the own-home default figures, and no fixed registration line', async () => {
    const p = data.properties.find(
      (x) =>
        x.Goal === 0 &&
        x.Marquee === 0 &&
        x.PublishPrice &&
        x.Price !== null &&
        x.WebID === 1 &&
        x.ProjectID === null &&
        regionOfZip(x.City.Zip, x.City.CountryID) === 'flanders',
    )!;
    const page = await html(p, 'en');
    const costs = block(page);
    const expected = purchaseCosts({ price: p.Price!, region: 'flanders', kind: 'existing', ownHome: true });
    expect(costs).toContain('<h2 id="costs-title" class="detail-section__title">Purchase costs</h2>');
    expect(costs).toContain(
      `data-part="registrationDuties"><th scope="row">Registration duties</th><td>${formatCurrency(Math.round(expected.registrationDuties))}</td>`,
    );
    expect(costs).toContain(
      `data-part="totalCosts"><th scope="row">Total costs</th><td>${formatCurrency(Math.round(expected.totalCosts))}</td>`,
    );
    expect(costs).toContain('Indicative, rules of 1/1/2025.');
    expect(costs).toContain('href="https://www.notaire.be/calcul-des-frais"');
    expect(page).not.toContain('<dt>Registration duties</dt>');
    // Nor the provider's fixed notary fee and total, which the calculator replaces.
    expect(page).not.toContain('<dt>Notary fees</dt>');
    expect(page).not.toContain('<dt>Total cost</dt>');
    const nl = block(await html(p, 'nl'));
    expect(nl).toContain('Registratiebelasting');
    expect(nl).toContain('href="https://www.notaris.be/rekenmodules/aankoop"');
  });
  it('no block on a property for rent or a sold one', async () => {
    const rent = data.properties.find((x) => x.Goal !== 0 && x.Marquee === 0)!;
    const sold = data.properties.find((x) => x.Goal === 0 && x.Marquee === 3)!;
    expect(await html(rent, 'en')).not.toContain('id="purchase-costs"');
    expect(await html(sold, 'en')).not.toContain('id="purchase-costs"');
  });
  it('a sale in Luxembourg says the calculator covers Belgium', async () => {
    // the demo has no Luxembourg town (docs/decisions/062-demo-places-from-open-address-data.md): an import brings one
    const lux = luxembourgSale(9_100_950);
    const report = await importFeed(env.DB, [lux], { storePhoto: async () => 'unused', today: '2026-11-22' });
    expect(report.rejected).toEqual([]);
    const res = await get(
      localizedHref(
        pathTable,
        'de',
        propertyOriginalPath({ ID: lux.ID, Goal: 0, City: 'Luxemburg', Title: lux.Title.de }, 'de'),
      ),
    );
    expect(res.status).toBe(200);
    const costs = block(await res.text());
    expect(costs).toContain('gilt für Immobilien in Belgien');
    expect(costs).not.toContain('<table');
  });
});
