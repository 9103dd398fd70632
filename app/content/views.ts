/**
 * What the pages render: the site configuration and content pages projected to one language,
 * with original paths turned into localized links. Built on the server (worker/content/store.ts)
 * and sent to the browser as loader data, so the browser never carries other languages' texts.
 */
import type { Lang } from '../../shared/paths/languages';
import type { Crumb } from '../../shared/paths/path-table';
import type { Block } from '../config/page-schema';
import type { ConditionGroup } from '../rules/condition';
import type { Property } from '../../shared/model/property';
import type { Position } from '../config/schema';
import type { PhoneLink } from '../../shared/format/phone-link';
import type { SiteTags } from '../../shared/consent/consent';

export interface LinkView {
  label: string;
  href: string;
  /** External links, tel: and mailto: open in a new tab; internal ones navigate in-app. */
  external: boolean;
}

export interface MenuView {
  title: string;
  /** Absent for a parent that only opens its children. */
  href?: string;
  button: boolean;
  children: { title: string; href: string }[];
}

export interface TopBarItemView extends LinkView {
  icon?: string;
  color?: string;
}

export interface ImageView {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The widths the file also comes in (its srcset; app/components/HeroMedia.tsx). */
  widths?: number[];
  /** A portrait crop for phones, with its widths. */
  portrait?: { src: string; width: number; height: number; widths?: number[] };
}

export interface SiteView {
  lang: Lang;
  languages: Lang[];
  defaultLanguage: Lang;
  /** `phoneLink`: the phone formatted on the server (../../app/format/phone.ts). */
  agency: {
    name: string;
    phone: string;
    phoneLink: PhoneLink;
    email: string;
    street: string;
    zip: string;
    city: string;
    vat?: string;
    openingHours?: string;
  };
  theme: { brand: string; accent: string };
  logo: { src: string; alt: string; width: number; height: number };
  header: { logo: Position; menu: Position; languages: Position };
  menu: MenuView[];
  topBar: { show: boolean; left: TopBarItemView[]; right: TopBarItemView[] };
  banner: { type: 'image' | 'gallery' | 'video'; images: ImageView[]; video?: string; searchOverlay: boolean };
  homeSearch: {
    showLogo: boolean;
    title?: string;
    description1?: string;
    description2?: string;
    showSearchInput: boolean;
    showSearchButton: boolean;
    showSearchCount: boolean;
    showCountProperty: boolean;
  };
  footer: {
    columns: {
      title?: string;
      introText?: string;
      fullText?: string;
      images: ImageView[];
      col: { sm: number; md: number; lg: number };
    }[];
    copyright: string;
    legal: LinkView[];
  };
  siteInfo: SiteTags;
  cookieExpiryDays: number;
  map: { styleUrl?: string; hideClosed: boolean };
  /** The agency as schema.org RealEstateAgent JSON-LD, URLs as paths (worker/content/agency-ld.ts). */
  structuredData: Record<string, unknown>;
}

export interface SeoView {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage?: string;
  twitterCard: string;
  twitterTitle: string;
  twitterDescription: string;
}

export interface CardView {
  title: string;
  text: string;
  href?: string;
  figure?: string;
  icon?: string;
}

export interface ModuleView {
  id: string;
  title?: string;
  titleSize: 'h2' | 'h3';
  description?: string;
  position: 'main' | 'aside' | 'full';
  span: number;
  col: { sm: number; md: number; lg: number };
  view: 'article' | 'cards' | 'figures' | 'contact' | 'quote' | 'cta' | 'property-list' | 'project-list';
  className?: string;
  backgroundType: 'none' | 'color' | 'image';
  colorBackground?: string;
  images: ImageView[];
  relations: { type: string; id: string }[];
  numberItemOfRow?: number;
  maxItems?: number;
  content: Block[];
  items: CardView[];
  href?: string;
  /** 'property-list' display conditions: server side only (worker/content/conditional-lists.ts). */
  conditions?: ConditionGroup;
  /** 'property-list' with conditions: the properties that meet them (else the page's own list shows). */
  properties?: Property[];
}

export interface PageView {
  id: string;
  type: string;
  original: string;
  title: string;
  intro?: string;
  image?: ImageView;
  seo: SeoView;
  modules: ModuleView[];
  breadcrumbs: Crumb[];
  modifyDate: string;
  /** Preview of a draft: never indexed, never shows the consent dialog. */
  preview: boolean;
}

/** A detail-page block whose display conditions the property meets (worker/content/detail-blocks.ts). */
export interface DetailBlockView {
  id: string;
  title: string;
  text: string;
  button: string;
  /** Localized link to a page of the site. */
  href: string;
}
