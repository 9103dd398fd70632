/**
 * The fake Whise API (./fake-whise.ts) on a loopback HTTP server (Node), for `npm run fake:whise`
 * and the e2e set-up with E2E_PROVIDER=whise: `startFakeWhiseServer({ port, ...options })`
 * resolves when it listens, with its URL, the fake and a `close()`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createFakeWhise,
  FAKE_WHISE_CLIENT_ID,
  FAKE_WHISE_PASSWORD,
  FAKE_WHISE_USERNAME,
  type FakeWhise,
  type FakeWhiseOptions,
} from './fake-whise';

export interface FakeWhiseServer {
  url: string;
  fake: FakeWhise;
  close(): Promise<void>;
}

/** wrangler dev `--var` arguments that point the site at a fake Whise at `url`. */
export function whiseVars(url: string): string[] {
  return [
    ['PROVIDER', 'whise'],
    ['WHISE_BASE_URL', url],
    ['WHISE_USERNAME', FAKE_WHISE_USERNAME],
    ['WHISE_PASSWORD', FAKE_WHISE_PASSWORD],
    ['WHISE_CLIENT_ID', String(FAKE_WHISE_CLIENT_ID)],
  ].flatMap(([key, value]) => ['--var', `${key}:${value}`]);
}

export async function startFakeWhiseServer(
  options: Omit<FakeWhiseOptions, 'base'> & { port?: number } = {},
): Promise<FakeWhiseServer> {
  let fake: FakeWhise | null = null;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const answer = await fake!.fetch(
      new Request(`${fake!.base}${req.url}`, {
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
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake = createFakeWhise({ ...options, base: url });
  return { url, fake, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
