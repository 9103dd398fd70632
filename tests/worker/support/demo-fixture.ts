/**
 * A small deterministic demo data set written into a test file's own D1 (and R2): the same
 * generator as the seed with fewer listings, so tests can compute what the provider must answer.
 */
import { generateDemo, type DemoData } from '../../../scripts/demo/index';
import { writeDemo } from '../../../scripts/demo/write';

export const FIXTURE_TODAY = '2026-11-22';

export async function seedDemoFixture(
  db: D1Database,
  options: { properties?: number; projects?: number; today?: string; bucket?: R2Bucket } = {},
): Promise<DemoData> {
  const data = generateDemo({
    today: options.today ?? FIXTURE_TODAY,
    properties: options.properties ?? 70,
    projects: options.projects ?? 3,
  });
  await writeDemo(db, data, options.bucket ? { bucket: options.bucket } : {});
  return data;
}
