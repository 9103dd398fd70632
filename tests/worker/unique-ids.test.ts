/**
 * No id twice in a page's raw HTML (docs/quality.md; what the W3C Nu checker reads): every page type, as
 * streamed, with a Suspense boundary's fallback and its streamed content both in the document.
 */
import { env } from 'cloudflare:test';
import { Parser } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { projectOriginalPath, propertyOriginalPath } from '../../shared/paths/property-path';
import { seedDemoFixture } from './support/demo-fixture';
import { get } from './support/http';

/** The ids that occur more than once in `html`. */
function duplicateIds(html: string): string[] {
  const seen = new Map<string, number>();
  const parser = new Parser({
    onopentag(_name, attrs) {
      if (attrs.id !== undefined) seen.set(attrs.id, (seen.get(attrs.id) ?? 0) + 1);
    },
  });
  parser.write(html);
  parser.end();
  return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
}

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 30, projects: 2 });
});

describe('ids in the raw HTML', () => {
  it('are unique on every page type, in four languages', async () => {
    const sale = data.properties.find((p) => p.Goal === 0 && p.Marquee === 0)!;
    const rent = data.properties.find((p) => p.Goal === 1 && p.Marquee === 0)!;
    const project = data.projects[0]!;
    for (const lang of ['en', 'nl', 'fr', 'de'] as const) {
      const paths = [
        `/${lang}/`,
        localizedHref(pathTable, lang, '/for-sale/'),
        localizedHref(pathTable, lang, '/for-rent/'),
        localizedHref(
          pathTable,
          lang,
          propertyOriginalPath({ ...sale, City: sale.City.Name[lang], Title: sale.Title[lang] }, lang),
        ),
        localizedHref(
          pathTable,
          lang,
          propertyOriginalPath({ ...rent, City: rent.City.Name[lang], Title: rent.Title[lang] }, lang),
        ),
        localizedHref(pathTable, lang, '/projects/'),
        localizedHref(pathTable, lang, projectOriginalPath({ ID: project.ID, Name: project.Name[lang] }, lang)),
        localizedHref(pathTable, lang, '/our-agency/'),
        localizedHref(pathTable, lang, '/contact/'),
        localizedHref(pathTable, lang, '/favourites/'),
        localizedHref(pathTable, lang, '/compare/'),
        localizedHref(pathTable, lang, '/login/'),
        localizedHref(pathTable, lang, '/feedback/site-contact/'),
        `/${lang}/no-such-page/`,
      ];
      for (const path of paths) {
        const res = await get(path);
        expect(res.status, path).toBeLessThan(500);
        expect(duplicateIds(await res.text()), path).toEqual([]);
      }
    }
  });
});
