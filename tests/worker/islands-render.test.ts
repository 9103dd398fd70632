/**
 * The islands render (decision record 022), every page's: no router code, route tree or router
 * state in the page, the island runtime booted, each island drawn as its own root (identifier
 * prefix, props as JSON beside it), the page data the plain scripts read, and no id twice. Every
 * browser part is declared one way (`data-island` and `data-when`), the plain-script ones too, and
 * each part a page declares is a file of client/parts/ with a strategy of client/islands/when/.
 */
import { env } from 'cloudflare:test';
import { Parser } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import built from '../../worker/generated/client-manifest.json';
import { seedDemoFixture } from './support/demo-fixture';
import type { DemoData } from '../../scripts/demo/index';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { propertyOriginalPath } from '../../shared/paths/property-path';
import { regionOfZip } from '../../shared/model/energy';
import { get } from './support/http';

async function page(path: string) {
  const res = await get(path, { env });
  return { status: res.status, html: await res.text() };
}

interface Drawn {
  islands: { name: string; when: string; prefix: string }[];
  props: Map<string, string>;
  ids: string[];
  pageData: string | null;
}

function drawn(html: string): Drawn {
  const out: Drawn = { islands: [], props: new Map(), ids: [], pageData: null };
  let propsOf: string | null = null;
  let inPageData = false;
  const parser = new Parser({
    onopentag(name, attrs) {
      if (attrs.id !== undefined) out.ids.push(attrs.id);
      if (attrs['data-island'] !== undefined)
        out.islands.push({
          name: attrs['data-island'],
          when: attrs['data-when'] ?? '',
          prefix: attrs['data-prefix'] ?? '',
        });
      if (name === 'script' && attrs['data-island-props'] !== undefined) propsOf = attrs['data-island-props'];
      if (name === 'script' && attrs.id === 'page-data') inPageData = true;
    },
    ontext(text) {
      if (propsOf !== null) out.props.set(propsOf, (out.props.get(propsOf) ?? '') + text);
      if (inPageData) out.pageData = (out.pageData ?? '') + text;
    },
    onclosetag() {
      propsOf = null;
      inPageData = false;
    },
  });
  parser.write(html);
  parser.end();
  return out;
}

/** The browser's parts and strategies, by file name (the same folders the island runtime reads). */
const PART_FILES = new Set(
  Object.keys(import.meta.glob('../../client/parts/*.{ts,tsx}')).map((f) => f.replace(/^.*\/|\.tsx?$/g, '')),
);
const STRATEGY_FILES = new Set(
  Object.keys(import.meta.glob('../../client/islands/when/*.ts')).map((f) => f.replace(/^.*\/|\.ts$/g, '')),
);

/** Every part the page declares has its file and its strategy. */
function expectKnownParts(d: Drawn, path: string): void {
  for (const island of d.islands) {
    expect(PART_FILES.has(island.name), `${path}: part ${island.name}`).toBe(true);
    expect(STRATEGY_FILES.has(island.when), `${path}: when ${island.when}`).toBe(true);
  }
}

/** The React parts: roots of their own, with an identifier prefix. */
const reactParts = (d: Drawn) => d.islands.filter((i) => i.prefix !== '');

let demo: DemoData;
beforeAll(async () => {
  demo = await seedDemoFixture(env.DB, { properties: 12, projects: 1 });
});

