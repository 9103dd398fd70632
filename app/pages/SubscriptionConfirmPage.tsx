/**
 * The subscription confirmation page (decision record 024) under each language's localized path
 * ('/en/confirm-subscription/', '/nl/inschrijving-bevestigen/', …), noindex: the link of the
 * confirmation e-mail opens it; it asks with a button (a plain form post to the page's own URL,
 * with or without JavaScript: worker/pages.ts handlePost), since mail scanners follow links and
 * must not confirm. The worker decides the state from the link's token (worker/subscriptions/)
 * and hands it over in the router context; the loader turns it into the page's texts (namespace
 * FORMS `confirmation`), which travel with the page's data, so the browser needs no dictionary.
 * A chunk of its own: the first load does not carry it. In the browser the state cannot be known,
 * so a navigation to it loads the document from the server.
 */
import { notFound, redirect, useLoaderData } from '@tanstack/react-router';
import type { PageView } from '../content/views';
import { PageHeader } from '../components/PageHeader';
import { CONFIRM_PAGE, CONFIRMATION_DAYS, type ConfirmationView } from '../forms/opt-in';
import type { PageForms } from '../forms/page-forms';
import { textsFor, useLang } from '../../shared/i18n/i18n';
import type { Lang } from '../../shared/paths/languages';
import { localizedHref } from '../../shared/paths/path-table';
import { pathTable } from '../../shared/content/path-table-instance';
import type { RouterContext } from '../router/context';

export interface ConfirmationTexts {
  title: string;
  text: string;
  button: string;
  home: string;
}

export interface ConfirmationData {
  page: PageView;
  view: ConfirmationView;
  texts: ConfirmationTexts;
}

/** The page's texts for a state, in `lang` (server: every dictionary is loaded). */
export function confirmationTexts(view: ConfirmationView, lang: Lang): ConfirmationTexts {
  const t = textsFor(lang).FORMS.confirmation;
  const what =
    view.kind === 'sign-newsletter' ? 'newsletter' : view.kind === 'request-documents' ? 'documents' : 'alert';
  const email = view.email ?? '';
  const [title, text] =
    view.state === 'confirm'
      ? [t.askTitle[what](), t.askText[what]({ email })]
      : view.state === 'confirmed'
        ? [what === 'documents' ? t.documentsDoneTitle() : t.doneTitle(), t.doneText[what]({ email })]
        : view.state === 'used'
          ? [t.usedTitle(), t.usedText()]
          : view.state === 'expired'
            ? [t.expiredTitle(), t.expiredText({ days: CONFIRMATION_DAYS })]
            : [t.invalidTitle(), t.invalidText()];
  return { title, text, button: what === 'documents' ? t.documentsButton() : t.button(), home: t.home() };
}

export async function loadConfirmation(
  context: RouterContext & { forms?: PageForms },
  lang: Lang,
  search: string,
): Promise<ConfirmationData> {
  // A navigation in the browser (the language switcher): the state lives on the server, so the
  // document is loaded from it, at the page's localized URL with the same query (the link's token).
  if (typeof document !== 'undefined') {
    const href = `${localizedHref(pathTable, lang, CONFIRM_PAGE)}${search}`;
    throw redirect({ href, reloadDocument: true } as unknown as Parameters<typeof redirect>[0]);
  }
  const page = await context.data.page(lang, CONFIRM_PAGE);
  if (!page) throw notFound();
  const view: ConfirmationView = context.forms?.confirmation ?? { state: 'invalid' };
  return { page, view, texts: confirmationTexts(view, lang) };
}

export function SubscriptionConfirmPage() {
  const { page, view, texts } = useLoaderData({ strict: false }) as ConfirmationData;
  const lang = useLang();
  return (
    <article className="page page--thank-you page--confirmation">
      <PageHeader title={texts.title} crumbs={page.breadcrumbs} />
      <div className="container page__body">
        <div className="page__main confirmation">
          <p className="confirmation__text" {...(view.state === 'confirm' ? {} : { role: 'status' })}>
            {texts.text}
          </p>
          {view.state === 'confirm' && view.token && (
            <form
              className="confirmation__form"
              method="post"
              action={`${localizedHref(pathTable, lang, CONFIRM_PAGE)}?token=${encodeURIComponent(view.token)}`}
            >
              <input type="hidden" name="token" value={view.token} />
              <button className="button button--primary" type="submit">
                {texts.button}
              </button>
            </form>
          )}
          <p className="confirmation__home">
            <a href={`/${lang}/`}>{texts.home}</a>
          </p>
        </div>
      </div>
    </article>
  );
}
