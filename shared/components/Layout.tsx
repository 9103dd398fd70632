/** The page shell (docs/consent-and-analytics.md): skip link, top bar, header, main content, footer (compact where the route asks: decision record 026), scroll-to-top; starts the cookie consent after hydration. */
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, type CSSProperties } from 'react';
import { I18nProvider } from '../i18n/i18n';
import { TopBar } from './TopBar';
import { Header } from './Header';
import { Footer } from './Footer';
import { CompactFooter } from './CompactFooter';
import { ScrollTopButton } from './ScrollTopButton';
import { useSite } from './useSite';
import { SkipLink } from './SkipLink';
import { useDevice } from './useDevice';
import { PAGE_DATA_ID, type PageData } from '../islands/page-data';
import { scriptJson } from '../forms/submission';
import { NavigateContext } from '../islands/navigate';
import { localizedToInternal } from '../router/rewrite';
import { pathTable } from '../content/path-table-instance';

export function Layout() {
  const site = useSite();
  const isHome = useRouterState({ select: (s) => s.matches.some((m) => m.routeId === '/$lang/') });
  const compactFooter = useRouterState({ select: (s) => s.matches.some((m) => m.staticData?.footer === 'compact') });
  const device = useDevice();
  const router = useRouter();
  // After hydration, in its own chunk: the cookie consent (the dialog, or the tags a stored choice allows).
  useEffect(
    () =>
      void import('../consent/boot').then((m) =>
        m.startConsent(site, {
          preview: router.state.matches.some((r) => r.routeId === '/$lang/preview/$'),
          onNavigation: (track) =>
            router.subscribe('onResolved', (event) => {
              if (event.hrefChanged) track();
            }),
        }),
      ),
    [router, site],
  );
  const islands = router.options.context.islands === true;
  const pageData: PageData = {
    lang: site.lang,
    siteInfo: site.siteInfo,
    cookieExpiryDays: site.cookieExpiryDays,
    preview: router.state.matches.some((r) => r.routeId === '/$lang/preview/$'),
  };
  // In-app navigation for the parts that navigate (shared/islands/navigate.tsx).
  const navigateTo = useCallback(
    (href: string) => {
      const [path, query] = href.split('?');
      const search = Object.fromEntries(new URLSearchParams(query ?? ''));
      void router.navigate({ to: localizedToInternal(pathTable, path ?? '/'), search: search as never });
    },
    [router],
  );
  const theme = { '--brand': site.theme.brand, '--accent': site.theme.accent } as CSSProperties;
  return (
    <I18nProvider lang={site.lang} key={site.lang}>
      <NavigateContext.Provider value={navigateTo}>
        <div className={`site${isHome ? ' site--home' : ''}`} style={theme} data-device={device.layout}>
          <SkipLink />
          {site.topBar.show && <TopBar left={site.topBar.left} right={site.topBar.right} />}
          <Header site={site} isHome={isHome} />
          <main id="main" tabIndex={-1} className="main">
            <Outlet />
          </main>
          {compactFooter ? <CompactFooter site={site} /> : <Footer site={site} />}
          <ScrollTopButton />
          {islands && (
            <script
              type="application/json"
              id={PAGE_DATA_ID}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (scriptJson)
              dangerouslySetInnerHTML={{ __html: scriptJson(pageData) }}
            />
          )}
        </div>
      </NavigateContext.Provider>
    </I18nProvider>
  );
}
