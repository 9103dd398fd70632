/**
 * The footer's "Cookie settings" button: reopens the consent dialog at its settings. Drawn hidden:
 * without JavaScript no tag can load, so there is nothing to choose; the shell's plain script
 * (client/parts/shell.ts) shows it and opens the dialog (its code a chunk loaded on click).
 */
import { useT } from '../../../shared/i18n/i18n';

export function CookieSettingsButton() {
  const LL = useT();
  return (
    <li hidden>
      <button type="button" className="footer__cookies" data-cookie-settings="">
        {LL.SITE.cookieSettings()}
      </button>
    </li>
  );
}
