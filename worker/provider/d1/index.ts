/**
 * The d1 provider: what the selection (../select.ts), the import and the seed use of it.
 */
export { hashPassword } from './password';
export {
  CityResolver,
  deleteStale,
  replaceDemands,
  replaceOwnerActivity,
  replacePriceHistory,
  upsertAgents,
  upsertCities,
  upsertOwners,
  upsertProjects,
  upsertProperties,
  upsertTestimonials,
  upsertTypes,
  type PriceChangeRecord,
} from './write';
export { formatReport, importFeed } from './import';
export { typedDatabase } from './errors';
export { D1Catalogue, d1Parts } from './catalogue';
