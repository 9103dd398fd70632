/**
 * Projects the site configuration and content pages to one language (see app/content/views.ts):
 * only Published entries, menu child link = parent path + child path, original paths turned into
 * localized links, top-bar links classified (external, tel: and mailto: open in a new tab).
 */
import type { SiteConfig, TopBarItem } from '../../app/config/schema';
import type { Page, PageModule } from '../../app/config/page-schema';
import type { ImageView, LinkView, MenuView, ModuleView, PageView, SiteView } from '../../app/content/views';
import type { Texts } from '../../shared/i18n/i18n';
import type { Lang } from '../../shared/paths/languages';
import { localizedHref, type PathTable } from '../../shared/paths/path-table';
import { isAppLink, isExternalLink } from '../../app/paths/links';
import { formatPhone } from '../../app/format/phone';
import { agencyStructuredData } from './agency-ld';

/** Joins a parent path and a child path: '/services/' + 'vente/' → '/services/vente/'. */
export function childPath(parent: string, child: string): string {
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  const rest = child.replace(/^\/+/, '');
  return `${base}${rest}`;
}

/** A menu title may be a translation key (e.g. FREE_EVALUATION): then the translated text shows. */
function menuTitle(title: string, texts: Texts): string {
  const key = title as keyof Texts;
  if (/^[A-Z_]+$/.test(title) && typeof texts[key] === 'function') return (texts[key] as () => string)();
  return title;
}

function link(table: PathTable, lang: Lang, target: string): string {
  if (isExternalLink(target) || isAppLink(target)) return target;
  const entry = table.byOriginal.get(target);
  if (entry?.external) return entry.external;
  return localizedHref(table, lang, target);
}

function topBarItem(item: TopBarItem, table: PathTable, lang: Lang): LinkView & { icon?: string; color?: string } {
  const target = item.link[lang];
  return {
    label: item.label[lang],
    // tel: links are international whatever the configuration wrote (+32…).
    href: target.startsWith('tel:') ? formatPhone(target.slice(4)).href : link(table, lang, target),
    external: isExternalLink(target),
    ...(item.icon ? { icon: item.icon } : {}),
    ...(item.color ? { color: item.color } : {}),
  };
}

/**
 * The footer's legal links: one privacy link, the full statement (the short '/privacy/' page stays
 * reachable, but two privacy links side by side said the same twice), and the accessibility
 * statement. In this order the compact footer's links take three lines on a 375 px phone in every
 * language (the portal's page stays within four screens: tests/e2e/owner.test.ts).
 */
const LEGAL = ['/cookie-policy/', '/conditions/', '/Privacy-statement/', '/Disclaimer/', '/accessibility/'];

