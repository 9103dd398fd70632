/**
 * GET /api/purchase-costs?price=&zip=&kind=&ownHome=&landShare=&mortgage=&lang= (docs/purchase-costs.md, docs/api.md):
 * `{ region, registrationDuties, vat, notaryFees, otherCosts, totalCosts, totalPrice, rules }`
 * from the shared rule (shared/costs), labels in `lang`, plus `rulesOf` (the date of the rules)
 * and `indicative`. Bad input answers 400 `{ error }` with a message in `lang`; never 500.
 */
import { Hono } from 'hono';
import { parseCostQuery } from '../../shared/costs/cost-query';
import { purchaseCosts } from '../../shared/costs/purchase-costs';
import { costRules } from '../../shared/costs/cost-labels';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../app/i18n/load-server';
import type { AppEnv } from '../env';

export const purchaseCostsApi = new Hono<AppEnv>();

purchaseCostsApi.get('/purchase-costs', (c) => {
  loadAllLanguages();
  const q = c.req.query();
  const LL = textsFor(c.get('lang'));
  const parsed = parseCostQuery(q);
  if (!parsed.ok) return c.json({ error: LL.COSTS.error[parsed.error]() }, 400);
  const r = purchaseCosts(parsed.value);
  return c.json(
    {
      region: r.region,
      registrationDuties: r.registrationDuties,
      vat: r.vat,
      notaryFees: r.notaryFees,
      otherCosts: r.otherCosts,
      totalCosts: r.totalCosts,
      totalPrice: r.totalPrice,
      rules: costRules(LL, r),
      rulesOf: r.rulesOf,
      indicative: true,
    },
    200,
    { 'Cache-Control': 'public, max-age=3600' },
  );
});
