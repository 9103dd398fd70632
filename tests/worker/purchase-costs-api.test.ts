/** GET /api/purchase-costs (docs/api.md): answers per region and kind, labels in the asked language, 400s with localized messages. */
import { describe, expect, it } from 'vitest';
import { get } from './support/http';
import type { CostResult } from '../../shared/costs/purchase-costs';

/** The answer: the shared rule's figures, its lines as labelled rules. */
interface Costs extends Omit<CostResult, 'lines' | 'estimated'> {
  rules: { label: string; amount: number }[];
}
const costs = async (query: string) => {
  const res = await get(`/api/purchase-costs?${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  return (await res.json()) as Costs;
};

describe('GET /api/purchase-costs', () => {
  it('Flanders, only own home: 2 % registration duties, totals add up', async () => {
    const r = await costs('price=350000&zip=9000&kind=existing&ownHome=1&lang=nl');
    expect(r.region).toBe('flanders');
    expect(r.registrationDuties).toBe(7000);
    expect(r.vat).toBe(0);
    expect(r.totalCosts).toBeCloseTo(r.registrationDuties + r.vat + r.notaryFees + r.otherCosts, 2);
    expect(r.totalPrice).toBeCloseTo(350000 + r.totalCosts, 2);
    expect(r.rules[0]).toMatchObject({ label: expect.stringMatching(/^Registratiebelasting 2 % op/), amount: 7000 });
    expect(r.rules.reduce((s, l) => s + l.amount, 0)).toBeCloseTo(r.totalCosts, 1);
  });
  it('Brussels at 600,000 and 600,001 (the cliff), labels in French', async () => {
    const at = await costs('price=600000&zip=1050&kind=existing&ownHome=1&lang=fr');
    const above = await costs('price=600001&zip=1050&kind=existing&ownHome=1&lang=fr');
    expect(at.region).toBe('brussels');
    expect(at.registrationDuties).toBe(50000);
    expect(above.registrationDuties).toBe(75000.13);
    expect(at.rules.map((r) => r.label)).toContain('Abattement : pas de droits sur les premiers €\u00a0200.000');
  });
  it('Wallonia new build with a land share: VAT on the building, duties on the land', async () => {
    const r = await costs('price=400000&zip=5000&kind=new&ownHome=0&landShare=100000&lang=de');
    expect(r.region).toBe('wallonia');
    expect(r.vat).toBe(63000);
    expect(r.registrationDuties).toBe(12500);
    expect(r.rules.some((l) => l.label.startsWith('MwSt. 21 % auf das Gebäude'))).toBe(true);
  });
  it('a mortgage adds its deed costs to the other costs', async () => {
    const without = await costs('price=300000&zip=2000&kind=existing&ownHome=1');
    const withLoan = await costs('price=300000&zip=2000&kind=existing&ownHome=1&mortgage=200000');
    expect(withLoan.otherCosts - without.otherCosts).toBeCloseTo(2200 + 660 + 665.5 + 50, 2);
    expect(withLoan.registrationDuties).toBe(without.registrationDuties);
  });
  it.each([
    ['price=abc&zip=1000', 'en', 'Give the price as a positive amount in euros'],
    ['price=-1&zip=1000', 'nl', 'Geef de prijs als een positief bedrag'],
    ['price=0&zip=1000', 'fr', 'Indiquez le prix en euros'],
    ['price=300000&zip=L-1234', 'de', 'belgische Postleitzahl'],
    ['price=300000&zip=12', 'en', 'Belgian postcode'],
    ['price=300000&zip=1000&kind=castle', 'en', 'existing, new or land'],
    ['price=300000&zip=1000&kind=new&landShare=400000', 'fr', 'ne peut pas dépasser le prix'],
    ['price=300000&zip=1000&ownHome=yes', 'en', 'ownHome must be'],
    ['price=300000&zip=1000&mortgage=lots', 'nl', 'bedrag van de lening'],
  ])('%s (%s) answers 400 with a clear message', async (query, lang, message) => {
    const res = await get(`/api/purchase-costs?${query}&lang=${lang}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
  });
  it('an unknown language falls back to the default language, never a 500', async () => {
    const res = await get('/api/purchase-costs?price=x&zip=1000&lang=xx');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/euro/);
  });
});
