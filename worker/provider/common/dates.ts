/**
 * Day arithmetic of the owner portal's statistics, the same for every provider: days are
 * `yyyy-mm-dd` texts in UTC; a missing or impossible `until` day means today.
 */

/** Most days a statistics window spans (about ten years). */
export const MAX_WINDOW_DAYS = 3660;

/** Today in UTC, `yyyy-mm-dd`. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The day `days` days before `day` (`yyyy-mm-dd`). */
export function daysBefore(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** `day` when it is a real calendar day written `yyyy-mm-dd` (not 2026-02-30), else today (UTC). */
export function dayOrToday(day: string | undefined, now: Date = new Date()): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return todayUtc(now);
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : todayUtc(now);
}

/**
 * The days of a statistics window: `days` whole days (at least 1, at most MAX_WINDOW_DAYS; not a
 * number counts as 1) up to and including `until` (dayOrToday). Both ends are included.
 */
export function statsWindow(days: number, until?: string, now: Date = new Date()): { first: string; last: string } {
  const last = dayOrToday(until, now);
  const span = Number.isNaN(days) ? 1 : Math.min(MAX_WINDOW_DAYS, Math.max(1, Math.floor(days)));
  return { first: daysBefore(last, span - 1), last };
}
