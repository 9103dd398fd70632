/**
 * The favourites page drawn on the server for the islands render (decision record 022, amendment 033): the list
 * stored in a browser, posted to the page (or given in `?list=`), comes back drawn inside the
 * page's frame: each saved property's card with what changed since it was saved, a gone one with
 * its saved title and 'no longer online', the compare ticks and the link's texts for each count.
 * The post is refused from another site and never cached.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFixture } from './support/demo-fixture';
import type { DemoData } from '../../scripts/demo/index';
import { ORIGIN, get, post as postTo } from './support/http';

let demo: DemoData;

beforeAll(async () => {
  demo = await seedDemoFixture(env.DB, { properties: 12, projects: 1 });
});

async function post(path: string, list: unknown, headers: Record<string, string> = { Origin: ORIGIN }) {
  const res = await postTo(path, new URLSearchParams({ list: JSON.stringify(list) }), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    env,
  });
  return { res, html: await res.text() };
}

/** The frame's part of the page: what the page's script moves in. */
const frame = (html: string) => html.slice(html.indexOf('<div data-favourites-page'), html.indexOf('</main>'));

describe('the favourites page drawn from a posted list', () => {
  it('draws each favourite with its change, a gone one with its saved title, and the compare texts', async () => {
    const [a, b] = demo.properties.filter((p) => p.Marquee === 0 && p.PublishPrice && p.Price);
    const list = [
      {
        id: a!.ID,
        at: '2026-11-20T10:00:00.000Z',
        // biome-ignore lint/suspicious/noThenProperty: 'then' is the saved snapshot's field (the state when saved)
        then: { price: a!.Price! + 10_000, marquee: 0, title: 'x', city: 'y', goal: a!.Goal },
      },
      {
        id: 999_999_999,
        at: '2026-11-19T10:00:00.000Z',
        // biome-ignore lint/suspicious/noThenProperty: 'then' is the saved snapshot's field (the state when saved)
        then: { price: 1, marquee: 0, title: 'Old barn', city: 'Gent', goal: 0 },
      },
      { id: b!.ID, at: '2026-11-18T10:00:00.000Z' },
    ];
    const { res, html } = await post('/en/favourites/', list);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const drawn = frame(html);
    expect(drawn).toContain('<p role="status">3 saved properties</p>');
    expect(drawn.match(/<li class="fav">/g)).toHaveLength(3);
    expect(drawn).toMatch(/class="fav__change fav__change--down">Price lowered from /);
    expect(drawn).toContain('<h3 class="card__title">Old barn</h3>');
    expect(drawn).toContain('fav__change--gone">No longer online</li>');
    expect(drawn).toContain(`data-remove="999999999"`);
    expect(drawn.match(/<input type="checkbox" data-compare="\d+"/g)).toHaveLength(2);
    expect(drawn).toContain('data-label-3="Compare 3 properties"');
    expect(drawn).toMatch(/<a class="button button--primary" href="\/en\/compare\/" hidden="" data-compare-link=""/);
    // The same page, without the router's state.
    expect(html).not.toContain('$_TSR');
  });

  it('draws the empty list, in the page language', async () => {
    const { html } = await post('/nl/favorieten/', []);
    expect(frame(html)).toMatch(/<div class="no-results"><p role="status">[^<]+<\/p>/);
    expect(html).toContain('<html lang="nl"');
  });

  it('draws the same from ?list=, and only the frame without one', async () => {
    const text = async (path: string) => (await get(path, { env })).text();
    const id = demo.properties[0]!.ID;
    expect(
      frame(await text(`/en/favourites/?list=${encodeURIComponent(JSON.stringify([{ id, at: '2026-11-20' }]))}`)),
    ).toContain('1 saved property');
    expect(frame(await text('/en/favourites/'))).toBe(
      '<div data-favourites-page="" data-island="favourites-page" data-when="load"></div></div></div>',
    );
  });

  it('answers any posted list without a 500: broken JSON, the wrong shapes, too many', async () => {
    const bodies: unknown[] = [
      '{not json',
      { id: 1 },
      [null, 1, 'x', { id: -4, at: 'x' }, { id: 1.5, at: 'x' }, { id: 2 ** 60, at: 'x' }],
      // biome-ignore lint/suspicious/noThenProperty: 'then' is the saved snapshot's field (here a broken one)
      Array.from({ length: 200 }, (_, i) => ({ id: i + 1, at: '2026-11-01', then: { price: 'x' } })),
    ];
    for (const body of bodies) {
      const { res, html } = await post('/en/favourites/', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(200);
      expect(frame(html)).toMatch(/^<div data-favourites-page="" data-island="favourites-page" data-when="load">/);
    }
    // At most sixty are drawn.
    const { html } = await post('/en/favourites/', bodies[3]);
    expect(frame(html)).toContain('60 saved properties');
  });

  it('refuses a post from another site, and posts to other pages', async () => {
    expect((await post('/en/favourites/', [], { Origin: 'https://evil.test' })).res.status).toBe(403);
    expect((await post('/en/for-sale/', [])).res.status).toBe(405);
  });
});
