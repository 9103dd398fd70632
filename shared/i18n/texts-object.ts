/**
 * A language's texts as a plain object of functions, built once per loaded dictionary.
 *
 * typesafe-i18n's `i18nObject` answers every property read with a new Proxy and copies the read
 * namespace's keys onto a new function each time (`LL.FORMS.email()` copies all of FORMS), which
 * was about a tenth of a listing's server render. This builds the same shape once: each text a
 * function that fills its arguments with the library's own `i18nString` (plurals, formatters),
 * or simply returns the text when it has no `{…}` part. Namespaces and lists are plain objects
 * and arrays. Keyed by the dictionary object, so a dictionary extended with namespaces loaded
 * later (./load-client.ts replaces the object) gets a new tree.
 */
import { i18nString } from 'typesafe-i18n';
import type { Formatters, Locales, Translations, TranslationFunctions } from '../../locales/i18n-types';

type TranslateByString = (text: string, ...args: unknown[]) => string;

const built = new WeakMap<object, TranslationFunctions>();

export function textsObject(locale: Locales, dictionary: Translations, formatters: Formatters): TranslationFunctions {
  let texts = built.get(dictionary);
  if (!texts) {
    const translate = i18nString(locale, formatters) as unknown as TranslateByString;
    texts = tree(dictionary, translate) as TranslationFunctions;
    built.set(dictionary, texts);
  }
  return texts;
}

function tree(node: unknown, translate: TranslateByString): unknown {
  if (typeof node === 'string') {
    return node.includes('{') ? (...args: unknown[]) => translate(node, ...args) : () => node;
  }
  if (Array.isArray(node)) return node.map((entry) => tree(entry, translate));
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, tree(value, translate)]));
  }
  return node;
}
