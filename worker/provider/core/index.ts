/**
 * The provider contract and the cache: what code outside this folder uses of it (the selection
 * of a provider is ../select.ts).
 */
export { CACHE_PREFIX } from './cached';
export type {
  AlertCandidate,
  AppointmentSource,
  Catalogue,
  DeliveryJournal,
  Lead,
  LeadContact,
  LeadReading,
  OwnerData,
  OwnerProperty,
  OwnerRef,
  ProviderParts,
  RequestParts,
} from './types';
export { ProviderError, isProviderError } from './errors';
export { budgetOf } from './budget';
export type { CallBudget } from './budget';
export { createTiming } from './timing';
export type { Timing } from './timing';
export { ownerRef } from './owner-ref';
