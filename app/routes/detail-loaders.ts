/**
 * Loaders of the property and project detail routes (docs/urls.md), loaded lazily with their
 * pages: an id that is not a positive whole number or that the provider does not know answers
 * 404; a URL whose section, city or title is not the canonical one (or the short
 * '/property/{id}/' form) answers a permanent redirect to the canonical localized URL. Similar
 * properties stream (settleWithin) and never fail the page. Each loader also computes the facts
 * of its head tags (../router/detail-head.ts): title, type, city and price, the description cut to 160
 * characters, the first photo. In the browser they also load the pages' texts (../i18n/detail-texts).
 */
import { notFound, redirect } from '@tanstack/react-router';
import type { RouterContext } from '../router/context';
import type { ProjectDetail } from '../model/project';
import { isClosed, type PropertyDetail } from '../../shared/model/property';
import type { Lang } from '../../shared/paths/languages';
import type { DetailHeadFacts } from '../router/detail-head';
import type { Alternate } from '../router/head';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { projectHref, projectOriginalPath, propertyHref, propertyOriginalPath } from '../../shared/paths/property-path';
import { pictureSrcSet, pictureUrl, type PictureItem } from '../../shared/model/common';
import { priceLabel } from '../../shared/format/price-label';
import { truncate } from '../../shared/format/text';
import { textsFor } from '../../shared/i18n/i18n';
import { loadDetailTexts } from '../i18n/detail-texts';
import { settleWithin } from './settle';
import type { PropertyData } from '../pages/PropertyPage';
import type { ProjectData } from '../pages/ProjectPage';
import { leadSizes } from '../components/detail/photo-sizes';
import { priceRange } from '../components/projects/project-format';
import { projectStructuredData, propertyStructuredData, withOrigin } from '../router/structured-data';
import { listingOriginOf, loadNavSteps } from '../router/listing-nav';
import type { Crumb } from '../../shared/paths/path-table';
import type { PageForms } from '../forms/page-forms';
import { openFormOf } from '../../shared/forms/open-form';

const MAX_ID = 2147483647;

/** The site's origin from the router context (the request's on the server, the window's in the browser). */
const originOf = (context: RouterContext) => (context as RouterContext & { origin?: string }).origin ?? '';

/** The form of a refused post that the page is drawn again for (server only: the router context's forms). */
const submittedKind = (context: RouterContext) =>
  (context as RouterContext & { forms?: PageForms }).forms?.submission?.kind;

/** The numeric id of a path segment, or null ('12', not '012', 'x', '0' or a huge number). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const photoFacts = (picture: PictureItem | null | undefined, count: number): DetailHeadFacts['photo'] => {
  if (!picture) return undefined;
  const srcSet = pictureSrcSet(picture);
  return { href: pictureUrl(picture, 1360), srcSet, sizes: srcSet && leadSizes(count) };
};

/** `origin`: the site's origin, for the absolute URLs of the JSON-LD. */
export function propertyHeadFacts(p: PropertyDetail, lang: Lang, origin = ''): DetailHeadFacts {
  const LL = textsFor(lang);
  const price = priceLabel(p, LL);
  const type = p.TypeDescription || p.MainTypeName;
  const photo = photoFacts(p.Photos[0] ?? p.SmallPictureItem, Math.max(p.Photos.length, 1));
  const canonical = localizedHref(pathTable, lang, propertyOriginalPath(p, lang));
  const crumbs: Crumb[] = [
    ...(pathTable.byOriginal.get(p.Goal === 0 ? '/for-sale/' : '/for-rent/')?.breadcrumbs[lang] ?? []),
    { name: p.Title, path: canonical },
  ];
  return {
    title: `${p.Title} – ${p.City} – ${price}`,
    description: truncate(`${type} · ${p.Zip} ${p.City} · ${price}. ${oneLine(p.Description)}`, 160),
    canonical,
    ...(photo ? { photo } : {}),
    structuredData: withOrigin(propertyStructuredData(p, canonical, crumbs), origin),
  };
}

