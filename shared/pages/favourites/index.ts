/**
 * The favourites and comparison pages (docs/search.md): one chunk with their loader, outside the first
 * load. The loader also gives the page's head (title and noindex), so the route tree in the
 * first load holds no more than their paths.
 */
import type { RouterContext } from '../../router/context';
import type { SiteView } from '../../content/views';
import { isLang, type Lang } from '../../paths/languages';
import { pathTable } from '../../content/path-table-instance';
import { loadDetailTexts } from '../../i18n/detail-texts';
import { loadCompare, type CompareData } from './ComparePage';

export { FavouritesPage } from './FavouritesPage';
export { ComparePage, type CompareData } from './ComparePage';

export interface FavouritesHead {
  head: { meta: ({ title: string } | { name: string; content: string })[] };
}

interface LoaderContext {
  context: RouterContext;
  params: { lang: string };
  deps: { ids?: unknown };
  parentMatchPromise: Promise<{ loaderData?: unknown }>;
}

/** The route's loader: the comparison's properties, or (favourites, read in the browser) only the pages' texts; with the head. */
export async function load(
  path: 'favourites/' | 'compare/',
  { context, params, deps, parentMatchPromise }: LoaderContext,
): Promise<FavouritesHead & Partial<CompareData>> {
  const lang: Lang = isLang(params.lang) ? params.lang : 'en';
  const [data, parent] = await Promise.all([
    path === 'compare/' ? loadCompare(context, lang, deps.ids) : loadDetailTexts(lang),
    parentMatchPromise,
  ]);
  const site = parent.loaderData as SiteView | undefined;
  const name = pathTable.byOriginal.get(`/${path}`)?.breadcrumbs[lang].at(-1)?.name ?? '';
  return {
    ...data,
    head: { meta: [{ title: site ? `${name} | ${site.agency.name}` : name }, { name: 'robots', content: 'noindex' }] },
  };
}
