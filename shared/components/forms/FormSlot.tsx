/**
 * Where a visitor form goes on a page. The form itself (./FormSlotPanel and ./FormPanel: fields,
 * shared validation, texts, its router plumbing) is a lazy chunk in the browser, never part of
 * the first load. The server renders it in place (provideFormPanel, called by the worker), so the
 * form works as a plain HTML form before and without JavaScript; in the browser the chunk loads
 * after the page and hydrates it.
 * A form behind a disclosure (detail pages) is not drawn while closed: its slot draws only the
 * opener (./FormOpener, ../../forms/open-form.ts), a link to the page with the form open, which
 * becomes a button that opens the form in place once the page's script runs.
 * In the islands render the slot is an island instead (./FormSlotIsland.tsx).
 * The slot is memoized with stable props: a re-render of the page (device flags, scrolling) must
 * not reach the server-rendered boundary before it is hydrated, or React would redraw it empty.
 */
import { lazy, memo, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { FormPanelProps } from './types';
import type { Lang } from '../../paths/languages';
import { loadNamespaces } from '../../i18n/load-client';
import { FORM_OPEN_EVENT } from '../../forms/open-form';
import { FormOpener } from './FormOpener';
import { useIslandsRender } from '../../islands/Island';
import { FormSlotIsland } from './FormSlotIsland';

type PanelProps = Omit<FormPanelProps, 'router' | 'i18n'>;
type SlotProps = PanelProps & {
  /** A disclosure's opener link (the page with `?form={kind}`); required with `disclosure`. */
  openHref?: string;
};

let eager: ComponentType<PanelProps> | null = null;
/** Server side: the form panel rendered synchronously (the worker imports ./FormSlotPanel). */
export function provideFormPanel(component: ComponentType<PanelProps>): void {
  eager = component;
}

const LazyPanel = lazy(async () => {
  const lang = document.documentElement.lang as Lang;
  const [mod] = await Promise.all([import('./FormSlotPanel'), loadNamespaces(lang, ['FORMS'])]);
  await mod.formsReady;
  return { default: mod.FormSlotPanel };
});

export const FormSlot = memo(function FormSlot(slot: SlotProps) {
  // The islands render draws the form as an island of its own (no router in the browser).
  if (useIslandsRender()) return <FormSlotIsland {...slot} />;
  return <DocumentFormSlot {...slot} />;
});

function DocumentFormSlot({ openHref, ...props }: SlotProps) {
  const { kind, disclosure, heading } = props;
  const [opened, setOpened] = useState(!disclosure || props.open === true);
  /** Opened in place by the visitor: the form's summary takes the focus once it is drawn. */
  const [openedHere, setOpenedHere] = useState(false);
  const open = useCallback(() => {
    setOpened(true);
    setOpenedHere(true);
  }, []);
  useEffect(() => {
    if (opened) return;
    const onOpen = (e: Event) => {
      if ((e as CustomEvent<string>).detail === kind) open();
    };
    document.addEventListener(FORM_OPEN_EVENT, onOpen);
    return () => document.removeEventListener(FORM_OPEN_EVENT, onOpen);
  }, [opened, kind, open]);
  if (!opened) return <FormOpener kind={kind} heading={heading} href={openHref ?? `#${kind}`} onOpen={open} />;
  const Panel = eager ?? LazyPanel;
  return (
    <Suspense
      fallback={
        disclosure ? (
          <FormOpener kind={kind} heading={heading} href={openHref ?? `#${kind}`} loading focus={openedHere} />
        ) : null
      }
    >
      <Panel {...props} {...(disclosure ? { open: true, focusSummary: openedHere } : {})} />
    </Suspense>
  );
}
