/**
 * Head tags for every page (docs/urls.md): title, description, Open Graph and Twitter fields,
 * a canonical link to the page's prefixed URL and hreflang alternates for each enabled language
 * plus x-default. Paths containing 'preview' are noindex.
 */
import type { SeoView } from '../content/views';
import type { Lang } from '../../shared/paths/languages';
import type { PathTable } from '../../shared/paths/path-table';
import { toLocalized } from '../../shared/paths/path-table';

export interface Alternate {
  lang: Lang;
  href: string;
}

/**
 * A page whose URL has per-language slugs beyond the path table (a property's city and title)
 * puts its own alternates in its loader data; the head and the language switcher prefer them.
 */
export function ownAlternates(loaderData: unknown, languages: readonly Lang[]): Alternate[] | undefined {
  const own = (loaderData as { alternates?: Alternate[] } | undefined)?.alternates;
  return own && languages.every((lang) => own.some((a) => a.lang === lang))
    ? own.filter((a) => languages.includes(a.lang))
    : undefined;
}

/** The equivalent page in every enabled language, from the internal path ('/fr/for-sale/…'). */
export function alternatesFor(table: PathTable, internalPath: string, languages: readonly Lang[]): Alternate[] {
  const withSlash = internalPath.endsWith('/') ? internalPath : `${internalPath}/`;
  const rest = withSlash.replace(/^\/[a-z]{2}(?=\/)/, '');
  return languages.map((lang) => ({ lang, href: `/${lang}${toLocalized(table, lang, rest)}` }));
}

type Meta = Record<string, string>;

export function seoMeta(seo: SeoView, origin: string, canonicalPath: string, opts: { noindex?: boolean } = {}): Meta[] {
  const meta: Meta[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: seo.ogTitle },
    { property: 'og:description', content: seo.ogDescription },
    { property: 'og:url', content: `${origin}${canonicalPath}` },
    { name: 'twitter:card', content: seo.twitterCard },
    { name: 'twitter:title', content: seo.twitterTitle },
    { name: 'twitter:description', content: seo.twitterDescription },
  ];
  if (seo.ogImage) {
    meta.push({ property: 'og:image', content: new URL(seo.ogImage, origin).href });
    meta.push({ name: 'twitter:image', content: new URL(seo.ogImage, origin).href });
  }
  if (opts.noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  return meta;
}

export function seoLinks(
  origin: string,
  canonicalPath: string,
  alternates: Alternate[],
  defaultLang: Lang,
): Record<string, string>[] {
  const links: Record<string, string>[] = [{ rel: 'canonical', href: `${origin}${canonicalPath}` }];
  for (const a of alternates) links.push({ rel: 'alternate', hrefLang: a.lang, href: `${origin}${a.href}` });
  const fallback = alternates.find((a) => a.lang === defaultLang);
  if (fallback) links.push({ rel: 'alternate', hrefLang: 'x-default', href: `${origin}${fallback.href}` });
  return links;
}
