/**
 * Display conditions (docs/data-model.md 'Display conditions': field, logic, compareWithField, compareWithValue,
 * advancedCondition; evaluated as rules that fail on any error): which properties a configured property list shows. A rule compares one field of the
 * property with a value or with another field; `advancedCondition` is a group of further rules
 * (all or any) that must hold as well, asked only when the rule's own comparison holds. A rule that cannot be evaluated (a field the property does
 * not have, a value of the wrong type) is false and its error is returned for the log: never an
 * exception. Plain functions: validated shapes come from ./condition-schema.ts.
 */

export const LOGICS = [
  'equals',
  'notEquals',
  'greaterThan',
  'greaterOrEqual',
  'lessThan',
  'lessOrEqual',
  'contains',
  'in',
  'notIn',
] as const;
export type Logic = (typeof LOGICS)[number];
export type Scalar = string | number | boolean | null;

export interface ConditionRule {
  /** Names the rule in messages (configuration errors, the log). */
  name: string;
  field?: string;
  logic?: Logic;
  compareWithField?: string;
  compareWithValue?: Scalar | Scalar[];
  advancedCondition?: ConditionGroup;
}

export interface ConditionGroup {
  match: 'all' | 'any';
  rules: ConditionRule[];
}

export interface Outcome {
  pass: boolean;
  /** Why rules could not be evaluated, each naming its rule. */
  errors: string[];
}

class RuleError extends Error {}

const show = (v: unknown) => (typeof v === 'string' ? `'${v}'` : (JSON.stringify(v) ?? String(v)));
const kind = (v: unknown) => (v === null ? 'empty' : Array.isArray(v) ? 'a list' : typeof v);

/** A field of the subject ('Price', or 'Surfaces.Garden' for a nested one); unknown fields are errors. */
function read(subject: unknown, path: string): unknown {
  let at: unknown = subject;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key))
      throw new RuleError(`unknown field '${path}'`);
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

const scalar = (v: unknown): v is Scalar => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function same(a: unknown, b: unknown, field: string): boolean {
  if (!scalar(a) || !scalar(b)) throw new RuleError(`'${field}' is ${kind(a)}, compared with ${kind(b)}`);
  if (a !== null && b !== null && typeof a !== typeof b)
    throw new RuleError(`'${field}' is ${kind(a)} (${show(a)}), compared with ${kind(b)} ${show(b)}`);
  return typeof a === 'string' && typeof b === 'string'
    ? a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0
    : a === b;
}

function order(a: unknown, b: unknown, field: string): number {
  const comparable =
    (typeof a === 'number' && typeof b === 'number' && Number.isFinite(a) && Number.isFinite(b)) ||
    (typeof a === 'string' && typeof b === 'string');
  if (!comparable)
    throw new RuleError(`'${field}' is ${kind(a)} (${show(a)}), cannot be ordered against ${kind(b)} ${show(b)}`);
  return a < b ? -1 : a > b ? 1 : 0;
}

function list(b: unknown, logic: Logic): unknown[] {
  if (!Array.isArray(b)) throw new RuleError(`'${logic}' needs a list to compare with, got ${kind(b)}`);
  return b;
}

function contains(a: unknown, b: unknown, field: string): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLocaleLowerCase().includes(b.toLocaleLowerCase());
  if (Array.isArray(a)) return a.some((item) => scalar(item) && scalar(b) && item === b);
  throw new RuleError(`'${field}' is ${kind(a)}: 'contains' needs text or a list`);
}

function compare(logic: Logic, a: unknown, b: unknown, field: string): boolean {
  switch (logic) {
    case 'equals':
      return same(a, b, field);
    case 'notEquals':
      return !same(a, b, field);
    case 'greaterThan':
      return order(a, b, field) > 0;
    case 'greaterOrEqual':
      return order(a, b, field) >= 0;
    case 'lessThan':
      return order(a, b, field) < 0;
    case 'lessOrEqual':
      return order(a, b, field) <= 0;
    case 'contains':
      return contains(a, b, field);
    case 'in':
      return list(b, logic).some((item) => same(a, item, field));
    case 'notIn':
      return !list(b, logic).some((item) => same(a, item, field));
  }
}

/** One rule against a subject: false with an error when it cannot be evaluated. */
export function evaluateRule(rule: ConditionRule, subject: unknown): Outcome {
  const errors: string[] = [];
  let pass = true;
  if (rule.field !== undefined) {
    try {
      if (!rule.logic) throw new RuleError('no logic');
      const a = read(subject, rule.field);
      const b = rule.compareWithField !== undefined ? read(subject, rule.compareWithField) : rule.compareWithValue;
      if (b === undefined) throw new RuleError('nothing to compare with (compareWithField or compareWithValue)');
      pass = compare(rule.logic, a, b, rule.field);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      errors.push(`rule '${rule.name}': ${error.message}`);
      pass = false;
    }
  }
  // Only asked when the rule's own comparison holds: a rule can guard its group ('Price' set, then 'Price' ≥ …).
  if (rule.advancedCondition && pass) {
    const inner = evaluateGroup(rule.advancedCondition, subject);
    errors.push(...inner.errors.map((e) => `rule '${rule.name}' › ${e}`));
    pass &&= inner.pass;
  }
  return { pass, errors };
}

/** A group: 'all' holds when every rule holds, 'any' when one does (an empty group: all true, any false). */
export function evaluateGroup(group: ConditionGroup, subject: unknown): Outcome {
  const outcomes = group.rules.map((rule) => evaluateRule(rule, subject));
  const pass = group.match === 'all' ? outcomes.every((o) => o.pass) : outcomes.some((o) => o.pass);
  return { pass, errors: outcomes.flatMap((o) => o.errors) };
}
