/** A visitor's text mailed to a third party may hold no link (shared/forms/links.ts, docs/security.md). */
import { describe, expect, it } from 'vitest';
import { containsLink } from './links';
import { validateForm as validateWith, type RawForm } from './validate';
import { isPhoneNumber } from './phone-check';
import type { FormKind } from './kinds';

const validateForm = (kind: FormKind, raw: RawForm) => validateWith(kind, raw, { phone: isPhoneNumber });

describe('containsLink', () => {
  it.each([
    'Belvue Immo security team: your account is suspended, verify at https://evil.example/login',
    'http://evil.example',
    'HTTPS://EVIL.EXAMPLE',
    'ftp://files.example/x',
    'look at www.evil.example',
    'www2.evil.example',
    'evil.example/login',
    'log in at evil.example now',
    'reply to verify@evil.example',
    'mailto:someone',
    'javascript:alert(1)',
    'Anna <http://evil.example>',
    'bit.ly/abc',
    'еvil.com (Cyrillic e)',
    'ｅｖｉｌ．ｃｏｍ (full width)',
    'site.be',
    'Jan.Peeters',
  ])('finds a link in %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'Anna',
    'Anna-Lisa De Smet',
    'Have a look at this one! It has a garden.',
    'The price is 250.000 euro, 3 bedrooms.',
    'Call me on 0475 12 34 56.',
    'e.g. the kitchen',
    'Visit on Sat. 10:00?',
    'It is 1.5 km from the station.',
    'Mr. Dupont',
  ])('finds none in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});

describe('send-to-friend', () => {
  const base = {
    firstName: 'Anna',
    email: 'anna@example.be',
    friendEmail: 'friend@example.be',
    remarks: 'Have a look!',
    propertyId: '12',
  };

  it('refuses a link in the name or the message, on both sides (the browser runs the same rule)', () => {
    expect(validateForm('send-to-friend', base).ok).toBe(true);
    const name = validateForm('send-to-friend', { ...base, firstName: 'Support https://evil.example' });
    expect(name.ok ? null : name.errors).toEqual({ firstName: { code: 'noLinks' } });
    const message = validateForm('send-to-friend', { ...base, remarks: 'see evil.example/login' });
    expect(message.ok ? null : message.errors).toEqual({ remarks: { code: 'noLinks' } });
  });

  it('does not apply to forms that only reach the agency', () => {
    const contact = validateForm('site-contact', {
      title: 'ms',
      firstName: 'Anna',
      lastName: 'Peeters',
      email: 'anna@example.be',
      remarks: 'See my listing at www.example.be',
    });
    expect(contact.ok).toBe(true);
  });
});
