/**
 * The times of one of the site's own viewing slots (D1 `appointment_slots`, worker/forms/slots.ts),
 * for a provider that books the visit in the agency's calendar (../whise/delivery.ts) while the
 * slots themselves are the site's.
 */
export async function slotTimes(db: D1Database, slotId: number): Promise<{ startsAt: string; endsAt: string } | null> {
  return db
    .prepare('SELECT starts_at AS startsAt, ends_at AS endsAt FROM appointment_slots WHERE id = ?')
    .bind(slotId)
    .first<{ startsAt: string; endsAt: string }>();
}
