/**
 * 'Save this search' and the search-alert form where visitors are (docs/forms-and-leads.md
 * "Search alerts", docs/search.md): the alert page starts with every filter a listing's link
 * carries; the footer of every page holds the form closed (its opener a link to the page with
 * it open), drawn open with the listing's criteria and the catalogue's types and cities when
 * asked or when a post of it came back with messages; the drawer opens it; the header and the
 * drawer lead to the favourites page, their count left to the page's script.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFixture } from './support/demo-fixture';
import { get } from './support/http';
import { refusedPage } from './support/forms';

beforeAll(async () => {
  await seedDemoFixture(env.DB, { properties: 40, projects: 1 });
});

/** The checked values of a field's inputs in a form's HTML. */
const checked = (html: string, name: string): string[] =>
  [...html.matchAll(new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'g'))]
    .map((m) => m[0])
    .filter((i) => i.includes('checked=""'))
    .map((i) => /value="([^"]*)"/.exec(i)?.[1] ?? '');
const fieldValue = (html: string, name: string): string | undefined =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1];
const selected = (html: string, name: string): string | undefined => {
  const select = new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`).exec(html)?.[0] ?? '';
  return /<option value="([^"]*)" selected="">/.exec(select)?.[1];
};

describe('the alert page from Save this search', () => {
  it('starts with every filter of the listing, in two languages', async () => {
    for (const [lang, page] of [
      ['en', '/en/demand-register/'],
      ['fr', '/fr/tenez-moi-informe/'],
    ] as const) {
      const res = await get(
        `${page}?goal=1&types=2&cities=${encodeURIComponent(lang === 'fr' ? 'Gand|9000' : 'Ghent|9000')}&minPrice=800&maxPrice=1200&minRooms=2&minGarages=1&minArea=60&maxArea=120&minPlot=0&epc=C&parking=on&garden=on&terrace=on&newBuild=on`,
      );
      expect(res.status).toBe(200);
      const html = await res.text();
      const form = /<form[^>]*action="\/api\/forms\/demand-register[#"][^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
      expect(checked(form, 'goal'), lang).toEqual(['1']);
      expect(checked(form, 'types'), lang).toEqual(['2']);
      expect(checked(form, 'cities'), lang).toEqual([lang === 'fr' ? 'Gand|9000' : 'Ghent|9000']);
      expect(fieldValue(form, 'minPrice')).toBe('800');
      expect(fieldValue(form, 'maxPrice')).toBe('1200');
      expect(fieldValue(form, 'minRooms')).toBe('2');
      expect(fieldValue(form, 'minGarages')).toBe('1');
      expect(fieldValue(form, 'minArea')).toBe('60');
      expect(fieldValue(form, 'maxArea')).toBe('120');
      expect(selected(form, 'epc')).toBe('C');
      for (const name of ['parking', 'garden', 'terrace', 'newBuild'])
        expect(checked(form, name), name).toEqual(['on']);
    }
  });
});

describe('the footer', () => {
  it('holds the search-alert form closed on every page, its opener a link to the page with it open', async () => {
    for (const path of ['/en/', '/nl/te-koop/?type=2', '/fr/contact/', '/de/no-such-page/']) {
      const html = await (await get(path)).text();
      expect(html, path).toMatch(
        /<div class="form-disclosure form-disclosure--demand-register form-disclosure--closed" id="demand-register"><h3 class="form-disclosure__title"><a class="form-disclosure__summary" href="\?[^"]*form=demand-register#demand-register">/,
      );
      expect(html, path).not.toContain('action="/api/forms/demand-register');
    }
    // The alert page holds the form itself: no second one.
    const page = await (await get('/en/demand-register/')).text();
    expect(page.match(/id="demand-register"/g)).toHaveLength(1);
  });

  it('draws it open with the listing’s criteria and the catalogue’s types and cities when asked', async () => {
    const html = await (await get('/en/for-rent/?type=2&city=Ghent%7C9000&minRooms=2&form=demand-register')).text();
    const footer = html.slice(html.indexOf('<footer'));
    const form = /<form[^>]*action="\/api\/forms\/demand-register[#"][^>]*>[\s\S]*?<\/form>/.exec(footer)?.[0] ?? '';
    expect(form).not.toBe('');
    expect(checked(form, 'goal')).toEqual(['1']);
    expect(checked(form, 'types')).toEqual(['2']);
    expect(checked(form, 'cities')).toEqual(['Ghent|9000']);
    expect(fieldValue(form, 'minRooms')).toBe('2');
    // Every type and city of the catalogue is offered.
    expect(form.match(/name="types"/g)!.length).toBeGreaterThan(4);
    expect(form.match(/name="cities"/g)!.length).toBeGreaterThan(4);
  });

  it('comes back open with its messages after a refused post without JavaScript', async () => {
    const html = await refusedPage(
      'demand-register',
      { lang: 'en', back: '/en/contact/', goal: '0', frequency: 'daily', email: 'an@example.be' },
      '192.0.2.78',
    );
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain(
      '<details class="form-disclosure form-disclosure--demand-register" id="demand-register" open="">',
    );
    expect(footer).toContain('Choose at least one property type and one geographic zone');
    expect(footer.match(/name="types"/g)!.length).toBeGreaterThan(4);
  });
});

describe('the header and the drawer', () => {
  it('lead to the favourites page, with a place for the count, and the drawer opens the alert form', async () => {
    const html = await (await get('/nl/te-koop/?type=2')).text();
    expect(html).toMatch(
      /<a class="header__favs[^"]*" href="\/nl\/favorieten\/" data-island="favourites" data-when="load"><span class="visually-hidden">Favorieten<\/span><span class="favs-count" data-favourites-count="" hidden=""><\/span><\/a>/,
    );
    expect(html).toMatch(/<a class="drawer__link[^"]*" href="\/nl\/favorieten\/">Favorieten<span class="favs-count"/);
    expect(html).toContain(
      'href="?type=2&amp;form=demand-register#demand-register" data-open-form="demand-register">Zoekopdracht</a>',
    );
  });
});
