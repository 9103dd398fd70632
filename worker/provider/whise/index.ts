/**
 * The whise provider: what the selection (../select.ts) and the rest of the site use of it.
 */
export { whiseParts } from './catalogue';
export type { WhiseConfig } from './client';
