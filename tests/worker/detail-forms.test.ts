/**
 * The forms behind disclosures on a property page (shared/forms/open-form.ts): closed, they are
 * not in the page's first HTML, only their openers, links to the page with `?form={kind}`, which
 * the server draws with that form open (no JavaScript needed); a refused post comes back with its
 * form open; an unknown `?form=` opens nothing.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { PropertyRecord } from '../../app/model/record';
import type { Lang } from '../../shared/paths/languages';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { propertyOriginalPath } from '../../shared/paths/property-path';
import { fillSecret, issueFillToken } from '../../worker/forms/fill-token';
import { seedDemoFixture } from './support/demo-fixture';
import { get, postForm } from './support/http';

const hrefOf = (p: PropertyRecord, lang: Lang) =>
  localizedHref(
    pathTable,
    lang,
    propertyOriginalPath({ ID: p.ID, Goal: p.Goal, City: p.City.Name[lang], Title: p.Title[lang] }, lang),
  );
/** The number of elements a page keeps after load: its start tags, less the scripts (React's and the router's streaming scripts remove themselves). */
const elements = (html: string) => html.match(/<(?!script\b)[a-zA-Z][^\s/>]*/g)?.length ?? 0;
const DISCLOSED = ['contact-appointment', 'request-documents', 'purchase-offer', 'send-to-friend'] as const;

let data: DemoData;
let sale: PropertyRecord;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 40, projects: 1 });
  sale = data.properties.find((p) => p.Goal === 0 && p.Marquee === 0 && p.Photos.length >= 6)!;
});

describe('forms behind disclosures on a property page', () => {
  it('draws only the openers of closed forms: links to the page with the form open', async () => {
    const res = await get(hrefOf(sale, 'de'));
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const kind of DISCLOSED) {
      // The offer form's opener tells the page's script that the form has date fields (the browser's
      // first date field is made while the page is idle: shared/forms/date-fields.ts).
      const dates = kind === 'purchase-offer' ? ' data-date-fields=""' : '';
      expect(html).toContain(
        `<div class="form-disclosure form-disclosure--${kind} form-disclosure--closed" id="${kind}"${dates}><h3 class="form-disclosure__title"><a class="form-disclosure__summary" href="?form=${kind}#${kind}">`,
      );
      expect(html).not.toContain(`action="/api/forms/${kind}#`);
    }
    // The contact form beside the agent is not behind a disclosure: drawn whole.
    expect(html).toContain('action="/api/forms/contact-me#');
    expect(html).toContain('>Besichtigungstermin buchen</a></h3>');
  });

  it('draws the form that ?form= names open, in place, and only that one', async () => {
    const html = await (await get(`${hrefOf(sale, 'en')}?form=request-documents`)).text();
    expect(html).toMatch(
      /<details class="form-disclosure form-disclosure--request-documents" id="request-documents" open="">[\s\S]*?action="\/api\/forms\/request-documents#request-documents-alert"/,
    );
    expect(html).toContain(`<input type="hidden" name="propertyId" value="${sale.ID}"/>`);
    expect(html).not.toContain('action="/api/forms/purchase-offer#');
    expect(html).toContain('href="?form=purchase-offer#purchase-offer"');
  });

  it('keeps the listing the visitor came from in the openers’ links', async () => {
    const html = await (await get(`${hrefOf(sale, 'en')}?from=%2Fen%2Ffor-sale%2F%3Fpage%3D2`)).text();
    expect(html).toContain('href="?from=%2Fen%2Ffor-sale%2F%3Fpage%3D2&amp;form=send-to-friend#send-to-friend"');
  });

  it('ignores a ?form= that names no form of the page', async () => {
    for (const asked of ['nope', 'contact-me', '%3Cscript%3E', '']) {
      const res = await get(`${hrefOf(sale, 'en')}?form=${asked}`);
      expect(res.status, asked).toBe(200);
      const html = await res.text();
      for (const kind of DISCLOSED) expect(html, `${asked} ${kind}`).not.toContain(`action="/api/forms/${kind}#`);
    }
  });

  it('comes back from a refused post without JavaScript with that form open and its messages', async () => {
    const token = await issueFillToken(fillSecret(env)!, Date.now() - 10_000);
    const back = hrefOf(sale, 'en');
    const res = await postForm(
      '/api/forms/request-documents',
      { _ts: token, lang: 'en', back, propertyId: String(sale.ID) },
      { ip: '192.0.2.91' },
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(
      /<details class="form-disclosure form-disclosure--request-documents" id="request-documents" open="">/,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('href="?form=send-to-friend#send-to-friend"');
  });

  it('leaves a closed form’s fields out of the page: an open offer form adds them', async () => {
    for (const lang of ['en', 'de'] as const) {
      const closed = elements(await (await get(hrefOf(sale, lang))).text());
      const open = elements(await (await get(`${hrefOf(sale, lang)}?form=purchase-offer`)).text());
      // The offer form alone: its fields, labels, hints and rows.
      expect(open - closed, lang).toBeGreaterThan(60);
    }
  });
});
