/**
 * Which detail-page blocks a property shows (docs/data-model.md 'Display conditions'): the
 * published blocks whose display conditions hold for it, in the configured order. A block whose
 * rules cannot all be evaluated for the property (unknown field, wrong type) is hidden, even when
 * its other rules would let it show, and its errors are returned for the log: a call to action
 * shown on a guess is worse than one left out. Plain function: the worker projects and logs.
 */
import { evaluateGroup, type ConditionGroup } from './condition';

export interface ConditionedBlock {
  id: string;
  status: 'Published' | 'Draft';
  conditions: ConditionGroup;
}

export interface BlockSelection<B> {
  shown: B[];
  /** Blocks hidden because a rule could not be evaluated, with the rules' errors. */
  failed: { block: B; errors: string[] }[];
}

export function selectBlocks<B extends ConditionedBlock>(blocks: readonly B[], subject: unknown): BlockSelection<B> {
  const shown: B[] = [];
  const failed: BlockSelection<B>['failed'] = [];
  for (const block of blocks) {
    if (block.status !== 'Published') continue;
    const { pass, errors } = evaluateGroup(block.conditions, subject);
    if (errors.length > 0) failed.push({ block, errors });
    else if (pass) shown.push(block);
  }
  return { shown, failed };
}
