/**
 * Streaming SSR of the route tree: the router loads the route's data through the server DataApi,
 * React streams the HTML with the response's CSP nonce, and the browser hydrates the same tree.
 * A data-source failure turns the status into 503 (the page shows the 'API ERROR' text (docs/errors.md)).
 */
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from '../../shared/router/create-router';
import type { DataApi } from '../../shared/router/context';
import type { Lang } from '../../shared/paths/languages';
import { routerManifest } from './manifest';
import { withPageAssets } from './page-assets';
import type { FormsContext } from '../../shared/forms/submission';
import { provideFormPanel } from '../../shared/components/forms/FormSlot';
import { FormSlotPanel } from '../../shared/components/forms/FormSlotPanel';
import { provideSearchCombobox } from '../../shared/components/HomeSearchBlock';
import { SearchCombobox } from '../../shared/components/SearchCombobox';

// Forms and the home search's combobox render in place on the server (in the browser they are lazy chunks).
provideFormPanel(FormSlotPanel);
provideSearchCombobox(SearchCombobox);

export async function renderPage(
  request: Request,
  opts: { nonce: string; lang: Lang | null; data: DataApi & { failed(): boolean }; forms?: FormsContext },
): Promise<Response> {
  const origin = new URL(request.url).origin;
  // A detail page opened from a listing without JavaScript finds that listing here (decision record 010).
  const referrer = request.headers.get('referer') ?? undefined;
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter(
        { data: opts.data, origin, forms: opts.forms ?? {}, ...(referrer ? { referrer } : {}) },
        { nonce: opts.nonce },
      ),
    getRouterManifest: async () => routerManifest(opts.lang),
  });
  const response = await handler(({ request: req, router, responseHeaders }) =>
    renderRouterToStream({ request: req, router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  const styled = withPageAssets(response, opts.nonce);
  if (response.status === 500 && opts.data.failed()) {
    return new Response(styled.body, { status: 503, headers: styled.headers });
  }
  return styled;
}
