/**
 * Scroll position flags for the header and the scroll-to-top button (docs/screens.md): the check runs at
 * most every 100 ms; `past(30)` fixes the header, `past(10)` shows the button.
 */
import { useEffect, useState } from 'react';

export const HEADER_FIX_AT = 30;
export const SCROLL_TOP_SHOW_AT = 10;
export const SCROLL_CHECK_MS = 100;

/** The scroll position as last checked; null until the first check (after hydration). */
export function useScrollY(): number | null {
  const [y, setY] = useState<number | null>(null);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      timer = undefined;
      setY(window.scrollY);
    };
    const onScroll = () => {
      if (timer) return;
      const wait = Math.max(0, SCROLL_CHECK_MS - (Date.now() - last));
      timer = setTimeout(check, wait);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return y;
}

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
