/**
 * Which icons each page type's stylesheet draws (decision record 036): an icon is a `.i-{name}`
 * rule of client/styles/icons.css, a data: URL of 200–450 bytes, so a page type carries only the
 * icons its pages can show. The whole site's stylesheet, loaded at the end of every page, has them
 * all. scripts/lib/build-styles.ts drops the other icons' rules from each page type's file, and
 * adds, for the page types that render content modules, the icons the content's cards name.
 * tests/worker/page-icons.test.ts renders pages of every type and fails on an icon its type lacks.
 */
import type { IconName } from '../components/Icon';
import type { PageType } from './page-types';

/**
 * On every page: the header (menu and its close, submenus' chevrons), the footer,
 * the back-to-top button, a contact card, and every icon the site configuration may give the top
 * bar (config schema `topBar[].icon`).
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
  'pin',
  'clock',
  'facebook',
  'instagram',
  'linkedin',
];

/** A property card (its figures and its heart) and a project card. */
const PROPERTY_CARD: readonly IconName[] = ['bed', 'bath', 'area', 'heart'];
const PROJECT_CARD: readonly IconName[] = ['building', 'clock'];

/** What a detail page adds: the map button, the gallery, print and share, the closed and renovation notices. */
const DETAIL: readonly IconName[] = ['map', 'photos', 'print', 'share', 'key', 'shield'];

/** Page types that render content modules (a property list, a project list, cards that name an icon). */
export const MODULE_PAGE_TYPES: readonly PageType[] = ['home', 'listing', 'projects', 'content'];

const MODULES = [...PROPERTY_CARD, ...PROJECT_CARD];

export const PAGE_ICONS: Record<PageType, readonly IconName[]> = {
  home: [...SHELL, ...MODULES, 'search'],
  listing: [...SHELL, ...MODULES, 'map', 'list', 'filter'],
  projects: [...SHELL, ...MODULES],
  property: [...SHELL, ...PROPERTY_CARD, ...DETAIL],
  project: [...SHELL, ...PROJECT_CARD, ...DETAIL],
  content: [...SHELL, ...MODULES],
  owner: [...SHELL, 'home'],
  favourites: [...SHELL, ...PROPERTY_CARD],
  // A page not found offers a search, the listings, the projects and the home page; a listing's
  // page past its last one, the first page.
  error: [...SHELL, 'search', 'home', 'building', 'list'],
};
