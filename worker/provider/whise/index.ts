/**
 * The whise provider: what code outside this folder uses of it.
 */
export { whiseParts } from './catalogue';
export type { WhiseConfig } from './client';
