import { it, expect } from 'vitest';
import { scryptSync, scrypt, randomBytes } from 'node:crypto';
it('scrypt', async () => {
  const t = performance.now();
  const salt = new Uint8Array(16);
  const out = await new Promise<Buffer>((res, rej) => scrypt('demo-owner-2026', salt, 32, { N: 16384, r: 8, p: 5, maxmem: 64 * 1024 * 1024 }, (e, k) => (e ? rej(e) : res(k))));
  console.log('scrypt ms', performance.now() - t, out.toString('hex'));
  const t2 = Date.now();
  const o2 = scryptSync('x', salt, 32, { N: 16384, r: 8, p: 5, maxmem: 64 * 1024 * 1024 });
  console.log('sync', Date.now() - t2, o2.length);
  expect(out.length).toBe(32);
});
