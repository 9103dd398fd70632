/**
 * The element bar (docs/quality.md: at most 800 elements after load on every page type) on
 * the heaviest detail pages of the demo data: every property's page (sale and rent) is fetched and
 * its tags counted in the HTML to rank them (cheap; the islands render adds a few elements after
 * load: the consent dialog, the scripts it loads); the heaviest sale and rental pages and a project
 * page are then opened in Chromium as a first visit (375 px, no cookie choice) and counted as
 * `npm run size` counts them, `document.querySelectorAll('*')` once the network is idle.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, newPage } from './browser';

afterAll(closeBrowser);

const MAX_ELEMENTS = 800;

interface Listed {
  ID: number;
}

async function json<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { Accept: 'application/json' } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** Every listed property of a goal (0 sale, 1 rent), page by page. */
async function listed(goal: 0 | 1): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = await json<{ items: Listed[]; pages: number }>(
      `/api/properties?goal=${goal}&lang=en&closed=1&page=${page}`,
    );
    pages = answer.pages;
    ids.push(...answer.items.map((p) => p.ID));
  }
  return ids;
}

/** Start tags in a page's HTML (a template's content is not in the document). */
const tagsIn = (html: string) =>
  (html.replace(/<template[\s\S]*?<\/template>/g, '<template>').match(/<[a-zA-Z][a-zA-Z0-9-]*/g) ?? []).length;

/** The property pages of a goal, heaviest first by their HTML. */
async function heaviest(goal: 0 | 1, take: number): Promise<{ path: string; tags: number }[]> {
  const ids = await listed(goal);
  expect(ids.length, `demo properties of goal ${goal}`).toBeGreaterThan(0);
  const pages: { path: string; tags: number }[] = [];
  for (let i = 0; i < ids.length; i += 8) {
    const batch = await Promise.all(
      ids.slice(i, i + 8).map(async (id) => {
        const res = await fetch(`${baseUrl()}/en/property/${id}/`);
        expect(res.status).toBe(200);
        return { path: new URL(res.url).pathname, tags: tagsIn(await res.text()) };
      }),
    );
    pages.push(...batch);
  }
  return pages.sort((a, b) => b.tags - a.tags).slice(0, take);
}

async function elementsAfterLoad(path: string): Promise<number> {
  const { context, page } = await newPage(375, 812, { consent: 'undecided' });
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    return await page.evaluate(() => document.querySelectorAll('*').length);
  } finally {
    await context.close();
  }
}

describe('elements after load on the heaviest detail pages', () => {
  it(`keeps the heaviest sale and rental pages and a project page at or under ${MAX_ELEMENTS} elements`, async () => {
    const [project] = await json<{ ID: number }[]>('/api/projects?lang=en');
    expect(project, 'a demo project').toBeDefined();
    const paths = [
      ...(await heaviest(0, 2)).map((p) => p.path),
      ...(await heaviest(1, 1)).map((p) => p.path),
      `/en/projects/project/${project!.ID}/`,
    ];
    const counted: Record<string, number> = {};
    for (const path of paths) counted[path] = await elementsAfterLoad(path);
    console.log('elements after load', counted);
    for (const [path, count] of Object.entries(counted)) expect(count, path).toBeLessThanOrEqual(MAX_ELEMENTS);
  }, 240_000);
});
