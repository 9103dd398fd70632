import { describe, expect, it } from 'vitest';
import { purchaseCosts, scaleFee, type CostInput } from '../../shared/costs/purchase-costs';
import { RATES, inForce } from '../../shared/costs/rates';
import { parseCostQuery } from '../../shared/costs/cost-query';
import { costRules } from '../../shared/costs/cost-labels';
import { calculatorCoversDuties, costDefaults, showsPurchaseCosts } from '../../app/costs/property-costs';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../app/i18n/load-server';
import { GHENT_SALE } from '../fixtures/ghent-sale';

const DATE = '2026-11-23';
const run = (i: Omit<CostInput, 'date'> & { date?: string }) => purchaseCosts({ date: DATE, ...i });
const duties = (i: Omit<CostInput, 'date'> & { date?: string }) => run(i).registrationDuties;

describe('purchase costs: registration duties per region (docs/purchase-costs.md)', () => {
  it('Flanders: 12 %, 2 % for the only own home with no price cap, building land 12 %', () => {
    expect(duties({ price: 350_000, region: 'flanders', kind: 'existing', ownHome: false })).toBe(42_000);
    expect(duties({ price: 350_000, region: 'flanders', kind: 'existing', ownHome: true })).toBe(7_000);
    expect(duties({ price: 2_000_000, region: 'flanders', kind: 'existing', ownHome: true })).toBe(40_000);
    expect(duties({ price: 200_000, region: 'flanders', kind: 'land', ownHome: true })).toBe(24_000);
    expect(duties({ price: 200_000, region: 'flanders', kind: 'land', ownHome: false })).toBe(24_000);
  });
  it('Flanders: the own-home rate is 3 % for deeds before 1 Jan 2025 and 2 % from that day', () => {
    expect(duties({ price: 300_000, region: 'flanders', kind: 'existing', ownHome: true, date: '2024-12-31' })).toBe(
      9_000,
    );
    expect(duties({ price: 300_000, region: 'flanders', kind: 'existing', ownHome: true, date: '2025-01-01' })).toBe(
      6_000,
    );
  });
  it('Brussels: 12.5 % after a €200,000 abatement up to €600,000 for the own home, none above (the cliff)', () => {
    expect(duties({ price: 600_000, region: 'brussels', kind: 'existing', ownHome: true })).toBe(50_000); // 400,000 × 12.5 %
    expect(duties({ price: 600_001, region: 'brussels', kind: 'existing', ownHome: true })).toBe(75_000.13); // 600,001 × 12.5 %
    expect(duties({ price: 600_000, region: 'brussels', kind: 'existing', ownHome: false })).toBe(75_000);
    expect(duties({ price: 150_000, region: 'brussels', kind: 'existing', ownHome: true })).toBe(0);
    expect(duties({ price: 200_000, region: 'brussels', kind: 'existing', ownHome: true })).toBe(0);
    expect(duties({ price: 200_001, region: 'brussels', kind: 'existing', ownHome: true })).toBe(0.13);
  });
  it('Brussels land: €100,000 abatement up to €300,000 for the own home, none above', () => {
    expect(duties({ price: 300_000, region: 'brussels', kind: 'land', ownHome: true })).toBe(25_000);
    expect(duties({ price: 300_001, region: 'brussels', kind: 'land', ownHome: true })).toBe(37_500.13);
    expect(duties({ price: 300_000, region: 'brussels', kind: 'land', ownHome: false })).toBe(37_500);
  });
  it('Brussels before 1 April 2023: €175,000 abatement up to €500,000', () => {
    expect(duties({ price: 500_000, region: 'brussels', kind: 'existing', ownHome: true, date: '2023-03-31' })).toBe(
      40_625,
    );
    expect(duties({ price: 500_001, region: 'brussels', kind: 'existing', ownHome: true, date: '2023-03-31' })).toBe(
      62_500.13,
    );
    expect(duties({ price: 500_001, region: 'brussels', kind: 'existing', ownHome: true, date: '2023-04-01' })).toBe(
      37_500.13,
    );
  });
  it('the Brussels abatement is a line of the breakdown only when it applies', () => {
    expect(
      run({ price: 600_000, region: 'brussels', kind: 'existing', ownHome: true }).lines.some(
        (l) => l.key === 'abatement',
      ),
    ).toBe(true);
    expect(
      run({ price: 600_001, region: 'brussels', kind: 'existing', ownHome: true }).lines.some(
        (l) => l.key === 'abatement',
      ),
    ).toBe(false);
  });
  it('Wallonia: 12.5 %, 3 % for the own home with no cap, land and new builds too', () => {
    expect(duties({ price: 300_000, region: 'wallonia', kind: 'existing', ownHome: false })).toBe(37_500);
    expect(duties({ price: 300_000, region: 'wallonia', kind: 'existing', ownHome: true })).toBe(9_000);
    expect(duties({ price: 1_500_000, region: 'wallonia', kind: 'existing', ownHome: true })).toBe(45_000);
    expect(duties({ price: 100_000, region: 'wallonia', kind: 'land', ownHome: true })).toBe(3_000);
    expect(duties({ price: 400_000, region: 'wallonia', kind: 'new', ownHome: true, landShare: 100_000 })).toBe(3_000);
  });
  it('no rule in force before the first entry (Wallonia 3 % starts 1 Jan 2025)', () => {
    expect(() =>
      run({ price: 300_000, region: 'wallonia', kind: 'existing', ownHome: true, date: '2024-12-31' }),
    ).toThrow(RangeError);
  });
});

