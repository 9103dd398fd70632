/**
 * The breakdown of a purchase-cost result as labelled lines in the visitor's language
 * (COSTS.line.*), for the API's `rules` and the calculator's table.
 */
import type { Texts } from '../i18n/i18n';
import { formatCurrency } from '../format/currency';
import { formatNumber } from '../format/number';
import type { CostLine, CostResult } from './purchase-costs';

export const percent = (rate: number) => `${formatNumber(Math.round(rate * 10_000) / 100)} %`;
export const euros = (n: number) => formatCurrency(Math.round(n));

export function lineLabel(LL: Texts, l: CostLine): string {
  const L = LL.COSTS.line;
  const rate = l.rate === undefined ? '' : percent(l.rate);
  const base = l.base === undefined ? '' : euros(l.base);
  switch (l.key) {
    case 'registration':
      return L.registration({ rate, base });
    case 'abatement':
      return L.abatement({ base });
    case 'vatBuilding':
      return L.vatBuilding({ rate, base });
    case 'notaryFee':
      return L.notaryFee({ base });
    case 'notaryVat':
      return L.notaryVat({ rate });
    case 'adminCosts':
      return L.adminCosts();
    case 'writingDuty':
      return L.writingDuty();
    case 'transcription':
      return L.transcription();
    case 'searches':
      return L.searches();
    case 'mortgageRegistration':
      return L.mortgageRegistration({ rate, base });
    case 'mortgageDuty':
      return L.mortgageDuty({ rate, base });
    case 'mortgageAdmin':
      return L.mortgageAdmin();
    case 'mortgageWritingDuty':
      return L.mortgageWritingDuty();
  }
}

export function costRules(LL: Texts, r: CostResult): { label: string; amount: number }[] {
  return r.lines.map((l) => ({ label: lineLabel(LL, l), amount: l.amount }));
}
