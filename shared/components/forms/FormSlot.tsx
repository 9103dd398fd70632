/**
 * Where a visitor form goes on a page. The form itself (./FormPanel: fields, shared validation,
 * texts) is a lazy chunk in the browser, never part of the first load. The server renders it
 * in place (provideFormPanel, called by the worker), so the form works as a plain HTML form
 * before and without JavaScript. In the browser, a form that came with the page is hydrated
 * (enhanced) only once the visitor touches a form; one reached by in-app navigation loads at once.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
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

async function loadPanel() {
  const lang = document.documentElement.lang as Lang;
  const [mod] = await Promise.all([import('./FormPanel'), loadNamespaces(lang, ['FORMS'])]);
  return { default: mod.FormPanel };
}

/** Resolves when the visitor focuses, taps or types in any form of the page. */
function firstTouch(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const on = (e: Event) => {
      if (!(e.target instanceof Element) || !e.target.closest('form[data-form]')) return;
      for (const name of events) document.removeEventListener(name, on, true);
      resolve();
    };
    for (const name of events) document.addEventListener(name, on, true);
  });
}

const LazyNow = lazy(loadPanel);
const LazyOnTouch = lazy(() => firstTouch().then(loadPanel));
let pageHydrated = false;

export function FormSlot(props: Omit<FormPanelProps, 'router'>) {
  const router = useRouter();
  const lang = useLang();
  const here = useRouterState({ select: (s) => s.location.publicHref ?? s.location.href });
  const forms = (router.options.context as { forms?: FormsContext }).forms ?? {};
  const go = async (href: string) => {
    await router.navigate({ href });
  };
  useEffect(() => {
    pageHydrated = true;
  }, []);
  // Chosen once per form: a changed component type would remount it and lose what was typed.
  const [Panel] = useState(() => eager ?? (pageHydrated ? LazyNow : LazyOnTouch));
  return (
    <Suspense fallback={null}>
      <Panel {...props} router={{ forms, here, go }} i18n={{ lang, texts: () => textsFor(lang).FORMS }} />
    </Suspense>
  );
}
