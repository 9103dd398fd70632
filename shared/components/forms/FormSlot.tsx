/**
 * Where a visitor form goes on a page. The form itself (./FormPanel: fields, shared validation,
 * texts) is a lazy chunk in the browser, never part of the first load. The server renders it
 * in place (provideFormPanel, called by the worker), so the form works as a plain HTML form
 * before and without JavaScript; in the browser the chunk loads after the page and hydrates it.
 * The slot is memoized with stable props: a re-render of the page (device flags, scrolling) must
 * not reach the server-rendered boundary before it is hydrated, or React would redraw it empty.
 */
import { lazy, memo, Suspense, useCallback, useMemo, type ComponentType } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { FormPanelProps } from './types';
import type { FormsContext } from '../../forms/submission';
import { textsFor, useLang } from '../../i18n/i18n';
import type { Lang } from '../../paths/languages';
import { loadNamespaces } from '../../i18n/load-client';

let eager: ComponentType<FormPanelProps> | null = null;
/** Server side: the form panel rendered synchronously (the worker imports it). */
export function provideFormPanel(component: ComponentType<FormPanelProps>): void {
  eager = component;
}

const LazyPanel = lazy(async () => {
  const lang = document.documentElement.lang as Lang;
  const [mod] = await Promise.all([import('./FormPanel'), loadNamespaces(lang, ['FORMS'])]);
  return { default: mod.FormPanel };
});

export const FormSlot = memo(function FormSlot(props: Omit<FormPanelProps, 'router' | 'i18n'>) {
  const router = useRouter();
  const lang = useLang();
  const here = useRouterState({ select: (s) => s.location.publicHref ?? s.location.href });
  const forms = (router.options.context as { forms?: FormsContext }).forms ?? {};
  const go = useCallback(async (href: string) => {
    await router.navigate({ href });
  }, [router]);
  const nav = useMemo(() => ({ forms, here, go }), [forms, here, go]);
  const i18n = useMemo(() => ({ lang, texts: () => textsFor(lang).FORMS }), [lang]);
  const Panel = eager ?? LazyPanel;
  return (
    <Suspense fallback={null}>
      <Panel {...props} router={nav} i18n={i18n} />
    </Suspense>
  );
});
