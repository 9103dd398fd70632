/**
 * Site configuration (docs/data-model.md: menu entries, top bar items, footer columns,
 * "Language entry", "Site info settings"), validated with arktype by the build
 * (scripts/build-content.ts; worker/config/site.ts when the file changed since). Operators edit
 * config/site.json; a wrong value fails with a message naming the field.
 */
import { type } from '../schema/arktype';
import { detailBlockSchema } from './detail-block-schema';
import { moduleSchema } from './page-schema';
import { lazy } from '../../shared/schema/lazy';

const text = lazy(() => type({ en: 'string', nl: 'string', fr: 'string', de: 'string' }));
const publicText = lazy(() => type({ public: 'boolean', text }));
const position = lazy(() => type("'left' | 'center' | 'right'"));
const status = lazy(() => type("'Published' | 'Draft' | 'Hidden'"));
const lang = lazy(() => type("'en' | 'nl' | 'fr' | 'de'"));

const childMenu = lazy(() => type({ path: 'string', title: text, status }));
const menuEntry = lazy(() =>
  type({ path: 'string', title: text, status, 'button?': 'boolean', 'childMenus?': childMenu.array() }),
);

const topBarItem = lazy(() =>
  type({
    status: 'boolean',
    label: text,
    link: text,
    'icon?': "'phone' | 'mail' | 'pin' | 'clock' | 'facebook' | 'instagram' | 'linkedin' | 'user'",
    'color?': /^#[0-9a-fA-F]{6}$/,
  }),
);

const image = lazy(() =>
  type({
    src: 'string',
    alt: text,
    width: 'number.integer > 0',
    height: 'number.integer > 0',
    /** The widths the file also comes in ('-800.webp' for the '-1360.webp' file): the image's srcset. */
    'widths?': 'number.integer > 0 []',
    /** A portrait crop for phones (the home banner), with its own widths. */
    'portrait?': {
      src: 'string',
      width: 'number.integer > 0',
      height: 'number.integer > 0',
      'widths?': 'number.integer > 0 []',
    },
  }),
);
const cols = lazy(() =>
  type({
    sm: '1 <= number.integer <= 12',
    md: '1 <= number.integer <= 12',
    lg: '1 <= number.integer <= 12',
  }),
);

export const siteConfigSchema = lazy(() =>
  type({
    agency: {
      name: 'string > 0',
      phone: 'string',
      email: 'string.email',
      street: 'string',
      zip: 'string',
      city: text,
      'vat?': 'string',
      'openingHours?': text,
    },
    theme: { brand: /^#[0-9a-fA-F]{6}$/, accent: /^#[0-9a-fA-F]{6}$/ },
    languages: type({ code: lang, use: 'boolean' }).array().atLeastLength(1),
    defaultLanguage: lang,
    logo: { src: 'string', alt: 'string', width: 'number.integer > 0', height: 'number.integer > 0' },
    /** `showLogoAtStart` is read no more: the logo shows at every scroll position (decision record 047). */
    header: { logo: position, menu: position, languages: position, 'showLogoAtStart?': 'boolean' },
    menu: { showHome: 'boolean', entries: menuEntry.array() },
    topBar: { show: 'boolean', left: topBarItem.array(), right: topBarItem.array() },
    banner: {
      type: "'image' | 'gallery' | 'video'",
      images: image.array(),
      'video?': 'string',
      searchOverlay: 'boolean',
    },
    homeSearch: {
      showLogo: 'boolean',
      title: publicText,
      description1: publicText,
      description2: publicText,
      showSearchInput: 'boolean',
      showSearchButton: 'boolean',
      showSearchCount: 'boolean',
      showCountProperty: 'boolean',
    },
    footer: {
      columns: type({
        title: publicText,
        introText: publicText,
        fullText: publicText,
        images: { public: 'boolean', items: image.array() },
        col: cols,
      }).array(),
      copyright: text,
    },
    siteInfo: {
      'analyticsId?': 'string',
      'adsId?': 'string',
      'tagManagerId?': 'string',
      'pixelId?': 'string',
    },
    cookieExpiryDays: '1 <= number.integer <= 730',
    /** The map view: a MapLibre style URL (tiles) and whether sold and rented properties stay off the map. */
    map: { 'styleUrl?': 'string', hideClosed: 'boolean' },
    /**
     * Modules the site adds to content pages (`pages`: their ids), placed among the page's own by
     * `sort`; a 'property-list' one may carry display conditions, run like a page's (docs/data-model.md).
     */
    'modules?': moduleSchema.merge({ pages: type('string > 0').array().atLeastLength(1) }).array(),
    /** Calls to action on property detail pages, each shown where its display conditions hold. */
    'detailBlocks?': detailBlockSchema.array(),
  }),
);

export type SiteConfig = typeof siteConfigSchema.infer;
export type TopBarItem = typeof topBarItem.infer;
export type Position = typeof position.infer;

/** Validates raw configuration; throws an Error whose message names every wrong field. */
export function parseSiteConfig(raw: unknown): SiteConfig {
  const out = siteConfigSchema(raw);
  if (out instanceof type.errors) throw new Error(`Invalid site configuration: ${out.summary}`);
  if (!out.languages.some((l) => l.use && l.code === out.defaultLanguage)) {
    throw new Error(`Invalid site configuration: defaultLanguage '${out.defaultLanguage}' is not a language in use`);
  }
  return out;
}
