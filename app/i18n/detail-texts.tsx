/**
 * The detail pages' texts (namespaces DETAIL, PROJECTS, COSTS and TOOLS, and FAVOURITES of the favourites and comparison pages) are not part of the first-load
 * dictionary (docs/quality.md budget): in the browser they load with the pages' chunk and before
 * their loaders finish; the server has every dictionary already. `DetailTexts` gives the pages
 * a texts object that includes them.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { Lang } from '../../shared/paths/languages';
import { I18nProvider, useLang } from '../../shared/i18n/i18n';
import { loadNamespaces } from '../../shared/i18n/load-client';

export const DETAIL_NAMESPACES = ['DETAIL', 'PROJECTS', 'COSTS', 'TOOLS', 'FAVOURITES', 'AREA'] as const;

/** Resolves once the detail namespaces of `lang` are loaded (at once on the server). */
export async function loadDetailTexts(lang: Lang): Promise<void> {
  if (typeof document === 'undefined') return;
  await loadNamespaces(lang, DETAIL_NAMESPACES);
}

/** A page module's import that also loads the detail texts of the document's language (hydration). */
export async function withDetailTexts<T>(page: Promise<T>): Promise<T> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const [mod] = await Promise.all([
    page,
    lang === 'en' || lang === 'nl' || lang === 'fr' || lang === 'de' ? loadDetailTexts(lang) : undefined,
  ]);
  return mod;
}

/** Re-provides the page language's texts, built now that the detail namespaces are loaded. */
export function DetailTexts({ children }: { children: ReactNode }) {
  const lang = useLang();
  return <I18nProvider lang={lang}>{children}</I18nProvider>;
}

/**
 * A component of its own chunk that needs the detail texts, drawn inside DetailTexts with nothing
 * in its place while it loads (the server renders it in place: the lazy import resolves while streaming).
 */
export function DetailChunk<P extends object>({
  component: Component,
  props,
}: {
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <Suspense>
      <DetailTexts>
        <Component {...props} />
      </DetailTexts>
    </Suspense>
  );
}
