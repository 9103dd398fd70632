/**
 * The footer's "Cookie settings" button: reopens the consent dialog at its settings (its code is a
 * chunk loaded on click). Shown only once the page is interactive: without JavaScript no tag can
 * load, so there is nothing to choose.
 */
import { useEffect, useState } from 'react';
import type { SiteView } from '../content/views';
import { useT } from '../i18n/i18n';
import { useIslandsRender } from '../islands/Island';

export function CookieSettingsButton({ site }: { site: SiteView }) {
  const LL = useT();
  const [ready, setReady] = useState(false);
  const islands = useIslandsRender();
  useEffect(() => setReady(true), []);
  // The islands render: hidden until the shell's plain script (client/islands/shell.ts) shows it and opens the dialog.
  if (islands)
    return (
      <li hidden>
        <button type="button" className="footer__cookies" data-cookie-settings="">
          {LL.SITE.cookieSettings()}
        </button>
      </li>
    );
  if (!ready) return null;
  return (
    <li>
      <button
        type="button"
        className="footer__cookies"
        onClick={(e) => {
          const button = e.currentTarget;
          void import('../consent/boot').then((m) => m.openConsent(site, 'settings', button));
        }}
      >
        {LL.SITE.cookieSettings()}
      </button>
    </li>
  );
}
