/**
 * Viewing appointments (docs/forms-and-leads.md): where a property's slots
 * come from (slotsFor: the provider's appointments part, else the D1 table) and, for the D1
 * table, the free future slots of a property and the booking rule — one place taken per
 * booking, only while the slot is in the future and below its capacity, in one conditional
 * UPDATE so two visitors cannot both take the last place. One address books a slot once
 * (`claimBooking`, D1 `slot_bookings`), whichever system keeps the slot: the pair is claimed in
 * one INSERT before a place is taken, and given back if the booking does not go through.
 */
import type { Lang } from '../../shared/model/common';
import { ProviderError, type AppointmentSource } from '../provider/core';
import type { AppointmentSlot } from '../../shared/model/appointment';
import { localStamp, MAX_SLOTS, SLOT_WINDOW_DAYS } from '../provider/common/agency-time';

export interface Slot {
  id: number;
  startsAt: string;
  endsAt: string;
  capacity: number;
  booked: number;
}

export { localStamp };

/** The property's future slots (next 60 days), full ones included so the page can say so. */
export async function listSlots(db: D1Database, propertyId: number, now = new Date()): Promise<Slot[]> {
  const from = localStamp(now);
  const until = localStamp(new Date(now.getTime() + SLOT_WINDOW_DAYS * 86_400_000));
  const { results } = await db
    .prepare(
      'SELECT id, starts_at AS startsAt, ends_at AS endsAt, capacity, booked FROM appointment_slots WHERE property_id = ? AND starts_at > ? AND starts_at <= ? ORDER BY starts_at, id LIMIT ?',
    )
    .bind(propertyId, from, until, MAX_SLOTS)
    .all<Slot>();
  return results;
}

/** Takes one place of a slot of this property; false when it is full, past or not this property's. */
export async function bookSlot(db: D1Database, slotId: number, propertyId: number, now = new Date()): Promise<boolean> {
  const res = await db
    .prepare(
      'UPDATE appointment_slots SET booked = booked + 1 WHERE id = ? AND property_id = ? AND booked < capacity AND starts_at > ?',
    )
    .bind(slotId, propertyId, localStamp(now))
    .run();
  return res.meta.changes === 1;
}

/** The key of a slot in `slot_bookings`: d1's own slot id, or a CRM slot named by provider and property. */
export const slotKey = (provider: string | null, propertyId: number, slotId: number): string =>
  provider === null ? `d1:${slotId}` : `${provider}:${propertyId}:${slotId}`;

/** Claims the slot for this address: false when the address already booked it. */
export async function claimBooking(db: D1Database, key: string, email: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .prepare(
      'INSERT INTO slot_bookings (slot_key, email, created_at) VALUES (?, ?, ?) ON CONFLICT (slot_key, email) DO NOTHING',
    )
    .bind(key, email.trim().toLowerCase(), now)
    .run();
  return result.meta.changes === 1;
}

/** Gives the address's claim on the slot back (the booking did not go through). */
export async function releaseBooking(db: D1Database, key: string, email: string): Promise<void> {
  await db
    .prepare('DELETE FROM slot_bookings WHERE slot_key = ? AND email = ?')
    .bind(key, email.trim().toLowerCase())
    .run();
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
        out.push({
          propertyId,
          startsAt: `${date}T${hh}:00`,
          endsAt: `${date}T${he}:00`,
          capacity: 4,
          booked: i === 0 ? 4 : 0,
        });
      }
    }
  }
  return out;
}

/** Replaces the demo slots (rows with source 'demo') by those of `today`. */
export async function writeDemoSlots(db: D1Database, propertyIds: number[], today: string): Promise<number> {
  const slots = demoSlots(propertyIds, today);
  const insert = db.prepare(
    "INSERT INTO appointment_slots (property_id, starts_at, ends_at, capacity, booked, source) VALUES (?, ?, ?, ?, ?, 'demo')",
  );
  const statements = [
    db.prepare("DELETE FROM appointment_slots WHERE source = 'demo'"),
    ...slots.map((s) => insert.bind(s.propertyId, s.startsAt, s.endsAt, s.capacity, s.booked)),
  ];
  for (let i = 0; i < statements.length; i += 200) await db.batch(statements.slice(i, i + 200));
  return slots.length;
}

/**
 * Where a property's slots come from: the provider's appointments part when the agency's system
 * keeps them (omnicasa's GetAppointmentObject), else the site's D1 table. Built from the
 * request's parts (worker/middleware/provider.ts `slotSourceOf`).
 */
export interface SlotSource {
  db: D1Database;
  appointments?: AppointmentSource;
}

/**
 * The slots the site shows for a property: the agency system's (a provider with an
 * appointments part: omnicasa's GetAppointmentObject), else d1's table. A provider failure
 * throws (a ProviderError): pages show no slots.
 */
export async function slotsFor(
  source: SlotSource,
  propertyId: number,
  lang: Lang,
  now = new Date(),
): Promise<AppointmentSlot[]> {
  if (source.appointments) return source.appointments.slots(propertyId, lang, now);
  return (await listSlots(source.db, propertyId, now)).map((s) => ({
    id: s.id,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    free: Math.max(0, s.capacity - s.booked),
  }));
}

/** Whether the environment's provider keeps the slots (omnicasa) rather than the D1 table. */
export function usesCrmSlots(source: SlotSource): boolean {
  return source.appointments !== undefined;
}

/**
 * Whether the agency system shows this slot of this property with a free place. When the CRM
 * cannot be asked, the request is accepted (the lead is never lost): the delivery registers the
 * visitor later, and a slot the CRM refuses ends with the agency told (dead-letter e-mail).
 */
export async function crmSlotIsFree(
  source: SlotSource,
  propertyId: number,
  slotId: number,
  lang: Lang,
): Promise<boolean> {
  try {
    const slots = await slotsFor(source, propertyId, lang);
    return slots.some((s) => s.id === slotId && s.free > 0);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error('appointment slots unavailable; the booking is left to the delivery', error.message);
    return true;
  }
}
