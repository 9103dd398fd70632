/**
 * The whise provider's small rules: token lifetimes (a JWT's exp, else 23 hours), Retry-After
 * (seconds or a date, capped), and the lead rules (contact ids in answers, an alert's search
 * criteria). Its configuration from the environment: tests/unit/env-config.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { retryAfterMs, tokenLifetimeS } from './client';
import { contactIdIn, searchCriteriaOf } from './delivery';

const jwt = (payload: object) => `x.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.y`;

describe('tokenLifetimeS', () => {
  it('reads the JWT exp, a minute early', () => {
    expect(tokenLifetimeS(jwt({ exp: 10_000 }), 1_000_000)).toBe(10_000 - 1000 - 60);
  });
  it('23 hours for a token that is not a JWT', () => {
    expect(tokenLifetimeS('opaque-token')).toBe(23 * 3600);
  });
});

describe('retryAfterMs', () => {
  it('seconds, capped', () => {
    expect(retryAfterMs('2', 5)).toBe(2000);
    expect(retryAfterMs('120', 5)).toBe(5000);
  });
  it('an HTTP date, from now', () => {
    expect(retryAfterMs(new Date(1_003_000).toUTCString(), 5, 1_000_000)).toBe(3000);
  });
  it('1 s when missing or unreadable', () => {
    expect(retryAfterMs(null, 5)).toBe(1000);
    expect(retryAfterMs('soon', 5)).toBe(1000);
  });
});

describe('lead rules', () => {
  it('finds the contact id of an answer', () => {
    expect(contactIdIn({ contactId: 9001 })).toBe(9001);
    expect(contactIdIn({ ContactId: 5 })).toBe(5);
    expect(contactIdIn({ contactId: 'x' })).toBeNull();
    expect(contactIdIn(null)).toBeNull();
  });
  it("turns an alert's criteria into Whise search criteria", () => {
    expect(
      searchCriteriaOf({ goal: 1, types: [2, 3], cities: ['Gent|9000'], maxPrice: 1200, frequency: 'daily' }),
    ).toEqual({ PurposeIds: [2], CategoryIds: [2], Zips: ['9000'], MaxPrice: 1200 });
    expect(searchCriteriaOf({ goal: 0 })).toBeNull();
  });
});
