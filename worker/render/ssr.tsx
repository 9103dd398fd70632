/**
 * Streaming SSR of the route tree: the router loads the route's data through the server DataApi,
 * React streams the HTML with the response's CSP nonce. The page renders as islands (decision
 * record 022): no router code, route tree or router state reaches the browser; each `<Island>` is
 * drawn as a root of its own (./island-html.tsx) that the browser's island runtime hydrates
 * alone. Deferred data still streams, as React's own Suspense boundaries.
 * A data-source failure turns the status into 503 (the page shows the 'API ERROR' text (docs/errors.md)).
 */
// React's Node build, which workerd runs with nodejs_compat: it encodes the HTML into its buffer
// (`encodeInto`) where the edge build allocates a new array for every string; the same HTML and
// streaming, about 12 % more listings a second rendered under load (decision record 040).
import { renderToReadableStream } from 'react-dom/server.node';
import { isbot } from 'isbot';
import { createRequestHandler, RouterServer } from '@tanstack/react-router/ssr/server';
import { createSsrStreamResponse, getSsrStatus } from '@tanstack/router-core/ssr/server';
import { createAppRouter } from '../../app/routes/create-router';
import type { DataApi } from '../../app/router/context';
import type { Lang } from '../../shared/paths/languages';
import { withPageAssets } from './page-assets';
import { pageTypeOf, type PageType } from '../../app/styles/page-types';
import type { PageForms } from '../../app/forms/page-forms';
import { IslandRendererContext } from '../../app/islands/Island';
import { islandRenderer } from './island-html';

export async function renderPage(
  request: Request,
  opts: {
    nonce: string;
    lang: Lang;
    data: DataApi & { failed(): boolean };
    forms?: PageForms;
  },
): Promise<{ response: Response; pageType: PageType }> {
  const origin = new URL(request.url).origin;
  // A detail page opened from a listing without JavaScript finds that listing here (decision record 010).
  const referrer = request.headers.get('referer') ?? undefined;
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      withoutDehydration(
        createAppRouter(
          { data: opts.data, origin, lang: opts.lang, forms: opts.forms ?? {}, ...(referrer ? { referrer } : {}) },
          { nonce: opts.nonce },
        ),
      ),
    getRouterManifest: async () => ({ routes: {} }),
  });
  // The router has loaded the matches before rendering: they tell the page's type (its stylesheet, decision record 030).
  let pageType: PageType = 'error';
  const response = await handler(({ request: req, router, responseHeaders }) => {
    pageType = pageTypeOf(router.state.matches);
    return renderIslands(req, router, responseHeaders, opts);
  });
  const styled = withPageAssets(response, opts.nonce, pageType);
  if (response.status === 500 && opts.data.failed()) {
    return { response: new Response(styled.body, { status: 503, headers: styled.headers }), pageType };
  }
  return { response: styled, pageType };
}

/**
 * The router's server utilities without dehydration: the request handler serializes the loaded
 * matches for a browser router (seroval, about a tenth of a listing's render time), and no router
 * runs in the browser (decision record 022). The utilities are attached by the handler after
 * `createRouter`; this catches the assignment and makes their `dehydrate` do nothing.
 */
function withoutDehydration<R extends object>(router: R): R {
  let ssr: { dehydrate?: unknown } | undefined;
  Object.defineProperty(router, 'serverSsr', {
    configurable: true,
    enumerable: true,
    get: () => ssr,
    set: (value: { dehydrate?: unknown } | undefined) => {
      if (value) value.dehydrate = async () => {};
      ssr = value;
    },
  });
  return router;
}

/** React's stream as it is, without the router's scripts and dehydrated state. */
async function renderIslands(
  request: Request,
  router: Parameters<typeof createSsrStreamResponse>[0],
  headers: Headers,
  opts: { nonce: string; lang: Lang },
) {
  const stream = await renderToReadableStream(
    <IslandRendererContext.Provider value={islandRenderer(opts.lang)}>
      <RouterServer router={router as never} />
    </IslandRendererContext.Provider>,
    {
      signal: request.signal,
      nonce: opts.nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        if (!request.signal.aborted) console.error('Error in renderToReadableStream:', error);
      },
    },
  );
  // Crawlers get the whole page at once.
  if (isbot(request.headers.get('User-Agent'))) await stream.allReady;
  return createSsrStreamResponse(router, new Response(stream, { status: getSsrStatus(router), headers }));
}
