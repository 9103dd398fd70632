/**
 * The favourites and comparison pages (docs/search.md): one chunk with their loader, outside the first
 * load. The loader also gives the page's head (title and noindex), so the route tree in the
 * first load holds no more than their paths.
 */
import type { RouterContext } from '../../router/context';
import type { SiteView } from '../../content/views';
import type { Lang } from '../../../shared/paths/languages';
import { pathTable } from '../../../shared/content/path-table-instance';
import { loadDetailTexts } from '../../i18n/detail-texts';
import { loadCompare, type CompareData } from './ComparePage';
import { parseFavourites } from '../../../shared/favourites/store';
import type { Current, DrawnFavourites } from './FavouritesPage';

export { FavouritesPage } from './FavouritesPage';
export { ComparePage, type CompareData } from './ComparePage';

export interface FavouritesHead {
  head: { meta: ({ title: string } | { name: string; content: string })[] };
}

interface LoaderContext {
  context: RouterContext;
  params: { lang: Lang };
  deps: { ids?: unknown; list?: unknown };
  parentMatchPromise: Promise<{ loaderData?: unknown }>;
}

/**
 * The favourites given in `?list=` (the stored list as JSON, sent by the islands render's page
 * script), each with the property as it is now (its card, read for all of them at once): null
 * when gone, 'error' when they could not be read.
 */
async function loadSaved(context: RouterContext, lang: Lang, raw: unknown): Promise<DrawnFavourites> {
  if (raw === undefined) return {};
  // The router parses a JSON search value itself; anything else is read as text.
  const list = parseFavourites(typeof raw === 'string' ? raw : JSON.stringify(raw));
  // One batched read for every id (docs/security.md: never one provider call per favourite).
  const ids = list.map((f) => f.id);
  const found = await context.data.propertiesByIds(ids, lang).catch(() => null);
  const current = ids.map((id, i): [number, Current] => [id, found ? (found[i] ?? null) : 'error']);
  return { saved: { list, current } };
}

/** The route's loader: the comparison's properties, or (favourites, read in the browser) only the pages' texts and the list asked in `?list=`; with the head. */
export async function load(
  path: 'favourites/' | 'compare/',
  { context, params, deps, parentMatchPromise }: LoaderContext,
): Promise<FavouritesHead & Partial<CompareData> & DrawnFavourites> {
  const { lang } = params;
  const [data, parent] = await Promise.all([
    path === 'compare/'
      ? loadCompare(context, lang, deps.ids)
      : Promise.all([loadSaved(context, lang, deps.list), loadDetailTexts(lang)]).then(([saved]) => saved),
    parentMatchPromise,
  ]);
  const site = parent.loaderData as SiteView | undefined;
  const name = pathTable.byOriginal.get(`/${path}`)?.breadcrumbs[lang].at(-1)?.name ?? '';
  return {
    ...data,
    head: { meta: [{ title: site ? `${name} | ${site.agency.name}` : name }, { name: 'robots', content: 'noindex' }] },
  };
}