export function projectHeadFacts(p: ProjectDetail, lang: Lang, origin = ''): DetailHeadFacts {
  const LL = textsFor(lang);
  const photo = photoFacts(p.Photos[0] ?? p.SmallPictureItem, Math.max(p.Photos.length, 1));
  const canonical = localizedHref(pathTable, lang, projectOriginalPath(p, lang));
  const crumbs: Crumb[] = [
    ...(pathTable.byOriginal.get('/projects/')?.breadcrumbs[lang] ?? []),
    { name: p.Name, path: canonical },
  ];
  return {
    title: `${p.Name} – ${p.City} – ${priceRange(p, LL)}`,
    description: truncate(oneLine(`${p.Summary} ${p.Description}`), 160),
    canonical,
    ...(photo ? { photo } : {}),
    structuredData: withOrigin(projectStructuredData(p, canonical, crumbs), origin),
  };
}

/**
 * The page's URL in every enabled language (its city and title slugs are per language, so the
 * path table alone cannot give them): asked of the provider on the server, where the hreflang
 * links are rendered; undefined in the browser or when a language fails (the head then falls
 * back to the path table).
 */
async function alternatesOf(
  context: RouterContext,
  lang: Lang,
  hrefIn: (l: Lang) => Promise<string | null>,
): Promise<Alternate[] | undefined> {
  if (typeof document !== 'undefined') return undefined;
  try {
    const { languages } = await context.data.site(lang);
    const hrefs = await Promise.all(languages.map(hrefIn));
    return hrefs.every((h) => h !== null) ? languages.map((l, i) => ({ lang: l, href: hrefs[i]! })) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `params`: the route's ('/{lang}/{section}/{city}/{title}/{id}/', or '/{lang}/property/{id}/'
 * without a section: always redirected); `search`: the URL's query, whose `from` is the listing
 * of the previous/next links (../router/listing-nav.ts).
 */
export async function loadProperty(
  context: RouterContext,
  params: { lang: Lang; id: string; city?: string; title?: string },
  section?: string,
  search: { from?: unknown; form?: unknown } = {},
): Promise<PropertyData> {
  const { lang } = params;
  const requested = section ? `/${section}/${params.city}/${params.title}/${params.id}/` : null;
  const from = search.from;
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const [property] = await Promise.all([context.data.property(id, lang), loadDetailTexts(lang)]);
  if (!property) throw notFound();
  const canonical = propertyOriginalPath(property, lang);
  if (requested !== canonical) {
    const [, section, city = '', title = ''] = canonical.split('/');
    const to = section === 'for-sale' ? '/$lang/for-sale/$city/$title/$id/' : '/$lang/for-rent/$city/$title/$id/';
    throw redirect({ to, params: { lang, city, title, id: String(id) }, statusCode: 301 });
  }
  const hrefIn = async (l: Lang) => {
    const p = l === lang ? property : await context.data.property(id, l);
    return p ? propertyHref(pathTable, l, p) : null;
  };
  const listing = listingOriginOf(context, lang, from);
  const [similar, alternates, slots, steps] = await Promise.all([
    settleWithin(context.data.similar(id, lang).catch(() => [])),
    alternatesOf(context, lang, hrefIn),
    isClosed(property) ? [] : context.data.slots(id).catch(() => []),
    listing ? settleWithin(loadNavSteps(context, lang, id, listing)) : null,
  ]);
  const nav = listing && steps ? { back: listing, steps: steps.promise } : null;
  return {
    property,
    similar: similar.promise,
    slots,
    nav,
    openForm: isClosed(property) ? null : openFormOf(search, submittedKind(context)),
    head: propertyHeadFacts(property, lang, originOf(context)),
    ...(alternates ? { alternates } : {}),
  };
}

export async function loadProject(
  context: RouterContext,
  lang: Lang,
  rawId: string,
  requested: string,
  search: { form?: unknown } = {},
): Promise<ProjectData> {
  const id = parseId(rawId);
  if (id === null) throw notFound();
  const [project] = await Promise.all([context.data.project(id, lang), loadDetailTexts(lang)]);
  if (!project) throw notFound();
  const canonical = projectOriginalPath(project, lang);
  if (requested !== canonical) {
    const [, , name = ''] = canonical.split('/');
    throw redirect({ to: '/$lang/projects/$name/$id/', params: { lang, name, id: String(id) }, statusCode: 301 });
  }
  const alternates = await alternatesOf(context, lang, async (l) => {
    const p = l === lang ? project : await context.data.project(id, l);
    return p ? projectHref(pathTable, l, p) : null;
  });
  return {
    project,
    head: projectHeadFacts(project, lang, originOf(context)),
    openForm: openFormOf(search, submittedKind(context)),
    ...(alternates ? { alternates } : {}),
  };
}
