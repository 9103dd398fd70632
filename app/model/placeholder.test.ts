/** The placeholder drawing chosen for a listing without photos, per property type. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeholderKind, placeholderUrl } from './placeholder';
import { WEB_ID } from '../../shared/model/property';

describe('placeholder per type', () => {
  it('draws each sample type as what it is', () => {
    expect(placeholderKind(WEB_ID.house)).toBe('house');
    expect(placeholderKind(WEB_ID.apartment)).toBe('apartment');
    expect(placeholderKind(WEB_ID.studio)).toBe('apartment');
    expect(placeholderKind(WEB_ID.land)).toBe('land');
    expect(placeholderKind(WEB_ID.investment)).toBe('apartment');
    expect(placeholderKind(WEB_ID.commercial)).toBe('commercial');
    expect(placeholderKind(WEB_ID.garage)).toBe('garage');
    expect(placeholderKind(WEB_ID.offices)).toBe('office');
  });

  it('falls back to a building for unknown types and projects, and every drawing exists', () => {
    expect(placeholderKind(99)).toBe('apartment');
    expect(placeholderKind(undefined)).toBe('apartment');
    expect(placeholderUrl(WEB_ID.land)).toBe('/brand/placeholders/land.svg');
    for (const id of [...Object.values(WEB_ID), 0, 99])
      expect(existsSync(`public${placeholderUrl(id)}`), String(id)).toBe(true);
  });
});
