import { describe, expect, it } from 'vitest';
import siteMap from '../../content/site-map.json';
import { CLIENT_NAMED_PAGES, clientSiteMap } from './client-site-map';
import { LANGUAGES } from '../../shared/paths/languages';
import { buildPathTable, type SiteMapEntry } from '../../shared/paths/path-table';

const full = buildPathTable(siteMap as SiteMapEntry[], LANGUAGES);
const client = buildPathTable(clientSiteMap(siteMap as SiteMapEntry[]), LANGUAGES);

describe("the browser's site map (docs/urls.md)", () => {
  it('gives every entry the same localized path in every language as the full site map', () => {
    expect(client.entries.map((e) => [e.id, e.original, e.paths])).toEqual(
      full.entries.map((e) => [e.id, e.original, e.paths]),
    );
  });

  it('keeps the names of the pages the browser titles itself, breadcrumbs included', () => {
    for (const id of CLIENT_NAMED_PAGES) {
      expect(full.byId.get(id), id).toBeDefined();
      expect(client.byId.get(id)?.breadcrumbs, id).toEqual(full.byId.get(id)?.breadcrumbs);
    }
    expect(client.byId.get('for-sale')?.breadcrumbs.fr.map((c) => c.name)).toEqual(['À vendre']);
  });

  it('carries no other names, which is what makes it smaller', () => {
    const others = client.entries.filter((e) => !CLIENT_NAMED_PAGES.has(e.id));
    expect(others.length).toBeGreaterThan(30);
    for (const e of others)
      for (const lang of LANGUAGES) expect(e.breadcrumbs[lang].at(-1)?.name, `${e.id} ${lang}`).toBe('');
    const names = (map: SiteMapEntry[]) => map.flatMap((e) => Object.values(e.name)).filter((n) => n !== '').length;
    expect(names(clientSiteMap(siteMap as SiteMapEntry[]))).toBe(CLIENT_NAMED_PAGES.size * LANGUAGES.length);
    expect(names(siteMap as SiteMapEntry[])).toBeGreaterThan(150);
  });
});
