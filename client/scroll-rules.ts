/**
 * Scroll rules of the page shell (docs/screens.md), without React: the header is fixed after
 * 30 px, the scroll-to-top button shows after 10 px, the position is checked at most every 100 ms.
 */
export const HEADER_FIX_AT = 30;
export const SCROLL_TOP_SHOW_AT = 10;
export const SCROLL_CHECK_MS = 100;

/** Smooth scroll to the top over about 500 ms (instant when the user prefers reduced motion). */
export function scrollToTop(durationMs = 500): void {
  const start = window.scrollY;
  if (start <= 0) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / durationMs);
    const eased = 1 - (1 - p) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
