/**
 * The slug rule for article, category, property and project paths (docs/urls.md): each name is
 * trimmed, written in plain letters as its language writes them without accents (German ä, ö, ü
 * become ae, oe, ue: Lüttich → luettich, geräumig → geraeumig; ß is ss, œ oe, æ ae in every
 * language; other accents are dropped: Liège → liege), compatibility characters reduced to
 * their plain form (m² → m2), punctuation dropped, lower-cased and spaces turned to hyphens; the
 * parts are joined with '/'
 * and the path ends with '/'. A slug so is plain ASCII for the Latin alphabet: no %C2%B2 in an
 * address. The slugs written before this rule still reach their page (a 301 to the new one:
 * property and project paths by their id, content pages by the path table's former slugs).
 */
import type { Lang } from './languages';

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };
/** Letters no accent-stripping reaches, written as every language of the site writes them. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
};

/** One name → one path segment, in the name's language (German writes ä as ae). */
export function slugify(name: string, lang?: Lang): string {
  const german = lang === 'de' ? name.replace(/[äöüÄÖÜ]/g, (c) => GERMAN[c] ?? c) : name;
  return german
    .trim()
    .replace(/[ßẞæÆœŒøØłŁđĐ]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug the rule before language-aware transliteration gave (accents dropped, ² kept): for redirects from old addresses. */
export function formerSlugify(name: string): string {
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
export function slugPath(names: readonly string[], lang?: Lang): string {
  const parts = names.map((name) => slugify(name, lang)).filter((part) => part !== '');
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
