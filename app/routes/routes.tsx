/**
 * The one route tree, rendered by the worker (streaming SSR); no router runs in the browser
 * (decision record 022: the browser hydrates only the islands).
 * Internal paths are the original (English) slugs under a real `$lang` segment; the rewrite in
 * ./rewrite.ts translates them to and from each language's slugs.
 */
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  notFound,
  Outlet,
  HeadContent,
  rootRouteId,
  useRouteContext,
} from '@tanstack/react-router';
import type { RouterContext } from '../router/context';
import { alternatesFor, ownAlternates, seoLinks, seoMeta } from '../router/head';
import { pathTable } from '../../shared/content/path-table-instance';
import { isLang, type Lang } from '../../shared/paths/languages';
import { toInternal } from '../../shared/paths/path-table';
import type { PageView, SiteView } from '../content/views';
import { Layout } from '../components/layout/Layout';
import type { SiteWithAlert } from '../components/layout/FooterAlert';
import type { City, PropertyType } from '../../shared/model/taxonomy';
import { HomePage, type HomeData } from '../pages/HomePage';
import { ContentPage, type ContentData } from '../pages/ContentPage';
import { ListingPage, type ListingData } from '../pages/ListingPage';
import type { PastLastPage } from '../pages/ListingNotFound';
import { apiParams, listingQuery, parseListingSearch, type ListingSearch } from '../../shared/listing/search-params';
import { markersAddress } from '../components/listing/MapPanel';
import { hasArea } from '../../shared/listing/area-search';
import { activeFilters } from '../listing/active-filters';
import { widenings, type Widening } from '../listing/widen';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ListQuery } from '../../shared/model/listing';
import type { PortalView } from '../model/owner-portal';
import { settleWithin } from './settle';
import type { PropertyData } from '../pages/PropertyPage';
import type { ProjectData } from '../pages/ProjectPage';
import type { ProjectsData } from '../pages/ProjectsPage';
import { detailHead } from '../router/detail-head';
import { textsFor } from '../../shared/i18n/i18n';
import { loadDetailTexts, withDetailTexts } from '../i18n/detail-texts';
import type { PageForms } from '../forms/page-forms';
import { isApiError } from '../router/api-error';
import type { PageType } from '../styles/page-types';

/** The not-found and error pages: one chunk outside the first load (../pages/error-pages.ts). */
const errorPages = () => import('../pages/error-pages');
export const ErrorPage = lazyRouteComponent(errorPages, 'ErrorPage');
const ListingNotFound = lazyRouteComponent(errorPages, 'ListingNotFound');
const PropertyNotFoundPage = lazyRouteComponent(errorPages, 'PropertyNotFoundPage');
const ProjectNotFoundPage = lazyRouteComponent(errorPages, 'ProjectNotFoundPage');
export const PageNotFoundPage = lazyRouteComponent(errorPages, 'PageNotFoundPage');

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Which page type's styles the page carries (app/styles/page-types.ts); 'content' when none. */
    pageType?: PageType;
    /** 'compact': the page shell shows the compact footer (the owner's private pages, decision record 026). */
    footer?: 'compact';
    /**
     * 'none': no analytics or marketing tag on this page, whatever the visitor consented to: its
     * URL may hold a secret (a reset token, a preview key, a confirmation token) or it is
     * personal (docs/security.md). Its HTML carries no tag id (app/components/layout/Layout.tsx).
     */
    tags?: 'none';
  }
}

export interface AppContext extends RouterContext {
  origin: string;
  /**
   * The request's language as the worker decided it (the path's, or the site's default for an
   * unprefixed path): the document's `lang`, and the error pages' language when no `$lang` matched.
   */
  lang: Lang;
  /** The fill-time token and a refused submission (each form island gets them in its props). */
  forms?: PageForms;
  /** The request's Referer (a detail page opened from a listing: decision record 010). */
  referrer?: string;
}

function RootDocument() {
  const { lang } = useRouteContext({ from: rootRouteId });
  return (
    <html lang={lang} dir="ltr">
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
      </body>
    </html>
  );
}

