/**
 * The site's configuration and content pages, validated at start (a wrong file fails with a
 * message naming the field) and served per language. Content pages are operator data in
 * content/pages/*.json, gathered into worker/generated/pages.json by the build.
 */
import rawConfig from '../../config/site.json';
import rawPages from '../generated/pages.json';
import { parseSiteConfig, type SiteConfig } from '../../shared/config/schema';
import { parsePage, type Page } from '../../shared/content/page-schema';
import { pathTable } from '../../shared/content/path-table-instance';
import type { PageView, SiteView } from '../../shared/content/views';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../shared/i18n/load-server';
import type { Lang } from '../../shared/paths/languages';
import type { PathTable } from '../../shared/paths/path-table';
import { projectPage, projectSite } from './project';

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
  const siteCache = new Map<Lang, SiteView>();
  loadAllLanguages();
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
      return projectPage(page, original, table, lang, preview);
    },
  };
}

export const content: ContentStore = createContentStore(
  parseSiteConfig(rawConfig),
  (rawPages as { file: string; data: unknown }[]).map((p) => parsePage(p.data, p.file)),
  pathTable,
);
