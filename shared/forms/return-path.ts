/**
 * The return path a form carries (where the visitor was): only a same-site path under a language
 * prefix is kept, so neither the thank-you page's back link nor the error page can send anyone
 * to another site (no open redirect).
 */
import { LANGUAGES, type Lang } from '../paths/languages';

export function safeReturnPath(value: unknown, lang: Lang): string {
  if (typeof value !== 'string' || value.length > 500) return `/${lang}/`;
  if (!/^\/[a-z]{2}\/[^\s\\]*$/.test(value) || value.startsWith('//') || /[\u0000-\u001f]/.test(value)) return `/${lang}/`;
  if (!(LANGUAGES as readonly string[]).includes(value.slice(1, 3))) return `/${lang}/`;
  try {
    const url = new URL(value, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return `/${lang}/`;
    return url.pathname + url.search;
  } catch {
    return `/${lang}/`;
  }
}
