/**
 * The agency as schema.org RealEstateAgent (docs/screens.md), from the site configuration, for
 * the head of every page. Built on the server into the site view so the browser's first-load
 * bundle carries no builder; URLs are paths in the stored site view, made absolute on the request's
 * origin when the view is served (siteForOrigin).
 */
import type { SiteConfig } from '../../app/config/schema';
import type { Lang } from '../../shared/paths/languages';
import type { PhoneLink } from '../../shared/format/phone-link';
import type { SiteView } from '../../app/content/views';
import { withOrigin } from '../../app/router/structured-data';

export function agencyStructuredData(config: SiteConfig, lang: Lang, phone: PhoneLink): Record<string, unknown> {
  const a = config.agency;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': '/#agency',
    name: a.name,
    url: `/${lang}/`,
    logo: config.logo.src,
    image: config.logo.src,
    telephone: phone.href.replace(/^tel:/, ''),
    email: a.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      postalCode: a.zip,
      addressLocality: a.city[lang],
      addressCountry: 'BE',
    },
    ...(a.vat ? { vatID: a.vat } : {}),
  };
}

/** The site view as served to one request: the agency's JSON-LD with absolute URLs. */
export function siteForOrigin(site: SiteView, origin: string): SiteView {
  return { ...site, structuredData: withOrigin(site.structuredData, origin) };
}
