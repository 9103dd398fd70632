/** The owner portal's rules as plain functions: alert matching, the 30-day graph, login back-off, the session cookie, the portal's query parameters. */
import { describe, expect, it } from 'vitest';
import { alertMatches, type MatchTarget } from '../provider/common/alert-match';
import { graphDays } from './portal';
import { decayed, LEAK_MS, PAIR_ALLOWANCE, waitFor, WINDOW_MS } from './limits';
import { clearedSessionCookie, readSessionCookie, sessionCookie } from '../session/cookie';
import { loginWait, parseLoginSearch, parseResetSearch } from '../../app/model/owner-portal';
import { axisMax } from '../../app/pages/owner/ViewsGraph';
import { codeText, dateTime } from '../../app/pages/owner/HistoryTable';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../app/i18n/load-server';

const house: MatchTarget = {
  Goal: 0,
  WebID: 1,
  WebIDs: '1,5',
  Zip: '4000',
  CityNames: ['Liège', 'Luik', 'Liège', 'Lüttich'],
  Price: 300000,
};

describe('alertMatches (goal, type, city, price)', () => {
  it.each([
    [{}, true],
    [{ goal: 0 }, true],
    [{ goal: 1 }, false],
    [{ goal: '0' }, true],
    [{ type: 5 }, true],
    [{ type: 2 }, false],
    [{ types: [2, 1] }, true],
    [{ city: '4000' }, true],
    [{ city: 'Luik' }, true],
    [{ city: 'liege' }, true],
    [{ city: 'Liège|4000' }, true],
    [{ city: 'Liège|4020' }, false],
    [{ cities: ['Gent', 'Lüttich'] }, true],
    [{ city: 'Gent' }, false],
    [{ minPrice: 250000, maxPrice: 300000 }, true],
    [{ maxPrice: 299999 }, false],
    [{ minPrice: 300001 }, false],
    [{ goal: 0, type: 1, city: '4000', maxPrice: 350000 }, true],
    [{ goal: 0, type: 1, city: '4000', maxPrice: 250000 }, false],
  ])('%j → %s', (criteria, expected) => {
    expect(alertMatches(JSON.stringify(criteria), house)).toBe(expected);
  });

  it('treats a rent goal as any non-zero goal, a price filter as failing without a price, and junk as no match', () => {
    expect(alertMatches('{"goal":1}', { ...house, Goal: 2 })).toBe(true);
    expect(alertMatches('{"maxPrice":1000000}', { ...house, Price: null })).toBe(false);
    expect(alertMatches('{"goal":0}', { ...house, Price: null })).toBe(true);
    for (const junk of ['', 'not json', '[]', 'null', '42']) expect(alertMatches(junk, house)).toBe(false);
  });
});

describe('graphDays', () => {
  it('gives the 30 days up to today, oldest first, every day present, channels added up', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const days = graphDays(
      [
        { PropertyID: 1, Date: '2026-03-02', Source: 'website', Impressions: 0, Views: 4, Contacts: 1 },
        { PropertyID: 1, Date: '2026-03-02', Source: 'immoweb', Impressions: 0, Views: 6, Contacts: 0 },
        { PropertyID: 1, Date: '2026-02-01', Source: 'website', Impressions: 0, Views: 9, Contacts: 0 },
        { PropertyID: 1, Date: '2026-01-31', Source: 'website', Impressions: 0, Views: 99, Contacts: 0 },
      ],
      undefined,
      now,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ Date: '2026-02-01', Views: 9, Website: 9, Contacts: 0 });
    expect(days[29]).toEqual({ Date: '2026-03-02', Views: 10, Website: 4, Contacts: 1 });
    expect(days.filter((d) => d.Views === 0)).toHaveLength(28);
  });

  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 99, 101, 240].map(axisMax)).toEqual([1, 1, 5, 10, 10, 20, 100, 200, 500]);
  });
});

