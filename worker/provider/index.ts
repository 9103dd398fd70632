/**
 * The provider's wing (docs/provider.md): the selection of the configured provider and its
 * parts (./select.ts); the contract, the cache and the errors are ./core.
 */
export { catalogueFor, createParts, partsFor } from './select';
export type { ProviderOptions } from './select';