describe('purchase costs: new builds', () => {
  it('without a land share: 21 % VAT on the whole price, no registration duties', () => {
    const r = run({ price: 400_000, region: 'flanders', kind: 'new', ownHome: true });
    expect(r.vat).toBe(84_000);
    expect(r.registrationDuties).toBe(0);
  });
  it('with a land share: VAT on the building part, registration duties on the land share', () => {
    const r = run({ price: 400_000, region: 'flanders', kind: 'new', ownHome: false, landShare: 150_000 });
    expect(r.vat).toBe(52_500); // 250,000 × 21 %
    expect(r.registrationDuties).toBe(18_000); // 150,000 × 12 %
    const b = run({ price: 450_000, region: 'brussels', kind: 'new', ownHome: true, landShare: 150_000 });
    expect(b.vat).toBe(63_000);
    expect(b.registrationDuties).toBe(6_250); // (150,000 − 100,000) × 12.5 %
  });
});

describe("purchase costs: the notary's sale scale (Royal Decree of 16 Dec 1950)", () => {
  const bands = inForce(RATES.notary.saleScale, DATE).value;
  it('is exact at every band edge', () => {
    expect(scaleFee(bands, 7_500)).toBe(342);
    expect(scaleFee(bands, 7_501)).toBe(342.03);
    expect(scaleFee(bands, 17_500)).toBe(627);
    expect(scaleFee(bands, 30_000)).toBe(912);
    expect(scaleFee(bands, 45_495)).toBe(1_176.96);
    expect(scaleFee(bands, 64_095)).toBe(1_389);
    expect(scaleFee(bands, 250_095)).toBe(2_449.2);
    expect(scaleFee(bands, 300_095)).toBe(2_477.7);
  });
  it("matches the notaries' published example (65,000 → 1,394.16)", () => {
    expect(scaleFee(bands, 65_000)).toBe(1_394.16);
  });
  it('adds 21 % VAT to the fee', () => {
    const r = run({ price: 65_000, region: 'flanders', kind: 'existing', ownHome: false });
    expect(r.notaryFees).toBe(Math.round(1_394.16 * 1.21 * 100) / 100);
  });
});

describe('purchase costs: fixed deed costs, mortgage and totals', () => {
  it('fixed deed costs are about €1,200–1,800', () => {
    const r = run({ price: 300_000, region: 'flanders', kind: 'existing', ownHome: true });
    expect(r.otherCosts).toBeGreaterThanOrEqual(1_200);
    expect(r.otherCosts).toBeLessThanOrEqual(1_800);
    expect(r.lines.find((l) => l.key === 'writingDuty')?.amount).toBe(50);
  });
  it('a mortgage adds 1 % registration and 0.3 % mortgage duty on the principal plus 10 %', () => {
    const without = run({ price: 300_000, region: 'flanders', kind: 'existing', ownHome: true });
    const withLoan = run({ price: 300_000, region: 'flanders', kind: 'existing', ownHome: true, mortgage: 200_000 });
    expect(withLoan.lines.find((l) => l.key === 'mortgageRegistration')?.amount).toBe(2_200);
    expect(withLoan.lines.find((l) => l.key === 'mortgageDuty')?.amount).toBe(660);
    expect(withLoan.otherCosts - without.otherCosts).toBeCloseTo(2_200 + 660 + 550 * 1.21 + 50, 2);
  });
  it('totalCosts is the sum of the four parts and totalPrice adds the price', () => {
    const r = run({
      price: 512_345,
      region: 'wallonia',
      kind: 'new',
      ownHome: false,
      landShare: 100_000,
      mortgage: 300_000,
    });
    expect(r.totalCosts).toBeCloseTo(r.registrationDuties + r.vat + r.notaryFees + r.otherCosts, 2);
    expect(r.totalPrice).toBeCloseTo(512_345 + r.totalCosts, 2);
    expect(r.lines.reduce((s, l) => s + l.amount, 0)).toBeCloseTo(r.totalCosts, 1);
  });
  it('says which rules it used and that estimates are in it', () => {
    expect(run({ price: 300_000, region: 'flanders', kind: 'existing', ownHome: true }).rulesOf).toBe('2025-01-01');
    expect(run({ price: 300_000, region: 'brussels', kind: 'existing', ownHome: true }).rulesOf).toBe('2023-04-01');
    expect(run({ price: 300_000, region: 'brussels', kind: 'existing', ownHome: true }).estimated).toBe(true);
  });
});

