/**
 * Agency-local time of viewing slots (docs/provider.md), the same for every provider: a
 * moment as Europe/Brussels 'yyyy-mm-ddThh:mm', and the window of slots a page offers.
 */

/** How far ahead slots are offered, and how many at most. */
export const SLOT_WINDOW_DAYS = 60;
export const MAX_SLOTS = 60;

/** Agency-local 'yyyy-mm-ddThh:mm' of a moment (Europe/Brussels). */
export function localStamp(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/**
 * An ISO date-time as the agency-local 'yyyy-mm-ddThh:mm': one with a zone or 'Z' is converted
 * to Brussels time; one without a zone is already the agency's local time.
 */
export function agencyLocal(iso: string): string | null {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(iso)) {
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? null : localStamp(new Date(ms));
  }
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) ? iso.slice(0, 16) : null;
}
