/**
 * A history row's or a document's texts in the reader's language (D1 column `texts`, JSON by
 * language, migrations/0008): the fields given for that language, or none, so the row's own
 * text (as written) stays. Anything that is not such JSON gives none.
 */
import type { Lang } from '../../../shared/model/common';

export function rowTexts<K extends string>(
  json: string | null | undefined,
  lang: Lang | undefined,
  keys: readonly K[],
): Partial<Record<K, string>> {
  if (!json || !lang) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  const texts = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)[lang] : undefined;
  if (!texts || typeof texts !== 'object') return {};
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = (texts as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) out[key] = value;
  }
  return out;
}
