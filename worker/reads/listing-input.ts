/**
 * The listing query a request's parameters ask for, before they are checked (app/model/query.ts):
 * `q`, a typed text read by the search text parser (worker/search/resolve.ts) into its criteria
 * (the parameters given beside it win) or the one property its reference or id names, and `city`
 * with `radius` read as a search around the city's centre (docs/search.md).
 */
import type { Catalogue } from '../provider/core';
import type { Lang } from '../../shared/paths/languages';
import type { Property } from '../../shared/model/property';
import { nearOfCity } from '../../app/listing/city-radius';
import { isEmpty } from '../../shared/format/text';
import { resolveSearch } from '../search/resolve';

/** `city` + `radius` read as `near` (the city's centre) + `radius` (app/listing/city-radius.ts); the city list is cached. */
export async function withCityCentre(
  raw: Record<string, string>,
  catalogue: Catalogue,
  lang: Lang,
): Promise<Record<string, string>> {
  if (!raw.city?.trim() || !raw.radius?.trim()) return raw;
  return nearOfCity(raw, await catalogue.listCities(lang, 'all')) ?? raw;
}

/**
 * `q` read into parameters (the ones given beside it win), or the property it names; `q` longer
 * than 2,000 characters is refused like `/api/search`'s.
 */
export async function withText(
  raw: Record<string, string>,
  catalogue: Catalogue,
  lang: Lang,
): Promise<{ raw: Record<string, string> } | { property: Property } | { error: string }> {
  const { q, ...rest } = raw;
  if (q === undefined || isEmpty(q)) return { raw: rest };
  if (q.length > 2000) return { error: `q must be at most 2000 characters (was ${q.length})` };
  const resolved = await resolveSearch(q, lang, catalogue);
  if (resolved.property) return { property: resolved.property };
  const read: Record<string, string> = {};
  for (const [key, value] of Object.entries(resolved.search ?? {}))
    if (value !== undefined && value !== false) read[key] = value === true ? '1' : String(value);
  if (resolved.reading.goal !== undefined) read.goal = String(resolved.reading.goal);
  return { raw: { ...read, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => !isEmpty(v))) } };
}
