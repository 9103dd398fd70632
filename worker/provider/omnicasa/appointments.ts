/**
 * Viewing slots of a property from Omnicasa (docs/forms-and-leads.md "Appointment: confirmed;
 * can be full"): `GetAppointmentObject` (request fields `SiteIDs`, `ObjectID`, `LanguageId`, as
 * the public client fw4-bvba/omnicasa-api lists them) mapped to the slot shape of the d1 table
 * (shared/model/appointment.ts): agency-local start and end, and the places still free.
 *
 * No public client describes the answer, so its reading is an assumption kept to this file
 * (decision record 007): a list (bare, or `{ Items }`) of appointments, each with an id (`ID` or
 * `AppointmentID`), a start (`StartDate`, `BeginDate` or `Date`), an optional end (`EndDate`,
 * else one hour), and optionally a capacity (`MaxPersons`, `MaxNumberOfPersons`) with the
 * persons already registered (`NumberOfPersons`, `NumberOfRegistrations`, or a `Persons` list)
 * or an `IsFull` flag. Without a capacity a slot has one free place until the CRM says it is
 * full. Items are checked one by one: one the adapter cannot read is dropped and logged
 * (./schema.ts keepValid), the others are offered.
 *
 * Booking is the CRM's: the form accepts only a slot this list shows with a free place, and the
 * lead's delivery registers the visitor with `AddPersonToAppointment` (./delivery.ts).
 */
import { type } from '../../../app/schema/arktype';
import type { Lang } from '../../../shared/model/common';
import type { AppointmentSlot } from '../../../shared/model/appointment';
import { agencyLocal, localStamp, MAX_SLOTS, SLOT_WINDOW_DAYS } from '../common/agency-time';
import type { OmnicasaClient } from './client';
import { LANGUAGE_ID } from './map';
import { itemList } from './schema';
import { bool, dateTime, id, int } from '../common/loose-fields';
import type { AppointmentSource } from '../core/types';
import { lazy } from '../../../shared/schema/lazy';

const appointmentFields = lazy(() =>
  type({
    'ID?': id,
    'AppointmentID?': id,
    'StartDate?': dateTime,
    'BeginDate?': dateTime,
    'Date?': dateTime,
    'EndDate?': dateTime,
    'MaxPersons?': int,
    'MaxNumberOfPersons?': int,
    'NumberOfPersons?': int,
    'NumberOfRegistrations?': int,
    'Persons?': 'unknown[] | null',
    'IsFull?': bool,
  }),
);

/** One appointment of the answer: an id and a start are required. */
export const appointmentSchema = lazy(() =>
  appointmentFields.pipe((raw, ctx) => {
    const slotId = raw.AppointmentID ?? raw.ID;
    if (!slotId) return ctx.error({ expected: 'an appointment id (ID or AppointmentID)', relativePath: ['ID'] });
    const start = raw.StartDate ?? raw.BeginDate ?? raw.Date;
    if (!start) return ctx.error({ expected: 'a start (StartDate, BeginDate or Date)', relativePath: ['StartDate'] });
    return { ...raw, slotId, start };
  }),
);
export const appointmentList = itemList(appointmentSchema);
export type RawAppointment = Exclude<ReturnType<typeof appointmentSchema>, InstanceType<typeof type.errors>>;

/** A local 'yyyy-mm-ddThh:mm' one hour later (wall-clock arithmetic). */
const hourLater = (stamp: string): string =>
  new Date(Date.parse(`${stamp}:00Z`) + 3_600_000).toISOString().slice(0, 16);

/** An appointment as a slot, or null when its time cannot be read. */
export function toSlot(raw: RawAppointment): AppointmentSlot | null {
  const startsAt = agencyLocal(raw.start);
  if (!startsAt) return null;
  const end = raw.EndDate ? agencyLocal(raw.EndDate) : null;
  const endsAt = end && end > startsAt ? end : hourLater(startsAt);
  const capacity = raw.MaxPersons ?? raw.MaxNumberOfPersons ?? null;
  const taken =
    raw.NumberOfPersons ?? raw.NumberOfRegistrations ?? (Array.isArray(raw.Persons) ? raw.Persons.length : 0);
  const free = raw.IsFull ? 0 : capacity === null ? 1 : Math.max(0, capacity - taken);
  return { id: raw.slotId, startsAt, endsAt, free };
}

export class OmnicasaAppointments implements AppointmentSource {
  constructor(private readonly client: OmnicasaClient) {}

  /** The property's future slots within the window, in time order, full ones included. */
  async slots(propertyId: number, lang: Lang, now = new Date()): Promise<AppointmentSlot[]> {
    const raws = await this.client.call(
      'GetAppointmentObject',
      { ObjectID: propertyId, LanguageId: LANGUAGE_ID[lang] },
      appointmentList,
    );
    const from = localStamp(now);
    const until = localStamp(new Date(now.getTime() + SLOT_WINDOW_DAYS * 86_400_000));
    const seen = new Set<number>();
    return raws
      .map(toSlot)
      .filter(
        (s): s is AppointmentSlot =>
          s !== null && s.startsAt > from && s.startsAt <= until && !seen.has(s.id) && seen.add(s.id) !== undefined,
      )
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id)
      .slice(0, MAX_SLOTS);
  }
}
