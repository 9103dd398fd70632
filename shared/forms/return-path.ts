/**
 * The return path a form carries (where the visitor was): only a same-site path under a language
 * prefix is kept, so neither the thank-you page's back link nor the error page can send anyone
 * to another site (no open redirect). No backslash, no control or space character, no '//', and
 * no encoded slash or backslash ('%2f', '%5c'), which a layer that decodes once would turn into one.
 */
import type { Lang } from '../paths/languages';

const SAFE = /^\/(en|nl|fr|de)\/(?!\/)[^\s\\\u0000-\u001f#]*$/;

export function safeReturnPath(value: unknown, lang: Lang): string {
  return typeof value === 'string' &&
    value.length <= 500 &&
    SAFE.test(value) &&
    !value.includes('//') &&
    !/%(?:2f|5c)/i.test(value)
    ? value
    : `/${lang}/`;
}
