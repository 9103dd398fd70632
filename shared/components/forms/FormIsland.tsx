/**
 * A visitor form as an island (decision record 022; the islands render's ../../../app/components/forms/FormSlot.tsx draws it):
 * everything it needs comes in its serializable props, so it runs without the router. The page it
 * is on (`here`, for the form's way back) and the forms' context (fill-time token, Turnstile's
 * site key, a refused post's submission) are given by the server; success goes to the thank-you
 * page by document navigation. A form behind a disclosure that is closed draws only its opener,
 * a link to the page with the form open (client/islands/when/click.ts turns it into a button
 * that draws this island open in place).
 */
import { useMemo } from 'react';
import type { FormsContext } from '../../forms/submission';
import { textsFor, useLang } from '../../i18n/i18n';
import { useNavigateTo } from '../../islands/navigate';
import { FormOpener } from './FormOpener';
import { FormPanel } from './FormPanel';
import type { FormPanelProps } from './types';

export type FormIslandProps = Omit<FormPanelProps, 'router' | 'i18n'> & {
  /** The page the form is on (path and query), as the server saw it. */
  here: string;
  /** The forms' context of the page (the submission only when it is this form's). */
  forms: FormsContext;
  /** A disclosure's opener link (the page with `?form={kind}`). */
  openHref?: string;
};

export function FormIsland({ here, forms, openHref, ...props }: FormIslandProps) {
  const lang = useLang();
  const navigate = useNavigateTo();
  const router = useMemo(() => ({ forms, here, go: async (href: string) => navigate(href) }), [forms, here, navigate]);
  const i18n = useMemo(() => ({ lang, texts: () => textsFor(lang).FORMS }), [lang]);
  if (props.disclosure && !props.open)
    return <FormOpener kind={props.kind} heading={props.heading} href={openHref ?? `#${props.kind}`} />;
  return <FormPanel {...props} router={router} i18n={i18n} />;
}
