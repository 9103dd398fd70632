/**
 * The designed stand-in for a listing without photos (an imported building plot often has
 * none): one drawing per kind of property, in the site's colours, served as a static SVG from
 * /brand/placeholders/ so it costs no JavaScript. Cards, 'latest offers' and the detail page
 * show it with an alternative text saying there is no photo yet.
 */
export type PlaceholderKind = 'house' | 'apartment' | 'land' | 'commercial' | 'garage' | 'office';

/** The drawing per property type, by WebID (shared/model/property.ts WEB_ID: 1 house … 8 offices). */
const BY_WEB_ID: readonly PlaceholderKind[] = [
  'apartment',
  'house',
  'apartment',
  'apartment',
  'land',
  'apartment',
  'commercial',
  'garage',
  'office',
];

/** The kind drawn for a property type (WebID); unknown types and projects get a building. */
export const placeholderKind = (webId?: number | null): PlaceholderKind => BY_WEB_ID[webId ?? 0] ?? 'apartment';

/** URL of the placeholder drawing for a property type. */
export const placeholderUrl = (webId?: number | null): string => `/brand/placeholders/${placeholderKind(webId)}.svg`;
