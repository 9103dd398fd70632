/**
 * The whise owner login's rules (worker/provider/whise/owners.ts, whise-owner-ref.ts): how an
 * answer of `v1/estates/owned/list` reads (estates, refused credentials, a failure), Whise's
 * language ids, and the session reference, which keeps the login's outcome, never a password,
 * and reads back only what it wrote.
 */
import { describe, expect, it } from 'vitest';
import { ownerRef } from '../core/owner-ref';
import { langOfWhise, ownerOfLogin, readOwnedAnswer } from './owners';
import { readWhiseOwnerRef, whiseOwnerRef, type WhiseOwnerLogin } from './owner-ref';

const login: WhiseOwnerLogin = {
  username: 'élise@example.com',
  firstName: 'Élise',
  lastName: 'Dubois',
  language: 'fr',
  contactId: 5001,
  estateIds: [12, 40],
};

describe('an owned/list answer', () => {
  it('lists the estate ids, once each; an empty or missing list is no estate', () => {
    expect(readOwnedAnswer({ estates: [{ id: 40 }, { id: 12 }, { id: 40 }], totalCount: 3 })).toEqual({
      ids: [40, 12],
    });
    expect(readOwnedAnswer({ estates: [], totalCount: 0 })).toEqual({ ids: [] });
    expect(readOwnedAnswer({ estates: null })).toEqual({ ids: [] });
  });

  it("reads the client's refusal of the credentials as a refused login", () => {
    const refused = { isValidRequest: false, validationErrors: [{ code: 'FailedAuthentication', message: 'x' }] };
    expect(readOwnedAnswer(refused)).toEqual({ refused: true });
    expect(
      readOwnedAnswer({ isValidRequest: false, validationErrors: [{ message: 'Invalid username or password' }] }),
    ).toEqual({ refused: true });
  });

  it('any other refusal or a wrong envelope is a failure (a text), not a wrong password', () => {
    expect(readOwnedAnswer({ isValidRequest: false, validationErrors: [{ code: 'InvalidFilter' }] })).toMatch(
      /refused \(InvalidFilter\)/,
    );
    expect(readOwnedAnswer({ isValidRequest: false })).toMatch(/no reason given/);
    expect(typeof readOwnedAnswer({ estates: 'none' })).toBe('string');
    expect(typeof readOwnedAnswer('nope')).toBe('string');
  });

  it('reads a refusal as the public client does: validationErrors without isValidRequest refuse, isValidRequest true does not, a missing list is no estate', () => {
    // ApiAdapter::request: `isset(isValidRequest) || !empty(validationErrors)`, then refused unless isValidRequest.
    expect(readOwnedAnswer({ validationErrors: [{ code: 'FailedAuthentication' }] })).toEqual({ refused: true });
    expect(readOwnedAnswer({ validationErrors: [{ message: 'Unknown field' }] })).toMatch(/refused \(Unknown field\)/);
    expect(readOwnedAnswer({ isValidRequest: 0 })).toMatch(/no reason given/);
    expect(
      readOwnedAnswer({
        isValidRequest: true,
        validationErrors: [{ code: 'FailedAuthentication' }],
        estates: [{ id: 3 }],
      }),
    ).toEqual({ ids: [3] });
    expect(readOwnedAnswer({ isValidRequest: null, estates: [{ id: 4 }] })).toEqual({ ids: [4] });
    // "The Whise API omits the property entirely if no data is available": no estate, not a failure.
    expect(readOwnedAnswer({ isValidRequest: true })).toEqual({ ids: [] });
    expect(readOwnedAnswer({ totalCount: 0 })).toEqual({ ids: [] });
  });
});

describe("Whise's language ids", () => {
  it('reads the culture or the bare code; anything else is null', () => {
    expect(langOfWhise('nl-BE')).toBe('nl');
    expect(langOfWhise('FR-be')).toBe('fr');
    expect(langOfWhise('de')).toBe('de');
    expect(langOfWhise('es-ES')).toBeNull();
    expect(langOfWhise(undefined)).toBeNull();
  });
});

describe('the session reference of a Whise owner', () => {
  it('reads back what it wrote, and the owner carries it as the reference a session keeps', () => {
    const ref = whiseOwnerRef(login);
    expect(ref).toMatch(/^whise:[A-Za-z0-9_-]+$/);
    expect(readWhiseOwnerRef(ref)).toEqual(login);
    const owner = ownerOfLogin(login, ref);
    expect(owner).toMatchObject({ ID: 5001, Email: login.username, FirstName: 'Élise', Language: 'fr' });
    expect(ownerRef(owner)).toBe(ref);
    // d1 and omnicasa owners keep their number
    expect(ownerRef({ ID: 7 })).toBe('7');
  });

  it("keeps an owner whose language Whise does not name as such (null: the site's default language applies later)", () => {
    const unnamed = { ...login, language: null };
    expect(readWhiseOwnerRef(whiseOwnerRef(unnamed))).toEqual(unnamed);
    expect(ownerOfLogin(unnamed, whiseOwnerRef(unnamed)).Language).toBeNull();
  });

  it('refuses anything it did not write: other prefixes, bad JSON, missing or wrong fields, no estate', () => {
    const encode = (value: unknown) =>
      `whise:${btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
    const good = { u: 'a@b.be', f: '', l: '', g: 'en', c: 0, e: [1] };
    expect(readWhiseOwnerRef(encode(good))).not.toBeNull();
    for (const bad of [
      '7',
      'whise:',
      'whise:***',
      `whise:${btoa('{not json')}`,
      encode([]),
      encode({ ...good, u: '' }),
      encode({ ...good, g: 'es' }),
      encode({ ...good, c: -1 }),
      encode({ ...good, e: [] }),
      encode({ ...good, e: [0] }),
      encode({ ...good, e: ['1'] }),
      encode({ ...good, u: 'x'.repeat(300) }),
    ])
      expect(readWhiseOwnerRef(bad), bad).toBeNull();
  });
});
