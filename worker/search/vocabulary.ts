/**
 * The vocabulary the search text parser reads places and types with (app/search/parse-text.ts),
 * from whichever provider serves the site: its cities (any language's name, joined by postcode
 * and country) and its types (every language's name). Read through the catalogue, so behind the
 * KV cache like every catalogue answer (eight cached reads: cities and types in four languages).
 */
import { LANGUAGES, type Lang } from '../../shared/paths/languages';
import type { SearchVocabulary, VocabularyCity } from '../../app/search/parse-text';
import type { Catalogue } from '../provider/core';

export async function searchVocabulary(
  catalogue: Pick<Catalogue, 'listCities' | 'listTypes'>,
  lang: Lang,
): Promise<SearchVocabulary> {
  const [cityLists, typeLists] = await Promise.all([
    Promise.all(LANGUAGES.map((l) => catalogue.listCities(l, 'all'))),
    Promise.all(LANGUAGES.map((l) => catalogue.listTypes(l))),
  ]);
  const own = LANGUAGES.indexOf(lang);
  const cities = new Map<string, VocabularyCity & { names: string[] }>();
  cityLists.forEach((list, i) => {
    for (const c of list) {
      const key = `${c.Zip.trim()}|${c.CountryID}`;
      const entry = cities.get(key) ?? { name: '', names: [], zip: c.Zip.trim(), countryId: c.CountryID };
      if (!entry.names.includes(c.Name)) entry.names.push(c.Name);
      // Named in the visitor's language; another language's name until that one is seen.
      if (i === own || !entry.name) entry.name = c.Name;
      cities.set(key, entry);
    }
  });
  const types = new Map<number, string[]>();
  for (const list of typeLists)
    for (const t of list) types.set(t.ID, [...new Set([...(types.get(t.ID) ?? []), t.Name])]);
  return {
    cities: [...cities.values()],
    types: [...types].map(([id, names]) => ({ id, names })),
  };
}
