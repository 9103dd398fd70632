/**
 * One unreadable field empties that fact, never the item (docs/provider.md "Unreadable
 * fields"): the rule every provider follows when a CRM answers a value it cannot read.
 *
 * A CRM item (an Omnicasa property, a Whise estate) is checked field by field before it is
 * validated whole: an optional field whose value its field type refuses (a word where a
 * number belongs, an object where a text belongs) is left out, so the item reads as if that
 * field were missing: the card shows no bedroom count, the detail page leaves that row out,
 * and every other fact still shows. Each emptied field is reported (the provider logs it with
 * the method, the item's id and the field). Only a required field (the id, Omnicasa's Goal)
 * that cannot be read drops the item, and only a wrong envelope fails the call.
 *
 * Lists inside an item (pictures, texts, details) are read item by item with `listOf`: a bad
 * picture is left out of the gallery, the others stay.
 */
import { type } from '../../../app/schema/arktype';
import { lazy } from '../../../shared/schema/lazy';

/** An arktype type (or any check of the same shape): the value read, or arktype's errors. */
export type FieldCheck = (value: unknown) => unknown;

/** One field left empty because its value could not be read. */
export interface EmptiedField {
  field: string;
  problem: string;
}

const isErrors = (value: unknown): value is InstanceType<typeof type.errors> => value instanceof type.errors;

/**
 * What an arktype error says is wrong, without the path: a problem leaves the path out ("must be
 * a number"), but a union's names it ("Items must be an array or null"), and arktype checking
 * jitless (shared/schema/arktype.ts) reports a union's where a compiled check reported one
 * branch's. The path is written before it by the caller ("Value.Items must be …").
 */
export function problemOf(error: { problem: string; propString: string } | undefined): string {
  if (!error) return 'is not the expected shape';
  const path = `${error.propString} `;
  return error.propString && error.problem.startsWith(path) ? error.problem.slice(path.length) : error.problem;
}

/**
 * `raw` with every optional field (a key of `fields` ending in '?') whose value `fields`
 * refuses left out; the fields left out, in the order of `fields`. Required fields are left
 * as they are (the whole check decides about them). Not an object: returned as it is.
 */
export function emptyUnreadable(
  raw: unknown,
  fields: Readonly<Record<string, unknown>>,
): { row: unknown; emptied: EmptiedField[] } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { row: raw, emptied: [] };
  const row: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  const emptied: EmptiedField[] = [];
  for (const [key, check] of Object.entries(fields)) {
    if (!key.endsWith('?') || typeof check !== 'function') continue;
    const name = key.slice(0, -1);
    if (!(name in row) || row[name] === undefined) continue;
    const out = (check as FieldCheck)(row[name]);
    if (isErrors(out)) {
      emptied.push({ field: name, problem: (out[0] ? problemOf(out[0]) : 'is not readable').slice(0, 200) });
      delete row[name];
    }
  }
  return { row, emptied };
}

/** A check that reads an item leniently (`read`) and names what it emptied. */
export interface LenientCheck<T> {
  /** Reads leniently; emptied fields are dropped silently. */
  (data: unknown): T | InstanceType<typeof type.errors>;
  /** Reads leniently and tells `onEmptied` about each field it left empty (of an item it keeps). */
  read(data: unknown, onEmptied: (emptied: EmptiedField) => void): T | InstanceType<typeof type.errors>;
}

/**
 * A lenient check: `prepare` (e.g. the CRM's other field names copied onto ours), then every
 * unreadable optional field of `fields` emptied, then `strict` (the item's whole schema).
 */
export function lenient<T>(
  fields: Readonly<Record<string, unknown>>,
  strict: (data: unknown) => T | InstanceType<typeof type.errors>,
  prepare: (data: unknown) => unknown = (data) => data,
): LenientCheck<T> {
  const read = (data: unknown, onEmptied: (emptied: EmptiedField) => void) => {
    const prepared = prepare(data);
    const copy = (value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as object) } : value;
    // the usual case costs one validation: field by field only when the whole item fails
    const whole = strict(copy(prepared));
    if (!isErrors(whole)) return whole;
    const { row, emptied } = emptyUnreadable(prepared, fields);
    if (emptied.length === 0) return whole;
    const out = strict(row);
    // an item dropped for a required field is reported as dropped, not field by field
    if (!isErrors(out)) for (const e of emptied) onEmptied(e);
    return out;
  };
  return Object.assign((data: unknown) => read(data, () => undefined), { read });
}

/** Whether a check reads leniently (it has `read`). */
export const isLenient = <T>(check: unknown): check is LenientCheck<T> =>
  typeof check === 'function' && typeof (check as { read?: unknown }).read === 'function';

/**
 * A list field read item by item: the items `item` accepts, the others left out; null or
 * missing stays null; anything but a list is unreadable (the whole field is then emptied).
 */
export function listOf<T>(item: (value: unknown) => T | InstanceType<typeof type.errors>) {
  return lazy(() =>
    type('unknown').pipe((value, ctx): T[] | null => {
      if (value === null || value === undefined) return null;
      if (!Array.isArray(value)) return ctx.error({ expected: 'a list', actual: typeof value }) as never;
      const out: T[] = [];
      for (const entry of value) {
        const read = item(entry);
        if (!isErrors(read)) out.push(read as T);
      }
      return out;
    }),
  );
}
