/**
 * The rooms by where code runs (README, "Map of the rooms"): shared/ holds only what both the
 * browser and the worker load, app/ and worker/ never reach the browser, client/ never reaches
 * the worker, and no folder holds more than 20 source files. Both bundles are built here with
 * esbuild from the real entry points (client/runtime.ts, the browser parts it finds by
 * name in client/parts/, and client/map-frame.ts for the browser, worker/index.ts for the worker),
 * so a new import that breaks a rule fails this test.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { build, transformSync, type BuildOptions } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const common: BuildOptions = {
  bundle: true,
  write: false,
  metafile: true,
  jsx: 'automatic',
  logLevel: 'silent',
  loader: { '.css': 'empty', '.svg': 'empty', '.woff2': 'empty', '.html': 'text' },
  external: ['cloudflare:*', 'node:*', 'util', 'crypto', 'async_hooks', 'stream', 'buffer', 'events'],
};

/** The repository's files (tracked), without tests. */
const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));

/** A module that only declares types: nothing of it is left once the types are erased. */
const declaresTypesOnly = (file: string): boolean =>
  transformSync(readFileSync(file, 'utf8'), { loader: file.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic' })
    .code.replace(/^\s*export\s*\{\s*\};?\s*$/m, '')
    .trim() === '';

let browser: Set<string>;
let worker: Set<string>;

beforeAll(async () => {
  const ours = (inputs: Record<string, unknown>) =>
    new Set(Object.keys(inputs).filter((f) => !f.includes('node_modules')));
  const [b, w] = await Promise.all([
    build({
      ...common,
      // The runtime loads each part through the bundler's import.meta.glob, which esbuild does not read.
      entryPoints: [
        'client/runtime.ts',
        'client/map-frame.ts',
        ...readdirSync('client/parts').map((f) => `client/parts/${f}`),
      ],
      outdir: 'dist/rooms-browser',
      platform: 'browser',
      format: 'esm',
      splitting: true,
    }),
    build({
      ...common,
      entryPoints: ['worker/index.ts'],
      outdir: 'dist/rooms-worker',
      platform: 'neutral',
      format: 'esm',
      mainFields: ['workerd', 'worker', 'browser', 'module', 'main'],
      conditions: ['workerd', 'worker', 'browser'],
    }),
  ]);
  browser = ours(b.metafile!.inputs);
  worker = ours(w.metafile!.inputs);
}, 120_000);

describe('rooms by where code runs', () => {
  it('both bundles are read (the rule below is not empty)', () => {
    expect(browser.has('client/runtime.ts')).toBe(true);
    expect(worker.has('worker/index.ts')).toBe(true);
    expect([...browser].filter((f) => f.startsWith('shared/')).length).toBeGreaterThan(20);
  });

  it('shared/ holds only what both the browser and the worker load (or types both sides name)', () => {
    const oneSided = tracked
      .filter((f) => f.startsWith('shared/'))
      .filter((f) => !(browser.has(f) && worker.has(f)) && !declaresTypesOnly(f))
      .map((f) => `${f}: ${browser.has(f) ? 'browser only' : worker.has(f) ? 'server only' : 'loaded by neither'}`);
    expect(oneSided).toEqual([]);
  });

  it('the browser never loads app/ or worker/, the worker never loads client/', () => {
    expect([...browser].filter((f) => f.startsWith('app/') || f.startsWith('worker/'))).toEqual([]);
    expect([...worker].filter((f) => f.startsWith('client/'))).toEqual([]);
  });

  it('no folder holds more than 20 source files', () => {
    const perFolder = new Map<string, number>();
    for (const f of tracked) {
      if (f.startsWith('tests/') || f.startsWith('locales/')) continue;
      const folder = f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '.';
      perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
    }
    expect([...perFolder].filter(([, n]) => n > 20)).toEqual([]);
  });
});
