/**
 * The Worker's startup CPU (docs/performance.md, 'Startup'): `wrangler check startup` run three
 * times on the built worker (run `npm run build` first), each run's 'Active' time (CPU spent
 * evaluating the modules before the first request, garbage collection included) and their
 * median. Cloudflare refuses a Worker whose startup exceeds 1 s; the site keeps it small by
 * building schemas (arktype, jitless), the content store and number formats on first use
 * (shared/schema/lazy.ts) and by checking the configuration and pages in the build.
 * A benchmark, not a test: absolute figures on a shared machine are noisy, so compare two
 * builds in one session, runs alternating: `npm run startup -- [runs] [bundle…]` measures each
 * bundle written by `npx wrangler deploy --dry-run --outfile FILE` (default: the worktree's
 * worker, built by wrangler).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Math.max(1, Number(process.argv[2] ?? 3) || 3);
const bundles: (string | undefined)[] = process.argv.length > 3 ? process.argv.slice(3) : [undefined];
const dir = mkdtempSync(join(tmpdir(), 'startup-'));
const active = new Map<string | undefined, number[]>(bundles.map((b) => [b, []]));
const sizes = new Map<string | undefined, string>();
try {
  for (let i = 0; i < runs; i++) {
    for (const bundle of bundles) {
      const outfile = join(dir, `run-${i}.cpuprofile`);
      const run = spawnSync(
        'npx',
        ['wrangler', 'check', 'startup', '--outfile', outfile, ...(bundle ? ['--worker', bundle] : [])],
        { encoding: 'utf8' },
      );
      const out = `${run.stdout}\n${run.stderr}`;
      const ms = /Active:\s*([\d.]+)\s*ms/.exec(out);
      if (run.status !== 0 || !ms) {
        console.error(out);
        throw new Error('wrangler check startup did not report an Active time');
      }
      const size = /Bundle:\s*([^\n│]+)/.exec(out)?.[1]?.trim();
      if (size) sizes.set(bundle, size);
      active.get(bundle)!.push(Number(ms[1]));
      console.log(`run ${i + 1}${bundle ? ` ${bundle}` : ''}: ${ms[1]} ms active`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
for (const [bundle, times] of active) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!.toFixed(1);
  if (sizes.has(bundle)) console.log(`bundle${bundle ? ` ${bundle}` : ''}: ${sizes.get(bundle)}`);
  console.log(
    `startup CPU${bundle ? ` of ${bundle}` : ''}, median of ${runs}: ${median} ms (runs: ${times.join(', ')})`,
  );
}
