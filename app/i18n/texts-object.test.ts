/**
 * The texts object (shared/i18n/texts-object.ts) says exactly what typesafe-i18n's own
 * `i18nObject` says, for every text of every language with arguments filled, and is built once
 * per dictionary.
 */
import { describe, expect, it } from 'vitest';
import { i18nObject } from 'typesafe-i18n';
import type { Locales, Translations } from '../../locales/i18n-types';
import { loadedFormatters, loadedLocales } from '../../locales/i18n-util';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from './load-server';
import { textsObject } from '../../shared/i18n/texts-object';
import { LANGUAGES } from '../../shared/paths/languages';

loadAllLanguages();

/** Every text's path and raw text. */
function* texts(node: unknown, path: string[] = []): Generator<[string[], string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* texts(value, [...path, key]);
}

const at = (root: unknown, path: string[]) =>
  path.reduce((node, key) => (node as Record<string, unknown>)[key], root) as (...args: unknown[]) => string;

describe('the texts object', () => {
  it.each(LANGUAGES)('gives every %s text as typesafe-i18n does, with its arguments filled', (lang) => {
    const dictionary = loadedLocales[lang as Locales];
    const library = i18nObject(lang, dictionary, loadedFormatters[lang as Locales]);
    const ours = textsFor(lang);
    let withArguments = 0;
    let count = 0;
    for (const [path, raw] of texts(dictionary)) {
      const names = [...raw.matchAll(/\{+\s*(\w+)/g)].map((m) => m[1]!);
      for (const value of [0, 1, 3]) {
        const args = Object.fromEntries(names.map((name) => [name, String(value)]));
        expect(at(ours, path)(args), path.join('.')).toBe(at(library, path)(args));
      }
      if (names.length > 0) withArguments++;
      count++;
    }
    expect(count).toBeGreaterThan(500);
    expect(withArguments).toBeGreaterThan(20);
  });

  it('is built once per dictionary, and again for a dictionary extended later', () => {
    expect(textsFor('nl')).toBe(textsFor('nl'));
    const extended = { ...loadedLocales.nl } as Translations;
    const again = textsObject('nl', extended, loadedFormatters.nl);
    expect(again).not.toBe(textsFor('nl'));
    expect(again.LISTING.priceOnRequest()).toBe('Prijs op aanvraag');
  });

  it('fills a plural by its count', () => {
    const de = textsFor('de');
    const plural = Object.entries(loadedLocales.de.LISTING).find(
      ([, raw]) => typeof raw === 'string' && raw.includes('{{'),
    );
    expect(plural, 'a plural text in LISTING').toBeDefined();
    const fn = at(de.LISTING, [plural![0]]);
    const name = /\{(\w+)/.exec(plural![1] as string)?.[1] ?? '0';
    expect(fn({ [name]: 1 })).not.toBe(fn({ [name]: 5 }));
  });
});
