/**
 * The slug rule for article and category paths (docs/urls.md): each name is
 * trimmed, accents removed, punctuation dropped, lower-cased and spaces turned to hyphens; the
 * parts are joined with '/' and the path ends with '/'.
 */

/** One name → one path segment. */
export function slugify(name: string): string {
  return name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Names → a path: '/a/b/'. Empty names are skipped; no names give '/'. */
export function slugPath(names: readonly string[]): string {
  const parts = names.map(slugify).filter((part) => part !== '');
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

/** Accent- and case-insensitive form of a text, for matching (docs/search.md). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
