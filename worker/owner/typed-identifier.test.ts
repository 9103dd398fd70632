/**
 * The cookie that keeps what an owner typed in the login's first field after a failed login
 * without JavaScript (worker/owner/typed-identifier.ts): it reads back what it wrote, trimmed,
 * for any text an address or username may hold; it keeps nothing empty or longer than 254
 * characters; it ignores other cookies and values it could not have written.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearedTypedIdentifierCookie,
  readTypedIdentifier,
  TYPED_COOKIE,
  typedIdentifierCookie,
} from './typed-identifier';

/** The Cookie header a browser sends back for a Set-Cookie header. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;

describe('typed identifier cookie', () => {
  it('reads back what it kept, trimmed, among other cookies', () => {
    const set = typedIdentifierCookie('  claire.vermeulen+huis@example.com ')!;
    expect(set).toMatch(/^__Host-owner-typed=[^;]+; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/);
    expect(readTypedIdentifier(`consent=1; ${sentBack(set)}; __Host-owner=abc`)).toBe(
      'claire.vermeulen+huis@example.com',
    );
  });

  it('round-trips any text of 1 to 254 characters (semicolons, equals signs, accents, emoji)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0),
        (typed) => {
          const set = typedIdentifierCookie(typed);
          expect(set).not.toBeNull();
          expect(readTypedIdentifier(sentBack(set!))).toBe(typed.trim());
        },
      ),
    );
  });

  it('keeps nothing empty or over 254 characters', () => {
    expect(typedIdentifierCookie('   ')).toBeNull();
    expect(typedIdentifierCookie('a'.repeat(255))).toBeNull();
    expect(typedIdentifierCookie('a'.repeat(254))).not.toBeNull();
  });

  it('ignores a missing header, other cookies and values it could not have written', () => {
    expect(readTypedIdentifier(undefined)).toBeNull();
    expect(readTypedIdentifier('__Host-owner=abc')).toBeNull();
    expect(readTypedIdentifier(`${TYPED_COOKIE}=`)).toBeNull();
    expect(readTypedIdentifier(`${TYPED_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(readTypedIdentifier(`${TYPED_COOKIE}=${'a'.repeat(300)}`)).toBeNull();
  });

  it('clears with Max-Age=0 and the same attributes', () => {
    expect(clearedTypedIdentifierCookie()).toBe(
      '__Host-owner-typed=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax',
    );
  });
});
