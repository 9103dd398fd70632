/**
 * The islands render (decision record 022) beside the document render: no router code, route tree
 * or router state in the page, the runtime booted instead of the document's entry, each island
 * drawn as its own root (identifier prefix, props as JSON beside it), the page data the plain
 * scripts read, and no id twice. Chosen by RENDER=islands, or in development by a cookie that
 * production ignores.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { Parser } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/index';
import built from '../../worker/generated/client-manifest.json';
import { seedDemoFixture } from './support/demo-fixture';
import type { DemoData } from '../../scripts/demo/index';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { propertyOriginalPath } from '../../shared/paths/property-path';
import { regionOfZip } from '../../shared/model/energy';

const ORIGIN = 'https://agency.test';

async function page(path: string, opts: { cookie?: string; env?: Record<string, unknown> } = {}) {
  const headers = opts.cookie ? { Cookie: opts.cookie } : undefined;
  const res = await app.fetch(
    new Request(`${ORIGIN}${path}`, headers ? { headers } : {}),
    opts.env ?? env,
    createExecutionContext(),
  );
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

let demo: DemoData;
beforeAll(async () => {
  demo = await seedDemoFixture(env.DB, { properties: 12, projects: 1 });
});

describe('the islands render', () => {
  it('sends no router code or state, boots the island runtime and draws the home search as an island', async () => {
    const { status, html } = await page('/en/', { cookie: 'render=islands' });
    expect(status).toBe(200);
    expect(html).not.toContain('$_TSR');
    expect(html).not.toContain(built.entry);
    expect(html).toContain(JSON.stringify(built.islandsEntry));
    const d = drawn(html);
    // The home search, and the footer's newsletter form.
    expect(d.islands.map((i) => i.name)).toEqual(['home-search', 'form']);
    const [search] = d.islands;
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

  it('draws the islands render by default; RENDER=document keeps the whole document to hydrate', async () => {
    const islands = await page('/en/');
    expect(islands.html).not.toContain('$_TSR');
    expect(islands.html).not.toContain(built.entry);
    expect(drawn(islands.html).islands.length).toBeGreaterThan(0);
    expect(drawn(islands.html).pageData).not.toBeNull();
    const whole = await page('/en/', { env: { ...env, RENDER: 'document' } });
    expect(whole.html).toContain('$_TSR');
    expect(whole.html).toContain(built.entry);
    expect(drawn(whole.html).islands).toEqual([]);
    expect(drawn(whole.html).pageData).toBeNull();
  });

  it('is chosen in development by the cookie render=islands or render=document, which win over RENDER', async () => {
    expect((await page('/nl/', { cookie: 'render=document' })).html).toContain('$_TSR');
    expect((await page('/nl/', { env: { ...env, RENDER: 'document' }, cookie: 'render=islands' })).html).not.toContain(
      '$_TSR',
    );
  });

  it('ignores the render cookie outside development', async () => {
    const { DEVELOPMENT: _dev, ...production } = env as unknown as Record<string, unknown>;
    expect((await page('/fr/', { env: production, cookie: 'render=document' })).html).not.toContain('$_TSR');
    expect(
      (await page('/fr/', { env: { ...production, RENDER: 'document' }, cookie: 'render=islands' })).html,
    ).toContain('$_TSR');
  });

  it('renders every language and the listing, with no id twice', async () => {
    for (const path of ['/de/', '/fr/', '/nl/te-koop/', '/en/for-rent/', '/en/contact/', '/en/no-such-page/']) {
      const { status, html } = await page(path, { cookie: 'render=islands' });
      expect(status, path).toBeLessThan(500);
      expect(html, path).not.toContain('$_TSR');
      const ids = drawn(html).ids;
      expect(new Set(ids).size, path).toBe(ids.length);
    }
  });

  it("draws a sale's forms, purchase costs and tools: closed forms as openers armed on click, open ones hydrated on intent", async () => {
    const sale = demo.properties.find(
      (p) => p.Goal === 0 && p.Marquee === 0 && regionOfZip(p.City.Zip, p.City.CountryID),
    )!;
    const path = localizedHref(
      pathTable,
      'en',
      propertyOriginalPath({ ID: sale.ID, Goal: sale.Goal, City: sale.City.Name.en, Title: sale.Title.en }),
    );
    const { status, html } = await page(path, { cookie: 'render=islands' });
    expect(status).toBe(200);
    const d = drawn(html);
    const forms = d.islands.filter((i) => i.name === 'form');
    const props = (prefix: string) => JSON.parse(d.props.get(prefix) ?? 'null') as Record<string, unknown>;
    // Four closed forms (viewing, documents, offer, friend), the visit request and the newsletter.
    expect(forms.map((f) => [props(f.prefix).kind, f.when])).toEqual([
      ['contact-appointment', 'click'],
      ['request-documents', 'click'],
      ['purchase-offer', 'click'],
      ['send-to-friend', 'click'],
      ['contact-me', 'intent'],
      ['sign-newsletter', 'intent'],
    ]);
    // A closed form is only its opener, a link to the page with the form open.
    expect(html).toContain(
      '<div class="form-disclosure form-disclosure--request-documents form-disclosure--closed" id="request-documents"><h3 class="form-disclosure__title"><a class="form-disclosure__summary" href="?form=request-documents#request-documents">',
    );
    expect(html).not.toContain('action="/api/forms/request-documents"');
    // The open form's props: the page it is on and the fill-time token, which its server markup carries too.
    const contact = props(forms[4]!.prefix);
    expect(contact).toMatchObject({ kind: 'contact-me', propertyId: sale.ID, here: path });
    const token = (contact.forms as { token?: string }).token;
    expect(token).toBeTruthy();
    expect(html).toContain(`name="_ts" value="${token}"`);
    expect(html).toContain('action="/api/forms/contact-me"');
    // The purchase costs: the default figures drawn, hydrated when visible.
    const costs = d.islands.find((i) => i.name === 'costs');
    expect(costs?.when).toBe('visible');
    expect(props(costs!.prefix)).toMatchObject({ defaults: { region: expect.any(String) } });
    // Print and share are the server's markup, with what the runtime's plain script needs.
    expect(html).toMatch(/<button type="button" class="detail-tools__button[^"]*" data-print="true">/);
    expect(html).toMatch(/data-copied="Link copied"/);
    expect(new Set(d.ids).size).toBe(d.ids.length);
  });
});
