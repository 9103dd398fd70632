/** Browser side: loads one language's dictionary (its own chunk) before rendering it, and namespaces on demand. */
import { loadLocaleAsync } from '../../locales/i18n-util.async';
import { loadedLocales } from '../../locales/i18n-util';
import type { Namespaces, Translations } from '../../locales/i18n-types';
import type { Lang } from '../paths/languages';

const loaded = new Set<Lang>();

export async function loadLanguage(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return;
  await loadLocaleAsync(lang);
  loaded.add(lang);
}

/**
 * Every namespace of one language as one chunk (./page-dictionaries/): one request, and a
 * first-load map of four loaders that does not grow with each new namespace, as the map of
 * typesafe-i18n's generated per-namespace loaders would.
 */
const PAGE_DICTIONARIES: Record<Lang, () => Promise<{ default: Pick<Translations, Namespaces> }>> = {
  en: () => import('./page-dictionaries/en'),
  nl: () => import('./page-dictionaries/nl'),
  fr: () => import('./page-dictionaries/fr'),
  de: () => import('./page-dictionaries/de'),
};

/**
 * Loads dictionary namespaces (texts only some pages use, kept out of the first load: the
 * detail pages' DETAIL, PROJECTS and COSTS) of one language. Components see them through an
 * <I18nProvider> created after the load (the texts object is built from what is loaded then).
 */
export async function loadNamespaces(lang: Lang, namespaces: readonly Namespaces[]): Promise<void> {
  if (namespaces.every((ns) => loadedLocales[lang]?.[ns])) return;
  const all = (await PAGE_DICTIONARIES[lang]()).default;
  loadedLocales[lang] = { ...loadedLocales[lang], ...all };
}
