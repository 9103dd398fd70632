/**
 * The root of every island, the same on the server (../../app/islands/Island.tsx renders it on its own) and in the
 * browser (client/islands/hydrate.tsx hydrates it): the page language's texts, then the part. In
 * the browser it marks its element `data-hydrated` once React has claimed it (tests wait for it).
 */
import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from '../i18n/i18n';
import type { Lang } from '../paths/languages';

export function IslandRoot({ lang, onReady, children }: { lang: Lang; onReady?: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island has hydrated
  useEffect(() => onReady?.(), []);
  return <I18nProvider lang={lang}>{children}</I18nProvider>;
}
