/**
 * Amounts in euros as visitors type them in a price filter: '325000', Belgian '250.000' or
 * '250 000', English '1,275', '€ 250.000', '250.000,-', even '1.275,50'. A price filter is a plain
 * text field (`inputmode="numeric"`, no `step`, no `pattern`: the browser never refuses a budget),
 * so this rule reads the value on the server (the form posts without JavaScript) and in the
 * browser alike.
 *
 * Reading: an optional '€' or 'EUR' before or after; digits, either plain or grouped by three with
 * one separator ('.', ',', a space or an apostrophe); then an optional decimal part of one or two
 * digits after '.' or ',' (not the group separator), rounded to whole euros. Three digits after a
 * single '.' or ',' are a thousands group ('1,275' is 1275; '250.000' is 250000). Anything else
 * (letters, a minus sign, '12.34.567') is not an amount.
 */

const CURRENCY = /^(?:€|eur)\s*|\s*(?:€|eur)$/gi;
const AMOUNT = /^(\d{1,3}(?:([.,' ’])\d{3})(?:\2\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/;

/** A visitor's amount → whole euros, or undefined when the text is not an amount. */
export function parseAmount(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 && value <= max ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(CURRENCY, '')
    .replace(/[.,]-$/, '');
  const m = AMOUNT.exec(text);
  if (!m) return undefined;
  const [, whole = '', group, decimalSep, decimals] = m;
  if (group && decimalSep === group) return undefined;
  const euros = Number(whole.replace(/\D/g, '')) + (decimals ? Number(`0.${decimals}`) : 0);
  const rounded = Math.round(euros);
  return Number.isSafeInteger(rounded) && rounded <= max ? rounded : undefined;
}
