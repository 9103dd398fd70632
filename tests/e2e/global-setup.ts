/**
 * End-to-end setup: seeds a dedicated local state, starts the built site with `wrangler dev` on
 * a free port (production React), waits until it answers, and stops it afterwards. The base URL
 * reaches the tests through vitest's `provide`. With E2E_BASE_URL set, an already running site is used.
 * With E2E_PROVIDER=whise the site runs on the whise provider against the fake Whise API
 * (tests/support/fake-whise-server.ts, seeded from the same demo data), started here on loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../../scripts/lib/chromium';
import { startFakeWhiseServer, whiseVars, type FakeWhiseServer } from '../support/fake-whise-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local state directory the site runs on (`wrangler d1 execute --persist-to`), for tests reading D1. */
    statePath: string;
    /** The provider the site runs on: 'd1', or 'whise' (E2E_PROVIDER=whise, the fake Whise). */
    provider: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the site did not answer at ${url} within ${timeoutMs} ms`);
}

/** The configuration the e2e site runs with, written next to wrangler.toml (relative paths stay valid). */
export const E2E_CONFIG = 'wrangler.e2e.toml';

/**
 * wrangler.toml with the rate limits raised to 1,000 per period: FORM_LIMIT and LOGIN_LIMIT (10
 * a minute per IP and per login account, in fixed one-minute windows) and SEARCH_LIMIT (20 per
 * 10 s per group and address: the GET paths that reach the provider with a visitor's input). The
 * suite is one visitor on one address who logs the demo owner in about twenty times, posts
 * dozens of forms and types, filters and opens favourites across every file: with the real
 * limits, whether a file's requests fell into the same window as its neighbours' depended on the
 * machine's speed. The refusals themselves are worker tests (tests/worker/owner-portal.test.ts,
 * forms-api.test.ts, security-cost.test.ts); everything else in the configuration is the real one.
 */
function e2eConfig(): string {
  const real = readFileSync('wrangler.toml', 'utf8');
  const limits = /simple = \{ limit = (\d+), period = (10|60) \}/g;
  const found = [...real.matchAll(limits)].map((m) => `${m[1]}/${m[2]}`);
  const expected = ['10/60', '10/60', '20/10'];
  if (found.join(' ') !== expected.join(' '))
    throw new Error(
      `wrangler.toml: expected the rate limits ${expected.join(', ')} (per period in s), found ${found.join(', ') || 'none'}`,
    );
  writeFileSync(
    E2E_CONFIG,
    `# Written by tests/e2e/global-setup.ts for the e2e site: wrangler.toml with higher rate limits.\n${real.replace(
      limits,
      (_all, _limit, period: string) => `simple = { limit = 1000, period = ${period} }`,
    )}`,
  );
  return E2E_CONFIG;
}

export default async function setup(project: TestProject) {
  chromiumPath();
  project.provide('provider', process.env.E2E_PROVIDER === 'whise' ? 'whise' : 'd1');
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('statePath', process.env.E2E_PERSIST_TO ?? '.wrangler/state');
    return;
  }
  const state = '.wrangler/e2e-state';
  const env = { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false', PERSIST_TO: state };
  const seed = spawn('tsx', ['scripts/seed.ts'], { stdio: 'inherit', env });
  const seedCode = await new Promise<number | null>((resolve) => seed.on('exit', resolve));
  if (seedCode !== 0) throw new Error(`seeding the e2e state failed (exit ${seedCode})`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // MAIL_LOG: sent e-mails are copied to D1 `mail_log` (worker/email/mail-log.ts) so tests can
  // follow their links; --test-scheduled lets tests run the cron job at /__scheduled.
  const devArgs = [
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    state,
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
    '--test-scheduled',
    '--var',
    'DEVELOPMENT:1',
    '--var',
    'MAIL_LOG:1',
    '--var',
    `SITE_URL:${baseUrl}`,
  ];
  devArgs.push('--config', e2eConfig());
  let whise: FakeWhiseServer | null = null;
  if (process.env.E2E_PROVIDER === 'whise') {
    // The estates' picture URLs name this run's site origin (its port changes with each run):
    // the KV cache of an earlier run is emptied so that no answer names an old port.
    rmSync(join(state, 'v3', 'kv'), { recursive: true, force: true });
    whise = await startFakeWhiseServer({ pictureHost: baseUrl });
    devArgs.push(...whiseVars(whise.url));
  }
  const child = spawn('wrangler', devArgs, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
    detached: true,
  });
  await waitFor(`${baseUrl}/robots.txt`, child, 90_000);
  if (whise) {
    // A deployed site's cron job (every 15 minutes) keeps the Whise estate index of every
    // language in KV (ProviderParts.warmUp); this state's KV was just emptied, so the job runs
    // once here, as it would have before the first visitors of a deployed site.
    const warm = await fetch(`${baseUrl}/__scheduled?cron=${encodeURIComponent('*/15 * * * *')}`);
    if (!warm.ok) throw new Error(`the scheduled job failed (${warm.status})`);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('statePath', state);
  return async () => {
    await whise?.close();
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
}
