/** Scroll-to-top button (docs/screens.md): hidden under 10 px of scroll, scrolls up over about 500 ms. */
import { useT } from '../i18n/i18n';
import { iconBefore } from './Icon';
import { SCROLL_TOP_SHOW_AT, scrollToTop, useScrollY } from './useScrollState';

export function ScrollTopButton() {
  const LL = useT();
  const y = useScrollY();
  const visible = (y ?? 0) >= SCROLL_TOP_SHOW_AT;
  return (
    <button
      type="button"
      className={`scroll-top ${iconBefore('up')}${visible ? ' scroll-top--visible' : ''}`}
      aria-label={LL.SITE.scrollToTop()}
      hidden={!visible}
      onClick={() => {
        scrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    />
  );
}
