/**
 * The seed writes a new demo data set over an old one (scripts/seed.ts rewrites the rows when
 * the generated set changed): when the new set gives the demo owners other properties, the
 * activity of the properties they no longer hold goes, and the new activity (numbered per
 * owner's property) does not collide with it. Found by seeding the e2e state of an earlier data
 * set with this one: "UNIQUE constraint failed: visits.id", and again on the state that failed
 * write left behind (owners rewritten, their old activity not). And the provider's answers cached
 * in KV for the old set are forgotten, so the first visit after the seed counts the new set.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { type DemoData, generateDemo } from '../../scripts/demo/index';
import { writeDemo } from '../../scripts/demo/write';
import { forgetCachedAnswers } from '../../scripts/lib/cached-answers';
import { CACHE_PREFIX, cached } from '../../worker/provider/core/cached';
import { createParts } from '../../worker/provider/select';
import { isClosed } from '../../shared/model/property';
import { FIXTURE_TODAY } from './support/demo-fixture';

const old = generateDemo({ today: FIXTURE_TODAY, properties: 70, projects: 3 });
const next = generateDemo({ today: FIXTURE_TODAY, properties: 90, projects: 3 });
const held = (d: DemoData) => d.owners.flatMap((o) => o.PropertyIDs).sort((a, b) => a - b);
const dropped = held(old).filter((id) => !held(next).includes(id));

beforeEach(async () => {
  for (const table of ['owner_properties', 'visits', 'communications', 'online_media', 'media_stats', 'documents'])
    await env.DB.prepare(`DELETE FROM ${table}`).run();
});

/** The activity written is the new set's, and nothing is left of the properties the owners no longer hold. */
async function expectActivityOf(data: DemoData): Promise<void> {
  const visits = await env.DB.prepare('SELECT id FROM visits ORDER BY id').all<{ id: number }>();
  expect(visits.results.map((v) => v.id)).toEqual(data.activity.visits.map((v) => v.ID).sort((a, b) => a - b));
  for (const table of ['visits', 'communications', 'online_media', 'media_stats', 'documents']) {
    const left = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM ${table} WHERE property_id IN (${dropped.map(() => '?').join(', ')})`,
    )
      .bind(...dropped)
      .first<{ n: number }>();
    expect(left?.n, table).toBe(0);
  }
}

describe('a demo data set written over another', () => {
  it('the premise: the two sets give the owners different properties', () => {
    expect(held(next)).not.toEqual(held(old));
    expect(dropped.length).toBeGreaterThan(0);
  });

  it('replaces the owners’ activity, also of the properties they no longer hold', async () => {
    await writeDemo(env.DB, old);
    await writeDemo(env.DB, next);
    await expectActivityOf(next);
  });

  it('does so after a write that stopped once the owners were rewritten', async () => {
    await writeDemo(env.DB, old);
    // the half-way state: the owners hold the new set's properties, the old activity is still there
    await env.DB.prepare('DELETE FROM owner_properties').run();
    for (const o of next.owners)
      for (const id of o.PropertyIDs)
        await env.DB.prepare('INSERT INTO owner_properties (owner_id, property_id) VALUES (?, ?)').bind(o.ID, id).run();
    await writeDemo(env.DB, next);
    await expectActivityOf(next);
  });

  it('leaves the activity of a property held by an owner outside the demo set', async () => {
    await writeDemo(env.DB, old);
    const other = 999_001;
    await env.DB.prepare(
      "INSERT INTO owners (id, email, password_hash) VALUES (?, 'other@example.test', 'x') ON CONFLICT (id) DO NOTHING",
    )
      .bind(other)
      .run();
    await env.DB.prepare('INSERT INTO owner_properties (owner_id, property_id) VALUES (?, ?)')
      .bind(other, 4_000_001)
      .run();
    await env.DB.prepare(
      "INSERT INTO visits (id, property_id, date, type, status) VALUES (9000001, 4000001, '2026-11-01', 'visit', 'done')",
    ).run();
    await writeDemo(env.DB, next);
    const kept = await env.DB.prepare('SELECT COUNT(*) AS n FROM visits WHERE id = 9000001').first<{ n: number }>();
    expect(kept?.n).toBe(1);
  });
});

describe('the cached answers of a demo data set written over', () => {
  const totalsOf = (data: DemoData) => ({
    sale: data.properties.filter((p) => p.Goal === 0 && !isClosed(p)).length,
    rent: data.properties.filter((p) => p.Goal === 1 && !isClosed(p)).length,
  });
  const clock = { now: Date.parse('2026-03-01T12:00:00Z') };
  const totals = async () => {
    const ctx = createExecutionContext();
    const catalogue = cached(createParts({ ...env, PROVIDER: 'd1' }).catalogue, {
      kv: env.CACHE,
      ctx,
      now: () => clock.now,
      log: () => {},
    });
    const answer = await catalogue.totals();
    await waitOnExecutionContext(ctx);
    return answer;
  };
  /** The old set's totals read and cached, then the new set written and the answer past its fresh time. */
  const oldAnswerCachedThenNewSet = async () => {
    for (const { name } of (await env.CACHE.list({ prefix: `${CACHE_PREFIX}:` })).keys) await env.CACHE.delete(name);
    await writeDemo(env.DB, old);
    expect(await totals()).toEqual(totalsOf(old));
    await writeDemo(env.DB, next);
    clock.now += 120_000;
  };

  it('the premise: the two sets count differently, and the old answer is served once more', async () => {
    expect(totalsOf(next)).not.toEqual(totalsOf(old));
    await oldAnswerCachedThenNewSet();
    expect(await totals()).toEqual(totalsOf(old));
  });

  it('are forgotten, and only they: the first read after the seed counts the new set', async () => {
    await env.CACHE.put('whise:index:other', 'kept');
    await oldAnswerCachedThenNewSet();
    expect(await forgetCachedAnswers(env.CACHE)).toBeGreaterThan(0);
    expect((await env.CACHE.list({ prefix: `${CACHE_PREFIX}:` })).keys).toEqual([]);
    expect(await totals()).toEqual(totalsOf(next));
    expect(await env.CACHE.get('whise:index:other')).toBe('kept');
  });
});
