/**
 * The scheduled search-alert run (cron, worker/background/scheduled.ts; decision record 054), built to
 * scale to thousands of alerts within one invocation's limits:
 *
 * 1. The cron finds the alerts due now (one query: active, confirmed, and their frequency says a
 *    digest may go: isDue) and sends their ids to the `ALERTS` queue in batches of ALERT_BATCH
 *    (`scheduleAlerts`); without the queue binding they run in the same invocation, batch after
 *    batch (`runAlerts`).
 * 2. Each batch (`runAlertBatch`, the queue's consumer) reads its alerts (one query), what was
 *    already sent to them (one query), and for each goal and language among them ONE catalogue read
 *    (`Catalogue.alertCandidates`, behind the KV cache): every available property with what the
 *    listing's filters read. Each alert's criteria become the listing's own queries (alertQueries)
 *    and are matched in memory against it (../search/query-match.ts), so an alert never
 *    disagrees with the site's search, whatever the number of alerts, types or zones. Less what
 *    was already sent unless its price dropped (digestChanges, table `alert_sent`); when anything is
 *    left, one digest e-mail (./digest-mail.ts), then what was sent is recorded (one batch of two
 *    statements). Alerts without anything new send nothing and keep their time.
 *
 * One alert's failure (the catalogue read, the mail) is logged and leaves the others going; it is
 * tried again next run. A batch delivered twice sends nothing twice: what it sent is recorded per
 * property.
 */
import {
  alertQueries,
  comparablePrice,
  digestChanges,
  isDue,
  ALERT_FREQUENCIES,
  type AlertCriteria,
  type AlertFrequency,
} from '../../app/alerts/match';
import type { Property } from '../../shared/model/property';
import type { Lang } from '../../shared/paths/languages';
import { langOrDefault } from '../config/site';
import type { Env } from '../env';
import type { Mailer } from '../email/mailer';
import { configOf } from '../config/config';
import { passesQuery } from '../search/query-match';
import type { AlertCandidate, Catalogue } from '../provider/core';
import { digestMail } from './digest-mail';
import { alertSecret, unsubscribeToken } from './token';

/**
 * Alerts per batch (one queue message, one consumer invocation): each may send one e-mail, so a
 * batch makes at most this many mail sends plus a few KV reads and D1 queries, within a Workers
 * invocation's 50 subrequests on the free plan.
 */
export const ALERT_BATCH = 40;

/** The queue of alert batches (wrangler.toml). */
export const ALERTS_QUEUE = 'agency-alerts';

/** A queue message: the ids of a batch of due alerts and when the run that chose them started. */
export interface AlertBatchMessage {
  alerts: number[];
  at: string;
}

interface AlertRow {
  id: number;
  email: string;
  lang: string;
  criteria: string;
  frequency: string;
  last_sent_at: string | null;
  lead_id: number | null;
}

export interface AlertRunResult {
  checked: number;
  sent: number;
  failed: number;
}

/** The unsubscribe URL of an alert (made from its lead id). */
export async function unsubscribeUrl(origin: string, secret: string, leadId: number, lang: string): Promise<string> {
  return `${origin}/alerts/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(secret, leadId))}&lang=${encodeURIComponent(lang)}`;
}

const frequencyOf = (value: string): AlertFrequency =>
  ALERT_FREQUENCIES.includes(value as AlertFrequency) ? (value as AlertFrequency) : 'daily';

const ACTIVE = 'unsubscribed_at IS NULL AND confirmed_at IS NOT NULL AND lead_id IS NOT NULL';

/** The ids of the alerts due now (one query), in id order. */
export async function dueAlertIds(db: D1Database, now = new Date()): Promise<number[]> {
  const { results } = await db
    .prepare(`SELECT id, frequency, last_sent_at FROM alerts WHERE ${ACTIVE} ORDER BY id`)
    .all<{ id: number; frequency: string; last_sent_at: string | null }>();
  return results.filter((a) => isDue(frequencyOf(a.frequency), a.last_sent_at, now)).map((a) => a.id);
}

/** `ids` in batches of ALERT_BATCH. */
export function batchesOf(ids: readonly number[], size = ALERT_BATCH): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

/**
 * The cron's part: the due alerts' ids, sent to the queue in batches (sendBatch takes at most 100
 * messages at a time). Returns how many batches were queued.
 */
export async function scheduleAlerts(env: Env, now = new Date()): Promise<number> {
  if (!env.ALERTS) return 0;
  const batches = batchesOf(await dueAlertIds(env.DB, now));
  const messages = batches.map((alerts) => ({ body: { alerts, at: now.toISOString() } satisfies AlertBatchMessage }));
  for (let i = 0; i < messages.length; i += 100) await env.ALERTS.sendBatch(messages.slice(i, i + 100));
  return batches.length;
}

/** Every due alert, batch after batch, in this invocation (without the queue binding; tests). */
export async function runAlerts(
  env: Env,
  catalogue: Catalogue,
  mailer: Mailer,
  now = new Date(),
): Promise<AlertRunResult> {
  const result: AlertRunResult = { checked: 0, sent: 0, failed: 0 };
  if (!ready(env)) return result;
  for (const batch of batchesOf(await dueAlertIds(env.DB, now))) {
    const one = await runAlertBatch(env, catalogue, mailer, batch, now);
    result.checked += one.checked;
    result.sent += one.sent;
    result.failed += one.failed;
  }
  return result;
}

