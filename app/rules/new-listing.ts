/**
 * "New" on a listing (docs/data-model.md "Flags"): a property is new while it was put on the
 * market in the last 14 days, counted from a given day (the demo's date for the demo data, the
 * current day for a CRM that gives only the publication date). Before, after and on the days
 * in between, a property put online today is new, one put online 14 days ago too, 15 days ago
 * no longer; a publication date in the future or unreadable is not new.
 */

/** Days a listing counts as new after it was put on the market. */
export const NEW_LISTING_DAYS = 14;

const DAY_MS = 86_400_000;

/** Whole days from `published` to `today` (both yyyy-mm-dd, or ISO date-times), or null when either is unreadable. */
export function daysSince(published: string, today: string): number | null {
  const from = Date.parse(`${published.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${today.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  return Math.round((to - from) / DAY_MS);
}

/** Whether a listing put online on `published` is new on `today`. */
export function isNewListing(published: string | null | undefined, today: string, days = NEW_LISTING_DAYS): boolean {
  if (!published) return false;
  const age = daysSince(published, today);
  return age !== null && age >= 0 && age <= days;
}
