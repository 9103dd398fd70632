/** `npm run leads` (scripts/leads.ts): what it asks D1 for and how it lists the leads. */
import { describe, expect, it } from 'vitest';
import { formatLeads, UNDELIVERED_SQL, type UndeliveredLead } from './leads';

const lead = (id: number, status: string, extra: Partial<UndeliveredLead> = {}): UndeliveredLead => ({
  id,
  kind: 'contact-me',
  lang: 'fr',
  status,
  attempts: 0,
  created_at: '2026-11-23 07:00:00',
  last_attempt_at: null,
  last_error: null,
  ...extra,
});

describe('npm run leads', () => {
  it('asks for pending and failed leads only, oldest first', () => {
    expect(UNDELIVERED_SQL).toContain("status IN ('pending', 'failed')");
    expect(UNDELIVERED_SQL).toMatch(/ORDER BY created_at, id$/);
  });

  it('lists each lead with its attempts and last error, and counts them', () => {
    const text = formatLeads([
      lead(3, 'failed', {
        attempts: 6,
        last_attempt_at: '2026-11-23 07:20:00',
        last_error: 'ProviderError: omnicasa ContactOnMe: HTTP 500',
      }),
      lead(4, 'pending'),
    ]);
    expect(text.split('\n')[0]).toBe(
      '#3  failed   contact-me            fr  attempts 6  created 2026-11-23 07:00:00  last try 2026-11-23 07:20:00  — ProviderError: omnicasa ContactOnMe: HTTP 500',
    );
    expect(text).toContain('#4  pending  contact-me');
    expect(text.endsWith('2 undelivered (1 pending, 1 failed).')).toBe(true);
  });

  it('says so when nothing waits', () => {
    expect(formatLeads([])).toBe('No undelivered leads.');
  });
});
