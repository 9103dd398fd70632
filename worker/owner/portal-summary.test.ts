/** The owner portal's summary rules (app/pages/owner/portal-summary.ts) and the graph's days (worker/owner/portal.ts). */
import { describe, expect, it } from 'vitest';
import type { MediaStatistic } from '../../app/model/owner';
import { LATEST, splitLatest, viewTotals, visitTally } from '../../app/pages/owner/portal-summary';
import { graphDays } from './portal';

const stat = (day: string, source: string, views: number): MediaStatistic => ({
  PropertyID: 1,
  Date: day,
  Source: source,
  Impressions: views * 10,
  Views: views,
  Contacts: 0,
});

describe('graph days and view totals', () => {
  it('adds every channel per day and keeps the website channel apart, within the 30-day window', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const days = graphDays(
      [
        stat('2026-11-24', 'website', 5),
        stat('2026-11-24', 'immoweb', 20),
        stat('2026-11-23', 'Website', 3),
        stat('2026-10-26', 'zimmo', 7),
        // Outside the window (31 days ago): counted nowhere.
        stat('2026-10-24', 'website', 100),
      ],
      undefined,
      now,
    );
    expect(days).toHaveLength(30);
    expect(days[0]!.Date).toBe('2026-10-26');
    expect(days.at(-1)).toEqual({ Date: '2026-11-24', Views: 25, Website: 5, Contacts: 0 });
    expect(days.at(-2)).toEqual({ Date: '2026-11-23', Views: 3, Website: 3, Contacts: 0 });
    expect(viewTotals(days)).toEqual({ all: 35, website: 8 });
  });
});

describe('visit tally', () => {
  it('counts done and planned visits whatever the case, and neither cancelled nor unknown ones', () => {
    expect(
      visitTally([
        { Status: 'done' },
        { Status: ' Done ' },
        { Status: 'planned' },
        { Status: 'cancelled' },
        { Status: '' },
      ]),
    ).toEqual({ done: 2, planned: 1 });
  });
});

describe('latest entries', () => {
  it('shows the first five and leaves the rest for "show all"', () => {
    const rows = Array.from({ length: 8 }, (_, i) => i);
    expect(LATEST).toBe(5);
    expect(splitLatest(rows)).toEqual({ latest: [0, 1, 2, 3, 4], rest: [5, 6, 7] });
    expect(splitLatest([1, 2])).toEqual({ latest: [1, 2], rest: [] });
  });
});
