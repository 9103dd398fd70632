/** GET /api/site and /api/page: the data the browser loads on navigation; bad input answers 400. */
import { describe, expect, it } from 'vitest';
import { get } from './support/http';

describe('/api/site and /api/page', () => {
  it('answers the site view of one language', async () => {
    const res = await get('/api/site?lang=de');
    expect(res.status).toBe(200);
    const site = (await res.json()) as { lang: string; menu: { title: string; href?: string }[] };
    expect(site.lang).toBe('de');
    expect(site.menu.at(-1)).toMatchObject({ title: 'Kostenlose Bewertung', href: '/de/kostenlose-bewertung/' });
  });
  it('answers a page by original path', async () => {
    const res = await get('/api/page?lang=fr&path=%2Four-agency%2F');
    expect(res.status).toBe(200);
    const page = (await res.json()) as { title: string; breadcrumbs: { path: string }[] };
    expect(page.title).toBe('Notre agence');
    expect(page.breadcrumbs.at(-1)?.path).toBe('/fr/notre-agence/');
  });
  it.each([
    ['/api/site', 400],
    ['/api/site?lang=es', 400],
    ['/api/page?lang=fr', 400],
    ['/api/page?lang=fr&path=our-agency', 400],
    ['/api/page?lang=fr&path=%2Fnope%2F', 404],
  ])('%s answers %i', async (path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
  });
});
