/**
 * The owner portal's summary figures (docs/owner-portal.md), as plain functions of the portal's
 * data: the 30-day views on every channel and on the website (the graph's own days, so the
 * summary, the graph and its table give the same numbers), visits done and planned, and how many
 * entries a history shows before its "show all".
 */
import type { Visit } from '../../model/owner';
import type { PortalDay } from '../../model/owner-portal';

/** How many of the latest entries each history shows before "show all". */
export const LATEST = 5;

/** Views over the graph's days: on every channel, and of those on the website. */
export function viewTotals(days: readonly PortalDay[]): { all: number; website: number } {
  let all = 0;
  let website = 0;
  for (const d of days) {
    all += d.Views;
    website += d.Website;
  }
  return { all, website };
}

/** A provider's status code in one form ('Done', 'done', ' DONE ' → 'done'). */
const code = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/** Visits with status done and planned (cancelled and unknown statuses are in neither). */
export function visitTally(visits: readonly Pick<Visit, 'Status'>[]): { done: number; planned: number } {
  let done = 0;
  let planned = 0;
  for (const v of visits) {
    const status = code(v.Status);
    if (status === 'done') done++;
    else if (status === 'planned') planned++;
  }
  return { done, planned };
}

/** The latest entries (histories come newest first) and the rest, for "show all". */
export function splitLatest<T>(rows: readonly T[], shown = LATEST): { latest: T[]; rest: T[] } {
  return { latest: rows.slice(0, shown), rest: rows.slice(shown) };
}
