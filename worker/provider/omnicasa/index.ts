/**
 * The omnicasa provider: what code outside this folder uses of it.
 */
export { omnicasaParts } from './catalogue';
export { omnicasaConfigFromEnv } from './client';
export type { OmnicasaConfig } from './client';