export const rootRoute = createRootRouteWithContext<AppContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#1d3a5f' },
      { name: 'format-detection', content: 'telephone=no' },
    ],
    // No font preload: the text paints in the metric-matched fallback (font-display: swap), and a
    // preloaded font would compete with the stylesheet and the largest image (decision record 035).
    links: [{ rel: 'icon', href: '/brand/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootDocument,
  notFoundComponent: PageNotFoundPage,
});

/** The property types and cities a form offers (the alert's, the valuation's). */
const alertChoices = (types: PropertyType[], cities: City[]) => ({
  types: types.map((t) => ({ value: String(t.ID), label: t.Name })),
  cities: cities.map((c) => ({ value: `${c.Name}|${c.Zip}`, label: `${c.Name} (${c.Zip})` })),
});

/** The `$lang` segment read into a `Lang` once, for every route below it; any other code is not found. */
function parseLangParam({ lang }: { lang: string }): { lang: Lang } {
  if (!isLang(lang)) throw notFound();
  return { lang };
}

/** The language layout: reads the language, loads the site view, renders the shell. */
export const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  params: { parse: parseLangParam, stringify: ({ lang }) => ({ lang }) },
  // The footer's search-alert form (../components/layout/FooterAlert.tsx) is drawn open when asked (`?form=`) or back with its messages.
  loaderDeps: ({ search }) => ({ alertForm: (search as { form?: unknown }).form === 'demand-register' }),
  loader: async ({ context, params, deps }): Promise<SiteWithAlert> => {
    const lang = params.lang;
    const site = await context.data.site(lang);
    if (!site.languages.includes(lang)) throw notFound();
    const refused = (context as AppContext).forms?.submission?.kind === 'demand-register';
    if (!deps.alertForm && !refused) return site;
    // Only then: its property types and cities (as the alert page offers them).
    const [types, cities] = await Promise.all([context.data.types(lang), context.data.cities(lang, 'all')]);
    return { ...site, alertChoices: alertChoices(types, cities) };
  },
  staleTime: Infinity,
  head: ({ loaderData, matches }) => {
    if (!loaderData) return {};
    const leaf = matches[matches.length - 1];
    const missing = !leaf || leaf.status === 'notFound' || leaf.status === 'error';
    if (missing) {
      const LL = textsFor(loaderData.lang);
      const title =
        leaf?.status === 'error'
          ? isApiError(leaf.error)
            ? LL.ERRORS.apiError()
            : LL.ERRORS.unexpected()
          : /\$id\/$/.test(leaf?.routeId ?? '') && !leaf?.routeId.includes('projects')
            ? LL.ERRORS.propertyNotFound()
            : LL.ERRORS.pageNotFound();
      return { meta: [{ title: `${title} | ${loaderData.agency.name}` }, { name: 'robots', content: 'noindex' }] };
    }
    const origin = (leaf.context as AppContext).origin;
    const alternates =
      ownAlternates(leaf.loaderData, loaderData.languages) ??
      alternatesFor(pathTable, leaf.pathname, loaderData.languages);
    const own = alternates.find((a) => a.lang === loaderData.lang);
    return {
      links: seoLinks(origin, own?.href ?? leaf.pathname, alternates, loaderData.defaultLanguage),
      // The agency as schema.org RealEstateAgent (worker/content/agency-ld.ts): a JSON-LD block, escaped by the router.
      meta: [{ 'script:ld+json': loaderData.structuredData } as never],
    };
  },
  component: () => <Layout />,
  notFoundComponent: PageNotFoundPage,
  errorComponent: ErrorPage,
});

function pageHead(page: PageView | undefined, ctx: AppContext, localizedPath: string, noindex = false) {
  if (!page) return {};
  return {
    meta: seoMeta(page.seo, ctx.origin, localizedPath, {
      noindex: noindex || page.preview || /^\/[a-z]{2}\/preview\//.test(localizedPath) || page.type === 'thank-you',
    }),
  };
}

async function loadPage(context: RouterContext, lang: Lang, original: string, preview = false): Promise<PageView> {
  const page = await context.data.page(lang, original, { preview });
  if (!page) throw notFound();
  return page;
}

