/**
 * Error page: the 'API ERROR' text (docs/errors.md) when the data source failed (the worker answers 503),
 * a generic message otherwise; both offer to try again. Brings its own texts, as the layout may
 * be the part that failed. No router runs in the browser to reset (decision record 022), so trying
 * again is a plain link to the same address: the browser asks again.
 */
import { rootRouteId, useRouteContext, useRouterState } from '@tanstack/react-router';
import { I18nProvider, useT } from '../../shared/i18n/i18n';
import { isApiError } from '../router/api-error';

function ErrorBody({ api, href }: { api: boolean; href: string }) {
  const LL = useT();
  return (
    <section className="container not-found" role="alert">
      <h1>{api ? LL.ERRORS.apiError() : LL.ERRORS.unexpected()}</h1>
      <p className="not-found__text">{api ? LL.ERRORS.apiErrorText() : LL.ERRORS.unexpectedText()}</p>
      <a className="button button--primary" href={href} data-no-prerender="">
        {LL.ERRORS.retry()}
      </a>
    </section>
  );
}

/** True for the data source's failure ('API ERROR', 503); any other error is unexpected (500). */

export function ErrorPage({ error }: { error: unknown }) {
  const { lang } = useRouteContext({ from: rootRouteId });
  const href = useRouterState({ select: (s) => s.location.publicHref });
  const api = isApiError(error);
  return (
    <I18nProvider lang={lang}>
      <ErrorBody api={api} href={href} />
    </I18nProvider>
  );
}
