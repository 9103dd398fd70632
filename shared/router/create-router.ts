/** Creates the app's router (server: one per request; browser: one per page load). */
import { createRouter } from '@tanstack/react-router';
import { pathTable } from '../content/path-table-instance';
import { createRewrite } from './rewrite';
import { parseSearch, stringifySearch } from './search-codec';
import { routeTree, ErrorPage, PageNotFoundPage, type AppContext } from './routes';

export function createAppRouter(context: AppContext, opts: { nonce?: string } = {}) {
  let rendered = false;
  return createRouter({
    routeTree,
    context,
    rewrite: createRewrite(pathTable),
    trailingSlash: 'always',
    parseSearch,
    stringifySearch,
    defaultNotFoundComponent: PageNotFoundPage,
    defaultErrorComponent: ErrorPage,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 30_000,
    // In-site navigations go to the top, or back to where the visitor was; hydration (the first render)
    // leaves the scroll alone: a visitor who scrolled before the script ran stays where they are, and
    // the browser has already restored a reloaded page or moved to its #fragment.
    scrollRestoration: () => {
      const restore = rendered;
      rendered = true;
      return restore;
    },
    ...(opts.nonce ? { ssr: { nonce: opts.nonce } } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