describe('purchase costs: the data file', () => {
  it('every figure has a source and an ISO effective date', () => {
    const walk = (v: unknown): number => {
      if (Array.isArray(v)) {
        return v.reduce((n: number, d: { from: string; source: string }) => {
          expect(d.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(d.source.length).toBeGreaterThan(10);
          return n + 1;
        }, 0);
      }
      return Object.values(v as Record<string, unknown>).reduce((n: number, x) => n + walk(x), 0);
    };
    expect(walk(RATES)).toBeGreaterThan(20);
  });
});

describe('purchase costs: the query (GET /api/purchase-costs)', () => {
  it('reads a good query', () => {
    expect(parseCostQuery({ price: '350000', zip: '1000', kind: 'existing', ownHome: '1' })).toEqual({
      ok: true,
      value: { price: 350_000, region: 'brussels', kind: 'existing', ownHome: true },
    });
    expect(
      parseCostQuery({ price: '400000', zip: '4000', kind: 'new', landShare: '100000', mortgage: '250000' }),
    ).toEqual({
      ok: true,
      value: { price: 400_000, region: 'wallonia', kind: 'new', ownHome: false, landShare: 100_000, mortgage: 250_000 },
    });
  });
  it.each([
    [{ price: 'abc', zip: '1000' }, 'price'],
    [{ price: '-5', zip: '1000' }, 'price'],
    [{ price: '0', zip: '1000' }, 'price'],
    [{ zip: '1000' }, 'price'],
    [{ price: '1e6', zip: '1000' }, 'price'],
    [{ price: '300000', zip: 'L-1234' }, 'zip'],
    [{ price: '300000', zip: '999' }, 'zip'],
    [{ price: '300000', zip: '0500' }, 'zip'],
    [{ price: '300000', zip: '1000', kind: 'castle' }, 'kind'],
    [{ price: '300000', zip: '1000', ownHome: 'maybe' }, 'ownHome'],
    [{ price: '300000', zip: '1000', kind: 'new', landShare: 'x' }, 'landShare'],
    [{ price: '300000', zip: '1000', kind: 'new', landShare: '300001' }, 'landShareOverPrice'],
    [{ price: '300000', zip: '1000', mortgage: '-1' }, 'mortgage'],
  ] as const)('refuses %j with %s', (q, error) => {
    expect(parseCostQuery(q)).toEqual({ ok: false, error });
  });
});

describe('purchase costs: labels', () => {
  it('labels every line in the four languages', () => {
    loadAllLanguages();
    const r = run({ price: 450_000, region: 'brussels', kind: 'existing', ownHome: true, mortgage: 100_000 });
    const fr = costRules(textsFor('fr'), r);
    expect(fr[0]!.amount).toBe(31_250);
    expect(fr[0]!.label).toMatch(/^Droits d'enregistrement 12,5 % sur .*250\.000$/);
    for (const lang of ['en', 'nl', 'de'] as const) {
      const rules = costRules(textsFor(lang), r);
      expect(rules).toHaveLength(r.lines.length);
      for (const rule of rules) expect(rule.label).not.toMatch(/\{|undefined/);
    }
  });
});

describe('purchase costs: which pages and which defaults', () => {
  const base = GHENT_SALE;
  it('every sale that is not sold, not rents', () => {
    expect(showsPurchaseCosts(base)).toBe(true);
    expect(showsPurchaseCosts({ ...base, Goal: 1 })).toBe(false);
    expect(showsPurchaseCosts({ ...base, Marquee: 3 })).toBe(false);
    expect(showsPurchaseCosts({ ...base, Marquee: 4 })).toBe(false);
  });
  it('defaults: own home for homes and land, not for business types; kind from type and project', () => {
    expect(costDefaults(base)).toEqual({ region: 'flanders', price: 300_000, kind: 'existing', ownHome: true });
    expect(costDefaults({ ...base, WebID: 4 })).toMatchObject({ kind: 'land', ownHome: true });
    expect(costDefaults({ ...base, ProjectID: 301 })).toMatchObject({ kind: 'new' });
    expect(costDefaults({ ...base, WebID: 6 })).toMatchObject({ ownHome: false });
    expect(costDefaults({ ...base, WebID: 7 })).toMatchObject({ ownHome: false });
    expect(costDefaults({ ...base, PublishPrice: false })).toMatchObject({ price: null });
    expect(costDefaults({ ...base, Zip: '1450', CountryID: 50 })).toMatchObject({ region: null });
  });
  it('the fixed registration line gives way to the calculator only where the calculator shows duties', () => {
    expect(calculatorCoversDuties(base)).toBe(true);
    expect(calculatorCoversDuties({ ...base, CountryID: 50 })).toBe(false);
    expect(calculatorCoversDuties({ ...base, Goal: 1 })).toBe(false);
    expect(calculatorCoversDuties({ ...base, Marquee: 3 })).toBe(false);
  });
});
