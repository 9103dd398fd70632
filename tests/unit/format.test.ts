import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from '../../shared/format/phone';
import { formatCurrency } from '../../shared/format/currency';
import { formatDate } from '../../shared/format/date';
import { isEmpty, truncate } from '../../shared/format/text';

describe('phone formatting (seed §5)', () => {
  it('groups 10 digits 4-2-2-2 and 9 digits 3-2-2-2, digits only', () => {
    expect(formatPhone('0475123456')).toBe('0475 12 34 56');
    expect(formatPhone('0475/12.34.56')).toBe('0475 12 34 56');
    expect(formatPhone('025550123')).toBe('025 55 01 23');
    expect(formatPhone('02 555 01 23')).toBe('025 55 01 23');
  });
  it('leaves other lengths unchanged', () => {
    expect(formatPhone('+32 475 12 34 56')).toBe('+32 475 12 34 56');
    expect(formatPhone('+32 2 555 01 23')).toBe('3225 55 01 23');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });
  it('builds tel: links', () => {
    expect(phoneHref('+32 2 555 01 23')).toBe('tel:+3225550123');
    expect(phoneHref('02 555 01 23')).toBe('tel:025550123');
  });
});

describe('currency (seed §9)', () => {
  it('uses the euro sign and the nl-BE number format', () => {
    expect(formatCurrency(350000)).toBe('€ 350.000');
    expect(formatCurrency(1250)).toBe('€ 1.250');
    expect(formatCurrency(995.5)).toBe('€ 995,50');
    expect(formatCurrency('425000')).toBe('€ 425.000');
  });
  it("gives 'NaN' when the value cannot be formatted", () => {
    expect(formatCurrency('abc')).toBe('NaN');
    expect(formatCurrency('')).toBe('NaN');
    expect(formatCurrency(Number.NaN)).toBe('NaN');
  });
});

describe('dates (seed §9)', () => {
  it('writes day-month-year without padding', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('5/3/2026');
    expect(formatDate(new Date(Date.UTC(2025, 11, 31)))).toBe('31/12/2025');
  });
  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('text rules (seed §5, §9)', () => {
  it('treats null, empty and whitespace-only as empty', () => {
    expect(isEmpty(null)).toBe(true);
    expect(isEmpty(undefined)).toBe(true);
    expect(isEmpty('')).toBe(true);
    expect(isEmpty('  \n\t')).toBe(true);
    expect(isEmpty(' a ')).toBe(false);
    expect(isEmpty(0)).toBe(false);
  });
  it('cuts descriptions to 250 characters at a word boundary past 80%, with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`;
    const cut = truncate(text);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(251);
    expect(cut.slice(0, -1)).toMatch(/word$/);
    expect(truncate('short text')).toBe('short text');
  });
  it('cuts mid-word when no space lies past 80% of the limit', () => {
    const text = `${'a'.repeat(10)} ${'b'.repeat(300)}`;
    expect(truncate(text, 100)).toBe(`${'a'.repeat(10)} ${'b'.repeat(89)}…`);
  });
  it('honours another limit (property type text: 100)', () => {
    expect(truncate('x'.repeat(150), 100)).toBe(`${'x'.repeat(100)}…`);
  });
});
