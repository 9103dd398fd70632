/**
 * How the forms are drawn on their pages (server-rendered HTML, the same markup the browser
 * hydrates): the search alert marks its type and zone lists as required (the 'at least one type
 * and one zone' rule) and starts on a daily frequency, which a post that came back with
 * messages does not override.
 */
import { describe, expect, it } from 'vitest';
import { get } from './support/http';
import { refusedPage } from './support/forms';

/** The fieldset whose legend starts with `legend`. */
function fieldset(html: string, legend: string): string {
  const at = html.search(
    new RegExp(`<legend class="form-field__label[^"]*">${legend.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  expect(at, legend).toBeGreaterThan(0);
  return html.slice(html.lastIndexOf('<fieldset', at), html.indexOf('</fieldset>', at));
}
/** The label before an input's own text, for a field that is not a fieldset. */
const labelOf = (html: string, id: string): string =>
  html.match(new RegExp(`<label[^>]*for="${id}"[^>]*>[\\s\\S]*?</label>`))?.[0] ?? '';

describe('the search alert form', () => {
  it('marks the type and zone lists as required and starts on a daily frequency', async () => {
    const res = await get('/de/auf-dem-laufenden-bleiben/');
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const legend of ['Immobilienarten', 'Orte oder Postleitzahlen', 'Ziel'])
      expect(fieldset(html, legend)).toContain('form-field__label--required');
    expect(labelOf(html, 'demand-register-minRooms')).toContain('Schlafzimmer');
    expect(labelOf(html, 'demand-register-minRooms')).not.toContain('form-field__label--required');
    const frequency = fieldset(html, 'Wie oft sollen wir Sie benachrichtigen?');
    expect(frequency).toMatch(/checked="" value="daily"/);
    expect(frequency.match(/checked=""/g)).toHaveLength(1);
  });

  it('a post that comes back with messages keeps what was sent, not the starting frequency', async () => {
    const html = await refusedPage(
      'demand-register',
      { lang: 'en', back: '/en/demand-register/', goal: '0', frequency: 'weekly', email: 'x@example.be' },
      '192.0.2.77',
    );
    const frequency = fieldset(html, 'How often shall we tell you?');
    expect(frequency).toMatch(/checked="" value="weekly"/);
    expect(frequency.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain('Choose at least one property type and one geographic zone');
  });
});
