/** The rules of forms opened on demand on detail pages (shared/forms/open-form.ts). */
import { describe, expect, it } from 'vitest';
import { openFormHref, openFormOf, withoutOpenForm } from './open-form';

describe('openFormOf', () => {
  it('opens the refused post’s form first, then the one ?form= names', () => {
    expect(openFormOf({ form: 'send-to-friend' }, 'request-documents')).toBe('request-documents');
    expect(openFormOf({ form: 'send-to-friend' })).toBe('send-to-friend');
  });
  it('opens nothing for an unknown kind, a non-string or no parameter', () => {
    for (const form of ['nope', '', '<script>', 12, ['send-to-friend'], null, undefined])
      expect(openFormOf({ form }), String(form)).toBeNull();
    expect(openFormOf({})).toBeNull();
  });
});

describe('openFormHref', () => {
  it('keeps the page’s own query and adds the form and its anchor', () => {
    expect(openFormHref('purchase-offer', '')).toBe('?form=purchase-offer#purchase-offer');
    expect(openFormHref('purchase-offer', '?from=%2Fen%2Ffor-sale%2F%3Fpage%3D2')).toBe(
      '?from=%2Fen%2Ffor-sale%2F%3Fpage%3D2&form=purchase-offer#purchase-offer',
    );
  });
  it('replaces a form already named', () => {
    expect(openFormHref('send-to-friend', '?form=purchase-offer')).toBe('?form=send-to-friend#send-to-friend');
  });
});

describe('withoutOpenForm', () => {
  it('drops form= and keeps the rest of the query and the hash', () => {
    expect(withoutOpenForm('/en/for-sale/x/y/12/?form=request-documents')).toBe('/en/for-sale/x/y/12/');
    expect(withoutOpenForm('/en/for-sale/x/y/12/?from=%2Fen%2F&form=send-to-friend#top')).toBe(
      '/en/for-sale/x/y/12/?from=%2Fen%2F#top',
    );
  });
  it('leaves a path without form= as it is', () => {
    expect(withoutOpenForm('/en/contact/')).toBe('/en/contact/');
    expect(withoutOpenForm('/en/for-sale/?page=2')).toBe('/en/for-sale/?page=2');
  });
});
