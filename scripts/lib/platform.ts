/**
 * Local platform access for Node scripts: applies the D1 migrations with wrangler and opens
 * the bindings of wrangler.toml through getPlatformProxy, persisted in wrangler's default local
 * state (.wrangler/state), the same database `wrangler d1 execute DB --local` and `wrangler dev`
 * use. PERSIST_TO (as `wrangler dev --persist-to`) selects another state directory, e.g. the
 * end-to-end suite's own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { Env } from '../../worker/env';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The state directory given by PERSIST_TO, or undefined for wrangler's default. */
const persistTo = (): string | undefined => process.env.PERSIST_TO?.trim() || undefined;

/** `wrangler d1 migrations apply DB --local`; throws with wrangler's output when it fails. */
export function applyMigrations(): void {
  const wrangler = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
  if (!existsSync(wrangler)) throw new Error('wrangler is not installed (node_modules/wrangler): run npm install');
  const persist = persistTo();
  const run = spawnSync(
    process.execPath,
    [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', ...(persist ? ['--persist-to', persist] : [])],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
    },
  );
  if (run.status !== 0) throw new Error(`wrangler d1 migrations apply failed:\n${run.stdout}\n${run.stderr}`);
}

export interface Platform {
  /** wrangler.toml's bindings: the data cache, which the worker can do without, is always declared there. */
  env: Pick<Env, 'DB' | 'MEDIA'> & { CACHE: KVNamespace };
  dispose(): Promise<void>;
}

export async function openPlatform(): Promise<Platform> {
  const persist = persistTo();
  const proxy = await getPlatformProxy<Env & Platform['env']>({
    configPath: join(ROOT, 'wrangler.toml'),
    ...(persist ? { persist: { path: join(resolve(ROOT, persist), 'v3') } } : {}),
  });
  return { env: proxy.env, dispose: () => proxy.dispose() };
}
