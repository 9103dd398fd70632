/**
 * The page shell's behaviour as plain script (decision record 022), declared on the layout's
 * `.site` element (`load`), on the markup the server drew (app/components/layout/Header.tsx,
 * ScrollTopButton.tsx, CookieSettingsButton.tsx, Layout.tsx):
 * - the header is fixed after 30 px of scroll (the logo shrinks; on home it stops being
 *   transparent), checked at most every 100 ms; `data-scroll-y` is the position last acted on
 *   (tests wait for it);
 * - the menu drawer (a native `details`) closes on Escape (focus back to its toggle) and on a
 *   link's click, and keeps Tab inside while open;
 * - a main-menu submenu and a listing's sort menu (native `details`) close on Escape (focus back to
 *   their summary), when the focus leaves them and on a click elsewhere; opening one closes the others;
 * - the drawer's 'Search alert' opens the footer's search-alert form in place;
 * - the scroll-to-top button shows after 10 px and scrolls up;
 * - the footer's cookie settings button shows and opens the consent dialog at its settings;
 * - `data-device` on the site element follows the window's width;
 * - a link to a part of the page (the contact bar's 'Enquire', an agent card's 'contact' to the
 *   contact form) moves the focus to that part's heading once the browser has scrolled there (the
 *   heading clears the fixed header by the part's scroll margin), so the keyboard and a screen
 *   reader go on from where the eyes landed.
 */
import { layoutFor } from '../device';
import { HEADER_FIX_AT, SCROLL_CHECK_MS, SCROLL_TOP_SHOW_AT, scrollToTop } from '../scroll-rules';
import type { ConsentSite } from '../../shared/consent/consent';
import { readPageData } from '../../shared/islands/page-data';
import { requestFormOpen } from '../forms/form-open-event';
import type { FormKind } from '../../shared/forms/kinds';

function applyScroll(header: HTMLElement | null, top: HTMLButtonElement | null, home: boolean): void {
  const y = window.scrollY;
  if (header) {
    const fixed = y > HEADER_FIX_AT;
    header.classList.toggle('header--fixed', fixed);
    header.classList.toggle('header--top', !fixed);
    header.classList.toggle('header--transparent', home && !fixed);
    header.dataset.fixed = String(fixed);
    header.dataset.scrollY = String(y);
  }
  if (top) {
    const visible = y >= SCROLL_TOP_SHOW_AT;
    top.hidden = !visible;
    top.classList.toggle('scroll-top--visible', visible);
  }
}

function watchScroll(site: HTMLElement): void {
  const header = site.querySelector<HTMLElement>('header.header');
  const top = site.querySelector<HTMLButtonElement>('button.scroll-top');
  const home = site.classList.contains('site--home');
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    last = Date.now();
    timer = undefined;
    applyScroll(header, top, home);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!timer) timer = setTimeout(check, Math.max(0, SCROLL_CHECK_MS - (Date.now() - last)));
    },
    { passive: true },
  );
  top?.addEventListener('click', () => {
    scrollToTop();
    document.getElementById('main')?.focus({ preventScroll: true });
  });
  check();
}

function watchDrawer(site: HTMLElement): void {
  const header = site.querySelector<HTMLElement>('header.header');
  const toggle = header?.querySelector<HTMLDetailsElement>('details.nav-toggle');
  const drawer = header?.querySelector<HTMLElement>('.drawer');
  if (!header || !toggle || !drawer) return;
  const close = () => {
    toggle.open = false;
  };
  drawer.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a')) close();
  });
  header.addEventListener('keydown', (e) => {
    const summary = toggle.open ? (toggle.firstElementChild as HTMLElement | null) : null;
    if (!summary?.offsetWidth) return;
    if (e.key === 'Escape') {
      close();
      summary.focus();
    } else if (e.key === 'Tab') {
      const stops = [summary, ...drawer.querySelectorAll<HTMLElement>('a[href], summary')].filter((el) =>
        el.checkVisibility(),
      );
      const [from, to] = e.shiftKey ? [summary, stops.at(-1)] : [stops.at(-1), summary];
      if (document.activeElement === from) {
        e.preventDefault();
        to?.focus();
      }
    }
  });
}

function watchSubmenus(site: HTMLElement): void {
  // The main menu's submenus and a listing's sort menu (app/components/listing/SortAndView.tsx).
  const submenus = [...site.querySelectorAll<HTMLDetailsElement>('.menu details, details.sort-menu')];
  if (submenus.length === 0) return;
  for (const details of submenus) {
    details.addEventListener('toggle', () => {
      if (details.open) for (const other of submenus) if (other !== details) other.open = false;
    });
    details.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !details.open) return;
      // The submenu closes first; the drawer (when the menu is in it) on the next Escape.
      e.stopPropagation();
      details.open = false;
      details.querySelector('summary')?.focus();
    });
    details.addEventListener('focusout', (e) => {
      const to = e.relatedTarget as Node | null;
      if (to && !details.contains(to)) details.open = false;
    });
  }
  document.addEventListener('click', (e) => {
    for (const details of submenus) if (details.open && !details.contains(e.target as Node)) details.open = false;
  });
}

function watchDevice(site: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    site.dataset.device = layoutFor(window.innerWidth);
  };
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(update, 50);
  });
  update();
}

function cookieSettings(site: ConsentSite): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-cookie-settings]')) {
    const item = button.closest('li');
    if (item) item.hidden = false;
    button.addEventListener('click', () => {
      void import('./consent').then((m) => m.openConsent(site, 'settings', button));
    });
  }
}

/**
 * The drawer's 'Search alert' (`data-open-form`): opens the footer's closed form in place and
 * brings it into view (the drawer closes on the link's click, watchDrawer); without an opener to
 * open (the form open already, or no script for it) the link goes to the page with the form open.
 */
function watchFormLinks(site: HTMLElement): void {
  site.addEventListener('click', (e) => {
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-open-form]');
    const kind = link?.dataset.openForm as FormKind | undefined;
    if (!link || !kind || !requestFormOpen(kind)) return;
    e.preventDefault();
    document.getElementById(kind)?.scrollIntoView({ block: 'center' });
  });
}

/** The heading a link to a part of the page focuses: the part's own heading made focusable (`tabindex="-1"`), else the part when it is focusable. */
function landingOf(target: HTMLElement): HTMLElement | null {
  const heading = target.matches('h1, h2, h3') ? target : target.querySelector<HTMLElement>('h1, h2, h3');
  if (heading?.hasAttribute('tabindex')) return heading;
  return target.hasAttribute('tabindex') ? target : null;
}

function focusInPageTargets(): void {
  document.addEventListener('click', (e) => {
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="#"]');
    if (!link || e.defaultPrevented || e.button !== 0) return;
    const id = decodeURIComponent(link.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    const landing = target ? landingOf(target) : null;
    if (!landing) return;
    // After the browser's own jump to the fragment (the same task or the next frame).
    setTimeout(() => requestAnimationFrame(() => landing.focus({ preventScroll: true })), 0);
  });
}

/** Starts the shell's behaviour on this page's `.site`. */
export function start(site: HTMLElement): void {
  const consent = readPageData();
  watchDevice(site);
  watchScroll(site);
  watchDrawer(site);
  watchSubmenus(site);
  watchFormLinks(site);
  focusInPageTargets();
  if (consent) cookieSettings(consent);
}
