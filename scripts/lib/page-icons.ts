/**
 * Which icons each page type's stylesheet draws (decision record 022, amendment 036): an icon is a `.i-{name}`
 * rule (its place in the icons' sprite, decision record 022, amendment 041), so a page type carries only the
 * icons its pages and their islands can show: no other stylesheet comes later to draw one it lacks
 * (decision record 030, amendment 043). scripts/lib/build-styles.ts drops the other icons' rules from each page type's file, and
 * adds the icons the site configuration names (the top bar, on every page) to every page type and
 * those the content's pages name (their cards) to the page types that render content modules.
 * tests/worker/page-icons.test.ts renders pages of every type and fails on an icon its type lacks;
 * tests/e2e/page-styles.test.ts does the same for what the islands draw.
 */
import { iconName, type IconName } from '../../shared/components/Icon';
import type { PageType } from '../../app/styles/page-types';

/**
 * On every page: the header (menu and its close, submenus' chevrons, the favourites' heart), the
 * drawer's favourites and search-alert lines, the back-to-top button, the footer's and the agent's
 * contact lines, arrows of call-to-action links. The top bar's icons come
 * from the site configuration (`topBar[].icon`): the build adds those it names to every page type.
 */
const SHELL: readonly IconName[] = [
  'menu',
  'close',
  'chevron',
  'up',
  'arrow',
  'user',
  'phone',
  'mail',
  'heart',
  'bell',
];

/** A property card (its figures and its heart) and a project card. */
const PROPERTY_CARD: readonly IconName[] = ['bed', 'bath', 'area', 'heart'];
const PROJECT_CARD: readonly IconName[] = ['building', 'clock'];
/** A contact card of the content modules: the address and the opening hours. */
const CONTACT_CARD: readonly IconName[] = ['pin', 'clock'];

/** What a detail page adds: the map button, the address, the gallery, print and share, the closed and renovation notices. */
const DETAIL: readonly IconName[] = ['map', 'pin', 'photos', 'print', 'share', 'key', 'shield'];

/** Page types that render content modules (a property list, a project list, a contact card, cards that name an icon). */
export const MODULE_PAGE_TYPES: readonly PageType[] = ['home', 'listing', 'projects', 'content'];

const MODULES = [...PROPERTY_CARD, ...PROJECT_CARD, ...CONTACT_CARD];

export const PAGE_ICONS: Record<PageType, readonly IconName[]> = {
  home: [...SHELL, ...MODULES, 'search'],
  listing: [...SHELL, ...MODULES, 'map', 'list', 'filter'],
  projects: [...SHELL, ...MODULES],
  property: [...SHELL, ...PROPERTY_CARD, ...DETAIL],
  // A project's address and its delivery date beside its key figures.
  project: [...SHELL, ...PROJECT_CARD, ...DETAIL],
  content: [...SHELL, ...MODULES],
  owner: [...SHELL, 'home'],
  favourites: [...SHELL, ...PROPERTY_CARD],
  // A page not found offers a search, the listings, the projects and the home page; a listing's
  // page past its last one, the first page.
  error: [...SHELL, 'search', 'home', 'building', 'list'],
};

/**
 * Every icon name an `icon` key gives in a JSON value (the site configuration, a content page),
 * leaving out items switched off (`status: false`: a top bar item the site does not show).
 */
export function namedIcons(value: unknown): IconName[] {
  const found = new Set<IconName>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object' && (v as { status?: unknown }).status !== false)
      for (const [key, inner] of Object.entries(v)) {
        const name = key === 'icon' && typeof inner === 'string' ? iconName(inner) : null;
        if (name) found.add(name);
        else walk(inner);
      }
  };
  walk(value);
  return [...found];
}
