/**
 * Where a typed search leads (docs/search.md "Words a visitor types"): the text read by the
 * shared parser (app/search/parse-text.ts) with the provider's places and types
 * (./vocabulary.ts), then
 * - a reference ('BV-2026-00523') or an id typed alone (5100523) that names a property: that
 *   property's page;
 * - otherwise the listing of the reading's criteria: for sale or for rent as the text says, else
 *   as the visitor chose (the buy-or-rent switch of the home search), else for sale. A lone
 *   number that names no property counts as a budget (readingWithoutId).
 * Used by the listing pages' `?q=` (worker/listing-text.ts: Enter without a suggestion, with or
 * without JavaScript), `/api/search` (the reading as the first suggestion) and `/api/properties?q=`.
 */
import { pathTable } from '../../shared/content/path-table-instance';
import type { ListingSearch } from '../../shared/listing/search-params';
import type { Property } from '../../shared/model/property';
import { localizedHref } from '../../shared/paths/path-table';
import { propertyHref } from '../../shared/paths/property-path';
import { foldText } from '../../shared/paths/slug';
import type { Lang } from '../../shared/paths/languages';
import { stringifySearch } from '../../app/router/search-codec';
import { parseSearchText, readingWithoutId, type SearchReading } from '../../app/search/parse-text';
import { readingLabel, readingSearch } from '../../app/search/reading';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../app/i18n/load-server';
import type { Catalogue } from '../provider/core';
import { searchVocabulary } from './vocabulary';

export interface ResolvedSearch {
  reading: SearchReading;
  /** The reading told in the visitor's language. */
  label: string;
  /** Where the search leads: the property's page, or the listing with the reading's criteria. */
  href: string;
  /** The property a reference or an id names. */
  property?: Property;
  /** The listing's goal and criteria (none when the search leads to a property). */
  goal?: 0 | 1;
  search?: ListingSearch;
}

/** The listing of a goal with criteria, as the router writes its address (no second redirect). */
export function listingHref(lang: Lang, goal: 0 | 1, search: ListingSearch): string {
  const { goal: _goal, ...rest } = search;
  return `${localizedHref(pathTable, lang, goal === 1 ? '/for-rent/' : '/for-sale/')}${stringifySearch(rest as Record<string, unknown>)}`;
}

/** The property a reference names exactly (folded), among the search panel's property hits. */
async function byReference(catalogue: Pick<Catalogue, 'search'>, reference: string, lang: Lang) {
  const wanted = foldText(reference);
  const { properties } = await catalogue.search(reference, lang);
  return properties.find((p) => foldText(p.RecordFile) === wanted);
}

/** The property with exactly this id (the search panel's numeric rule), or undefined. */
async function byId(catalogue: Pick<Catalogue, 'search'>, id: number, lang: Lang) {
  const { properties } = await catalogue.search(String(id), lang);
  return properties.find((p) => p.ID === id);
}

export async function resolveSearch(
  text: string,
  lang: Lang,
  catalogue: Pick<Catalogue, 'listCities' | 'listTypes' | 'search'>,
  chosenGoal?: 0 | 1,
): Promise<ResolvedSearch> {
  const vocabulary = await searchVocabulary(catalogue, lang);
  let reading = parseSearchText(text, vocabulary);
  loadAllLanguages();
  const F = textsFor(lang).FILTERS;
  const typeNames = new Map(vocabulary.types.map((t) => [t.id, t.names[0] ?? '']));
  const named = reading.reference
    ? await byReference(catalogue, reading.reference, lang)
    : reading.id !== undefined
      ? await byId(catalogue, reading.id, lang)
      : undefined;
  if (named)
    return {
      reading,
      label: readingLabel(reading, F, lang),
      href: propertyHref(pathTable, lang, named),
      property: named,
    };
  if (reading.reference) {
    const { reference, ...rest } = reading;
    reading = { ...rest, unread: [reference, ...rest.unread] };
  }
  reading = readingWithoutId(reading);
  const goal = reading.goal ?? chosenGoal ?? 0;
  const search = readingSearch(reading);
  delete search.goal;
  return {
    reading,
    label: readingLabel({ ...reading, goal }, F, lang, (id) => typeNames.get(id)),
    href: listingHref(lang, goal, search),
    goal,
    search,
  };
}