/** The settings a digest needs, each missing one logged. */
function ready(env: Env): { secret: string; origin: string } | null {
  const secret = alertSecret(env);
  if (!secret) {
    console.error('search alerts: ALERT_SECRET is not set, no digest sent');
    return null;
  }
  // Links come from SITE_URL only (worker/config/site-url.ts): without it no digest goes.
  const origin = configOf(env).siteUrl;
  if (!origin) {
    console.error('search alerts: SITE_URL is not set, no digest sent');
    return null;
  }
  return { secret, origin };
}

/** The properties an alert's criteria find among its goal's candidates: what its listing queries show, newest first. */
export function matchesOf(criteria: AlertCriteria, lang: Lang, candidates: readonly AlertCandidate[]): Property[] {
  const queries = alertQueries(criteria, lang);
  return candidates
    .filter((c) => queries.some((q) => passesQuery(q, c)))
    .map((c) => c.property)
    .sort((a, b) => b.PublicationDate.localeCompare(a.PublicationDate) || b.ID - a.ID);
}

/**
 * One batch of alerts (see the module comment). Alerts no longer due (a run delivered twice, an
 * unsubscription meanwhile) are left out.
 */
export async function runAlertBatch(
  env: Env,
  catalogue: Catalogue,
  mailer: Mailer,
  ids: readonly number[],
  now = new Date(),
): Promise<AlertRunResult> {
  const result: AlertRunResult = { checked: 0, sent: 0, failed: 0 };
  const settings = ready(env);
  const wanted = ids.filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, ALERT_BATCH);
  if (!settings || wanted.length === 0) return result;
  const marks = wanted.map(() => '?').join(', ');
  const [alertRows, sentRows] = await env.DB.batch<
    AlertRow | { alert_id: number; property_id: number; price: number | null }
  >([
    env.DB.prepare(
      `SELECT id, email, lang, criteria, frequency, last_sent_at, lead_id FROM alerts WHERE id IN (${marks}) AND ${ACTIVE} ORDER BY id`,
    ).bind(...wanted),
    env.DB.prepare(`SELECT alert_id, property_id, price FROM alert_sent WHERE alert_id IN (${marks})`).bind(...wanted),
  ]);
  const sentByAlert = new Map<number, Map<number, number | null>>();
  for (const row of (sentRows?.results ?? []) as { alert_id: number; property_id: number; price: number | null }[]) {
    const map = sentByAlert.get(row.alert_id) ?? new Map<number, number | null>();
    map.set(row.property_id, row.price);
    sentByAlert.set(row.alert_id, map);
  }

  // One catalogue read per goal and language of the batch (KV-cached across batches and runs).
  const reads = new Map<string, Promise<AlertCandidate[]>>();
  const candidatesOf = (goal: 0 | 1, lang: Lang): Promise<AlertCandidate[]> => {
    const key = `${goal}:${lang}`;
    let read = reads.get(key);
    if (!read) {
      read = catalogue.alertCandidates(goal, lang);
      reads.set(key, read);
    }
    return read;
  };

  for (const alert of (alertRows?.results ?? []) as AlertRow[]) {
    const frequency = frequencyOf(alert.frequency);
    if (!isDue(frequency, alert.last_sent_at, now)) continue;
    const lang = langOrDefault(alert.lang);
    let criteria: AlertCriteria;
    try {
      criteria = JSON.parse(alert.criteria) as AlertCriteria;
    } catch {
      result.failed += 1;
      console.error(`search alert ${alert.id}: its criteria cannot be read`);
      continue;
    }
    result.checked += 1;
    try {
      const found = matchesOf(criteria, lang, await candidatesOf(criteria.goal === 1 ? 1 : 0, lang));
      const items = digestChanges(found, sentByAlert.get(alert.id) ?? new Map());
      if (!items.length) continue;
      await mailer.send(
        digestMail({
          to: alert.email,
          lang,
          frequency,
          items,
          origin: settings.origin,
          unsubscribeUrl: await unsubscribeUrl(settings.origin, settings.secret, alert.lead_id!, lang),
        }),
      );
      const sent = JSON.stringify(items.map(({ property }) => [property.ID, comparablePrice(property)]));
      await env.DB.batch([
        env.DB.prepare(
          `INSERT INTO alert_sent (alert_id, property_id, price, sent_at)
           SELECT ?1, json_extract(value, '$[0]'), json_extract(value, '$[1]'), datetime('now') FROM json_each(?2) WHERE true
           ON CONFLICT (alert_id, property_id) DO UPDATE SET price = excluded.price, sent_at = excluded.sent_at`,
        ).bind(alert.id, sent),
        env.DB.prepare("UPDATE alerts SET last_sent_at = datetime('now'), last_property_date = ? WHERE id = ?").bind(
          items[0]!.property.PublicationDate,
          alert.id,
        ),
      ]);
      result.sent += 1;
    } catch (error) {
      result.failed += 1;
      console.error(`search alert ${alert.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}
