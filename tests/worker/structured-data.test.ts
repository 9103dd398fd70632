/**
 * schema.org JSON-LD in the head of the pages (docs/screens.md), in workerd with the demo fixture:
 * a property's RealEstateListing with its Offer (price in EUR, InStock; SoldOut once sold or
 * rented; per month for a rent), its PostalAddress only when the address is published, floor
 * size and rooms, photos; the BreadcrumbList; a project's AggregateOffer; the agency as
 * RealEstateAgent on every page; a title with '</script>' cannot break out of the block. Also the
 * agency's phone as Belgians write it, the same in the top bar and the footer, with a +32 link.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { PropertyRecord } from '../../app/model/record';
import { MARQUEE } from '../../shared/model/property';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { projectOriginalPath, propertyOriginalPath } from '../../shared/paths/property-path';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, ORIGIN, get } from './support/http';

const hrefOf = (p: PropertyRecord, title = p.Title.en) =>
  localizedHref(
    pathTable,
    'en',
    propertyOriginalPath({ ID: p.ID, Goal: p.Goal, City: p.City.Name.en, Title: title }, 'en'),
  );

type Node = Record<string, unknown> & { '@type'?: string };

/** Every JSON-LD block of a page, parsed, and its nodes (a @graph flattened). */
async function jsonLd(path: string): Promise<{ html: string; blocks: string[]; nodes: Node[] }> {
  const res = await get(path, MANUAL);
  expect(res.status).toBe(200);
  const html = await res.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
  const nodes = blocks.flatMap((b) => {
    const parsed = JSON.parse(b) as Node & { '@graph'?: Node[] };
    return parsed['@graph'] ?? [parsed];
  });
  return { html, blocks, nodes };
}
const listingOf = (nodes: Node[]) =>
  nodes.find((n) => n['@type'] === 'RealEstateListing') as Node & { offers: Node; about: Node; image?: string[] };

let data: DemoData;
const pick = (test: (p: PropertyRecord) => boolean) => data.properties.find(test)!;
/** Properties whose rows a test changes: from the end of the list, never read (so never cached) by another test first. */
const pickLast = (test: (p: PropertyRecord) => boolean, skip: number[] = []) =>
  data.properties.findLast((p) => test(p) && !skip.includes(p.ID))!;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 80, projects: 2 });
});

