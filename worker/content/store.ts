/**
 * The site's configuration and content pages, served per language. Content pages are operator
 * data in content/pages/*.json, checked against their schema and gathered into
 * worker/generated/pages.json by the build (scripts/build-content.ts: a wrong file stops the build
 * with a message naming the field); the links between them and the configuration are checked
 * here, on first use.
 */
import rawPages from '../generated/pages.json';
import type { SiteConfig } from '../../app/config/schema';
import { siteOf } from '../config/site';
import type { Page } from '../../app/config/page-schema';
import { pathTable } from '../../shared/content/path-table-instance';
import type { PageView, SiteView } from '../../app/content/views';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../app/i18n/load-server';
import type { Lang } from '../../shared/paths/languages';
import type { PathTable } from '../../shared/paths/path-table';
import { projectPage, projectSite } from './project';
import { lazy } from '../../shared/schema/lazy';

export interface ContentStore {
  config: SiteConfig;
  languages: Lang[];
  table: PathTable;
  site(lang: Lang): SiteView;
  /** The page at an original path, or null (unknown, or a draft outside preview). */
  page(lang: Lang, original: string, opts?: { preview?: boolean }): PageView | null;
}

export function createContentStore(config: SiteConfig, pages: Page[], table: PathTable): ContentStore {
  const byId = new Map(pages.map((p) => [p.id, p]));
  for (const entry of table.entries) {
    if (!byId.has(entry.id)) throw new Error(`content: no page file for site-map entry '${entry.id}'`);
  }
  (config.detailBlocks ?? []).forEach((block, i) => {
    if (!table.byOriginal.has(block.href))
      throw new Error(
        `Invalid site configuration: detailBlocks[${i}].href '${block.href}' is not a path of the site map`,
      );
    if (config.detailBlocks?.findIndex((b) => b.id === block.id) !== i)
      throw new Error(`Invalid site configuration: detailBlocks[${i}].id '${block.id}' is used twice`);
  });
  const siteModules = config.modules ?? [];
  siteModules.forEach((m, i) => {
    for (const id of m.pages) {
      const page = byId.get(id);
      if (!page) throw new Error(`Invalid site configuration: modules[${i}].pages names no page '${id}'`);
      if (page.modules.some((own) => own.id === m.id))
        throw new Error(`Invalid site configuration: modules[${i}].id '${m.id}' is also a module of page '${id}'`);
    }
  });
  // A page with the site's modules for it: from here on they are the page's own (one code path).
  const withSiteModules = (page: Page): Page => {
    const added = siteModules.filter((m) => m.pages.includes(page.id)).map(({ pages: _, ...m }) => m);
    return added.length ? { ...page, modules: [...page.modules, ...added] } : page;
  };
  const siteCache = new Map<Lang, SiteView>();
  return {
    config,
    languages: config.languages.filter((l) => l.use).map((l) => l.code),
    table,
    site(lang) {
      let view = siteCache.get(lang);
      if (!view) {
        view = projectSite(config, table, lang, textsFor(lang), new Date().getUTCFullYear());
        siteCache.set(lang, view);
      }
      return view;
    },
    page(lang, original, opts) {
      const entry = table.byOriginal.get(original);
      const page = entry && byId.get(entry.id);
      if (!page) return null;
      const preview = opts?.preview ?? false;
      if (page.status !== 'Published' && !preview) return null;
      return projectPage(withSiteModules(page), original, table, lang, preview);
    },
  };
}

// The four languages' texts, loaded when the worker loads: every server module that writes texts reads them (textsFor).
loadAllLanguages();

/** The site's content, built on first use in an isolate (not at module load: ../../shared/schema/lazy.ts). */
export const content: ContentStore = lazy(() =>
  createContentStore(
    siteOf().config,
    // checked by the build (scripts/build-content.ts)
    (rawPages as unknown as { file: string; data: Page }[]).map((p) => p.data),
    pathTable,
  ),
);
