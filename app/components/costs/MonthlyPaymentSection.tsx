/**
 * The monthly payment's block on a sale's detail page (../../../shared/components/costs/MonthlyPayment.tsx), beside the purchase
 * costs and on the same pages (every sale that is not sold: app/costs/property-costs.ts). Its
 * starting values: what the page's address carries (`loan`, `rate`, `years`: the block's form sent
 * without JavaScript; a value that cannot be read stays as typed, and the block says what to
 * give), else the assumptions of shared/costs/mortgage.ts on the published price (no loan is
 * assumed for a price on request: the visitor types one).
 */
import { useRouterState } from '@tanstack/react-router';
import type { PropertyDetail } from '../../../shared/model/property';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { costDefaults, showsPurchaseCosts } from '../../costs/property-costs';
import { defaultLoan, MORTGAGE_DEFAULTS, MORTGAGE_LIMITS, readRate, readYears } from '../../../shared/costs/mortgage';
import { parseAmount } from '../../../shared/listing/amount';
import { Island } from '../../islands/Island';
import { formatNumber } from '../../../shared/format/number';
import { decimalText, MONTHLY_ID, MonthlyPayment } from '../../../shared/components/costs/MonthlyPayment';

const OWN = ['loan', 'rate', 'years'];

export function MonthlyPaymentSection({ p }: { p: PropertyDetail }) {
  const LL = useT();
  const lang = useLang();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  if (!showsPurchaseCosts(p)) return null;
  const params = new URLSearchParams(searchStr);
  const price = costDefaults(p).price;
  const asked = parseAmount(params.get('loan') ?? undefined, MORTGAGE_LIMITS.maxLoan);
  const rate = readRate(params.get('rate') ?? undefined);
  const years = readYears(params.get('years') ?? undefined);
  // A value the visitor sent that cannot be read stays as typed (the block says what to give).
  const typed = (key: string): string | undefined => {
    const v = params.get(key)?.trim();
    return v ? v.slice(0, 20) : undefined;
  };
  const keep = Object.fromEntries([...params].filter(([k, v]) => !OWN.includes(k) && v.length <= 200).slice(0, 10));
  return (
    <section className="detail-section monthly-section" id={MONTHLY_ID} aria-labelledby="monthly-title">
      <h2 id="monthly-title" className="detail-section__title">
        {LL.COSTS.monthly.title()}
      </h2>
      <Island
        name="mortgage"
        when="visible"
        component={MonthlyPayment}
        props={{
          loan:
            asked !== undefined
              ? formatNumber(asked)
              : (typed('loan') ?? (price !== null ? formatNumber(defaultLoan(price)) : '')),
          rate:
            rate !== null ? decimalText(rate, lang) : (typed('rate') ?? decimalText(MORTGAGE_DEFAULTS.ratePct, lang)),
          years: String(years ?? MORTGAGE_DEFAULTS.years),
          keep,
        }}
      />
    </section>
  );
}
