/** The first focusable element: jumps past the header to the main content. */
import { useT } from '../../../shared/i18n/i18n';

export function SkipLink() {
  const LL = useT();
  return (
    <a className="skip-link" href="#main">
      {LL.SITE.skipToContent()}
    </a>
  );
}
