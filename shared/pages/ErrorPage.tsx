/**
 * Error page: the 'API ERROR' text (docs/errors.md) when the data source failed (the worker answers 503),
 * a generic message otherwise; both offer to try again. Brings its own texts, as the layout may
 * be the part that failed. In the islands render (decision record 022) no router runs in the
 * browser to reset, so trying again is a plain link to the same address: the browser asks again.
 */
import { useRouterState } from '@tanstack/react-router';
import { I18nProvider, useT } from '../i18n/i18n';
import { useIslandsRender } from '../islands/Island';
import { isLang } from '../paths/languages';
import { isApiError } from '../router/api-error';

function ErrorBody({ api, reset, href }: { api: boolean; reset: () => void; href: string }) {
  const LL = useT();
  const islands = useIslandsRender();
  return (
    <section className="container not-found" role="alert">
      <h1>{api ? LL.ERRORS.apiError() : LL.ERRORS.unexpected()}</h1>
      <p className="not-found__text">{api ? LL.ERRORS.apiErrorText() : LL.ERRORS.unexpectedText()}</p>
      {islands ? (
        <a className="button button--primary" href={href} data-no-prerender="">
          {LL.ERRORS.retry()}
        </a>
      ) : (
        <button type="button" className="button button--primary" onClick={reset}>
          {LL.ERRORS.retry()}
        </button>
      )}
    </section>
  );
}

/** True for the data source's failure ('API ERROR', 503); any other error is unexpected (500). */

export function ErrorPage({ error, reset }: { error: unknown; reset: () => void }) {
  const lang = useRouterState({
    select: (s) => (s.matches.find((m) => m.routeId === '/$lang')?.params as { lang?: string } | undefined)?.lang,
  });
  const href = useRouterState({ select: (s) => s.location.publicHref });
  const api = isApiError(error);
  return (
    <I18nProvider lang={isLang(lang) ? lang : 'en'}>
      <ErrorBody api={api} reset={reset} href={href} />
    </I18nProvider>
  );
}
