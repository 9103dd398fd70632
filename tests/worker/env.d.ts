/** Types of the worker suite's `env` (cloudflare:test): the Worker's bindings (the cache among them) plus the test migrations. */
import type { D1Migration } from 'cloudflare:test';
import type { Env as WorkerEnv } from '../../worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** wrangler.toml declares it: the suite always has the data cache the worker can do without. */
      CACHE: KVNamespace;
    }
    interface GlobalProps {
      mainModule: typeof import('../../worker/index');
    }
  }
}
