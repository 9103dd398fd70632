/** `?setcookies` (docs/provider.md): a page asked with it clears the five cookies of the stored choice and is never stored by a cache. */
import { describe, expect, it } from 'vitest';
import { MANUAL, get } from './support/http';

/** A page asked by a visitor who consented to analytics, redirects kept. */
const consented = (path: string) =>
  get(path, { headers: { Cookie: 'consent=true; analytics_storage=true' }, ...MANUAL });

describe('?setcookies', () => {
  it.each(['/en/?setcookies', '/fr/a-vendre/?page=1&setcookies=1'])('clears the stored choice on %s', async (path) => {
    const res = await consented(path);
    // The home route drops search parameters it does not know with a redirect to the clean URL: the cookies are cleared on that answer.
    expect([200, 307]).toContain(res.status);
    if (res.status === 307) expect(res.headers.get('location')).toBe('/en/');
    const cleared = res.headers.getSetCookie();
    expect(cleared.map((c) => c.split('=')[0])).toEqual([
      'consent',
      'analytics_storage',
      'ad_storage',
      'ad_user_data',
      'ad_personalization',
    ]);
    for (const c of cleared) expect(c).toContain('Max-Age=0; Path=/');
    expect(res.headers.get('cache-control')).toBe('no-store');
    await res.body?.cancel();
  });

  it('leaves the choice alone without it', async () => {
    const res = await consented('/en/?page=1');
    expect(res.headers.getSetCookie().filter((c) => /^(consent|analytics_storage|ad_)/.test(c))).toEqual([]);
    await res.body?.cancel();
  });
});
