/**
 * The energy scale on property pages (docs/energy-labels.md), in workerd with the demo fixture: an SVG
 * with role="img" whose label names the certificate in the page's language (EPC, PEB,
 * Energieausweis), the class, the value and the region's scale; the renovation notice for E/F sales.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { PropertyRecord } from '../../app/model/record';
import type { Lang } from '../../shared/paths/languages';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { propertyOriginalPath } from '../../shared/paths/property-path';
import { epcLabel, epcLabelText, regionOfZip } from '../../shared/model/energy';
import { formatNumber } from '../../shared/format/number';
import { seedDemoFixture } from './support/demo-fixture';
import { get } from './support/http';

const page = async (p: PropertyRecord, lang: Lang) => {
  const res = await get(
    localizedHref(
      pathTable,
      lang,
      propertyOriginalPath({ ID: p.ID, Goal: p.Goal, City: p.City.Name[lang], Title: p.Title[lang] }, lang),
    ),
  );
  expect(res.status).toBe(200);
  return res.text();
};
const scaleLabel = (html: string) => /<svg class="energy__scale"[^>]*aria-label="([^"]*)"/.exec(html)?.[1];

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 80, projects: 1 });
});

describe('energy scale', () => {
  it.each([
    ['brussels', 'en', 'EPC class', 'on the Brussels scale from A+ to G'],
    ['flanders', 'nl', 'EPC-klasse', 'op de Vlaamse schaal van A+ tot F'],
    ['wallonia', 'fr', 'Classe PEB', 'sur l’échelle wallonne de A++ à G'],
    ['flanders', 'de', 'Energieausweis: Klasse', 'auf der flämischen Skala von A+ bis F'],
  ] as const)('draws the %s scale in %s with the class and the value', async (region, lang, certificate, scale) => {
    const p = data.properties.find(
      (x) => x.Marquee === 0 && x.EnergyPerformance !== null && regionOfZip(x.City.Zip, x.City.CountryID) === region,
    )!;
    const html = await page(p, lang);
    const label = scaleLabel(html);
    const cls = epcLabelText(epcLabel(region, p.EnergyPerformance!));
    expect(label).toContain(`${certificate} ${cls}`);
    expect(label).toContain(formatNumber(p.EnergyPerformance!));
    expect(label).toContain(scale);
    expect(html).toMatch(/<svg class="energy__scale"[^>]*role="img"/);
    expect(html).toContain(`data-class="${cls}"`);
  });

  it('shows the renovation notice with the scale of an E or F sale only', async () => {
    const letter = (x: PropertyRecord) => {
      const region = regionOfZip(x.City.Zip, x.City.CountryID);
      return region && x.EnergyPerformance !== null ? epcLabel(region, x.EnergyPerformance).charAt(0) : '';
    };
    const ef = data.properties.find((x) => x.Goal === 0 && x.Marquee === 0 && (letter(x) === 'e' || letter(x) === 'f'));
    const good = data.properties.find((x) => x.Goal === 0 && x.Marquee === 0 && ['a', 'b', 'c'].includes(letter(x)))!;
    expect(ef).toBeDefined();
    expect(await page(ef!, 'en')).toMatch(/class="energy"[\s\S]*id="renovation-title"/);
    expect(await page(good, 'en')).not.toContain('id="renovation-title"');
  });
});
