/** Creates the app's router, one per request (the server's only: decision record 022). */
import { createRouter } from '@tanstack/react-router';
import { pathTable } from '../../shared/content/path-table-instance';
import { createRewrite } from './rewrite';
import { parseSearch, stringifySearch } from '../router/search-codec';
import { routeTree, ErrorPage, PageNotFoundPage, type AppContext } from './routes';

export function createAppRouter(context: AppContext, opts: { nonce?: string } = {}) {
  return createRouter({
    routeTree,
    context,
    rewrite: createRewrite(pathTable),
    trailingSlash: 'always',
    parseSearch,
    stringifySearch,
    defaultNotFoundComponent: PageNotFoundPage,
    defaultErrorComponent: ErrorPage,
    ...(opts.nonce ? { ssr: { nonce: opts.nonce } } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
