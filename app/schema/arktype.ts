/**
 * The site's entry to arktype: every schema imports `type` from here, never from 'arktype'
 * (Biome refuses it elsewhere). arktype is loaded on first use rather than with the worker: its
 * keyword scope, built when arktype loads, was most of the worker's startup CPU
 * (docs/performance.md, "Startup"). `type` stands for arktype's `type` (called, composed,
 * `type.errors`) once arktype is loaded.
 *
 * - In the worker, code that checks a value awaits `arktypeReady()` first: the JSON API's query
 *   parsers (worker/reads/reads.ts), each Omnicasa and Whise call, the feed import, the
 *   environment's check (worker/config/check-env.ts) and the handlers when config/site.json changed
 *   since the build (worker/config/site.ts). workerd has no way to load a module synchronously; a
 *   schema used before arktype is loaded throws, naming this module. A page on the D1 provider
 *   loads no arktype at all.
 * - In Node (scripts, unit tests) arktype is loaded synchronously on first use when nobody
 *   awaited it.
 *
 * arktype runs jitless (./arktype-jitless.ts): a schema is built on first use, in a request too,
 * where workerd refuses the code generation arktype otherwise compiles schemas with.
 */
import type * as Arktype from 'arktype';
import { lazy } from '../../shared/schema/lazy';

let loaded: typeof Arktype | undefined;
let loading: Promise<void> | undefined;

/** Loads arktype (once); every schema can be used after it resolved. */
export function arktypeReady(): Promise<void> {
  loading ??= import('./arktype-jitless').then((m) => {
    loaded ??= m.arktype;
  });
  return loading;
}

/** In Node, arktype loaded synchronously (require of an ES module); in workerd, undefined. */
function loadedInNode(): typeof Arktype | undefined {
  if (globalThis.navigator?.userAgent === 'Cloudflare-Workers') return undefined;
  type NodeModule = { createRequire(from: string): (id: string) => unknown };
  const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const module = process?.getBuiltinModule?.('node:module') as NodeModule | undefined;
  if (!module) return undefined;
  const require = module.createRequire(import.meta.url);
  (require('arktype/config') as typeof import('arktype/config')).configure({ jitless: true });
  return require('arktype') as typeof Arktype;
}

function arktype(): typeof Arktype {
  loaded ??= loadedInNode();
  if (!loaded)
    throw new Error(
      'arktype is not loaded: await arktypeReady() (app/schema/arktype.ts) before a schema is first used',
    );
  return loaded;
}

export const type: typeof Arktype.type = lazy(() => arktype().type);

/** arktype's types under the same name (`T | type.errors`). */
export declare namespace type {
  type errors = Arktype.type.errors;
}
