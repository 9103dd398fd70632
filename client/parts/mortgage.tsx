/** The monthly payment of a mortgage beside the purchase costs, hydrated when `visible`. */
import { MonthlyPayment } from '../../shared/components/costs/MonthlyPayment';
import { reactPart } from '../islands/hydrate';

export const { start, warm } = reactPart(MonthlyPayment);
