/**
 * Test suites: unit (plain rules, Node), worker (the Worker in workerd with real local D1, KV,
 * R2 and Queues through @cloudflare/vitest-plugin) and e2e (playwright-core driving the system
 * Chromium against the served site).
 */
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  return {
    test: {
      projects: [
        // Time budgets, not waits: a test that renders many pages or runs many fast-check cases must
        // still finish on a shared 2-core machine with another job running; vitest's
        // default of 5 s failed one such test there.
        {
          test: {
            name: 'unit',
            // Beside the code they test, in the room of the highest module they import; in
            // tests/unit/ when they need tests/ support or the browser's own code (client/).
            include: ['{app,shared,worker,scripts}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
            environment: 'node',
            testTimeout: 30_000,
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              // DEVELOPMENT: the worker tests run as development (worker/config/secrets.ts); a test simulates production by leaving it out.
              // Tests change data between requests for the same page: pages are rendered afresh and
              // KV is read every time (tests/worker/page-cache.test.ts and cache.test.ts turn the
              // page cache and the KV memory on for themselves).
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  DEVELOPMENT: '1',
                  // Links in e-mails come from SITE_URL only (worker/config/site-url.ts): the suite's own origin.
                  SITE_URL: 'https://agency.test',
                  PAGE_CACHE_SECONDS: '0',
                  DATA_MEMORY_SECONDS: '0',
                },
              },
            }),
          ],
          test: {
            name: 'worker',
            include: ['tests/worker/**/*.test.ts'],
            setupFiles: ['./tests/worker/apply-migrations.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['./tests/e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // expect.poll waits for a state: vitest's default gives it 1 s, which a busy CI machine
            // can take to run a login's hash or load a chunk. A state that comes returns at once.
            expect: { poll: { timeout: 15_000 } },
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
