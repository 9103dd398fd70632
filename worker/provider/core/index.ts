/**
 * The provider contract, the cache and the selection: what code outside this folder uses of it.
 */
export { CACHE_PREFIX } from './cached';
export type {
  AlertCandidate,
  AppointmentSource,
  Catalogue,
  DeliveryJournal,
  DeliveryResult,
  Lead,
  LeadContact,
  LeadDelivery,
  LeadReading,
  ListingFacets,
  OwnerData,
  OwnerProperty,
  OwnerRef,
  PasswordReset,
  ProviderParts,
  RequestParts,
} from './types';
export { catalogueFor, createParts, partsFor } from './select';
export type { ProviderOptions } from './select';
export { ProviderError, isProviderError } from './errors';
export type { ProviderErrorKind } from './errors';
export { budgetOf } from './budget';
export type { CallBudget } from './budget';
export { createTiming } from './timing';
export type { Timing } from './timing';
export { ownerRef } from './owner-ref';
