/**
 * Head tags of the property and project pages, from the head facts their loaders computed
 * (../routes/detail-loaders.ts, which loads lazily with the pages): title with the agency's name,
 * description, Open Graph and Twitter fields with the first photo, and a preload of the lead
 * photo, and the page's JSON-LD. A missing property or project gets the 404 title.
 */
import type { SiteView } from '../content/views';
import { seoMeta } from './head';
import type { JsonLd } from './structured-data';

export interface DetailHeadFacts {
  /** Title without the agency's name. */
  title: string;
  /** At most 160 characters. */
  description: string;
  /** The canonical localized path ('/fr/a-vendre/…/12/'). */
  canonical: string;
  /** The first photo to preload, when there is one (no srcset for a provider's plain picture URL). */
  photo?: { href: string; srcSet: string | undefined; sizes: string | undefined };
  /** schema.org JSON-LD of the page, with absolute URLs (./structured-data.ts). */
  structuredData?: JsonLd;
}

const withAgency = (title: string, site: SiteView | undefined) =>
  site?.agency.name ? `${title} | ${site.agency.name}` : title;

export function detailHead(
  facts: DetailHeadFacts | undefined,
  origin: string,
  site: SiteView | undefined,
  missingTitle: string,
) {
  if (!facts) return { meta: [{ title: withAgency(missingTitle, site) }] };
  const meta = seoMeta(
    {
      title: withAgency(facts.title, site),
      description: facts.description,
      ogTitle: facts.title,
      ogDescription: facts.description,
      ...(facts.photo ? { ogImage: facts.photo.href } : {}),
      twitterCard: 'summary_large_image',
      twitterTitle: facts.title,
      twitterDescription: facts.description,
    },
    origin,
    facts.canonical,
  );
  // A JSON-LD block (<script type="application/ld+json">: data, not run; the router escapes '<', '>', '&').
  if (facts.structuredData) meta.push({ 'script:ld+json': facts.structuredData } as never);
  const links = facts.photo
    ? [
        {
          rel: 'preload',
          as: 'image',
          href: facts.photo.href,
          imageSrcSet: facts.photo.srcSet,
          imageSizes: facts.photo.sizes,
          fetchPriority: 'high' as const,
        },
      ]
    : [];
  return { meta, links };
}
