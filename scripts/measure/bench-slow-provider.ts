/**
 * Time to first byte of a listing page with a fast and a slow provider (docs/quality.md: with a
 * 300 ms provider, TTFB stays within 50 ms of a fast one, because the head and shell stream
 * before provider data). Starts a fake Omnicasa server on loopback (the test suite's fake, in
 * the real envelope) with a configurable delay and `wrangler dev` using it, on a fresh state
 * so every page is a cache miss. Not a test: `npm run bench:slow -- [--delay 300] [--runs 15] [--port 8912]`
 * (the site's port; the fake listens on a free loopback port).
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFakeOmnicasa } from '../../tests/support/fake-omnicasa';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const DELAY = arg('delay', 300);
const RUNS = arg('runs', 15);
const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const SITE_PORT = arg('port', 8912);

let delay = 0;
const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
  fake.clearFailures();
  if (delay > 0) fake.fail('*', { kind: 'delay', ms: delay });
  const answer = await fake.fetch(new Request(`http://127.0.0.1:${FAKE_PORT}${req.url}`));
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  res.end(Buffer.from(await answer.arrayBuffer()));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const FAKE_PORT = (server.address() as AddressInfo).port;
const fake = createFakeOmnicasa({ baseUrl: `http://127.0.0.1:${FAKE_PORT}/1.12` });

const state = mkdtempSync(join(tmpdir(), 'bench-state-'));
const site = spawn(
  'wrangler',
  [
    'dev',
    '--port',
    String(SITE_PORT),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    state,
    '--log-level',
    'error',
    '--show-interactive-dev-session=false',
    '--var',
    'DEVELOPMENT:1',
    '--var',
    'PROVIDER:omnicasa',
    '--var',
    `OMNICASA_BASE_URL:${fake.baseUrl}`,
    '--var',
    `OMNICASA_CUSTOMER_NAME:${fake.customerName}`,
    '--var',
    `OMNICASA_CUSTOMER_PASSWORD:${fake.customerPassword}`,
  ],
  { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' }, detached: true },
);

const base = `http://127.0.0.1:${SITE_PORT}`;
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/robots.txt`)).ok) break;
  } catch {
    // starting
  }
  await new Promise((r) => setTimeout(r, 500));
}

async function measure(path: string): Promise<{ ttfb: number; total: number; status: number }> {
  const start = performance.now();
  // A browser's User-Agent: crawlers (and Node's fetch, which looks like one) get the whole page at once.
  const res = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'identity', 'User-Agent': BROWSER_UA } });
  const reader = res.body!.getReader();
  await reader.read();
  const ttfb = performance.now() - start;
  while (!(await reader.read()).done) {
    // drain
  }
  return { ttfb, total: performance.now() - start, status: res.status };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
let n = 0;
const results: Record<string, { ttfb: number[]; total: number[] }> = {};
try {
  await measure('/en/for-sale/'); // warm the isolate and the worker bundle
  for (const [label, ms] of [
    ['fast provider (0 ms)', 0],
    [`slow provider (${DELAY} ms)`, DELAY],
  ] as const) {
    delay = ms;
    results[label] = { ttfb: [], total: [] };
    for (let i = 0; i < RUNS; i++) {
      // A different minimum price each time: a cache miss, so the provider is called.
      const r = await measure(`/en/for-sale/?minPrice=${1000 + n++}`);
      if (r.status !== 200) throw new Error(`status ${r.status}`);
      results[label]!.ttfb.push(r.ttfb);
      results[label]!.total.push(r.total);
    }
  }
  for (const [label, r] of Object.entries(results)) {
    console.log(
      `${label}: TTFB median ${median(r.ttfb).toFixed(1)} ms, complete page median ${median(r.total).toFixed(1)} ms (${RUNS} cold pages)`,
    );
  }
  const [fast, slow] = Object.values(results);
  console.log(`TTFB difference: ${(median(slow!.ttfb) - median(fast!.ttfb)).toFixed(1)} ms (bar: within 50 ms)`);
} finally {
  if (site.pid) process.kill(-site.pid, 'SIGTERM');
  server.close();
}
