/**
 * arktype with its `jitless` option set first (./jitless.ts is evaluated before arktype reads the
 * option, once, when it loads). Imported only by ./arktype.ts, and only dynamically, so that the
 * worker's startup does not evaluate arktype.
 */
import './jitless';

export * as arktype from 'arktype';
