/**
 * Site header (seed §2, §4 "Header"): logo, menu and language switcher, each placed left, centre or
 * right by configuration. After 30 px of scroll it becomes fixed and the logo shrinks; at the top
 * it is absolute, and transparent on home, where the logo hides unless `showLogoAtStart`.
 * Below 1280 px the menu is a drawer (seed §9 layout breakpoints).
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Position } from '../config/schema';
import type { SiteView } from '../content/views';
import { useT } from '../i18n/i18n';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainMenu } from './MainMenu';
import { HEADER_FIX_AT, useScrollY } from './useScrollState';

export function Header({ site, isHome }: { site: SiteView; isHome: boolean }) {
  const LL = useT();
  const y = useScrollY();
  const fixed = y > HEADER_FIX_AT;
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, [open]);

  const logoHidden = isHome && !fixed && !site.header.showLogoAtStart;
  const slots: Record<Position, ReactNode[]> = { left: [], center: [], right: [] };
  slots[site.header.logo].push(
    <Link key="logo" to="/$lang/" params={{ lang: site.lang }} activeOptions={{ exact: true }} className={`logo${logoHidden ? ' logo--hidden' : ''}`} aria-label={LL.SITE.homeOf({ agency: site.agency.name })}>
      <img src={site.logo.src} alt="" width={site.logo.width} height={site.logo.height} />
    </Link>,
  );
  slots[site.header.menu].push(
    <div key="menu" className={`drawer${open ? ' drawer--open' : ''}`} id={drawerId}>
      <MainMenu items={site.menu} onNavigate={() => setOpen(false)} />
      <div className="drawer__langs">
        <LanguageSwitcher languages={site.languages} current={site.lang} onNavigate={() => setOpen(false)} />
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
      <header className={classes.filter(Boolean).join(' ')} data-fixed={fixed ? 'true' : 'false'}>
        {open && <div className="drawer-backdrop" onClick={() => setOpen(false)} aria-hidden="true" />}
        <div className="container header__inner">
          {(['left', 'center', 'right'] as const).map((p) => (
            <div key={p} className={`header__slot header__slot--${p}`}>
              {slots[p]}
            </div>
          ))}
          <button
            ref={toggleRef}
            type="button"
            className="header__toggle"
            aria-expanded={open}
            aria-controls={drawerId}
            onClick={() => setOpen((o) => !o)}
          >
            <Icon name={open ? 'close' : 'menu'} size={24} />
            <span className="visually-hidden">{open ? LL.SITE.closeMenu() : LL.SITE.openMenu()}</span>
          </button>
        </div>
      </header>
      {!isHome && <div className="header-spacer" aria-hidden="true" />}
    </>
  );
}
