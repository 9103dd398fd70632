/**
 * Where a visitor form goes on a page. The form itself (./FormSlotPanel and ./FormPanel: fields,
 * shared validation, texts, its router plumbing) is a lazy chunk in the browser, never part of
 * the first load. The server renders it in place (provideFormPanel, called by the worker), so the
 * form works as a plain HTML form before and without JavaScript; in the browser the chunk loads
 * after the page and hydrates it.
 * The slot is memoized with stable props: a re-render of the page (device flags, scrolling) must
 * not reach the server-rendered boundary before it is hydrated, or React would redraw it empty.
 */
import { lazy, memo, Suspense, type ComponentType } from 'react';
import type { FormPanelProps } from './types';
import type { Lang } from '../../paths/languages';
import { loadNamespaces } from '../../i18n/load-client';

type SlotProps = Omit<FormPanelProps, 'router' | 'i18n'>;

let eager: ComponentType<SlotProps> | null = null;
/** Server side: the form panel rendered synchronously (the worker imports ./FormSlotPanel). */
export function provideFormPanel(component: ComponentType<SlotProps>): void {
  eager = component;
}

const LazyPanel = lazy(async () => {
  const lang = document.documentElement.lang as Lang;
  const [mod] = await Promise.all([import('./FormSlotPanel'), loadNamespaces(lang, ['FORMS'])]);
  await mod.formsReady;
  return { default: mod.FormSlotPanel };
});

export const FormSlot = memo(function FormSlot(props: SlotProps) {
  const Panel = eager ?? LazyPanel;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
});
