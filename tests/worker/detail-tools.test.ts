/**
 * What the server renders for the detail pages' photos, print and share (docs/media.md,
 * 5, 6), so they work before and without JavaScript: every photo a link to its 1360 px webp and
 * 'all photos' listing them all, share links carrying the page's absolute URL, the print-only
 * footer with the agency and the URL, and the street-view link only for a published address.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { PropertyRecord } from '../../app/model/record';
import type { Lang } from '../../shared/paths/languages';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { projectHref, propertyOriginalPath } from '../../shared/paths/property-path';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, ORIGIN, get } from './support/http';

const page = async (path: string) => (await get(path)).text();
const hrefOf = (p: PropertyRecord, lang: Lang) =>
  localizedHref(
    pathTable,
    lang,
    propertyOriginalPath({ ID: p.ID, Goal: p.Goal, City: p.City.Name[lang], Title: p.Title[lang] }, lang),
  );
const open = (p: PropertyRecord) => p.Marquee === 0 && p.Lat !== null && p.Lng !== null;

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 60, projects: 2 });
});

describe('detail page tools without JavaScript', () => {
  it('links every photo to its large image and lists them all under "All N photos"', async () => {
    const p = data.properties.find((x) => x.Marquee === 0 && x.Photos.length >= 6)!;
    const html = await page(hrefOf(p, 'en'));
    const large = (name: string) => `href="/media/photos/${name}/1360.webp"`;
    expect(html).toContain(`<a ${large(p.Photos[0]!)} class="photos__open"`);
    expect(html).toContain(`All ${p.Photos.length} photos`);
    const list = /<ol class="photos__list">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
    expect(list.match(/<a /g)?.length).toBe(p.Photos.length);
    for (const name of p.Photos) expect(list).toContain(large(name));
  });

  it('shares the absolute canonical URL and prints the agency with it', async () => {
    const p = data.properties.find((x) => x.Marquee === 0)!;
    const href = hrefOf(p, 'nl');
    const html = await page(href);
    const url = `${ORIGIN}${href}`;
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}"`);
    expect(html).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}"`);
    expect(html).toMatch(/href="mailto:\?subject=[^"]+&amp;body=Bekijk%20dit%20eens%3A%20/);
    expect(html).toContain(`value="${url}"`);
    expect(html).toContain('href="?form=send-to-friend#send-to-friend"');
    expect(html).toContain('>Afdrukken</button>');
    expect(html).toContain(`Online op ${url}</p>`);
  });

  it('offers no send-to-friend link on a sold property, whose forms are gone', async () => {
    const sold = data.properties.find((x) => x.Marquee === 3)!;
    const html = await page(hrefOf(sold, 'en'));
    expect(html).toContain('class="share"');
    expect(html).not.toContain('form=send-to-friend');
    expect(html).not.toContain('id="send-to-friend"');
  });

  it('gives a project page the same share links and the send-to-friend form for the project', async () => {
    const project = data.projects[0]!;
    const href = projectHref(pathTable, 'de', { ID: project.ID, Name: project.Name.de });
    const html = await page(href);
    const url = `${ORIGIN}${href}`;
    expect(html).toContain('class="share"');
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}"`);
    expect(html).toContain(`href="https://wa.me/?text=`);
    expect(html).toContain(`value="${url}"`);
    expect(html).toContain('href="?form=send-to-friend#send-to-friend"');
    // Closed, the form is not drawn: only its opener, a link to the page with the form open.
    expect(html).not.toContain('action="/api/forms/send-to-friend#');
    const opened = await page(`${href}?form=send-to-friend`);
    const form =
      /<details class="form-disclosure form-disclosure--send-to-friend" id="send-to-friend" open=""[\s\S]*?<\/details>/.exec(
        opened,
      )?.[0];
    expect(form).toBeDefined();
    expect(form).toContain('action="/api/forms/send-to-friend#');
    expect(form).toContain(`<input type="hidden" name="projectId" value="${project.ID}"/>`);
    expect(form).not.toContain('name="propertyId"');
    expect(form).toContain('name="friendEmail"');
  });

  it('answers a project’s short link (the one e-mailed to a friend) with a redirect to its page', async () => {
    const project = data.projects[0]!;
    const res = await get(`/de/projekte/project/${project.ID}/`, MANUAL);
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location')!, ORIGIN).pathname).toBe(
      projectHref(pathTable, 'de', { ID: project.ID, Name: project.Name.de }),
    );
  });

  it('links street view at the coordinates only when the address is published', async () => {
    const published = data.properties.find((x) => open(x) && x.PublishAddress && x.Street.trim() !== '')!;
    const html = await page(hrefOf(published, 'fr'));
    expect(html).toContain(`viewpoint=${published.Lat!.toFixed(6)},${published.Lng!.toFixed(6)}`);
    expect(html).toContain('ouvre Google Maps dans un nouvel onglet');
    const hidden = data.properties.find((x) => open(x) && !x.PublishAddress)!;
    const other = await page(hrefOf(hidden, 'fr'));
    expect(other).toMatch(/class="location__address[ "]/);
    expect(other).not.toContain('map_action=pano');
  });
});
