/**
 * Load on a listing page for 30 s (docs/quality.md: every request answered without error), then on
 * the same listing with every request's address made unique (an extra, ignored `n` parameter),
 * then on a static file of the same site for as long, in the same run. The first is what visitors
 * of a popular listing get (answered from the page cache when it is on, decision record 037); the
 * second renders every request, so its ratio to the static file says what rendering a listing
 * costs on this machine, where absolute figures vary with the load.
 * `npm run load -- [BASE_URL] [--duration 30] [--connections 10]`. Prints requests per second,
 * latency percentiles, non-2xx answers and errors; exits 1 when any request failed.
 */
import autocannon from 'autocannon';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const base = argv.find((a) => a.startsWith('http')) ?? 'http://127.0.0.1:8787';

async function load(label: string, path: string, unique = false) {
  let n = 0;
  const result = await autocannon({
    url: `${base}${path}`,
    ...(unique
      ? { requests: [{ setupRequest: (req: { path: string }) => ({ ...req, path: `${path}&n=${++n}` }) }] }
      : {}),
    duration: opt('duration', 30),
    connections: opt('connections', 10),
    headers: {
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
      'Accept-Encoding': 'identity',
    },
  });
  console.log(
    `${label} ${path}, ${result.duration} s, ${result.connections} connections: ${result.requests.total} requests, ${result.requests.average} req/s`,
  );
  console.log(
    `  latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(`  non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
  return result;
}

const listing = await load('listing page', '/en/for-sale/?sort=price-asc');
const rendered = await load('listing page, rendered each time', '/en/for-sale/?sort=price-asc', true);
const file = await load('static file', '/brand/logo.svg');
const ratio = (r: typeof file) => `${((r.requests.average / file.requests.average) * 100).toFixed(0)} %`;
console.log(`listing / static file throughput: ${ratio(listing)} (same run, same machine)`);
console.log(`listing rendered each time / static file throughput: ${ratio(rendered)}`);
const failed = [listing, rendered, file].reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
process.exit(failed > 0 ? 1 : 0);
