import { describe, expect, it } from 'vitest';
import { deviceFor, layoutFor } from '../../client/device';

describe('device breakpoints (docs/constants.md)', () => {
  it('helper: mobile ≤ 767, tablet 768–960, desktop above 960', () => {
    expect(deviceFor(375)).toEqual({ isMobile: true, isTablet: false, isDesktop: false });
    expect(deviceFor(767)).toEqual({ isMobile: true, isTablet: false, isDesktop: false });
    expect(deviceFor(768)).toEqual({ isMobile: false, isTablet: true, isDesktop: false });
    expect(deviceFor(960)).toEqual({ isMobile: false, isTablet: true, isDesktop: false });
    expect(deviceFor(961)).toEqual({ isMobile: false, isTablet: false, isDesktop: true });
  });
  it('layout: mobile under 767, tablet 767 to under 1280, desktop 1280 or more', () => {
    expect(layoutFor(766)).toBe('mobile');
    expect(layoutFor(767)).toBe('tablet');
    expect(layoutFor(800)).toBe('tablet');
    expect(layoutFor(1279)).toBe('tablet');
    expect(layoutFor(1280)).toBe('desktop');
  });
});
