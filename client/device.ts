/**
 * Device classes (docs/constants.md). The helper's breakpoints: desktop
 * above 960 px, tablet above 767 up to 960, mobile 767 or less. The layout's: desktop 1280 or
 * more, tablet 767 to under 1280, mobile under 767 (the drawer menu is used below 1280).
 */
export interface DeviceState {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
}

export function deviceFor(width: number): DeviceState {
  return { isMobile: width <= 767, isTablet: width > 767 && width <= 960, isDesktop: width > 960 };
}

export type LayoutClass = 'mobile' | 'tablet' | 'desktop';

export function layoutFor(width: number): LayoutClass {
  if (width >= 1280) return 'desktop';
  if (width >= 767) return 'tablet';
  return 'mobile';
}