describe('login limits (per account and address, decaying)', () => {
  it('allows 5 failures per account and address, forgotten one every 3 minutes, all within 15 minutes', () => {
    expect(PAIR_ALLOWANCE).toBe(5);
    expect(WINDOW_MS).toBe(15 * 60_000);
    expect(LEAK_MS).toBe(3 * 60_000);
    expect(decayed(5, 0)).toBe(5);
    expect(decayed(5, LEAK_MS)).toBe(4);
    expect(decayed(5, WINDOW_MS)).toBe(0);
    expect(decayed(5, 10 * WINDOW_MS)).toBe(0);
    // A clock that went backwards forgets nothing and adds nothing.
    expect(decayed(3, -60_000)).toBe(3);
  });

  it('makes a full address wait until one failure is forgotten, never longer', () => {
    expect(waitFor(5)).toBe(180);
    expect(waitFor(4.5)).toBe(90);
    expect(waitFor(4)).toBe(1);
    // However long the guessing went on, the count never passes the allowance: the wait stays bounded.
    expect(waitFor(PAIR_ALLOWANCE)).toBeLessThanOrEqual(LEAK_MS / 1000);
  });
});

describe('session cookie', () => {
  const id = 'a'.repeat(43);
  it('is __Host-, HttpOnly, Secure, SameSite=Lax, Path=/ without Domain', () => {
    expect(sessionCookie(id, 3600)).toBe(`__Host-owner=${id}; Path=/; Max-Age=3600; HttpOnly; Secure; SameSite=Lax`);
    expect(clearedSessionCookie()).toBe('__Host-owner=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax');
  });
  it('reads only a well-formed value of its own name', () => {
    expect(readSessionCookie(`theme=dark; __Host-owner=${id}; x=1`)).toBe(id);
    expect(readSessionCookie(`owner=${id}`)).toBeNull();
    expect(readSessionCookie('__Host-owner=short')).toBeNull();
    expect(readSessionCookie(`__Host-owner=${'a'.repeat(42)}/`)).toBeNull();
    expect(readSessionCookie(null)).toBeNull();
  });
});

describe('portal query parameters and display', () => {
  it('keeps only known values', () => {
    expect(parseLoginSearch({ error: 'limited', retry: 120, notice: 'logged-out' })).toEqual({
      error: 'limited',
      retry: 120,
      notice: 'logged-out',
    });
    expect(parseLoginSearch({ error: '<script>', retry: -1, notice: 'x' })).toEqual({});
    expect(parseLoginSearch({ error: 'failed', retry: 60 })).toEqual({ error: 'failed' });
    expect(parseResetSearch({ token: 'b'.repeat(43), error: 'mismatch' })).toEqual({
      token: 'b'.repeat(43),
      error: 'mismatch',
    });
    expect(parseResetSearch({ token: 'b'.repeat(20), error: 'nope' })).toEqual({});
  });

  it('shows known codes in the page language and others as they came; dates with their time', () => {
    loadAllLanguages();
    expect(codeText(textsFor('fr'), 'second-visit')).toBe('Deuxième visite');
    expect(codeText(textsFor('de'), 'cancelled')).toBe('Abgesagt');
    expect(codeText(textsFor('nl'), 'Bezichtiging')).toBe('Bezichtiging');
    expect(codeText(textsFor('en'), undefined)).toBe('');
    expect(dateTime('2026-11-20T14:30:00Z')).toBe('20/11/2026 14:30');
    expect(dateTime('2026-01-05')).toBe('5/1/2026');
  });
});

describe('the wait a refused login is told', () => {
  it('says seconds under a minute and whole minutes above, never less than the real wait', () => {
    expect(loginWait(30)).toEqual({ seconds: 30 });
    expect(loginWait(29.2)).toEqual({ seconds: 30 });
    expect(loginWait(0)).toEqual({ seconds: 1 });
    expect(loginWait(59)).toEqual({ seconds: 59 });
    expect(loginWait(60)).toEqual({ minutes: 1 });
    expect(loginWait(61)).toEqual({ minutes: 2 });
    expect(loginWait(Number.NaN)).toEqual({ minutes: 1 });
  });
  it('in four languages', () => {
    loadAllLanguages();
    expect(textsFor('en').OWNER.limitedSeconds({ seconds: 30 })).toBe(
      'Too many login attempts. Please try again in 30 seconds.',
    );
    expect(textsFor('nl').OWNER.limitedSeconds({ seconds: 30 })).toBe(
      'Te veel aanmeldpogingen. Probeer het opnieuw over 30 seconden.',
    );
    expect(textsFor('fr').OWNER.limitedSeconds({ seconds: 30 })).toBe(
      'Trop de tentatives de connexion. Veuillez réessayer dans 30 secondes.',
    );
    expect(textsFor('de').OWNER.limitedSeconds({ seconds: 1 })).toBe(
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 1 Sekunde erneut.',
    );
  });
});
