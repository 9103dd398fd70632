/**
 * The seed writes a new demo data set over an old one (scripts/seed.ts rewrites the rows when
 * the generated set changed): when the new set gives the demo owners other properties, the
 * activity of the properties they no longer hold goes, and the new activity (numbered per
 * owner's property) does not collide with it. Found by seeding the e2e state of an earlier data
 * set with this one: "UNIQUE constraint failed: visits.id".
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { generateDemo } from '../../scripts/demo/index';
import { writeDemo } from '../../scripts/demo/write';
import { FIXTURE_TODAY } from './support/demo-fixture';

describe('a demo data set written over another', () => {
  it('replaces the owners’ activity, also of the properties they no longer hold', async () => {
    const old = generateDemo({ today: FIXTURE_TODAY, properties: 70, projects: 3 });
    const next = generateDemo({ today: FIXTURE_TODAY, properties: 90, projects: 3 });
    const held = (d: typeof old) => d.owners.flatMap((o) => o.PropertyIDs).sort((a, b) => a - b);
    // the premise: the two sets give the owners different properties
    expect(held(next)).not.toEqual(held(old));
    const dropped = held(old).filter((id) => !held(next).includes(id));
    expect(dropped.length).toBeGreaterThan(0);

    await writeDemo(env.DB, old);
    await writeDemo(env.DB, next);

    const visits = await env.DB.prepare('SELECT id, property_id FROM visits ORDER BY id').all<{
      id: number;
      property_id: number;
    }>();
    expect(visits.results.map((v) => v.id)).toEqual(next.activity.visits.map((v) => v.ID).sort((a, b) => a - b));
    for (const table of ['visits', 'communications', 'online_media', 'media_stats', 'documents']) {
      const left = await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM ${table} WHERE property_id IN (${dropped.map(() => '?').join(', ')})`,
      )
        .bind(...dropped)
        .first<{ n: number }>();
      expect(left?.n, table).toBe(0);
    }
  });
});
