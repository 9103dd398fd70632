/**
 * The omnicasa provider: what code outside this folder uses of it.
 */
export { omnicasaParts } from './catalogue';
export type { OmnicasaConfig } from './client';
