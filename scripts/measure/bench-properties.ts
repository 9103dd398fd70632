/**
 * Benchmark of GET /api/properties against a running server (not a test):
 *
 *   node_modules/.bin/tsx scripts/measure/bench-properties.ts [BASE_URL] [--duration S] [--connections N]
 *
 * Cold: sequential requests that no cache can have seen (each asks a different minPrice), timed
 * one by one. Warm: one URL primed once, then loaded with autocannon. Prints latency
 * percentiles, requests per second, errors and the Server-Timing cache outcomes seen. autocannon
 * shares the machine's cores with the server: compare cold and warm within one run.
 */
import autocannon from 'autocannon';

interface Args {
  base: string;
  duration: number;
  connections: number;
  cold: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { base: process.env.BASE_URL ?? 'http://localhost:8787', duration: 10, connections: 10, cold: 20 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--duration') args.duration = Number(argv[++i]);
    else if (arg === '--connections') args.connections = Number(argv[++i]);
    else if (arg === '--cold') args.cold = Number(argv[++i]);
    else if (/^https?:\/\//.test(arg)) args.base = arg.replace(/\/+$/, '');
  }
  return args;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function outcomeOf(header: string | null): string {
  return /cache;desc=(\w+)/.exec(header ?? '')?.[1] ?? 'none';
}

async function cold(args: Args): Promise<void> {
  const times: number[] = [];
  const outcomes = new Map<string, number>();
  const stamp = Date.now() % 100000;
  for (let i = 0; i < args.cold; i++) {
    const url = `${args.base}/api/properties?goal=${i % 2}&minPrice=${stamp + i}&lang=en`;
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const outcome = outcomeOf(res.headers.get('Server-Timing'));
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  }
  times.sort((a, b) => a - b);
  console.log(
    `cold  ${args.cold} distinct requests: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms; cache ${[...outcomes].map(([k, v]) => `${k}×${v}`).join(' ')}`,
  );
}

async function warm(args: Args): Promise<void> {
  const url = `${args.base}/api/properties?goal=0&sort=price-asc&page=1&lang=en`;
  const primed = await fetch(url);
  await primed.arrayBuffer();
  if (!primed.ok) throw new Error(`${url} answered ${primed.status}`);
  const second = await fetch(url);
  await second.arrayBuffer();
  const result = await autocannon({ url, connections: args.connections, duration: args.duration });
  console.log(
    `warm  ${args.connections} connections × ${args.duration} s: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; cache ${outcomeOf(second.headers.get('Server-Timing'))} after priming`,
  );
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  console.log(`benchmark ${args.base}/api/properties`);
  await cold(args);
  await warm(args);
}

main().catch((error: unknown) => {
  console.error('bench failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
