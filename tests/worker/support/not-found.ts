/** The page-not-found answer as every unknown address gets it. */
import { expect } from 'vitest';
import { MANUAL, get } from './http';

/** The HTML a path answers with 404: a page with a search form, kept out of search engines. */
export async function notFoundPage(path: string): Promise<string> {
  const res = await get(path, MANUAL);
  expect(res.status, path).toBe(404);
  const html = await res.text();
  expect(html).toContain('role="search"');
  expect(html).toMatch(/name="robots" content="noindex"/);
  return html;
}
