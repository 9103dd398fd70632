/**
 * The scheduled search-alert run (cron, worker/leads/scheduled.ts): for each active alert whose
 * frequency says a digest may go now (isDue), the properties its criteria find through the
 * catalogue's listing queries (the same filters as the listing pages: alertQueries), only
 * those inside the alert's area when it has one (insideArea), less
 * those already sent unless their price dropped (digestChanges, table `alert_sent`); when
 * anything is left, one digest e-mail (./digest-mail.ts) and the sent prices are recorded.
 * Alerts without anything new send nothing and keep their time. One alert's failure (the
 * provider, the mail) is logged and leaves the others going; it is tried again next run.
 */
import {
  alertArea,
  alertQueries,
  comparablePrice,
  insideArea,
  digestChanges,
  isDue,
  ALERT_FREQUENCIES,
  type AlertCriteria,
  type AlertFrequency,
} from '../../shared/alerts/match';
import type { ListQuery } from '../../shared/model/listing';
import type { Property } from '../../shared/model/property';
import { isLang } from '../../shared/paths/languages';
import type { Env } from '../env';
import type { Mailer } from '../email/mailer';
import { siteUrlOf } from '../config/settings';
import type { Catalogue } from '../provider/types';
import { digestMail } from './digest-mail';
import { alertSecret, unsubscribeToken } from './token';

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

export async function runAlerts(
  env: Pick<Env, 'DB' | 'SITE_URL' | 'ALERT_SECRET' | 'DEVELOPMENT'>,
  catalogue: Catalogue,
  mailer: Mailer,
  now = new Date(),
): Promise<AlertRunResult> {
  const result: AlertRunResult = { checked: 0, sent: 0, failed: 0 };
  const secret = alertSecret(env);
  if (!secret) {
    console.error('search alerts: ALERT_SECRET is not set, no digest sent');
    return result;
  }
  // Links come from SITE_URL only (worker/config/settings.ts): without it no digest goes.
  const origin = siteUrlOf(env);
  if (!origin) {
    console.error('search alerts: SITE_URL is not set, no digest sent');
    return result;
  }
  const { results: alerts } = await env.DB.prepare(
    'SELECT id, email, lang, criteria, frequency, last_sent_at, lead_id FROM alerts WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL AND lead_id IS NOT NULL ORDER BY id',
  ).all<AlertRow>();

  // One listing query answers every alert that asks it in this run.
  const answers = new Map<string, Promise<Property[]>>();
  const list = (query: ListQuery): Promise<Property[]> => {
    const key = JSON.stringify(query);
    let answer = answers.get(key);
    if (!answer) {
      answer = catalogue.listProperties(query).then((page) => page.items);
      answers.set(key, answer);
    }
    return answer;
  };

  for (const alert of alerts) {
    const frequency: AlertFrequency = ALERT_FREQUENCIES.includes(alert.frequency as AlertFrequency)
      ? (alert.frequency as AlertFrequency)
      : 'daily';
    if (!isDue(frequency, alert.last_sent_at, now)) continue;
    const lang = isLang(alert.lang) ? alert.lang : 'en';
    result.checked += 1;
    try {
      const criteria = JSON.parse(alert.criteria) as AlertCriteria;
      const found = insideArea((await Promise.all(alertQueries(criteria, lang).map(list))).flat(), alertArea(criteria));
      const { results: sentRows } = await env.DB.prepare('SELECT property_id, price FROM alert_sent WHERE alert_id = ?')
        .bind(alert.id)
        .all<{ property_id: number; price: number | null }>();
      const sent = new Map(sentRows.map((r) => [r.property_id, r.price] as const));
      const items = digestChanges(found, sent).sort(
        (a, b) => b.property.PublicationDate.localeCompare(a.property.PublicationDate) || b.property.ID - a.property.ID,
      );
      if (!items.length) continue;
      await mailer.send(
        digestMail({
          to: alert.email,
          lang,
          frequency,
          items,
          origin,
          unsubscribeUrl: await unsubscribeUrl(origin, secret, alert.lead_id!, lang),
        }),
      );
      await env.DB.batch([
        ...items.map(({ property }) =>
          env.DB.prepare(
            `INSERT INTO alert_sent (alert_id, property_id, price, sent_at) VALUES (?, ?, ?, datetime('now'))
             ON CONFLICT (alert_id, property_id) DO UPDATE SET price = excluded.price, sent_at = excluded.sent_at`,
          ).bind(alert.id, property.ID, comparablePrice(property)),
        ),
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
