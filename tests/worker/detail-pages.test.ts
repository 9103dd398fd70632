/**
 * Property and project pages in workerd with the demo fixture: canonical URLs in two languages,
 * 301 from '/property/{id}/' and wrong slugs, 404 'Property Not Found', sold and rented notices
 * (200, no contact block), the renovation notice, hreflang alternates with each language's own
 * slugs, the projects list and a project's page.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { PropertyRecord, ProjectRecord } from '../../app/model/record';
import type { Lang } from '../../shared/paths/languages';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { projectOriginalPath, propertyOriginalPath } from '../../shared/paths/property-path';
import { formatCurrency } from '../../shared/format/currency';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, ORIGIN, get } from './support/http';
import { notFoundPage } from './support/not-found';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const hrefOf = (p: PropertyRecord, lang: Lang) =>
  localizedHref(
    pathTable,
    lang,
    propertyOriginalPath({ ID: p.ID, Goal: p.Goal, City: p.City.Name[lang], Title: p.Title[lang] }, lang),
  );
const projectHrefOf = (p: ProjectRecord, lang: Lang) =>
  localizedHref(pathTable, lang, projectOriginalPath({ ID: p.ID, Name: p.Name[lang] }, lang));

let data: DemoData;
let forSale: PropertyRecord;
let forRent: PropertyRecord;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 60, projects: 2 });
  forSale = data.properties.find(
    (p) =>
      p.Goal === 0 &&
      p.Marquee === 0 &&
      p.PublishPrice &&
      p.Price !== null &&
      p.Photos.length >= 5 &&
      p.AgentID !== null,
  )!;
  forRent = data.properties.find((p) => p.Goal !== 0 && p.Marquee === 0 && p.PublishPrice && p.Price !== null)!;
});

describe('property detail', () => {
  it.each(['en', 'fr'] as const)(
    'answers 200 at the canonical URL in %s, with head tags from the property',
    async (lang) => {
      const href = hrefOf(forSale, lang);
      expect(href.startsWith(lang === 'fr' ? '/fr/a-vendre/' : '/en/for-sale/')).toBe(true);
      const res = await get(href, MANUAL);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${href}"`);
      expect(html).toMatch(
        new RegExp(`<h1[^>]*>${escapeHtml(forSale.Title[lang]).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
      );
      expect(html).toContain(formatCurrency(forSale.Price!));
      expect(html).toMatch(/<title>[^<]*\|[^<]*<\/title>/);
      expect(html).toContain(`<title>${escapeHtml(forSale.Title[lang])}`);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(description.length).toBeGreaterThan(40);
      expect(description.length).toBeLessThanOrEqual(200);
      expect(html).toContain(
        `<meta property="og:image" content="${ORIGIN}/media/photos/${forSale.Photos[0]}/1360.webp"`,
      );
      expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
      expect(html).toContain('class="agent-card"');
      expect(html).toContain('class="contact-bar"');
      expect(html).toContain('id="similar"');
      expect(html).not.toContain('name="robots" content="noindex"');
      for (const other of ['en', 'nl', 'fr', 'de'] as const) {
        expect(html).toContain(`<link rel="alternate" hrefLang="${other}" href="${ORIGIN}${hrefOf(forSale, other)}"`);
      }
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}${hrefOf(forSale, 'en')}"`);
    },
  );

  it('shows a rental with its monthly price', async () => {
    const res = await get(hrefOf(forRent, 'nl'), MANUAL);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`${formatCurrency(forRent.Price!)} / maand`);
  });

  it('redirects /property/{id}/ (prefixed or not) permanently to the canonical URL', async () => {
    for (const [from, to] of [
      [`/en/property/${forSale.ID}/`, hrefOf(forSale, 'en')],
      [`/de/property/${forSale.ID}/`, hrefOf(forSale, 'de')],
      [`/property/${forSale.ID}/`, hrefOf(forSale, 'en')],
    ] as const) {
      const res = await get(from, MANUAL);
      expect(res.status, from).toBe(301);
      expect(new URL(res.headers.get('location')!, ORIGIN).pathname, from).toBe(to);
    }
  });

  it('redirects a wrong city, title or section to the canonical URL', async () => {
    const canonical = hrefOf(forSale, 'fr');
    for (const from of [
      `/fr/a-vendre/nulle-part/un-autre-titre/${forSale.ID}/`,
      `/fr/a-louer/${canonical.split('/')[3]}/${canonical.split('/')[4]}/${forSale.ID}/`,
    ]) {
      const res = await get(from, MANUAL);
      expect(res.status, from).toBe(301);
      expect(new URL(res.headers.get('location')!, ORIGIN).pathname, from).toBe(canonical);
    }
  });

  it.each([
    '/en/property/99999999/',
    '/en/for-sale/liege/house/99999999/',
    '/fr/property/abc/',
    '/en/property/0/',
    '/en/property/99999999999999999999/',
  ])('%s answers 404 Property Not Found with a search form', async (path) => {
    expect(await notFoundPage(path)).toMatch(/Property Not Found|Bien introuvable/);
  });

  it('shows a sold property with the notice and similar properties instead of the contact block', async () => {
    const sold = data.properties.find((p) => p.Marquee === 3)!;
    expect(sold).toBeDefined();
    const res = await get(hrefOf(sold, 'en'), MANUAL);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Property Sold');
    expect(html).toContain('id="similar"');
    expect(html).not.toContain('class="agent-card"');
    expect(html).not.toContain('class="contact-bar"');
    expect(html).not.toContain('id="contact"');
  });

  it('shows a rented property with the rented notice', async () => {
    const rented = data.properties.find((p) => p.Marquee === 4);
    if (!rented) return;
    const html = await (await get(hrefOf(rented, 'en'), MANUAL)).text();
    expect(html).toContain('The property you requested has been rented');
    expect(html).not.toContain('class="agent-card"');
  });

  it('shows the renovation notice (5 years) on sales with label E or F only', async () => {
    const ef = data.properties.find(
      (p) =>
        (p.Goal === 0 && /^[EF]/.test(p.EPCLabelText) && p.EnergyPerformance === null) ||
        (p.Goal === 0 && ['E', 'F'].includes(p.EPCLabelText.charAt(0))),
    );
    const good = data.properties.find((p) => p.Goal === 0 && /^[AB]/.test(p.EPCLabelText));
    if (ef) {
      for (const lang of ['en', 'nl', 'fr', 'de'] as const) {
        const html = await (await get(hrefOf(ef, lang), MANUAL)).text();
        expect(html, lang).toContain('renovation-title');
        expect(html, lang).toMatch(/\b5\b (years|jaar|ans|Jahren)/);
      }
    }
    if (good) expect(await (await get(hrefOf(good, 'en'), MANUAL)).text()).not.toContain('renovation-title');
  });

  it('shows an office without a living area with its office surface among the key figures', async () => {
    const office = data.properties.find(
      (p) => p.Details.Surfaces.Living === null && p.Details.Surfaces.Office && p.Marquee === 0,
    );
    expect(office, 'the fixture has an office').toBeDefined();
    const html = await (await get(hrefOf(office!, 'de'), MANUAL)).text();
    const figures = /<dl class="key-figures">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '';
    expect(figures).toContain('<dt>Bürofläche</dt>');
    const m2 = office!.Details.Surfaces.Office!.toLocaleString('de-BE');
    expect(figures).toMatch(new RegExp(`key-figures__value[^"]*">${m2}\\s?m²<`));
  });

  it('lists detail groups with translated labels and coded values', async () => {
    const html = await (await get(hrefOf(forSale, 'fr'), MANUAL)).text();
    expect(html).toContain('Détails');
    expect(html).toContain('Informations urbanistiques');
    if (forSale.Details.Building.Heating === 'gas') expect(html).toContain('Gaz');
    if (forSale.Details.Building.Glazing === 'double') expect(html).toContain('Double vitrage');
  });
});

describe('projects', () => {
  it.each(['en', 'fr'] as const)('lists every project on the projects page in %s', async (lang) => {
    const path = localizedHref(pathTable, lang, '/projects/');
    const res = await get(path, MANUAL);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"`);
    for (const p of data.projects) {
      expect(html).toContain(escapeHtml(p.Name[lang]));
      expect(html).toContain(`href="${projectHrefOf(p, lang)}"`);
    }
  });

  it('shows a project with its units and the contact-construction block', async () => {
    const project = data.projects[0]!;
    const href = projectHrefOf(project, 'en');
    const res = await get(href, MANUAL);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${href}"`);
    expect(html).toContain(escapeHtml(project.Name.en));
    expect(html).toContain('id="contact-construction"');
    expect(html).toContain('<table class="units"');
    for (const unit of data.properties.filter((u) => u.ProjectID === project.ID)) {
      expect(html).toContain(`href="${hrefOf(unit, 'en')}"`);
    }
  });

  it('redirects a wrong project slug and answers 404 for an unknown project', async () => {
    const project = data.projects[0]!;
    const wrong = await get(`/fr/projets/autre-nom/${project.ID}/`, MANUAL);
    expect(wrong.status).toBe(301);
    expect(new URL(wrong.headers.get('location')!, ORIGIN).pathname).toBe(projectHrefOf(project, 'fr'));
    const missing = await get('/en/projects/nothing-here/98765/', MANUAL);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('Project not found');
    expect(html).toContain('role="search"');
  });
});