const localizedOf = (lang: Lang, page: PageView | undefined) =>
  page ? `/${lang}${pathTable.byOriginal.get(page.original)?.paths[lang] ?? page.original}` : `/${lang}/`;

export const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  loader: async ({ context, params }): Promise<HomeData> => {
    const lang = params.lang;
    const page = await loadPage(context, lang, '/');
    const list = page.modules.find((m) => m.view === 'property-list');
    const [totals, latest] = await Promise.all([
      settleWithin(context.data.totals()),
      settleWithin(context.data.properties({ lang, sort: 'date-desc', page: 1, pageSize: list?.maxItems ?? 4 })),
    ]);
    return { page, totals: totals.promise, latest: latest.promise };
  },
  head: ({ loaderData, match, params }) =>
    pageHead(loaderData?.page, match.context as AppContext, localizedOf(params.lang, loaderData?.page)),
  component: HomePage,
  staticData: { pageType: 'home' },
  notFoundComponent: PageNotFoundPage,
});

/**
 * A listing page: its content page, the filter lists, and the results (streamed when slow).
 * The criteria are read from the URL by parseListingSearch, also for the loader (the router's
 * `search` still carries the raw parameters, `?type=` included). A page past the last one
 * answers 404 with a link to the first page: the results of a page after the first are awaited
 * before the status is sent (only the first page streams).
 */
function listingRoute(path: string, fixed: Partial<ListQuery>) {
  return createRoute({
    getParentRoute: () => langRoute,
    path: `${path}/`,
    validateSearch: (raw: Record<string, unknown>): ListingSearch => parseListingSearch(raw),
    loaderDeps: ({ search }) => parseListingSearch(search),
    loader: async ({ context, params, deps }): Promise<ListingData> => {
      const lang = params.lang;
      const goal = fixed.goal ?? deps.goal;
      const query = listingQuery(deps, fixed, lang, deps.view === 'map' ? MAX_PAGE_SIZE : DEFAULT_PAGE_SIZE);
      if (deps.view === 'map') query.page = 1;
      const list = context.data.properties(query);
      const pastFirst = (query.page ?? 1) > 1;
      const lists = Promise.all([
        context.data.types(lang),
        context.data.cities(lang, goal === 0 ? 'sale' : goal === 1 ? 'rent' : 'all'),
      ]);
      // No results on the first page of the list: the nearest ways to widen it (app/listing/widen.ts).
      const widen = async (): Promise<Widening[]> => {
        if ((await list).total > 0) return [];
        const [types, cities] = await lists;
        const chips = activeFilters(deps, { LL: textsFor(lang), lang, types, goalChoice: fixed.goal === undefined });
        return widenings(deps, chips, fixed, lang, {
          count: async (q) => (await context.data.properties(q)).total,
          cities,
        });
      };
      const [page, filters, results, ways] = await Promise.all([
        loadPage(context, lang, `/${path}/`),
        settleWithin(lists),
        pastFirst ? list.then(() => settleWithin(list)) : settleWithin(list),
        pastFirst || deps.view === 'map' ? null : settleWithin(widen().catch((): Widening[] => [])),
      ]);
      if (pastFirst) {
        const { page: asked, pages } = await results.promise;
        if (asked > pages) throw notFound({ data: { page: asked } satisfies PastLastPage });
      }
      return {
        page,
        filters: filters.promise,
        results: results.promise,
        ...(ways ? { widen: ways.promise } : {}),
        goalChoice: fixed.goal === undefined,
        ...(goal !== undefined ? { goal } : {}),
        // The map fetches its markers from the JSON API (decision record 022, amendment 031).
        ...(deps.view === 'map' ? { markersFrom: markersAddress(apiParams(query)) } : {}),
      };
    },
    // An area search is one of endless variants of the list: never indexed (its canonical is the plain list).
    head: ({ loaderData, match, params }) =>
      pageHead(
        loaderData?.page,
        match.context as AppContext,
        localizedOf(params.lang, loaderData?.page),
        hasArea(parseListingSearch(match.search as Record<string, unknown>)),
      ),
    component: ListingPage,
    staticData: { pageType: 'listing' },
    notFoundComponent: ListingNotFound,
  });
}
export const forSaleRoute = listingRoute('for-sale', { goal: 0 });
export const forRentRoute = listingRoute('for-rent', { goal: 1 });
export const newRoute = listingRoute('new-properties', { isNew: true });
export const arrivingRoute = listingRoute('arrival-properties', { arriving: true });
export const discreetRoute = listingRoute('discreet-properties', { discreet: true });

