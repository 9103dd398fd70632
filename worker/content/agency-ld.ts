/**
 * The agency as schema.org RealEstateAgent (issue 11 point 8), from the site configuration, for
 * the head of every page. Built on the server into the site view so the browser's first-load
 * bundle carries no builder; URLs are paths, made absolute by the head (shared/router/head.ts withOrigin).
 */
import type { SiteConfig } from '../../shared/config/schema';
import type { Lang } from '../../shared/paths/languages';
import type { PhoneLink } from '../../shared/format/phone-link';

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
    address: { '@type': 'PostalAddress', streetAddress: a.street, postalCode: a.zip, addressLocality: a.city[lang], addressCountry: 'BE' },
    ...(a.vat ? { vatID: a.vat } : {}),
  };
}
