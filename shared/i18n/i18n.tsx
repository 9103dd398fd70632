/**
 * Our small i18n module over typesafe-i18n (kept behind this file: the library is
 * community-maintained). The server loads every dictionary at once; the browser loads only the
 * page's language, as its own hashed chunk. Components read texts with `useT()`.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TranslationFunctions } from '../../locales/i18n-types';
import { loadedFormatters, loadedLocales } from '../../locales/i18n-util';
import { textsObject } from './texts-object';
import type { Lang } from '../paths/languages';

export type Texts = TranslationFunctions;

const TextsContext = createContext<{ lang: Lang; LL: Texts } | null>(null);

export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo(() => ({ lang, LL: textsFor(lang) }), [lang]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

/** The texts of the current page's language. */
export function useT(): Texts {
  const ctx = useContext(TextsContext);
  if (!ctx) throw new Error('useT() outside <I18nProvider>');
  return ctx.LL;
}

/** The current page's language. */
export function useLang(): Lang {
  const ctx = useContext(TextsContext);
  if (!ctx) throw new Error('useLang() outside <I18nProvider>');
  return ctx.lang;
}

/** Texts outside React (server messages, API errors). The dictionary must be loaded. */
export function textsFor(lang: Lang): Texts {
  const dictionary = loadedLocales[lang];
  if (!dictionary) throw new Error(`The texts of '${lang}' are not loaded`);
  return textsObject(lang, dictionary, loadedFormatters[lang]);
}