/** Detail and project pages load as their own chunk, with their texts: home and listing do not carry them. */
const PropertyPage = lazyRouteComponent(() => withDetailTexts(import('../pages/PropertyPage')), 'PropertyPage');
const ProjectsPage = lazyRouteComponent(() => withDetailTexts(import('../pages/ProjectsPage')), 'ProjectsPage');
const ProjectPage = lazyRouteComponent(() => withDetailTexts(import('../pages/ProjectPage')), 'ProjectPage');

/** The site view the `$lang` layout loaded, for head tags of leaf routes. */
const siteOf = (matches: { routeId: string; loaderData?: unknown }[]) =>
  matches.find((m) => m.routeId === '/$lang')?.loaderData as SiteView | undefined;
/** The detail loaders (./detail-loaders.ts) come with the detail pages' chunk. */
const detailLoaders = () => import('./detail-loaders');

/** Property detail: '/{lang}/{section}/{city}/{title}/{id}/' (canonical) — see ./detail-loaders.ts. */
function propertyRoute(section: 'for-sale' | 'for-rent') {
  return createRoute({
    getParentRoute: () => langRoute,
    path: `${section}/$city/$title/$id/`,
    loader: async ({ context, params, location }): Promise<PropertyData> =>
      (await detailLoaders()).loadProperty(context, params, section, location.search),
    head: ({ loaderData, match, params, matches }) =>
      detailHead(
        loaderData?.head,
        (match.context as AppContext).origin,
        siteOf(matches),
        textsFor(params.lang).ERRORS.propertyNotFound(),
      ),
    component: PropertyPage,
    staticData: { pageType: 'property' },
    notFoundComponent: PropertyNotFoundPage,
  });
}
export const saleDetailRoute = propertyRoute('for-sale');
export const rentDetailRoute = propertyRoute('for-rent');

/** '/{lang}/property/{id}/' reaches the same property: always a 301 to its canonical URL (or 404). */
export const propertyIdRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'property/$id/',
  loader: async ({ context, params }): Promise<PropertyData> => (await detailLoaders()).loadProperty(context, params),
  head: ({ params, matches }) =>
    detailHead(undefined, '', siteOf(matches), textsFor(params.lang).ERRORS.propertyNotFound()),
  component: PropertyPage,
  staticData: { pageType: 'property' },
  notFoundComponent: PropertyNotFoundPage,
});

/** The projects list: the '/projects/' content page and every project. */
export const projectsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'projects/',
  loader: async ({ context, params }): Promise<ProjectsData> => {
    const [page, projects] = await Promise.all([
      loadPage(context, params.lang, '/projects/'),
      context.data.projects(params.lang),
      loadDetailTexts(params.lang),
    ]);
    return { page, projects };
  },
  head: ({ loaderData, match, params }) =>
    pageHead(loaderData?.page, match.context as AppContext, localizedOf(params.lang, loaderData?.page)),
  component: ProjectsPage,
  staticData: { pageType: 'projects' },
  notFoundComponent: PageNotFoundPage,
});

/** A project: '/{lang}/projects/{name}/{id}/'. */
export const projectRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'projects/$name/$id/',
  loader: async ({ context, params, location }): Promise<ProjectData> =>
    (await detailLoaders()).loadProject(
      context,
      params.lang,
      params.id,
      `/projects/${params.name}/${params.id}/`,
      location.search,
    ),
  head: ({ loaderData, match, params, matches }) =>
    detailHead(
      loaderData?.head,
      (match.context as AppContext).origin,
      siteOf(matches),
      textsFor(params.lang).ERRORS.projectNotFound(),
    ),
  component: ProjectPage,
  staticData: { pageType: 'project' },
  notFoundComponent: ProjectNotFoundPage,
});

