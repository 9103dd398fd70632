import { describe, expect, it } from 'vitest';
import { formatPhone, seedPhoneGrouping } from './phone';
import { formatCurrency } from '../../shared/format/currency';
import { formatDate } from './date';
import { isEmpty, truncate } from '../../shared/format/text';

describe('phone formatting (docs/formatting.md: as Belgians write them, docs/formatting.md as fallback)', () => {
  const text = (s: string) => formatPhone(s).text;
  const href = (s: string) => formatPhone(s).href;
  /** Each [typed, written]: the number as typed is written so. */
  const writes = (cases: [string, string][]) => {
    for (const [typed, written] of cases) expect(text(typed), typed).toBe(written);
  };
  it('writes one-digit zones (Brussels, Antwerp, Liège, Ghent) 0x xxx xx xx', () => {
    writes([
      ['025550123', '02 555 01 23'],
      ['02/555.01.23', '02 555 01 23'],
      ['03 231 45 67', '03 231 45 67'],
      ['042234567', '04 223 45 67'],
      ['093211234', '09 321 12 34'],
    ]);
  });
  it('writes mobiles 04xx xx xx xx and two-digit zones 0xx xx xx xx', () => {
    writes([
      ['0470123456', '0470 12 34 56'],
      ['0475/12.34.56', '0475 12 34 56'],
      ['050123456', '050 12 34 56'],
      ['016 22 33 44', '016 22 33 44'],
    ]);
  });
  it('reads +32 and 0032 input and writes it nationally, with an international tel: link', () => {
    expect(formatPhone('+32 2 555 01 23')).toEqual({ text: '02 555 01 23', href: 'tel:+3225550123' });
    expect(formatPhone('0032 2 555 01 23')).toEqual({ text: '02 555 01 23', href: 'tel:+3225550123' });
    expect(formatPhone('+32475123456')).toEqual({ text: '0475 12 34 56', href: 'tel:+32475123456' });
    expect(href('025550123')).toBe('tel:+3225550123');
    expect(href('0470 12 34 56')).toBe('tel:+32470123456');
  });
  it('writes a number of another country internationally', () => {
    expect(formatPhone('+352 26 12 34 56')).toEqual({ text: '+352 26 12 34 56', href: 'tel:+35226123456' });
  });
  it('falls back to the simple grouping (10 digits 4-2-2-2, 9 digits 3-2-2-2) for what the library does not know', () => {
    expect(seedPhoneGrouping('0475123456')).toBe('0475 12 34 56');
    expect(seedPhoneGrouping('025550123')).toBe('025 55 01 23');
    expect(seedPhoneGrouping('12345')).toBe('12345');
    // Nine digits that are no Belgian number (zone 01 does not exist): the simple grouping.
    expect(formatPhone('011111111').text).toBe('011 11 11 11');
    expect(formatPhone('011111111').href).toBe('tel:+3211111111');
  });
  it('leaves junk unchanged and never throws', () => {
    expect(formatPhone('12345')).toEqual({ text: '12345', href: 'tel:12345' });
    expect(formatPhone('abc').text).toBe('abc');
    expect(formatPhone('').text).toBe('');
    expect(formatPhone('+').text).toBe('+');
    expect(formatPhone('call us').href).toBe('tel:');
  });
});

describe('currency (docs/formatting.md)', () => {
  it('uses the euro sign and the nl-BE number format', () => {
    expect(formatCurrency(350000)).toBe('€\u00a0350.000');
    expect(formatCurrency(1250)).toBe('€\u00a01.250');
    expect(formatCurrency(995.5)).toBe('€\u00a0995,50');
    expect(formatCurrency('425000')).toBe('€\u00a0425.000');
    // The sign and the amount never part at a line's end: a no-break space joins them, and nothing else breaks.
    for (const n of [350000, 995.5, 1_250_000]) expect(formatCurrency(n)).toMatch(/^€\u00a0[\d.,]+$/);
  });
  it("gives 'NaN' when the value cannot be formatted", () => {
    expect(formatCurrency('abc')).toBe('NaN');
    expect(formatCurrency('')).toBe('NaN');
    expect(formatCurrency(Number.NaN)).toBe('NaN');
  });
});

describe('dates (docs/formatting.md)', () => {
  it('writes day-month-year without padding', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('5/3/2026');
    expect(formatDate(new Date(Date.UTC(2025, 11, 31)))).toBe('31/12/2025');
  });
  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('text rules (docs/formatting.md)', () => {
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
