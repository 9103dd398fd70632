/**
 * The page shell (docs/consent-and-analytics.md): skip link, top bar, header, main content, footer
 * (compact where the route asks: decision record 026), scroll-to-top, and the page's data for its
 * plain script (client/runtime.ts starts the cookie consent with it). `data-device` starts
 * at the desktop layout; the script follows the window's width.
 */
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { I18nProvider } from '../../../shared/i18n/i18n';
import { TopBar } from './TopBar';
import { Header } from './Header';
import { Footer } from './Footer';
import { CompactFooter } from './CompactFooter';
import { ScrollTopButton } from './ScrollTopButton';
import { useSite } from '../useSite';
import { SkipLink } from './SkipLink';
import { PAGE_DATA_ID, type PageData } from '../../../shared/islands/page-data';
import { scriptJson } from '../../../shared/format/script-json';
import type { PageForms } from '../../forms/page-forms';
import { partAttrs } from '../../islands/Island';

export function Layout() {
  const site = useSite();
  const isHome = useRouterState({ select: (s) => s.matches.some((m) => m.routeId === '/$lang/') });
  const compactFooter = useRouterState({ select: (s) => s.matches.some((m) => m.staticData?.footer === 'compact') });
  const preview = useRouterState({ select: (s) => s.matches.some((r) => r.routeId === '/$lang/preview/$') });
  // Pages without tags (a secret in the URL, or personal: docs/security.md) carry no tag id at all;
  // so does a thank-you page that restates what the visitor sent (their e-mail, an address).
  const personal = (useRouter().options.context as { forms?: PageForms }).forms?.sent !== undefined;
  const tags = useRouterState({ select: (s) => !s.matches.some((m) => m.staticData?.tags === 'none') }) && !personal;
  const pageData: PageData = {
    lang: site.lang,
    siteInfo: tags ? site.siteInfo : {},
    cookieExpiryDays: site.cookieExpiryDays,
    preview,
    tags,
  };
  const theme = { '--brand': site.theme.brand, '--accent': site.theme.accent } as CSSProperties;
  return (
    <I18nProvider lang={site.lang} key={site.lang}>
      <div
        className={`site${isHome ? ' site--home' : ''}`}
        style={theme}
        data-device="desktop"
        {...partAttrs('shell', 'load')}
      >
        <SkipLink />
        {site.topBar.show && <TopBar left={site.topBar.left} right={site.topBar.right} />}
        <Header site={site} isHome={isHome} />
        <main id="main" tabIndex={-1} className="main">
          <Outlet />
        </main>
        {compactFooter ? <CompactFooter site={site} /> : <Footer site={site} />}
        <ScrollTopButton />
        <script
          type="application/json"
          id={PAGE_DATA_ID}
          {...partAttrs('consent', 'load')}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (scriptJson)
          dangerouslySetInnerHTML={{ __html: scriptJson(pageData) }}
        />
      </div>
    </I18nProvider>
  );
}