describe('the islands render', () => {
  it('sends no router code or state, boots the island runtime and draws the home search as an island', async () => {
    const { status, html } = await page('/en/');
    expect(status).toBe(200);
    expect(html).not.toContain('$_TSR');
    expect(html).toContain(JSON.stringify(built.entry));
    const d = drawn(html);
    // The shell (the layout's `.site`), the hearts (the header's heart), the home search, the
    // footer's search alert (closed, its opener) and newsletter form, and the consent (the page's data).
    expect(d.islands.map((i) => [i.name, i.when])).toEqual([
      ['shell', 'load'],
      ['favourites', 'load'],
      ['home-search', 'intent'],
      ['form', 'click'],
      ['form', 'intent'],
      ['consent', 'load'],
    ]);
    expectKnownParts(d, '/en/');
    expect(html).toMatch(/<div class="site site--home"[^>]* data-island="shell" data-when="load">/);
    expect(html).toMatch(/<script type="application\/json" id="page-data" data-island="consent" data-when="load">/);
    // Only the React parts are roots of their own.
    expect(reactParts(d).map((i) => i.name)).toEqual(['home-search', 'form', 'form']);
    const [search] = reactParts(d);
    expect(search).toMatchObject({ name: 'home-search', when: 'intent' });
    expect(search!.prefix).toMatch(/^i[A-Za-z0-9]+-$/);
    // Its props beside it, as the part takes them; its ids carry its own prefix.
    expect(JSON.parse(d.props.get(search!.prefix) ?? 'null')).toEqual({
      sale: '/en/for-sale/',
      rent: '/en/for-rent/',
      showSearchButton: true,
    });
    expect(d.ids.filter((id) => id.includes(search!.prefix)).length).toBeGreaterThan(0);
    expect(new Set(d.ids).size).toBe(d.ids.length);
    // What the plain scripts read: the consent's site data, whether the page is a preview.
    expect(JSON.parse(d.pageData ?? 'null')).toMatchObject({
      lang: 'en',
      preview: false,
      cookieExpiryDays: expect.any(Number),
    });
    // The cookie settings button waits hidden for the shell's script.
    expect(html).toMatch(/<li hidden=""><button type="button" class="footer__cookies" data-cookie-settings="">/);
  });

  it('renders every language and the listing, with no id twice', async () => {
    for (const path of ['/de/', '/fr/', '/nl/te-koop/', '/en/for-rent/', '/en/contact/', '/en/no-such-page/']) {
      const { status, html } = await page(path);
      expect(status, path).toBeLessThan(500);
      expect(html, path).not.toContain('$_TSR');
      const d = drawn(html);
      expect(new Set(d.ids).size, path).toBe(d.ids.length);
      expectKnownParts(d, path);
    }
  });

  it("draws a sale's forms, purchase costs and tools: closed forms as openers armed on click, open ones hydrated on intent", async () => {
    const sale = demo.properties.find(
      (p) => p.Goal === 0 && p.Marquee === 0 && regionOfZip(p.City.Zip, p.City.CountryID),
    )!;
    const path = localizedHref(
      pathTable,
      'en',
      propertyOriginalPath({ ID: sale.ID, Goal: sale.Goal, City: sale.City.Name.en, Title: sale.Title.en }, 'en'),
    );
    const { status, html } = await page(path);
    expect(status).toBe(200);
    const d = drawn(html);
    expectKnownParts(d, path);
    const forms = d.islands.filter((i) => i.name === 'form');
    const props = (prefix: string) => JSON.parse(d.props.get(prefix) ?? 'null') as Record<string, unknown>;
    // Four closed forms (viewing, documents, offer, friend), the visit request, the footer's
    // search alert (closed) and the newsletter.
    expect(forms.map((f) => [props(f.prefix).kind, f.when])).toEqual([
      ['contact-appointment', 'click'],
      ['request-documents', 'click'],
      ['purchase-offer', 'click'],
      ['send-to-friend', 'click'],
      ['contact-me', 'intent'],
      ['demand-register', 'click'],
      ['sign-newsletter', 'intent'],
    ]);
    // A closed form is only its opener, a link to the page with the form open.
    expect(html).toContain(
      '<div class="form-disclosure form-disclosure--request-documents form-disclosure--closed" id="request-documents"><h3 class="form-disclosure__title"><a class="form-disclosure__summary" href="?form=request-documents#request-documents">',
    );
    expect(html).not.toContain('action="/api/forms/request-documents#');
    // The open form's props: the page it is on and the fill-time token, which its server markup carries too.
    const contact = props(forms[4]!.prefix);
    expect(contact).toMatchObject({ kind: 'contact-me', propertyId: sale.ID, here: path });
    const token = (contact.forms as { token?: string }).token;
    expect(token).toBeTruthy();
    expect(html).toContain(`name="_ts" value="${token}"`);
    expect(html).toContain('action="/api/forms/contact-me#');
    // The purchase costs: the default figures drawn, hydrated when visible.
    const costs = d.islands.find((i) => i.name === 'costs');
    expect(costs?.when).toBe('visible');
    expect(props(costs!.prefix)).toMatchObject({ defaults: { region: expect.any(String) } });
    // The photos stay server HTML: their openers carry what the lightbox's first frame says
    // (decision record 038), and the island's props are the lightbox's.
    const photos = d.islands.find((i) => i.name === 'photos');
    expect(photos?.when).toBe('dialog');
    expect(props(photos!.prefix)).toMatchObject({ title: sale.Title.en, photos: expect.any(Array) });
    const total = (props(photos!.prefix).photos as unknown[]).length;
    expect(html).toContain(
      `data-viewer-label="Photos: ${sale.Title.en}" data-viewer-close="Close" data-viewer-total="${total}"`,
    );
    expect(html).toMatch(new RegExp(`class="photos__open" data-photo="0" data-photo-counter="Photo 1 of ${total}"`));
    // Print and share are the server's markup, with what their plain script needs, declared as a part.
    expect(html).toContain('<div class="detail-tools" data-island="detail-tools" data-when="load">');
    expect(html).toMatch(/<button type="button" class="detail-tools__button[^"]*" data-print="true">/);
    expect(html).toMatch(/data-copied="Link copied"/);
    expect(new Set(d.ids).size).toBe(d.ids.length);
  });

  it("gives each closed form's opener its open markup alone: the page its link names, with part=form, answers the form's island under the same prefix", async () => {
    const sale = demo.properties.find((p) => p.Goal === 0 && p.Marquee === 0)!;
    const path = localizedHref(
      pathTable,
      'fr',
      propertyOriginalPath({ ID: sale.ID, Goal: sale.Goal, City: sale.City.Name.fr, Title: sale.Title.fr }, 'fr'),
    );
    const { html } = await page(path);
    const closed = drawn(html).islands.filter((i) => i.when === 'click');
    // The four of the property, and the footer's search alert.
    expect(closed.length).toBe(5);
    for (const island of closed) {
      const kind = (JSON.parse(drawn(html).props.get(island.prefix) ?? '{}') as { kind: string }).kind;
      const href = html.match(new RegExp(`href="(\\?form=${kind}[^"]*)"`))?.[1];
      expect(href).toBe(`?form=${kind}#${kind}`);
      const res = await get(`${path}?form=${kind}&part=form`, { env });
      expect(res.status, kind).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      const part = (await res.json()) as { prefix: string; props: string; island: string };
      expect(part.prefix).toBe(island.prefix);
      // The island's element as a whole: the server's form, open, that posts without JavaScript.
      expect(drawn(part.island).islands).toEqual([{ name: 'form', when: 'intent', prefix: island.prefix }]);
      const props = JSON.parse(part.props) as { kind: string; open: boolean; forms: { token?: string } };
      expect(props).toMatchObject({ kind, open: true, here: `${path}?form=${kind}` });
      expect(part.island).toContain(`<details class="form-disclosure form-disclosure--${kind}" id="${kind}" open="">`);
      if (kind === 'contact-appointment' && !part.island.includes('<form')) {
        // No free viewing moment for this property: the open disclosure says so, as without JavaScript.
        expect(part.island).toContain('class="form-notice"');
        continue;
      }
      expect(part.island).toContain(`action="/api/forms/${kind}#`);
      expect(part.island.endsWith('</form></div></details></div>')).toBe(true);
      expect(part.island).toContain(`name="_ts" value="${props.forms.token}"`);
    }
    // No such form open: nothing to give.
    for (const query of ['?form=nope&part=form', '?part=form']) {
      const res = await get(`${path}${query}`, { env });
      expect(res.status, query).toBe(404);
    }
  });
});
