/**
 * The search-alert run at scale (worker/alerts/digest.ts, decision record 054), against the real
 * D1, KV and the worker's real queue handler: 5,000 confirmed alerts (every language, both goals,
 * one to three types and zones, and one in fifty with 12 types × 20 zones, which used to make 240
 * uncached listing queries by itself). The cron queues the due alerts in batches of 40; each batch
 * runs as one consumer invocation whose D1 queries, KV reads and e-mails are counted: they stay
 * bounded whatever the criteria (a Workers invocation has 50 subrequests on the free plan and
 * 1,000 D1 queries). Every alert is checked once and mailed what its criteria find, as the
 * listing would; a second run sends nothing new. The figures are printed (docs/security.md).
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { alertQueries, type AlertCriteria } from '../../app/alerts/match';
import { MAX_PAGE_SIZE } from '../../shared/model/listing';
import { isClosed, type Property } from '../../shared/model/property';
import { LANGUAGES } from '../../shared/paths/languages';
import worker from '../../worker/index';
import {
  ALERT_BATCH,
  ALERTS_QUEUE,
  matchesOf,
  scheduleAlerts,
  type AlertBatchMessage,
} from '../../worker/alerts/digest';
import type { Env } from '../../worker/env';
import { DIGEST_LIMIT } from '../../worker/alerts/digest-mail';
import { D1Catalogue } from '../../worker/provider/d1/catalogue';
import { alertsEnv } from './support/alerts-env';
import { seedDemoFixture } from './support/demo-fixture';
import { mailRecorder } from './support/leads';

vi.setConfig({ testTimeout: 600_000 });

const ALERTS = 5000;

/** Counted bindings: every D1 statement, every KV read and write, every e-mail. */
const counts = { d1: 0, kvRead: 0, kvWrite: 0 };
const countingDb = new Proxy(env.DB, {
  get(target, prop) {
    if (prop === 'prepare')
      return (sql: string) => {
        counts.d1 += 1;
        return target.prepare(sql);
      };
    const value = Reflect.get(target, prop, target);
    return typeof value === 'function' ? value.bind(target) : value;
  },
});
const countingKv = new Proxy(env.CACHE, {
  get(target, prop) {
    const value = Reflect.get(target, prop, target);
    if (typeof value !== 'function') return value;
    return (...args: unknown[]) => {
      if (prop === 'get' || prop === 'getWithMetadata') counts.kvRead += 1;
      if (prop === 'put' || prop === 'delete') counts.kvWrite += 1;
      return (value as (...a: unknown[]) => unknown).apply(target, args);
    };
  },
});

let mail = mailRecorder();
const runEnv = (): Env => ({ ...alertsEnv(mail), DB: countingDb, CACHE: countingKv, DATA_MEMORY_SECONDS: '0' });

let available: Property[] = [];
let cities: string[] = [];
let types: number[] = [];

/** A deterministic pseudo-random sequence (the same alerts every run). */
function sequence(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

beforeAll(async () => {
  const demo = await seedDemoFixture(env.DB, { properties: 80, projects: 2 });
  available = demo.properties.filter((p) => !isClosed(p as unknown as Property)) as unknown as Property[];
  const catalogue = new D1Catalogue(env.DB);
  cities = (await catalogue.listCities('en', 'all')).map((c) => `${c.Name}|${c.Zip}`);
  types = (await catalogue.listTypes('en')).map((t) => t.ID);
  // One lead per alert (an alert's lead is unique), made in one statement.
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${ALERTS - 1})
     INSERT INTO leads (idempotency_key, kind, lang, payload, status)
     SELECT 'scale-' || i, 'demand-register', 'en', '{}', 'delivered' FROM n`,
  ).run();
  const firstLead = await env.DB.prepare(
    "SELECT MIN(id) AS id FROM leads WHERE idempotency_key LIKE 'scale-%'",
  ).first<number>('id');
  const random = sequence(39);
  const pick = <T>(list: readonly T[], n: number): T[] =>
    [...new Set(Array.from({ length: n }, () => list[Math.floor(random() * list.length)]!))] as T[];
  const rows: string[] = [];
  const binds: (string | number)[] = [];
  for (let i = 0; i < ALERTS; i++) {
    const wide = i % 50 === 0;
    const criteria: AlertCriteria = {
      goal: i % 3 === 0 ? 1 : 0,
      types: wide ? [...types, ...types].slice(0, 12) : pick(types, 1 + (i % 3)),
      cities: wide ? [...cities, ...cities, ...cities].slice(0, 20) : pick(cities, 1 + (i % 3)),
      ...(i % 7 === 0 ? { maxPrice: 450_000 } : {}),
      ...(i % 11 === 0 ? { minRooms: 2 } : {}),
      frequency: 'instant',
    };
    rows.push("(?, ?, ?, ?, datetime('now'), ?, 'instant')");
    binds.push(`alert${i}@example.be`, LANGUAGES[i % 4]!, JSON.stringify(criteria), `hash-${i}`, firstLead! + i);
  }
  // 100 bound values per statement at most (D1): 20 alerts of 5 values each.
  const statements = [];
  for (let i = 0; i < rows.length; i += 20)
    statements.push(
      env.DB.prepare(
        `INSERT INTO alerts (email, lang, criteria, token_hash, confirmed_at, lead_id, frequency) VALUES ${rows.slice(i, i + 20).join(', ')}`,
      ).bind(...binds.slice(i * 5, (i + 20) * 5)),
    );
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50));
});

/** Runs one queued batch through the worker's real queue handler, counting what it used. */
async function runBatch(message: AlertBatchMessage) {
  counts.d1 = 0;
  counts.kvRead = 0;
  counts.kvWrite = 0;
  const mailsBefore = mail.sent.length;
  const batch = createMessageBatch(ALERTS_QUEUE, [
    { id: `alerts-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body: message },
  ]);
  const ctx = createExecutionContext();
  const started = performance.now();
  await worker.queue(batch, runEnv(), ctx);
  const result = await getQueueResult(batch, ctx);
  return {
    ms: performance.now() - started,
    acked: result.explicitAcks.length,
    d1: counts.d1,
    kv: counts.kvRead + counts.kvWrite,
    mails: mail.sent.length - mailsBefore,
  };
}

