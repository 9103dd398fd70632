/**
 * Site header (docs/screens.md): logo, menu and language switcher, each placed left, centre or
 * right by configuration. After 30 px of scroll it becomes fixed and the logo shrinks; at the top
 * it is absolute, and transparent on home, where the logo hides unless `showLogoAtStart`.
 * Below 1280 px the menu is a drawer (docs/screens.md layout breakpoints), opened by a native
 * `<details>` toggle placed before the menu links, so it works without JavaScript: its summary
 * is the toggle ('Menu', its expanded state said by the browser), its open state shows the drawer
 * and a backdrop (CSS only). The script adds
 * Escape (back to the toggle), closing on navigation (not on hydration: a drawer opened before the
 * script ran stays open) and a focus trap while the drawer is open.
 * The hidden logo is inert (no Tab stop, not in the accessibility tree). `data-scroll-y` is the
 * scroll position the header last acted on, absent until its first check after hydration (tests
 * wait for it instead of for time).
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Position } from '../config/schema';
import type { SiteView } from '../content/views';
import { useT } from '../i18n/i18n';
import { iconBefore } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainMenu } from './MainMenu';
import { HEADER_FIX_AT, useScrollY } from './useScrollState';

export function Header({ site, isHome }: { site: SiteView; isHome: boolean }) {
  const LL = useT();
  const y = useScrollY();
  const fixed = (y ?? 0) > HEADER_FIX_AT;
  const drawerId = useId();
  const toggleRef = useRef<HTMLDetailsElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const close = () => {
    if (toggleRef.current) toggleRef.current.open = false;
  };
  // A new pathname closes the drawer; hydration does not (a visitor may have opened it before the script ran).
  const shownPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is what a new pathname triggers
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname]);

  // The drawer is a native disclosure (works without JavaScript); the script adds Escape and keeps Tab inside while open.
  const onKeyDown = (e: KeyboardEvent) => {
    const summary = toggleRef.current?.open ? (toggleRef.current.firstElementChild as HTMLElement) : null;
    if (!summary?.offsetWidth || !drawerRef.current) return;
    if (e.key === 'Escape') {
      close();
      summary.focus();
    } else if (e.key === 'Tab') {
      const stops = [summary, ...drawerRef.current.querySelectorAll<HTMLElement>('a[href], summary')].filter((el) =>
        el.checkVisibility(),
      );
      const [from, to] = e.shiftKey ? [summary, stops.at(-1)] : [stops.at(-1), summary];
      if (document.activeElement === from) {
        e.preventDefault();
        to?.focus();
      }
    }
  };

  const logoHidden = isHome && !fixed && !site.header.showLogoAtStart;
  const slots: Record<Position, ReactNode[]> = { left: [], center: [], right: [] };
  slots[site.header.logo].push(
    <Link
      key="logo"
      to="/$lang/"
      params={{ lang: site.lang }}
      activeOptions={{ exact: true }}
      className={`logo${logoHidden ? ' logo--hidden' : ''}`}
      inert={logoHidden}
      aria-label={LL.SITE.homeOf({ agency: site.agency.name })}
    >
      <img src={site.logo.src} alt="" width={site.logo.width} height={site.logo.height} />
    </Link>,
  );
  slots[site.header.menu].push(
    <details key="toggle" className="nav-toggle" ref={toggleRef}>
      <summary className="header__toggle" aria-controls={drawerId}>
        {/* The menu icon, a cross while open (client/styles/icons.css) */}
        <span className={`header__toggle-face ${iconBefore('menu')}`} />
        <span className="visually-hidden">{LL.SITE.menu()}</span>
      </summary>
    </details>,
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a delegated listener for the links inside (their own keyboard activation clicks too)
    <div
      key="menu"
      className="drawer"
      id={drawerId}
      ref={drawerRef}
      onClick={(e) => {
        if ((e.target as Element).closest('a')) close();
      }}
    >
      <MainMenu items={site.menu} />
      <div className="drawer__langs">
        <LanguageSwitcher languages={site.languages} current={site.lang} />
      </div>
    </div>,
  );
  slots[site.header.languages].push(
    <div key="langs" className="header__langs">
      <LanguageSwitcher languages={site.languages} current={site.lang} />
    </div>,
  );

  const classes = ['header', fixed ? 'header--fixed' : 'header--top', isHome && !fixed ? 'header--transparent' : ''];
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and Tab handling delegated from the drawer's links and toggle */}
      <header
        className={classes.filter(Boolean).join(' ')}
        data-fixed={fixed ? 'true' : 'false'}
        data-scroll-y={y ?? undefined}
        data-logo-at-start={site.header.showLogoAtStart ? 'true' : undefined}
        onKeyDown={onKeyDown}
      >
        <div className="container header__inner">
          {(['left', 'center', 'right'] as const).map((p) => (
            <div key={p} className={`header__slot header__slot--${p}`}>
              {slots[p]}
            </div>
          ))}
        </div>
      </header>
      {!isHome && <div className="header-spacer" aria-hidden="true" />}
    </>
  );
}
