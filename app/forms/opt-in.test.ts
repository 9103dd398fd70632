/** The double opt-in rules (app/forms/opt-in.ts, decision record 024): which kinds, link states and their statuses. */
import { describe, expect, it } from 'vitest';
import { FORM_KINDS } from '../../shared/forms/kinds';
import { confirmationStatus, needsConfirmation, storedState } from './opt-in';

describe('double opt-in rules', () => {
  it('the search alert, the newsletter and a request for documents wait for their address', () => {
    expect(FORM_KINDS.filter(needsConfirmation)).toEqual(['demand-register', 'sign-newsletter', 'request-documents']);
  });

  it('a verified link: to confirm within 7 days, then expired; used once confirmed; expired when its row is gone', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(storedState({ createdAt: '2026-11-24 11:59:00', confirmedAt: null }, now)).toBe('confirm');
    expect(storedState({ createdAt: '2026-11-17 12:00:00', confirmedAt: null }, now)).toBe('confirm');
    expect(storedState({ createdAt: '2026-11-17 11:59:59', confirmedAt: null }, now)).toBe('expired');
    expect(storedState({ createdAt: '2026-11-01 12:00:00', confirmedAt: '2026-11-01 12:05:00' }, now)).toBe('used');
    expect(storedState(null, now)).toBe('expired');
  });

  it('statuses: asking and confirmed 200, used and expired 410, forged 400', () => {
    expect(['confirm', 'confirmed', 'used', 'expired', 'invalid'].map((s) => confirmationStatus(s as never))).toEqual([
      200, 200, 410, 410, 400,
    ]);
  });
});
