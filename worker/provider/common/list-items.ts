/**
 * A CRM list read item by item (docs/provider.md "Unreadable fields"), the same for every CRM
 * provider: the items a check accepts are kept; each item it refuses is dropped and each field a
 * lenient check (./lenient.ts) empties in a kept item is reported, with the item's id and the
 * field. Reports are JSON log lines, through a reporter that tests may replace.
 */
import { type } from '../../../app/schema/arktype';
import { isLenient, problemOf, type EmptiedField } from './lenient';

/** A check of one item: the item read, or arktype's errors. */
export type Check<T> = (data: unknown) => T | InstanceType<typeof type.errors>;

/** One item dropped, or one field of a kept item emptied: the item's id ('?' when it has none), the field and its problem. */
export interface ItemProblem {
  id: string;
  field: string;
  problem: string;
}

/** A log event's reporter: `report` writes the item as a JSON line, until `replace` (tests) puts another in its place. */
interface Reporter<T> {
  report(item: T): void;
  /** Puts `next` in place of the reporter; returns the one it replaced. */
  replace(next: (item: T) => void): (item: T) => void;
}

function logReporter<T extends object>(event: string): Reporter<T> {
  let current = (item: T): void => {
    console.warn(JSON.stringify({ event, ...item }));
  };
  return {
    report: (item) => current(item),
    replace(next) {
      const previous = current;
      current = next;
      return previous;
    },
  };
}

/** An item's id as logged: its `key` field as text (at most 40 characters), '?' when it has none. */
function itemId(item: unknown, key: string): string {
  const raw = item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
  return typeof raw === 'number' || typeof raw === 'string' ? String(raw).slice(0, 40) : '?';
}

/** What a provider logs of an item: the call that read it (under the name `Where`), the item's id, the field and its problem. */
export type ItemReport<Where extends string> = Record<Where, string> & ItemProblem;

/**
 * A provider's reports of list items, `{provider}-item-dropped` and `{provider}-field-emptied`,
 * each naming the call that read the item (as `where`: Omnicasa's method, Whise's endpoint) and
 * the item by its `idKey` field.
 */
export function itemReports<Where extends string>(provider: string, where: Where, idKey: string) {
  const dropped = logReporter<ItemReport<Where>>(`${provider}-item-dropped`);
  const emptied = logReporter<ItemReport<Where>>(`${provider}-field-emptied`);
  const at = (call: string, problem: ItemProblem) => ({ [where]: call, ...problem }) as ItemReport<Where>;

  /** An item read by `check`: leniently, each emptied field reported with the call, when the check is lenient. */
  function read<T>(item: unknown, check: Check<T>, call: string): T | InstanceType<typeof type.errors> {
    const onEmptied = (e: EmptiedField) => emptied.report(at(call, { id: itemId(item, idKey), ...e }));
    return isLenient<T>(check) ? check.read(item, onEmptied) : check(item);
  }

  /**
   * The good items of a list read by `call`: each item refused is reported as dropped (with the
   * first failing field, '(item)' for the item whole); a lenient check keeps an item whose
   * optional fields it cannot read, and each field it empties is reported.
   */
  function keep<T>(items: readonly unknown[], check: Check<T>, call: string): T[] {
    const out: T[] = [];
    for (const item of items) {
      const result = read(item, check, call);
      if (result instanceof type.errors) {
        const first = result[0];
        dropped.report(
          at(call, { id: itemId(item, idKey), field: first?.propString || '(item)', problem: problemOf(first) }),
        );
      } else out.push(result as T);
    }
    return out;
  }

  return { dropped, emptied, read, keep };
}