describe('property JSON-LD', () => {
  it('describes a sale with its price in euro, InStock, its published address, floor size, rooms and photos', async () => {
    const p = pick(
      (x) =>
        x.Goal === 0 &&
        x.Marquee === 0 &&
        x.PublishPrice &&
        x.Price !== null &&
        x.PublishAddress &&
        x.Street !== '' &&
        x.Photos.length > 0 &&
        (x.Details.Rooms.Bedrooms ?? 0) > 0 &&
        x.WebID === 1,
    );
    const href = hrefOf(p);
    const { nodes } = await jsonLd(href);
    const listing = listingOf(nodes);
    expect(listing).toMatchObject({ url: `${ORIGIN}${href}`, name: p.Title.en });
    expect(listing.offers).toMatchObject({
      '@type': 'Offer',
      price: p.Price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(listing.offers.priceSpecification).toBeUndefined();
    expect(listing.about).toMatchObject({ '@type': 'House', numberOfBedrooms: p.Details.Rooms.Bedrooms });
    expect(listing.about.floorSize).toEqual({
      '@type': 'QuantitativeValue',
      value: p.Details.Surfaces.Living,
      unitCode: 'MTK',
    });
    expect(listing.about.address).toMatchObject({
      '@type': 'PostalAddress',
      postalCode: p.City.Zip,
      addressLocality: p.City.Name.en,
      addressCountry: 'BE',
    });
    expect(String((listing.about.address as Node).streetAddress)).toContain(p.Street);
    expect(listing.image![0]).toBe(`${ORIGIN}/media/photos/${p.Photos[0]}/1360.webp`);
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(crumbs.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: crumbs.itemListElement.length,
      name: p.Title.en,
      item: `${ORIGIN}${href}`,
    });
    expect(crumbs.itemListElement.some((c) => c.item === `${ORIGIN}/en/for-sale/`)).toBe(true);
  });

  it('gives no address at all when the address is not published', async () => {
    const p = pickLast((x) => x.Marquee === 0 && x.PublishAddress && x.Street !== '');
    await env.DB.prepare('UPDATE properties SET publish_address = 0 WHERE id = ?').bind(p.ID).run();
    const { html, nodes } = await jsonLd(hrefOf(p));
    expect(listingOf(nodes).about.address).toBeUndefined();
    const listingBlock = JSON.stringify(listingOf(nodes));
    expect(listingBlock).not.toContain('PostalAddress');
    expect(listingBlock).not.toContain(p.Street);
    expect(html).toContain('RealEstateListing');
  });

  it('marks a sold property SoldOut', async () => {
    const p = pick((x) => x.Goal === 0 && x.Marquee === MARQUEE.sold);
    expect(listingOf((await jsonLd(hrefOf(p))).nodes).offers.availability).toBe('https://schema.org/SoldOut');
  });

  it('marks a rented property SoldOut, a lease priced per month', async () => {
    const rented = pick((x) => x.Goal !== 0 && x.Marquee === MARQUEE.rented);
    const offer = listingOf((await jsonLd(hrefOf(rented))).nodes).offers;
    expect(offer).toMatchObject({
      availability: 'https://schema.org/SoldOut',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    });
    const free = pick((x) => x.Goal !== 0 && x.Marquee === 0 && x.PublishPrice && x.Price !== null);
    const freeOffer = listingOf((await jsonLd(hrefOf(free))).nodes).offers;
    expect(freeOffer).toMatchObject({
      availability: 'https://schema.org/InStock',
      price: free.Price,
      priceCurrency: 'EUR',
    });
    expect(freeOffer.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: free.Price,
      priceCurrency: 'EUR',
      unitCode: 'MON',
    });
  });

  it('leaves the price out when it is not published', async () => {
    const p = pick((x) => x.Marquee === 0 && !x.PublishPrice);
    const offer = listingOf((await jsonLd(hrefOf(p))).nodes).offers;
    expect(offer.price).toBeUndefined();
    expect(offer.availability).toBe('https://schema.org/InStock');
  });

  it("escapes a title so '</script>' cannot end the block", async () => {
    const unpublished = pickLast((x) => x.Marquee === 0 && x.PublishAddress && x.Street !== '');
    const p = pickLast((x) => x.Marquee === 0, [unpublished.ID]);
    const evil = 'Villa </script><script>alert(1)</script> & co';
    const title = { ...p.Title, en: evil };
    await env.DB.prepare('UPDATE properties SET title = ? WHERE id = ?').bind(JSON.stringify(title), p.ID).run();
    const res = await get(`/en/property/${p.ID}/`, MANUAL);
    expect(res.status).toBe(301);
    const { html, blocks, nodes } = await jsonLd(new URL(res.headers.get('location')!, ORIGIN).pathname);
    expect(html).not.toContain('<script>alert(1)');
    expect(blocks.some((b) => b.includes('\\u003c/script\\u003e'))).toBe(true);
    expect(listingOf(nodes).name).toBe(evil);
  });
});

describe('project JSON-LD', () => {
  it('describes a project with an AggregateOffer of its units', async () => {
    const project = data.projects[0]!;
    const href = localizedHref(pathTable, 'en', projectOriginalPath({ ID: project.ID, Name: project.Name.en }, 'en'));
    const { nodes } = await jsonLd(href);
    const listing = listingOf(nodes);
    expect(listing).toMatchObject({ url: `${ORIGIN}${href}`, name: project.Name.en });
    expect(listing.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'EUR' });
    expect(Number(listing.offers.lowPrice)).toBeLessThanOrEqual(Number(listing.offers.highPrice));
    expect(nodes.some((n) => n['@type'] === 'BreadcrumbList')).toBe(true);
  });
});

describe('the agency on every page', () => {
  it.each(['/en/', '/fr/a-vendre/', '/nl/contact/'])(
    'is a RealEstateAgent on %s, with its international phone',
    async (path) => {
      const { nodes } = await jsonLd(path);
      const agent = nodes.find((n) => n['@type'] === 'RealEstateAgent');
      expect(agent).toMatchObject({
        name: expect.any(String),
        telephone: '+3225550123',
        url: `${ORIGIN}/${path.split('/')[1]}/`,
      });
      expect(agent!.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'BE' });
      expect(String(agent!.logo)).toMatch(new RegExp(`^${ORIGIN}/`));
    },
  );

  it('writes the phone the same way in the top bar and the footer of the home page, with a +32 tel: link', async () => {
    const html = await (await get('/en/', MANUAL)).text();
    const topbar = /<nav class="topbar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const footer = /<footer class="footer"[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect(topbar).toContain('02 555 01 23');
    expect(footer).toContain('02 555 01 23');
    expect(footer).not.toContain('025 55 01 23');
    expect(topbar).toContain('href="tel:+3225550123"');
    expect(footer).toContain('href="tel:+3225550123"');
  });
});