/** Draft preview: '/{lang}/preview/{localized path}'; never indexed, no consent dialog. */
export const previewRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'preview/$',
  staticData: { tags: 'none' },
  loader: ({ context, params }) => {
    const rest = `/${params._splat ?? ''}`.replace(/\/?$/, '/');
    return loadPage(context, params.lang, toInternal(pathTable, params.lang, rest), true);
  },
  head: ({ loaderData, match, params }) =>
    pageHead(loaderData, match.context as AppContext, `/${params.lang}/preview/${params._splat ?? ''}`),
  component: ContentPage,
  notFoundComponent: PageNotFoundPage,
});

/**
 * The owner portal (docs/owner-portal.md) under each language's '/login/' path, personal and never cached:
 * '/login/' (the login form, with the content page's text; a live session goes on to the
 * portal), '/login/portal/' and '/login/portal/{propertyId}/' (the portal; a property that is
 * not the owner's answers 404), '/login/forgot/' and '/login/reset/?token=…'. The pages and
 * their texts (namespace OWNER) are their own chunk.
 */
const ownerLoaders = () =>
  import('../pages/owner/index').then(async (m) => {
    await m.ready;
    return m;
  });
const LoginPage = lazyRouteComponent(ownerLoaders, 'LoginPage');
const PortalPage = lazyRouteComponent(ownerLoaders, 'PortalPage');
const ForgotPage = lazyRouteComponent(ownerLoaders, 'ForgotPage');
const ResetPage = lazyRouteComponent(ownerLoaders, 'ResetPage');

const ownerHead = (title: string, site: SiteView | undefined) => ({
  meta: [{ title: site ? `${title} | ${site.agency.name}` : title }, { name: 'robots', content: 'noindex' }],
});
/**
 * The reset page's first script (docs/security.md): the link's token leaves the address bar before
 * any other script of the page runs (it stays in the form's hidden field), so that nothing the page
 * loads later can read it from the URL.
 */
export const DROP_TOKEN_SCRIPT =
  "(function(){try{var u=new URL(location.href);if(u.searchParams.has('token')){u.searchParams.delete('token');history.replaceState(history.state,'',u.pathname+u.search+u.hash)}}catch(e){}})();";

const ownerRoute = (
  path: string,
  component: typeof LoginPage,
  /** The page's own title (its tab), from the texts and what the loader found. */
  title: (LL: ReturnType<typeof textsFor>, loaderData: unknown) => string,
  loader: (context: RouterContext, lang: Lang, id: string | null) => Promise<unknown>,
  footer?: 'compact',
  headScripts: { children: string }[] = [],
) =>
  createRoute({
    getParentRoute: () => langRoute,
    path,
    staticData: footer ? { pageType: 'owner', footer, tags: 'none' } : { pageType: 'owner', tags: 'none' },
    loader: ({ context, params }) =>
      loader(context, params.lang, (params as { propertyId?: string }).propertyId ?? null),
    head: ({ params, matches, loaderData }) => ({
      ...ownerHead(title(textsFor(params.lang), loaderData), siteOf(matches)),
      ...(headScripts.length ? { scripts: headScripts } : {}),
    }),
    component,
    notFoundComponent: PageNotFoundPage,
  });

export const loginRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'login/',
  loader: async ({ context, params }) => (await ownerLoaders()).loadLogin(context, params.lang),
  head: ({ loaderData, match, params }) =>
    pageHead(loaderData?.page, match.context as AppContext, localizedOf(params.lang, loaderData?.page)),
  component: LoginPage,
  staticData: { pageType: 'owner', tags: 'none' },
  notFoundComponent: PageNotFoundPage,
});
/** A portal page's title: the shown property's, then the portal's ('Duplex, Ixelles · Owner portal'). */
const portalTitle = (LL: ReturnType<typeof textsFor>, data: unknown): string => {
  const property = (data as PortalView | undefined)?.selected?.property;
  return property ? `${property.Title} · ${LL.OWNER.portalTitle()}` : LL.OWNER.portalTitle();
};
export const portalRoute = ownerRoute(
  'login/portal/',
  PortalPage,
  portalTitle,
  async (c, l, id) => (await ownerLoaders()).loadPortal(c, l, id),
  'compact',
);
export const portalPropertyRoute = ownerRoute(
  'login/portal/$propertyId/',
  PortalPage,
  portalTitle,
  async (c, l, id) => (await ownerLoaders()).loadPortal(c, l, id),
  'compact',
);
export const forgotRoute = ownerRoute(
  'login/forgot/',
  ForgotPage,
  (LL) => LL.OWNER.forgotTitle(),
  async (c, l) => (await ownerLoaders()).loadForgot(c, l),
);
export const resetRoute = ownerRoute(
  'login/reset/',
  ResetPage,
  (LL) => LL.OWNER.resetTitle(),
  async (_c, l) => (await ownerLoaders()).loadOwnerTexts(l),
  undefined,
  [{ children: DROP_TOKEN_SCRIPT }],
);