/** An ALERTS queue binding that only records the batches the cron sends it (no consumer runs). */
const alertsQueueInto = (queued: AlertBatchMessage[]): Queue =>
  ({
    send: async () => {},
    sendBatch: async (messages: { body: AlertBatchMessage }[]) => {
      queued.push(...messages.map((m) => m.body));
    },
  }) as unknown as Queue;

describe('5,000 search alerts', () => {
  it('are queued in bounded batches and each batch stays within an invocation’s limits', async () => {
    const queued: AlertBatchMessage[] = [];
    const started = performance.now();
    const batches = await scheduleAlerts({
      ...runEnv(),
      ALERTS: alertsQueueInto(queued),
    });
    const cronMs = performance.now() - started;
    expect(batches).toBe(Math.ceil(ALERTS / ALERT_BATCH));
    expect(queued).toHaveLength(batches);
    expect(queued.every((m) => m.alerts.length <= ALERT_BATCH)).toBe(true);
    expect(new Set(queued.flatMap((m) => m.alerts)).size).toBe(ALERTS);

    const runs: Awaited<ReturnType<typeof runBatch>>[] = [];
    for (const message of queued) runs.push(await runBatch(message));
    const total = runs.reduce((sum, r) => sum + r.ms, 0);
    const max = (key: 'd1' | 'kv' | 'mails' | 'ms') => Math.max(...runs.map((r) => r[key]));
    const mean = (key: 'd1' | 'kv' | 'mails' | 'ms') => runs.reduce((s, r) => s + r[key], 0) / runs.length;
    console.log(
      `5,000 alerts: cron ${cronMs.toFixed(0)} ms (1 query, ${batches} batches queued); batches ${total.toFixed(0)} ms in all, ` +
        `per batch mean/max: ${mean('ms').toFixed(0)}/${max('ms').toFixed(0)} ms, D1 statements ${mean('d1').toFixed(1)}/${max('d1')}, ` +
        `KV operations ${mean('kv').toFixed(1)}/${max('kv')}, e-mails ${mean('mails').toFixed(1)}/${max('mails')}, ` +
        `subrequests (KV + e-mail) max ${Math.max(...runs.map((r) => r.kv + r.mails))}; e-mails in all ${mail.sent.length}`,
    );
    expect(runs.every((r) => r.acked === 1)).toBe(true);
    // Two reads and two writes per mailed alert: never a query per type or zone.
    expect(max('d1')).toBeLessThanOrEqual(2 + 2 * ALERT_BATCH);
    // Subrequests: the KV reads of at most the batch's goals and languages (8) and one e-mail per alert.
    expect(Math.max(...runs.map((r) => r.kv + r.mails))).toBeLessThanOrEqual(50);
    expect(mail.sent.length).toBeGreaterThan(1000);
  });

  it('mails each alert what its criteria find, as the listing shows it; a second run sends nothing new', async () => {
    // Spot checks: the wide alert and a few ordinary ones got their listing's matches.
    const catalogue = new D1Catalogue(env.DB);
    for (const i of [0, 1, 2, 50, 777, 4999]) {
      const row = await env.DB.prepare('SELECT criteria, lang FROM alerts WHERE email = ?')
        .bind(`alert${i}@example.be`)
        .first<{ criteria: string; lang: string }>();
      const criteria = JSON.parse(row!.criteria) as AlertCriteria;
      const lang = row!.lang as (typeof LANGUAGES)[number];
      // What the listing (d1's SQL) shows for the alert's queries: the in-memory match must agree.
      const pages = await Promise.all(
        alertQueries(criteria, lang, MAX_PAGE_SIZE).map((q) => catalogue.listProperties(q)),
      );
      const expected = [...new Set(pages.flatMap((p) => p.items.map((x) => x.ID)))];
      expect(expected.sort()).toEqual(
        matchesOf(criteria, lang, await catalogue.alertCandidates(criteria.goal, lang))
          .map((p) => p.ID)
          .sort(),
      );
      const sent = mail.sent.find((m) => m.to === `alert${i}@example.be`);
      if (expected.length === 0) expect(sent, `alert ${i}`).toBeUndefined();
      else {
        // The digest lists the newest DIGEST_LIMIT and says how many more; every match was recorded as sent.
        const recorded = await env.DB.prepare(
          'SELECT property_id FROM alert_sent WHERE alert_id = (SELECT id FROM alerts WHERE email = ?) ORDER BY property_id',
        )
          .bind(`alert${i}@example.be`)
          .all<{ property_id: number }>();
        expect(
          recorded.results.map((r) => r.property_id),
          `alert ${i}`,
        ).toEqual([...expected].sort((a, b) => a - b));
        const shown = expected.filter((id) => sent?.text.includes(`/${id}/`));
        expect(shown.length, `alert ${i}`).toBe(Math.min(expected.length, DIGEST_LIMIT));
      }
    }
    expect(available.length).toBeGreaterThan(10);

    mail = mailRecorder();
    const again: AlertBatchMessage[] = [];
    await scheduleAlerts({
      ...runEnv(),
      ALERTS: alertsQueueInto(again),
    });
    for (const message of again) await runBatch(message);
    expect(mail.sent).toEqual([]);
  });
});
