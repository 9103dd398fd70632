/**
 * The steps of one lead's delivery already done (D1 `lead_deliveries`, migration 0005): a
 * redelivered queue message (at-least-once delivery, the cron sweep, a retry after a partial
 * failure) runs only the steps not yet recorded, so no CRM contact or e-mail is made twice.
 * A step is recorded right after it succeeded; its result (e.g. a CRM person id) is kept as
 * its detail for later steps.
 */
import type { DeliveryJournal } from '../provider/core';

export function journalFor(db: D1Database, leadId: number): DeliveryJournal & { done(): Promise<Set<string>> } {
  return {
    async once(step, run) {
      const row = await db
        .prepare('SELECT detail FROM lead_deliveries WHERE lead_id = ? AND step = ?')
        .bind(leadId, step)
        .first<{ detail: string | null }>();
      if (row) return row.detail;
      const detail = await run();
      await db
        .prepare('INSERT OR IGNORE INTO lead_deliveries (lead_id, step, detail) VALUES (?, ?, ?)')
        .bind(leadId, step, detail)
        .run();
      return detail;
    },
    async done() {
      const { results } = await db
        .prepare('SELECT step FROM lead_deliveries WHERE lead_id = ?')
        .bind(leadId)
        .all<{ step: string }>();
      return new Set(results.map((r) => r.step));
    },
  };
}
