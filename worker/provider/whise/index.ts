/**
 * The whise provider: what code outside this folder uses of it.
 */
export { whiseParts } from './catalogue';
export { whiseConfigFromEnv } from './client';
export type { WhiseConfig } from './client';
