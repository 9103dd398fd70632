/** Worker suite setup: applies the D1 migrations to each test file's isolated database. */
import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