/**
 * The subscription confirmation page (decision record 024): '/{lang}/confirm-subscription/?token=…'
 * (localized slugs), noindex; the worker puts the link's state in the router context. Its own chunk.
 */
const confirmationPage = () => import('../pages/SubscriptionConfirmPage');
export const confirmSubscriptionRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'confirm-subscription/',
  staticData: { tags: 'none' },
  loader: async ({ context, params, location }) =>
    (await confirmationPage()).loadConfirmation(context as AppContext, params.lang, location.searchStr),
  head: ({ loaderData, match, params }) =>
    pageHead(loaderData?.page, match.context as AppContext, localizedOf(params.lang, loaderData?.page)),
  component: lazyRouteComponent(confirmationPage, 'SubscriptionConfirmPage'),
  notFoundComponent: PageNotFoundPage,
});

/**
 * Favourites and comparison (docs/search.md), one chunk of their own with their loader, which also
 * gives the head (noindex): '/favourites/' (the list lives in the browser, so the page reads it
 * there) and '/compare/?ids=1,2' (rendered here). The first load carries only these lines.
 */
const favouritesPages = () => import('../pages/favourites/index');
const favouritesPageRoute = (path: 'favourites/' | 'compare/', component: 'FavouritesPage' | 'ComparePage') =>
  createRoute({
    getParentRoute: () => langRoute,
    path,
    loaderDeps: ({ search }) => search as { ids?: unknown },
    loader: async (ctx) => (await favouritesPages()).load(path, ctx),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: lazyRouteComponent(() => withDetailTexts(favouritesPages()), component),
    staticData: { pageType: 'favourites' },
  });
export const favouritesRoute = favouritesPageRoute('favourites/', 'FavouritesPage');
export const compareRoute = favouritesPageRoute('compare/', 'ComparePage');

/** Every other page of the site map: content, articles, legal, forms, thank-you, stats, testimonials. */
export const contentRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '$',
  loader: async ({ context, params }): Promise<ContentData> => {
    const page = await loadPage(context, params.lang, `/${params._splat ?? ''}`.replace(/\/?$/, '/'));
    if (page.type !== 'form') return page;
    // Form pages (valuation, search alert) offer the catalogue's property types and cities.
    const lang = params.lang;
    const [types, cities] = await Promise.all([context.data.types(lang), context.data.cities(lang, 'all')]);
    return { ...page, choices: alertChoices(types, cities) };
  },
  head: ({ loaderData, match, params }) =>
    pageHead(loaderData, match.context as AppContext, localizedOf(params.lang, loaderData)),
  component: ContentPage,
  notFoundComponent: PageNotFoundPage,
});

export const routeTree = rootRoute.addChildren([
  langRoute.addChildren([
    homeRoute,
    forSaleRoute,
    forRentRoute,
    newRoute,
    arrivingRoute,
    discreetRoute,
    saleDetailRoute,
    rentDetailRoute,
    propertyIdRoute,
    projectsRoute,
    projectRoute,
    loginRoute,
    portalRoute,
    portalPropertyRoute,
    forgotRoute,
    resetRoute,
    confirmSubscriptionRoute,
    favouritesRoute,
    compareRoute,
    previewRoute,
    contentRoute,
  ]),
]);

export type { SiteView };
