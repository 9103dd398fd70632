/**
 * The monthly payment estimate beside a sale's purchase costs (docs/purchase-costs.md "Monthly
 * payment"; the rule is shared/costs/mortgage.ts): the loan, the yearly rate and the duration,
 * each editable, the payment, what is repaid in all and the interest, and the assumptions said in
 * words. An island (decision record 022), hydrated when it nears the viewport: with JavaScript
 * the figures follow every keystroke; without it the fields are a GET form to the page itself
 * (`loan`, `rate`, `years`, at `#monthly-payment`), which the server draws with those figures.
 * The page's other parameters (the listing it came from) go along as hidden fields.
 */
import { useId, useState } from 'react';
import { useLang, useT } from '../../i18n/i18n';
import type { Lang } from '../../paths/languages';
import { formatCurrency } from '../../format/currency';
import { parseAmount } from '../../listing/amount';
import {
  MORTGAGE_DEFAULTS,
  MORTGAGE_LIMITS,
  MORTGAGE_YEARS,
  mortgageEstimate,
  readRate,
  readYears,
} from '../../costs/mortgage';

/** The anchor of the block: a form sent without JavaScript comes back to it. */
export const MONTHLY_ID = 'monthly-payment';

export interface MonthlyPaymentProps {
  /** The starting values as text (the defaults, or what the page's address carries). */
  loan: string;
  rate: string;
  years: string;
  /** The page's other query parameters, kept when the form is sent without JavaScript. */
  keep: Record<string, string>;
}

/** A decimal number as the language writes it ('3.3' in English, '3,3' in Dutch, French and German). */
export const decimalText = (n: number, lang: Lang): string => (lang === 'en' ? String(n) : String(n).replace('.', ','));

/** Euros to the cent when there are cents, else whole (docs/formatting.md). */
const euros = (n: number): string => formatCurrency(Number.isInteger(n) ? n : Math.round(n * 100) / 100);

export function MonthlyPayment({ loan: loan0, rate: rate0, years: years0, keep }: MonthlyPaymentProps) {
  const LL = useT();
  const lang = useLang();
  const M = LL.COSTS.monthly;
  const id = useId();
  const [loan, setLoan] = useState(loan0);
  const [rate, setRate] = useState(rate0);
  const [years, setYears] = useState(years0);
  const amount = parseAmount(loan, MORTGAGE_LIMITS.maxLoan);
  const ratePct = readRate(rate);
  const duration = readYears(years);
  const estimate =
    amount !== undefined && ratePct !== null && duration !== null
      ? mortgageEstimate({ loan: amount, ratePct, years: duration })
      : null;
  const durations = [...new Set([...MORTGAGE_YEARS, ...(duration !== null ? [duration] : [])])].sort((a, b) => a - b);
  return (
    <div className="monthly">
      <form className="monthly__form" method="get" action={`#${MONTHLY_ID}`} onSubmit={(e) => e.preventDefault()}>
        {Object.entries(keep).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div className="monthly__field field">
          <label htmlFor={`${id}-loan`}>{M.loan()}</label>
          <input
            className="input"
            id={`${id}-loan`}
            name="loan"
            inputMode="numeric"
            autoComplete="off"
            value={loan}
            onChange={(e) => setLoan(e.target.value)}
          />
        </div>
        <div className="monthly__field field">
          <label htmlFor={`${id}-rate`}>{M.rate()}</label>
          <input
            className="input"
            id={`${id}-rate`}
            name="rate"
            inputMode="decimal"
            autoComplete="off"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
          />
        </div>
        <div className="monthly__field field">
          <label htmlFor={`${id}-years`}>{M.years()}</label>
          <select
            className="input"
            id={`${id}-years`}
            name="years"
            value={duration === null ? '' : String(duration)}
            onChange={(e) => setYears(e.target.value)}
          >
            {durations.map((y) => (
              <option key={y} value={y}>
                {M.yearsOption({ years: y })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--outline button--compact monthly__submit">
          {M.calculate()}
        </button>
      </form>
      <div className="monthly__result" aria-live="polite">
        {estimate ? (
          <>
            <p className="monthly__payment">
              <span className="monthly__payment-label">{M.paymentLabel()}</span>
              <strong className="monthly__amount">{M.payment({ amount: euros(estimate.monthly) })}</strong>
            </p>
            <dl className="monthly__totals">
              <dt>{M.totalPaid()}</dt>
              <dd>{euros(estimate.totalPaid)}</dd>
              <dt>{M.totalInterest()}</dt>
              <dd>{euros(estimate.totalInterest)}</dd>
            </dl>
          </>
        ) : (
          <p className="monthly__invalid">{M.invalid()}</p>
        )}
      </div>
      <p className="monthly__assumptions">
        {M.assumptions({
          share: Math.round(MORTGAGE_DEFAULTS.loanShare * 100),
          rate: decimalText(MORTGAGE_DEFAULTS.ratePct, lang),
        })}
      </p>
    </div>
  );
}
