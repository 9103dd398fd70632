/**
 * The form panel as its slot (./FormSlot) shows it, with what it needs from the router: the
 * page's forms context, where the visitor is and in-app navigation, and the page language's form
 * texts. It loads with the form's lazy chunk, so the first load carries none of this plumbing.
 * In the browser, the forms context is read from the page as the server drew it, when this chunk
 * first loads (client/forms-context.ts); on the server it comes from the router's context.
 */
import { useCallback, useMemo } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { FormPanelProps } from './types';
import type { FormsContext } from '../../forms/submission';
import { textsFor, useLang } from '../../i18n/i18n';
import { readFormsContext } from '../../../client/forms-context';
import { FormPanel } from './FormPanel';

let pageForms: FormsContext | undefined;
/** Browser only: resolves once the forms context of the server-drawn page is read. */
export const formsReady: Promise<void> =
  typeof document === 'undefined'
    ? Promise.resolve()
    : readFormsContext().then((forms) => {
        pageForms = forms;
      });

export function FormSlotPanel(props: Omit<FormPanelProps, 'router' | 'i18n'>) {
  const router = useRouter();
  const lang = useLang();
  const here = useRouterState({ select: (s) => s.location.publicHref ?? s.location.href });
  const forms = pageForms ?? (router.options.context as { forms?: FormsContext }).forms ?? {};
  const go = useCallback(
    async (href: string) => {
      await router.navigate({ href });
    },
    [router],
  );
  const nav = useMemo(() => ({ forms, here, go }), [forms, here, go]);
  const i18n = useMemo(() => ({ lang, texts: () => textsFor(lang).FORMS }), [lang]);
  return <FormPanel {...props} router={nav} i18n={i18n} />;
}
