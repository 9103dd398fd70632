/**
 * Property detail URLs (docs/urls.md): `/{lang}/{section}/{city}/{title}/{id}/` with the
 * localized for-sale or for-rent section and slugified city and title (the French form, docs/urls.md: /fr/a-vendre/liege/maison-4-facades/123/). Projects: `/{lang}/{projects}/{name}/{id}/`.
 */
import type { Lang } from './languages';
import { localizedHref, type PathTable } from './path-table';
import { slugify } from './slug';

/**
 * The internal (original) path of a property: '/for-sale/liege/maison-4-facades/123/'; city and
 * title are the page language's, slugified as that language writes them (German: luettich).
 */
export function propertyOriginalPath(
  p: { ID: number; Goal: number; City: string; Title: string },
  lang?: Lang,
): string {
  const section = p.Goal === 0 ? 'for-sale' : 'for-rent';
  return `/${section}/${slugify(p.City, lang) || 'city'}/${slugify(p.Title, lang) || 'property'}/${p.ID}/`;
}

export function propertyHref(
  table: PathTable,
  lang: Lang,
  p: { ID: number; Goal: number; City: string; Title: string },
): string {
  return localizedHref(table, lang, propertyOriginalPath(p, lang));
}

export function projectOriginalPath(p: { ID: number; Name: string }, lang?: Lang): string {
  return `/projects/${slugify(p.Name, lang) || 'project'}/${p.ID}/`;
}

export function projectHref(table: PathTable, lang: Lang, p: { ID: number; Name: string }): string {
  return localizedHref(table, lang, projectOriginalPath(p, lang));
}
