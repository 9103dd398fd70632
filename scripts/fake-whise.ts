/**
 * Serves the fake Whise API (tests/support/fake-whise.ts: the demo data in Whise's shapes) on
 * loopback, so that anyone can try the site on the whise provider without a Whise account:
 *
 *   npm run fake:whise -- --port 9701 --site http://127.0.0.1:9702 &
 *   PORT=9702 npm start -- --var PROVIDER:whise --var WHISE_BASE_URL:http://127.0.0.1:9701 \
 *     --var WHISE_USERNAME:agency@example.com --var WHISE_PASSWORD:fake-whise-password --var WHISE_CLIENT_ID:1234
 *
 * `--site` is the site's origin: the estates' pictures then point at the demo photos the site's
 * /media route serves (npm start seeds them). `--today` (yyyy-mm-dd) pins the demo's day.
 * Prints one line `fake-whise listening on <url>` when ready; stops on SIGINT/SIGTERM.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeWhise } from '../tests/support/fake-whise';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const port = Number(arg('port') ?? 0);
const site = arg('site');
const today = arg('today');

const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
  const answer = await fake.fetch(
    new Request(`${fake.base}${req.url}`, {
      method: req.method ?? 'POST',
      headers,
      ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
    }),
  );
  const out: Record<string, string> = {};
  answer.headers.forEach((value, key) => {
    out[key] = value;
  });
  res.writeHead(answer.status, out);
  res.end(Buffer.from(await answer.arrayBuffer()));
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const fake = createFakeWhise({ base: url, ...(site ? { pictureHost: site } : {}), ...(today ? { today } : {}) });
console.log(`fake-whise listening on ${url}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
