/**
 * The monthly payment beside a sale's purchase costs (app/components/costs/MonthlyPaymentSection.tsx)
 * in the server's HTML: its default figures from the price with the assumptions in words, the
 * figures of a loan, rate and duration sent without JavaScript (the page's other parameters kept),
 * and none on rentals or sold properties.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { pathTable } from '../../shared/content/path-table-instance';
import { defaultLoan, mortgageEstimate } from '../../shared/costs/mortgage';
import { formatCurrency } from '../../shared/format/currency';
import { isClosed } from '../../shared/model/property';
import type { Lang } from '../../shared/paths/languages';
import { localizedHref } from '../../shared/paths/path-table';
import { propertyOriginalPath } from '../../shared/paths/property-path';
import { seedDemoFixture } from './support/demo-fixture';
import { get } from './support/http';

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 40, projects: 1 });
});

const pathOf = (p: DemoData['properties'][number], lang: Lang) =>
  localizedHref(
    pathTable,
    lang,
    propertyOriginalPath({ ID: p.ID, Goal: p.Goal, City: p.City.Name[lang], Title: p.Title[lang] }),
  );
const block = (html: string) =>
  /<section class="detail-section monthly-section"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('the monthly payment', () => {
  it('starts from 80 % of the price over 25 years at the example rate, and says so', async () => {
    const sale = data.properties.find(
      (p) => p.Goal === 0 && !isClosed(p) && p.PublishPrice && p.Price && p.City.CountryID === 10,
    )!;
    const html = block(await (await get(pathOf(sale, 'en'))).text());
    const loan = defaultLoan(sale.Price!);
    const e = mortgageEstimate({ loan, ratePct: 3.3, years: 25 })!;
    expect(html).toContain('<h2 id="monthly-title" class="detail-section__title">Monthly payment</h2>');
    expect(html).toContain(`value="${loan.toLocaleString('nl-BE')}"`);
    expect(html).toContain('value="3.3"');
    expect(html).toContain(`${formatCurrency(e.monthly)} a month`);
    expect(html).toContain(formatCurrency(e.totalInterest));
    expect(html).toContain('a loan of 80 % of the price');
    expect(html).toContain('Not included: outstanding balance insurance');
    // In Dutch, the rate written as Belgians write it.
    const nl = block(await (await get(pathOf(sale, 'nl'))).text());
    expect(nl).toContain('value="3,3"');
    expect(nl).toContain('per maand');
  });

  it('draws the figures of the loan, rate and duration a visitor sent without JavaScript', async () => {
    const sale = data.properties.find((p) => p.Goal === 0 && !isClosed(p) && p.City.CountryID === 10)!;
    const html = block(
      await (await get(`${pathOf(sale, 'fr')}?from=%2Ffr%2Fa-vendre%2F&loan=250.000&rate=2,9&years=20`)).text(),
    );
    const e = mortgageEstimate({ loan: 250_000, ratePct: 2.9, years: 20 })!;
    expect(html).toContain(`${formatCurrency(e.monthly)} par mois`);
    expect(html).toContain('<option value="20" selected="">20 ans</option>');
    // The listing the visitor came from stays in the address.
    expect(html).toContain('<input type="hidden" name="from" value="/fr/a-vendre/"/>');
    expect(html).toContain('action="#monthly-payment"');
    // What cannot be computed says what to give.
    const bad = block(await (await get(`${pathOf(sale, 'en')}?loan=lots&rate=99`)).text());
    expect(bad).toContain('Give a loan in euros, a yearly rate between 0 and 20 % and a duration.');
  });

  it('is on available sales only', async () => {
    const rent = data.properties.find((p) => p.Goal !== 0 && !isClosed(p))!;
    const sold = data.properties.find((p) => p.Goal === 0 && isClosed(p))!;
    expect(block(await (await get(pathOf(rent, 'en'))).text())).toBe('');
    expect(block(await (await get(pathOf(sold, 'en'))).text())).toBe('');
  });
});
