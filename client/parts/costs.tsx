/** The purchase-cost calculator (docs/purchase-costs.md), hydrated when `visible`. */
import { CostsIsland } from '../../shared/components/costs/CostsIsland';
import { reactPart } from '../islands/hydrate';

export const { start, warm } = reactPart(CostsIsland);
