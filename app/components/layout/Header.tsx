/**
 * Site header (docs/screens.md): logo, menu and language switcher, each placed left, centre or
 * right by configuration. After 30 px of scroll it becomes fixed and the logo shrinks; at the top
 * it is absolute, and transparent on home. The logo is a link home at every width and scroll
 * position, on home too (decision record 047: a logo hidden at the top of home is not
 * kept); on home's transparent header it sits on a light plate, legible over the photo.
 * Below 1280 px the menu is a drawer (docs/screens.md layout breakpoints), opened by a native
 * `<details>` toggle placed before the menu links, so it works without JavaScript: its summary
 * is the toggle ('Menu', its expanded state said by the browser), its open state shows the drawer
 * and a backdrop (CSS only). The page's plain script (client/parts/shell.ts) adds Escape (back
 * to the toggle), closing on a link's click and a focus trap while the drawer is open, and fixes
 * the header after 30 px of scroll. Drawn on the server only: the page at the top.
 *
 * Favourites in view (docs/search.md "Favourites and comparison"): a heart in the header and a
 * line in the drawer lead to the favourites page, a plain link without JavaScript; where
 * JavaScript runs, the number of saved properties in this browser shows beside them and follows
 * every heart at once (client/parts/favourites.ts, `data-favourites-count`). The drawer also
 * opens the footer's search-alert form ('Search alert': ./FooterAlert.tsx).
 */
import { useId, type ReactNode } from 'react';
import type { Position } from '../../config/schema';
import type { SiteView } from '../../content/views';
import { useT } from '../../../shared/i18n/i18n';
import { iconBefore } from '../../../shared/components/Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainMenu } from './MainMenu';
import { useCurrentPath } from '../../router/here';
import { useRouterState } from '@tanstack/react-router';
import { pathTable } from '../../../shared/content/path-table-instance';
import { localizedHref } from '../../../shared/paths/path-table';
import { openFormHref } from '../../../shared/forms/open-form';
import { ALERT_ANCHOR, ALERT_PAGE } from '../../../shared/alerts/saved-search';
import { partAttrs } from '../../islands/Island';

export function Header({ site, isHome }: { site: SiteView; isHome: boolean }) {
  const LL = useT();
  const drawerId = useId();
  const homeHref = `/${site.lang}/`;
  const path = useCurrentPath();
  const onHome = path === homeHref;
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const favourites = localizedHref(pathTable, site.lang, '/favourites/');
  const alertPage = localizedHref(pathTable, site.lang, ALERT_PAGE);
  // The alert page holds the form; elsewhere the footer's form, opened.
  const alertHref = path === alertPage ? `#${ALERT_ANCHOR}` : openFormHref('demand-register', searchStr);

  const slots: Record<Position, ReactNode[]> = { left: [], center: [], right: [] };
  slots[site.header.logo].push(
    <a
      key="logo"
      className="logo"
      aria-current={onHome ? 'page' : undefined}
      aria-label={LL.SITE.homeOf({ agency: site.agency.name })}
      href={homeHref}
    >
      <img src={site.logo.src} alt="" width={site.logo.width} height={site.logo.height} />
    </a>,
  );
  slots[site.header.menu].push(
    <details key="toggle" className="nav-toggle">
      <summary className="header__toggle" aria-controls={drawerId}>
        {/* The menu icon, a cross while open (client/styles/icons.css) */}
        <span className={`header__toggle-face ${iconBefore('menu')}`} />
        <span className="visually-hidden">{LL.SITE.menu()}</span>
      </summary>
    </details>,
    <div key="menu" className="drawer" id={drawerId}>
      <MainMenu items={site.menu} />
      <ul className="drawer__extra">
        <li>
          <a className={`drawer__link ${iconBefore('heart')}`} href={favourites}>
            {LL.FILTERS.favourites()}
            <span className="favs-count" data-favourites-count="" hidden />
          </a>
        </li>
        <li>
          <a className={`drawer__link ${iconBefore('bell')}`} href={alertHref} data-open-form="demand-register">
            {LL.FILTERS.searchAlert()}
          </a>
        </li>
        {/* The owner's door on phones and tablets (the top bar's link shows from 767 px; the drawer's lines go at 1280 px). */}
        {pathTable.byOriginal.has('/login/') && (
          <li>
            <a className={`drawer__link ${iconBefore('user')}`} href={localizedHref(pathTable, site.lang, '/login/')}>
              {LL.LOGIN.title()}
            </a>
          </li>
        )}
      </ul>
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

  const classes = ['header', 'header--top', isHome ? 'header--transparent' : ''];
  const heart = (
    <a
      key="favs"
      className={`header__favs ${iconBefore('heart')}`}
      href={favourites}
      {...partAttrs('favourites', 'load')}
    >
      <span className="visually-hidden">{LL.FILTERS.favourites()}</span>
      <span className="favs-count" data-favourites-count="" hidden />
    </a>
  );
  return (
    <>
      <header className={classes.filter(Boolean).join(' ')} data-fixed="false">
        <div className="container header__inner">
          {(['left', 'center', 'right'] as const).map((p) => (
            <div key={p} className={`header__slot header__slot--${p}`}>
              {slots[p]}
            </div>
          ))}
          {heart}
        </div>
      </header>
      {!isHome && <div className="header-spacer" aria-hidden="true" />}
    </>
  );
}
