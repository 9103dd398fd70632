/**
 * The omnicasa provider: what the selection (../select.ts) and the rest of the site use of it.
 */
export { omnicasaParts } from './catalogue';
export type { OmnicasaConfig } from './client';
