/** axe-core (WCAG 2.2 AA rules) on every page type, on a phone and a desktop width (docs/quality.md). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, hydrated, newPage, settled } from './browser';

afterAll(closeBrowser);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(path: string, width: number): Promise<string[]> {
  const { context, page } = await newPage(width, 900);
  try {
    await page.goto(path);
    await hydrated(page);
    await settled(page);
    await page.addScriptTag({ content: axeSource });
    const found = (await page.evaluate(async (tags) => {
      const axe = (
        window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: unknown[] }> } }
      ).axe;
      return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations;
    }, TAGS)) as Violation[];
    return found.map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  } finally {
    await context.close();
  }
}

async function propertyPath(): Promise<string> {
  const { context, page } = await newPage(800);
  await page.goto('/en/for-sale/');
  const href = (await page.locator('.card__link').first().getAttribute('href'))!;
  await context.close();
  return href;
}

const PAGES = [
  '/en/',
  '/fr/a-vendre/',
  '/nl/te-huur/?view=map',
  '/de/projekte/',
  '/en/our-agency/',
  '/fr/services/gestion-locative/',
  '/nl/cookiebeleid/',
  '/en/contact-demand/',
  '/fr/merci/contact-me/',
  '/en/login/',
  '/en/testimonials/',
  '/nl/hou-me-op-de-hoogte/',
  '/en/favourites/',
  '/de/vergleichen/',
  '/de/gibt-es-nicht/',
];

describe('axe-core finds no WCAG 2.2 AA violation', () => {
  for (const path of PAGES) {
    for (const width of [375, 1280]) {
      it(`${path} at ${width} px`, async () => {
        expect(await violations(path, width)).toEqual([]);
      });
    }
  }
  it('on a property page and a project page', async () => {
    const property = await propertyPath();
    expect(await violations(property, 375)).toEqual([]);
    expect(await violations(property, 1280)).toEqual([]);
    const { context, page } = await newPage(800);
    await page.goto('/en/projects/');
    const project = (await page
      .locator('a[href*="/projects/"]')
      .filter({ hasNot: page.locator('nav') })
      .last()
      .getAttribute('href'))!;
    await context.close();
    expect(project).toMatch(/\/en\/projects\/[^/]+\/\d+\/$/);
    expect(await violations(project, 1280)).toEqual([]);
  });
});
