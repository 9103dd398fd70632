/**
 * `npm run leads [-- --remote] [-- --json]`: the leads not delivered yet (status pending or
 * failed) with their attempts and last error, oldest first, from the local state
 * (.wrangler/state, or PERSIST_TO as `wrangler dev --persist-to`) or, with --remote, from the
 * production D1 (`wrangler d1 execute DB --remote --json`, with the operator's wrangler login).
 * `--json` prints the rows as JSON (for a monitor). Exit code 2 when the database cannot be read.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/platform';

export interface UndeliveredLead {
  id: number;
  kind: string;
  lang: string;
  status: string;
  attempts: number;
  created_at: string;
  last_attempt_at: string | null;
  last_error: string | null;
}

export const UNDELIVERED_SQL =
  "SELECT id, kind, lang, status, attempts, created_at, last_attempt_at, last_error FROM leads WHERE status IN ('pending', 'failed') ORDER BY created_at, id";

/** Runs a query with `wrangler d1 execute DB --json` (local state or --remote). */
export function d1Query<T>(sql: string, remote: boolean): T[] {
  const wrangler = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
  const persist = process.env.PERSIST_TO?.trim();
  const args = [
    wrangler,
    'd1',
    'execute',
    'DB',
    remote ? '--remote' : '--local',
    '--json',
    '--command',
    sql,
    ...(!remote && persist ? ['--persist-to', persist] : []),
  ];
  const run = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
  });
  if (run.status !== 0) throw new Error(`wrangler d1 execute failed:\n${run.stdout}\n${run.stderr}`);
  const parsed = JSON.parse(run.stdout) as { results?: T[]; success?: boolean }[];
  return parsed.flatMap((part) => part.results ?? []);
}

/** The listing as text lines. */
export function formatLeads(leads: readonly UndeliveredLead[]): string {
  if (!leads.length) return 'No undelivered leads.';
  const lines = leads.map((l) =>
    [
      `#${l.id}`,
      l.status.padEnd(7),
      l.kind.padEnd(20),
      l.lang,
      `attempts ${l.attempts}`,
      `created ${l.created_at}`,
      l.last_attempt_at ? `last try ${l.last_attempt_at}` : '',
      l.last_error ? `— ${l.last_error}` : '',
    ]
      .filter(Boolean)
      .join('  '),
  );
  const failed = leads.filter((l) => l.status === 'failed').length;
  return [...lines, '', `${leads.length} undelivered (${leads.length - failed} pending, ${failed} failed).`].join('\n');
}

function main(): void {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--remote' && a !== '--json');
  if (unknown.length) {
    console.error(`unknown option ${unknown.join(' ')} (expected --remote, --json)`);
    process.exitCode = 2;
    return;
  }
  const remote = args.includes('--remote');
  try {
    const leads = d1Query<UndeliveredLead>(UNDELIVERED_SQL, remote);
    console.log(args.includes('--json') ? JSON.stringify(leads, null, 2) : formatLeads(leads));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
