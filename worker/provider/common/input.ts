/**
 * The checks every provider applies to its arguments before it asks its store: record ids,
 * owner references and the JSON object a reference or an alert's criteria hold (a language comes in as a `Lang`, read once by the worker: ../../config/site.ts). A failed check means "not found" (null or an empty list),
 * never an exception (../core/types.ts).
 */
/** A record id as every store numbers them: a positive whole number within the safe range. */
export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The numeric id inside an owner reference (../core/types.ts OwnerRef) of a provider that numbers its
 * owners (d1, omnicasa): decimal digits without a leading zero, a valid id; otherwise null.
 */
export function idOfRef(ref: string): number | null {
  if (typeof ref !== 'string' || !/^[1-9]\d{0,15}$/.test(ref)) return null;
  const id = Number(ref);
  return isId(id) ? id : null;
}

/** The object a JSON text holds, or null when the text is not JSON or holds no plain object (a list, a value, null). */
export function jsonObject(text: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
