/**
 * The Worker's startup CPU (docs/performance.md, 'Startup'): `wrangler check startup` run three
 * times on the built worker (run `npm run build` first), each run's 'Active' time (CPU spent
 * evaluating the modules before the first request, garbage collection included) and their
 * median. Cloudflare refuses a Worker whose startup exceeds 1 s; the site keeps it small by
 * building schemas, the content store and number formats on first use (shared/schema/lazy.ts).
 * A benchmark, not a test: absolute figures on a shared machine are noisy, so compare two
 * builds in one session. `npm run startup -- [runs]`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Math.max(1, Number(process.argv[2] ?? 3) || 3);
const dir = mkdtempSync(join(tmpdir(), 'startup-'));
const active: number[] = [];
let bundle = '';
try {
  for (let i = 0; i < runs; i++) {
    const run = spawnSync('npx', ['wrangler', 'check', 'startup', '--outfile', join(dir, `run-${i}.cpuprofile`)], {
      encoding: 'utf8',
    });
    const out = `${run.stdout}\n${run.stderr}`;
    const ms = /Active:\s*([\d.]+)\s*ms/.exec(out);
    if (run.status !== 0 || !ms) {
      console.error(out);
      throw new Error('wrangler check startup did not report an Active time');
    }
    bundle = /Bundle:\s*([^\n│]+)/.exec(out)?.[1]?.trim() ?? bundle;
    active.push(Number(ms[1]));
    console.log(`run ${i + 1}: ${ms[1]} ms active`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const sorted = [...active].sort((a, b) => a - b);
console.log(`bundle: ${bundle}`);
console.log(`startup CPU, median of ${runs}: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms`);
