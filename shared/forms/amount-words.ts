/**
 * A purchase offer's amount in words, in the form's language (n2words: en-GB, nl-NL, de-DE and
 * fr-BE, the Belgian French that says 'septante' and 'nonante' — 'quatre-vingts' stays, as in
 * Belgium). Each language is its own small chunk in the browser (~2.4 KB gzip), loaded on demand.
 * Cents are written as a second number ('… euros 50') only when there are any.
 */
import type { Lang } from '../paths/languages';

type Cardinal = (value: number | string | bigint) => string;

const loaders: Record<Lang, () => Promise<{ toCardinal: Cardinal }>> = {
  en: () => import('n2words/en-GB'),
  nl: () => import('n2words/nl-NL'),
  fr: () => import('n2words/fr-BE'),
  de: () => import('n2words/de-DE'),
};

/** The words of a whole amount (no currency), e.g. fr 95 000 → 'nonante-cinq mille'. */
export async function cardinalFor(lang: Lang): Promise<Cardinal> {
  return (await loaders[lang]()).toCardinal;
}

/** Euros (and cents) in words; null for a negative or non-finite amount. */
export function amountWords(toCardinal: Cardinal, amount: number): string | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const euros = Math.floor(amount);
  const cents = Math.round((amount - euros) * 100);
  return cents > 0 ? `${toCardinal(euros)} / ${toCardinal(cents)}` : toCardinal(euros);
}
