/**
 * The site's entry to arktype: every schema imports `type` from here, never from 'arktype'
 * directly, so the `jitless` option (`app/schema/jitless.ts`, imported first) is set before
 * arktype loads, whichever module loads it first.
 */
import './jitless';

export { type } from 'arktype';