export function projectSite(config: SiteConfig, table: PathTable, lang: Lang, texts: Texts, year: number): SiteView {
  const published = <T extends { status: string | boolean }>(items: readonly T[]) =>
    items.filter((i) => i.status === 'Published' || i.status === true);
  const menu: MenuView[] = published(config.menu.entries)
    .filter((e) => config.menu.showHome || e.path !== '/' || (e.childMenus?.length ?? 0) > 0)
    .map((e) => {
      const children = published(e.childMenus ?? []).map((c) => ({
        title: menuTitle(c.title[lang], texts),
        href: link(table, lang, childPath(e.path, c.path)),
      }));
      return {
        title: menuTitle(e.title[lang], texts),
        ...(children.length === 0 ? { href: link(table, lang, e.path) } : {}),
        button: e.button ?? false,
        children,
      };
    });
  const text = (t: { public: boolean; text: Record<Lang, string> }) =>
    t.public && t.text[lang].trim() ? t.text[lang] : undefined;
  const image = (i: { src: string; alt: Record<Lang, string> } & Omit<ImageView, 'src' | 'alt'>): ImageView => ({
    ...i,
    alt: i.alt[lang],
  });
  return {
    lang,
    languages: config.languages.filter((l) => l.use).map((l) => l.code),
    defaultLanguage: config.defaultLanguage,
    agency: {
      ...config.agency,
      phoneLink: formatPhone(config.agency.phone),
      city: config.agency.city[lang],
      ...(config.agency.openingHours ? { openingHours: config.agency.openingHours[lang] } : {}),
    },
    theme: config.theme,
    logo: config.logo,
    header: config.header,
    menu,
    topBar: {
      show: config.topBar.show,
      left: config.topBar.left.filter((i) => i.status).map((i) => topBarItem(i, table, lang)),
      right: config.topBar.right.filter((i) => i.status).map((i) => topBarItem(i, table, lang)),
    },
    banner: { ...config.banner, images: config.banner.images.map(image) },
    homeSearch: {
      showLogo: config.homeSearch.showLogo,
      title: text(config.homeSearch.title),
      description1: text(config.homeSearch.description1),
      description2: text(config.homeSearch.description2),
      showSearchInput: config.homeSearch.showSearchInput,
      showSearchButton: config.homeSearch.showSearchButton,
      showSearchCount: config.homeSearch.showSearchCount,
      showCountProperty: config.homeSearch.showCountProperty,
    },
    footer: {
      columns: config.footer.columns.map((c) => ({
        title: text(c.title),
        introText: text(c.introText),
        fullText: text(c.fullText),
        images: c.images.public ? c.images.items.map(image) : [],
        col: c.col,
      })),
      copyright: config.footer.copyright[lang].replace('{year}', String(year)),
      legal: LEGAL.flatMap((original) => {
        const entry = table.byOriginal.get(original);
        return entry
          ? [
              {
                label: entry.breadcrumbs[lang].at(-1)?.name ?? original,
                href: localizedHref(table, lang, original),
                external: false,
              },
            ]
          : [];
      }),
    },
    siteInfo: config.siteInfo,
    cookieExpiryDays: config.cookieExpiryDays,
    map: config.map,
    structuredData: agencyStructuredData(config, lang, formatPhone(config.agency.phone)),
  } as SiteView;
}

function projectModule(m: PageModule, table: PathTable, lang: Lang): ModuleView {
  return {
    id: m.id,
    ...(m.title ? { title: m.title[lang] } : {}),
    titleSize: m.titleSize ?? 'h2',
    ...(m.description ? { description: m.description[lang] } : {}),
    position: m.position,
    span: m.span,
    col: m.col,
    view: m.view,
    ...(m.class ? { className: m.class } : {}),
    backgroundType: m.backgroundType,
    ...(m.colorBackground ? { colorBackground: m.colorBackground } : {}),
    images: (m.images ?? []).map((i) => ({ ...i, alt: i.alt[lang] })),
    relations: m.relations ?? [],
    ...(m.numberItemOfRow ? { numberItemOfRow: m.numberItemOfRow } : {}),
    ...(m.maxItems ? { maxItems: m.maxItems } : {}),
    content: m.content?.[lang] ?? [],
    items: (m.items ?? []).map((i) => ({
      title: i.title[lang],
      text: i.text[lang],
      ...(i.href ? { href: link(table, lang, i.href) } : {}),
      ...(i.figure ? { figure: i.figure } : {}),
      ...(i.icon ? { icon: i.icon } : {}),
    })),
    ...(m.href ? { href: link(table, lang, m.href) } : {}),
    ...(m.conditions ? { conditions: m.conditions } : {}),
  };
}

export function projectPage(page: Page, original: string, table: PathTable, lang: Lang, preview: boolean): PageView {
  const entry = table.byOriginal.get(original);
  return {
    id: page.id,
    type: page.type,
    original,
    title: page.title[lang],
    ...(page.intro ? { intro: page.intro[lang] } : {}),
    ...(page.image ? { image: { ...page.image, alt: page.image.alt[lang] } } : {}),
    seo: page.seo[lang],
    modules: page.modules
      .filter((m) => preview || m.status === 'Published')
      .sort((a, b) => a.sort - b.sort)
      .map((m) => projectModule(m, table, lang)),
    breadcrumbs: entry?.breadcrumbs[lang] ?? [],
    modifyDate: page.modifyDate,
    preview,
  };
}
