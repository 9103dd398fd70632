/**
 * The browser's copy of the site map (content/site-map.json, docs/urls.md). The browser needs
 * every entry's localized segments (the router's rewrite and every link depend on them) but
 * shows the display names of only a few pages itself: the detail pages' breadcrumbs (home, for
 * sale, for rent, projects) and the favourites and compare pages, which build their own header.
 * Every other page gets its title and breadcrumbs with the server's page data. So the client
 * build writes each segment out (what the path table would compute from the name) and empties
 * the other names: 1.3 KB gzip less first-load JavaScript, the same paths on both sides
 * (scripts/lib/client-site-map.test.ts compares the two tables).
 */
import { LANGUAGES } from '../../shared/paths/languages';
import type { SiteMapEntry } from '../../shared/paths/path-table';
import { slugify } from '../../shared/paths/slug';

/** The site-map ids whose names the browser shows. */
export const CLIENT_NAMED_PAGES: ReadonlySet<string> = new Set([
  'home',
  'for-sale',
  'for-rent',
  'projects',
  'favourites',
  'compare',
]);

const noNames = Object.fromEntries(LANGUAGES.map((lang) => [lang, ''])) as SiteMapEntry['name'];

/** The site map as the browser bundle carries it. */
export function clientSiteMap(siteMap: readonly SiteMapEntry[]): SiteMapEntry[] {
  return siteMap.map(({ status: _status, ...entry }) => {
    const own = entry.original.replace(/^\/+|\/+$/g, '');
    const slug =
      own === ''
        ? undefined
        : Object.fromEntries(LANGUAGES.map((lang) => [lang, entry.slug?.[lang] ?? slugify(entry.name[lang], lang)]));
    return { ...entry, ...(slug ? { slug } : {}), name: CLIENT_NAMED_PAGES.has(entry.id) ? entry.name : noNames };
  });
}
