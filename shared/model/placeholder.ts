/**
 * The designed stand-in for a listing without photos (an imported building plot often has
 * none): one drawing per kind of property, in the site's colours, served as a static SVG from
 * /brand/placeholders/ so it costs no JavaScript. Cards, 'latest offers' and the detail page
 * show it with an alternative text saying there is no photo yet.
 */
import { WEB_ID } from './property';

export type PlaceholderKind = 'house' | 'apartment' | 'land' | 'commercial' | 'garage' | 'office';

const BY_WEB_ID: Record<number, PlaceholderKind> = {
  [WEB_ID.house]: 'house',
  [WEB_ID.apartment]: 'apartment',
  [WEB_ID.studio]: 'apartment',
  [WEB_ID.land]: 'land',
  [WEB_ID.investment]: 'apartment',
  [WEB_ID.commercial]: 'commercial',
  [WEB_ID.garage]: 'garage',
  [WEB_ID.offices]: 'office',
};

/** The kind drawn for a property type (WebID); unknown types and projects get a building. */
export const placeholderKind = (webId: number | null | undefined): PlaceholderKind => (webId == null ? undefined : BY_WEB_ID[webId]) ?? 'apartment';

/** URL of the placeholder drawing for a property type. */
export const placeholderUrl = (webId: number | null | undefined): string => `/brand/placeholders/${placeholderKind(webId)}.svg`;
