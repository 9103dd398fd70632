/** Scroll-to-top button (docs/screens.md), drawn hidden: the page's plain script (client/parts/shell.ts) shows it after 10 px of scroll and scrolls up over about 500 ms. */
import { useT } from '../../../shared/i18n/i18n';
import { iconBefore } from '../../../shared/components/Icon';

export function ScrollTopButton() {
  const LL = useT();
  return (
    <button type="button" className={`scroll-top ${iconBefore('up')}`} aria-label={LL.SITE.scrollToTop()} hidden />
  );
}
