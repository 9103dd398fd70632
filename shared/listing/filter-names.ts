/**
 * The names of the filters that narrow a listing beyond its goal, place and type (price, rooms,
 * garages, features, region, surfaces, EPC label, new build): each is the same word in a listing
 * URL, the provider's query (PropertyFilters, shared/model/listing.ts) and a search alert's
 * criteria (app/alerts/match.ts). Names only, so that the browser's consent code can list them.
 */
export const NARROWING_FILTERS = [
  'minPrice',
  'maxPrice',
  'minRooms',
  'minGarages',
  'parking',
  'garden',
  'terrace',
  'region',
  'minArea',
  'maxArea',
  'minPlot',
  'epc',
  'newBuild',
] as const;

export type NarrowingFilter = (typeof NARROWING_FILTERS)[number];
