/** Unpublished content only with the preview secret (docs/quality.md, Security, worker/preview.ts). */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MANUAL, get } from './support/http';

const SECRET = 'preview-secret-for-tests-0123456789';
const fetchWith = (path: string, headers: Record<string, string> = {}, secret: string | undefined = SECRET) =>
  get(path, { headers, ...MANUAL, env: { ...env, PREVIEW_SECRET: secret } });
const pagePreview = async (res: Response) => ((await res.json()) as { preview: boolean }).preview;

describe('preview access', () => {
  it('the API gives unpublished content only with the preview cookie', async () => {
    expect(await pagePreview(await fetchWith('/api/page?lang=en&path=/our-agency/&preview=1'))).toBe(false);
    expect(
      await pagePreview(
        await fetchWith('/api/page?lang=en&path=/our-agency/&preview=1', { Cookie: '__Host-preview=forged' }),
      ),
    ).toBe(false);
    // The key answers 303 to the same address without it (docs/security.md), with the cookie.
    const open = await fetchWith(`/en/preview/our-agency/?key=${encodeURIComponent(SECRET)}`);
    expect(open.status).toBe(303);
    expect(open.headers.get('location')).toBe('/en/preview/our-agency/');
    const cookie = open.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      /^__Host-preview=\d{13}\.[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(cookie).not.toContain(SECRET);
    expect(open.headers.get('cache-control')).toBe('no-store');
    const value = cookie.split(';')[0]!;
    expect(await pagePreview(await fetchWith('/api/page?lang=en&path=/our-agency/&preview=1', { Cookie: value }))).toBe(
      true,
    );
    // Another secret voids the cookie.
    expect(
      await pagePreview(
        await fetchWith('/api/page?lang=en&path=/our-agency/&preview=1', { Cookie: value }, 'another-secret'),
      ),
    ).toBe(false);
  });

  it('a wrong key or no configured secret opens nothing', async () => {
    expect((await fetchWith('/en/preview/our-agency/?key=wrong')).headers.get('set-cookie')).toBeNull();
    expect((await fetchWith(`/en/preview/our-agency/?key=${SECRET}`, {}, '')).headers.get('set-cookie')).toBeNull();
  });
});
