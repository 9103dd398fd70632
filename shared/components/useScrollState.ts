/**
 * Scroll position flags for the header and the scroll-to-top button (docs/screens.md): the check runs at
 * most every 100 ms; `past(30)` fixes the header, `past(10)` shows the button.
 */
import { useEffect, useState } from 'react';
import { SCROLL_CHECK_MS } from './scroll-rules';

export { HEADER_FIX_AT, SCROLL_TOP_SHOW_AT, SCROLL_CHECK_MS, scrollToTop } from './scroll-rules';

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
