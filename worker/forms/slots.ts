/**
 * Viewing appointments of the d1 provider (seed §4 "Appointment: confirmed; can be full"): the
 * free future slots of a property, and the booking rule — one place taken per booking, only
 * while the slot is in the future and below its capacity, in one conditional UPDATE so two
 * visitors cannot both take the last place.
 */
import type { Env } from '../env';
import type { AppointmentSlot } from '../../shared/model/appointment';

export interface Slot {
  id: number;
  startsAt: string;
  endsAt: string;
  capacity: number;
  booked: number;
}

/** Agency-local 'yyyy-mm-ddThh:mm' of a moment (Europe/Brussels). */
export function localStamp(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** The property's future slots (next 60 days), full ones included so the page can say so. */
export async function listSlots(db: D1Database, propertyId: number, now = new Date()): Promise<Slot[]> {
  const from = localStamp(now);
  const until = localStamp(new Date(now.getTime() + 60 * 86_400_000));
  const { results } = await db
    .prepare('SELECT id, starts_at AS startsAt, ends_at AS endsAt, capacity, booked FROM appointment_slots WHERE property_id = ? AND starts_at > ? AND starts_at <= ? ORDER BY starts_at, id LIMIT 60')
    .bind(propertyId, from, until)
    .all<Slot>();
  return results;
}

/** Takes one place of a slot of this property; false when it is full, past or not this property's. */
export async function bookSlot(db: D1Database, slotId: number, propertyId: number, now = new Date()): Promise<boolean> {
  const res = await db
    .prepare('UPDATE appointment_slots SET booked = booked + 1 WHERE id = ? AND property_id = ? AND booked < capacity AND starts_at > ?')
    .bind(slotId, propertyId, localStamp(now))
    .run();
  return res.meta.changes === 1;
}

/** Gives a place back (the lead could not be recorded after the booking). */
export async function releaseSlot(db: D1Database, slotId: number): Promise<void> {
  await db.prepare('UPDATE appointment_slots SET booked = booked - 1 WHERE id = ? AND booked > 0').bind(slotId).run();
}

/**
 * Demo slots from `today` on: three weeks of weekday viewings (Tuesday and Thursday 17:00–18:00,
 * Saturday 10:00–11:00 and 11:00–12:00) for each property given, four places each; the first
 * property's slots are all taken, so 'The appointments are full' can be seen.
 */
export type DemoSlot = Omit<Slot, 'id'> & { propertyId: number };

export function demoSlots(propertyIds: number[], today: string): DemoSlot[] {
  const out: DemoSlot[] = [];
  const start = new Date(`${today}T00:00:00Z`);
  for (let d = 1; d <= 21; d++) {
    const day = new Date(start.getTime() + d * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    const dow = day.getUTCDay();
    const hours = dow === 2 || dow === 4 ? [17] : dow === 6 ? [10, 11] : [];
    for (const h of hours) {
      for (const [i, propertyId] of propertyIds.entries()) {
        const hh = String(h).padStart(2, '0');
        const he = String(h + 1).padStart(2, '0');
        out.push({ propertyId, startsAt: `${date}T${hh}:00`, endsAt: `${date}T${he}:00`, capacity: 4, booked: i === 0 ? 4 : 0 });
      }
    }
  }
  return out;
}

/** Replaces the demo slots (rows with source 'demo') by those of `today`. */
export async function writeDemoSlots(db: D1Database, propertyIds: number[], today: string): Promise<number> {
  const slots = demoSlots(propertyIds, today);
  const insert = db.prepare("INSERT INTO appointment_slots (property_id, starts_at, ends_at, capacity, booked, source) VALUES (?, ?, ?, ?, ?, 'demo')");
  const statements = [db.prepare("DELETE FROM appointment_slots WHERE source = 'demo'"), ...slots.map((s) => insert.bind(s.propertyId, s.startsAt, s.endsAt, s.capacity, s.booked))];
  for (let i = 0; i < statements.length; i += 200) await db.batch(statements.slice(i, i + 200));
  return slots.length;
}

/** The slots the site shows for a property (d1's table). */
export async function slotsFor(env: Pick<Env, 'DB'>, propertyId: number, now = new Date()): Promise<AppointmentSlot[]> {
  return (await listSlots(env.DB, propertyId, now)).map((s) => ({ id: s.id, startsAt: s.startsAt, endsAt: s.endsAt, free: Math.max(0, s.capacity - s.booked) }));
}
