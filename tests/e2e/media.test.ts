/**
 * The video block of a property page loads its player only when asked (docs/media.md): until
 * the visitor presses the poster, the page makes no request to YouTube (not even its thumbnail
 * host); after the click the youtube-nocookie.com player frame is requested.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, holdScript, hydrated, newPage, saleWhere } from './browser';

afterAll(closeBrowser);

/** The first property for sale (not sold) whose video is on YouTube, found through the JSON API. */
async function propertyWithYouTube(): Promise<number> {
  const hit = await saleWhere<{ ID: number; VideoUrl: string | null }>(
    (d) => !!d.VideoUrl?.includes('youtube.com/watch'),
  );
  if (hit) return hit.ID;
  throw new Error('no demo property for sale with a YouTube video');
}

const THIRD_PARTY_VIDEO =
  /youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|vimeo\.com|facebook\.com|matterport\.com/;

describe('video block in Chromium', () => {
  it('asks nothing of the video host before the click, then loads the youtube-nocookie player', async () => {
    const id = await propertyWithYouTube();
    const { context, page } = await newPage(1280);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`/en/property/${id}/`);
    await hydrated(page);
    const block = page.locator('.media-block').filter({ has: page.locator('[data-media="youtube"]') });
    await block.scrollIntoViewIfNeeded();
    await expect
      .poll(() => block.locator('.media-block__poster img').evaluate((img: HTMLImageElement) => img.complete))
      .toBe(true);
    expect(requests.filter((u) => THIRD_PARTY_VIDEO.test(u))).toEqual([]);
    expect(await block.locator('iframe').count()).toBe(0);
    const poster = block.getByRole('button', { name: 'Play the video' });
    expect(await poster.getAttribute('aria-describedby')).toBeTruthy();
    await poster.click();
    const frame = block.locator('iframe');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1/,
    );
    expect(await frame.getAttribute('title')).toMatch(/^Video: /);
    await expect.poll(() => requests.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    await context.close();
  });

  it('in the islands render, a press on the poster before the island has hydrated still starts the player', async () => {
    const id = await propertyWithYouTube();
    const { context, page, errors } = await newPage(1280, 900);
    // React's chunk is held back: the press comes while the island is still loading.
    const release = await holdScript(page, '**/assets/hydrate-*.js');
    await page.goto(`/en/property/${id}/`);
    await hydrated(page);
    const island = page.locator('[data-island="media"]');
    const block = page.locator('.media-block').filter({ has: page.locator('[data-media="youtube"]') });
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button', { name: 'Play the video' }).click();
    expect(await island.getAttribute('data-hydrating')).toBe('true');
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    expect(await block.locator('iframe').count()).toBe(0);
    release();
    await page.waitForSelector('[data-island="media"][data-hydrated]');
    await expect.poll(() => block.locator('iframe').count()).toBe(1);
    expect(await block.locator('iframe').getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(errors).toEqual([]);
    await context.close();
  });
});
