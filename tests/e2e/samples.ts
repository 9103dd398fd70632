/**
 * One page of each kind of property the page-type suites draw (tests/e2e/layout.test.ts,
 * page-styles.test.ts), found through the site's own API: a sale with photos and a rent on
 * the market, a sold property, one without photos, and a project.
 */
import { expect } from 'vitest';
import { api } from './browser';

export interface Listed {
  ID: number;
  Goal: number;
  Marquee: number;
  SmallPictureItem: unknown;
  WebID: number;
}

export interface Samples {
  sale: Listed;
  rent: Listed;
  sold: Listed;
  photoless: Listed;
  project: { ID: number; Name: string };
}

export async function findSamples(): Promise<Samples> {
  const sales = await api<{ items: Listed[]; pages: number }>('/api/properties?lang=en&goal=0&pageSize=48&closed=1');
  const all = [...sales.items];
  for (let page = 2; page <= sales.pages; page++)
    all.push(
      ...(await api<{ items: Listed[] }>(`/api/properties?lang=en&goal=0&pageSize=48&closed=1&page=${page}`)).items,
    );
  const rents = await api<{ items: Listed[] }>('/api/properties?lang=en&goal=1&pageSize=12');
  const samples = {
    sale: all.find((p) => p.Marquee === 0 && p.SmallPictureItem)!,
    rent: rents.items.find((p) => p.Marquee === 0)!,
    sold: all.find((p) => p.Marquee === 3)!,
    photoless: all.find((p) => p.SmallPictureItem === null)!,
    project: (await api<{ ID: number; Name: string }[]>('/api/projects?lang=en'))[0]!,
  };
  expect(Object.values(samples).every(Boolean)).toBe(true);
  return samples;
}
