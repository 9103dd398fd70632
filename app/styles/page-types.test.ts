/** The page types and the rule that tells a page's type from the router's matches (app/styles/page-types.ts, decision record 030). */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, pageTypeOf } from './page-types';
import { routeTree } from '../routes/routes';

const match = (status: string, pageType?: string) => ({ status, staticData: pageType ? { pageType } : {} });

describe('pageTypeOf', () => {
  it('is the deepest route’s declared type', () => {
    expect(pageTypeOf([match('success'), match('success'), match('success', 'listing')])).toBe('listing');
    expect(pageTypeOf([match('success'), match('success', 'owner'), match('success', 'property')])).toBe('property');
  });
  it('is content when the route declares none (content pages, preview, subscription confirmation)', () => {
    expect(pageTypeOf([match('success'), match('success'), match('success')])).toBe('content');
    expect(pageTypeOf([match('success'), match('success', 'no-such-type')])).toBe('content');
  });
  it('is error for a page that answers not found or an error, whatever its route', () => {
    expect(pageTypeOf([match('success'), match('success'), match('notFound', 'property')])).toBe('error');
    expect(pageTypeOf([match('success'), match('error'), match('success', 'listing')])).toBe('error');
    expect(pageTypeOf([])).toBe('error');
  });
});

describe('the route tree', () => {
  it('declares only page types, each with its stylesheet', () => {
    const declared: Record<string, string | undefined> = {};
    const walk = (
      route: { options: { path?: string; staticData?: { pageType?: string } }; children?: unknown },
      at: string,
    ) => {
      const path = `${at}/${route.options.path ?? ''}`.replace(/\/+/g, '/');
      declared[path] = route.options.staticData?.pageType;
      for (const child of (route.children ?? []) as (typeof route)[]) walk(child, path);
    };
    walk(routeTree as never, '');
    expect(declared['/$lang/']).toBe('home');
    expect(declared['/$lang/for-sale/']).toBe('listing');
    expect(declared['/$lang/discreet-properties/']).toBe('listing');
    expect(declared['/$lang/for-rent/$city/$title/$id/']).toBe('property');
    expect(declared['/$lang/projects/']).toBe('projects');
    expect(declared['/$lang/projects/$name/$id/']).toBe('project');
    expect(declared['/$lang/login/']).toBe('owner');
    expect(declared['/$lang/login/portal/$propertyId/']).toBe('owner');
    expect(declared['/$lang/compare/']).toBe('favourites');
    expect(declared['/$lang/$']).toBeUndefined();
    for (const type of Object.values(declared)) if (type) expect(PAGE_TYPES).toContain(type);
    for (const type of PAGE_TYPES) expect(existsSync(`client/styles/pages/${type}.css`), type).toBe(true);
  });
});
