/** Browser side: loads one language's dictionary (its own chunk) before rendering it, and namespaces on demand. */
import { loadLocaleAsync, loadNamespaceAsync } from '../../locales/i18n-util.async';
import type { Namespaces } from '../../locales/i18n-types';
import type { Lang } from '../paths/languages';

const loaded = new Set<Lang>();

export async function loadLanguage(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return;
  await loadLocaleAsync(lang);
  loaded.add(lang);
}

const loadedNamespaces = new Set<string>();

/**
 * Loads dictionary namespaces (texts only some pages use, kept out of the first load: the
 * detail pages' DETAIL and PROJECTS) of one language. Components see them through an
 * <I18nProvider> created after the load (the texts object is built from what is loaded then).
 */
export async function loadNamespaces(lang: Lang, namespaces: readonly Namespaces[]): Promise<void> {
  await Promise.all(
    namespaces.map(async (ns) => {
      const key = `${lang}:${ns}`;
      if (loadedNamespaces.has(key)) return;
      await loadNamespaceAsync(lang, ns);
      loadedNamespaces.add(key);
    }),
  );
}
