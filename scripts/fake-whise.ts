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
 * Prints `fake-whise listening on <url>` and the site's --var arguments when ready; stops on
 * SIGINT/SIGTERM.
 */
import { startFakeWhiseServer, whiseVars } from '../tests/support/fake-whise-server';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const site = arg('site');
const today = arg('today');
const server = await startFakeWhiseServer({
  port: Number(arg('port') ?? 0),
  ...(site ? { pictureHost: site } : {}),
  ...(today ? { today } : {}),
});
console.log(`fake-whise listening on ${server.url}`);
console.log(`site arguments: ${whiseVars(server.url).join(' ')}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
