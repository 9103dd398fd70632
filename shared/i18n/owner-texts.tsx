/**
 * The owner portal's texts (namespace OWNER) are not part of the first-load dictionary: in the
 * browser they load with the portal pages' chunk and before their loaders finish (as
 * ./detail-texts.tsx does for the detail pages); the server has every dictionary already.
 */
import type { ReactNode } from 'react';
import type { Lang } from '../paths/languages';
import { I18nProvider, useLang } from './i18n';
import { loadNamespaces } from './load-client';

export async function loadOwnerTexts(lang: Lang): Promise<void> {
  if (typeof document === 'undefined') return;
  await loadNamespaces(lang, ['OWNER']);
}

/** A page module's import that also loads the owner texts of the document's language (hydration). */
export async function withOwnerTexts<T>(page: Promise<T>): Promise<T> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const [mod] = await Promise.all([page, lang === 'en' || lang === 'nl' || lang === 'fr' || lang === 'de' ? loadOwnerTexts(lang) : undefined]);
  return mod;
}

/** Re-provides the page language's texts, built now that the OWNER namespace is loaded. */
export function OwnerTexts({ children }: { children: ReactNode }) {
  const lang = useLang();
  return <I18nProvider lang={lang}>{children}</I18nProvider>;
}
