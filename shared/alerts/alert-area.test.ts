/** The area of a search alert as one text (shared/alerts/alert-area.ts): written canonically, read by the listing's parser. */
import { describe, expect, it } from 'vitest';
import { areaText, readAreaText } from './alert-area';

describe('alert area text', () => {
  it('writes a circle and a polygon canonically and reads them back', () => {
    const near = readAreaText('near=51.050001,3.72&radius=10');
    expect(near?.ok && areaText(near.area)).toBe('near=51.05,3.72&radius=10');
    const polygon = readAreaText('?area=51,3.7;51.1,3.8;51,3.9;51,3.7');
    expect(polygon?.ok && areaText(polygon.area)).toBe('area=51,3.7;51.1,3.8;51,3.9');
  });
  it('refuses what the listing refuses, and names no area when none is given', () => {
    expect(readAreaText('area=51,3.7;51.1,3.8')).toEqual({ ok: false, error: 'distinct' });
    expect(readAreaText('near=51,3.7')).toEqual({ ok: false, error: 'radius-missing' });
    expect(readAreaText('near=51,3.7&radius=500')).toEqual({ ok: false, error: 'radius' });
    expect(readAreaText('area=1,1;2,2;3,3')).toEqual({ ok: false, error: 'line' });
    expect(readAreaText('goal=1')).toBeNull();
  });
});
