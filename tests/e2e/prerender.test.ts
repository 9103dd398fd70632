/**
 * Instant navigation (decision record 022, step 4): a property link the pointer rests on is
 * prerendered by the page's Speculation Rules, and following it shows the prerendered page. Seen
 * from a Chromium without DevTools (./desktop.ts: Chromium prerenders nothing while DevTools is
 * attached), through the pages' own reports (./report-proxy.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { openDesktop, type Desktop } from './desktop';
import { startReportProxy, type ReportProxy } from './report-proxy';

const DECLINED = {
  consent: 'true',
  analytics_storage: 'false',
  ad_storage: 'false',
  ad_user_data: 'false',
  ad_personalization: 'false',
};

let desktop: Desktop | undefined;
let proxy: ReportProxy | undefined;
afterEach(async () => {
  await desktop?.close();
  await proxy?.close();
});

describe('prerendering on hover', () => {
  it('opens a hovered property link prerendered: its activationStart is above 0, and it is not loaded again', async () => {
    proxy = await startReportProxy(baseUrl(), {
      cookies: DECLINED,
      target: 'a.card__link',
    });
    desktop = await openDesktop(`${proxy.url}/en/for-sale/`);
    const listing = await proxy.waitFor((r) => r.path === '/en/for-sale/' && r.event === 'load' && !!r.target);
    const target = listing.target as NonNullable<typeof listing.target>;
    const property = new URL(target.href, proxy.url).pathname;
    expect(property).toMatch(/^\/en\/for-sale\/.+\/\d+\/$/);

    desktop.move(target.x, target.y);
    // Chromium starts the prerender once the pointer has rested on the link (`moderate`).
    const prerendered = await proxy.waitFor((r) => r.path === property && r.event === 'load');
    expect(prerendered.prerendering).toBe(true);
    expect(prerendered.activationStart).toBe(0);

    desktop.click();
    const shown = await proxy.waitFor((r) => r.path === property && r.event === 'activate');
    expect(shown.activationStart).toBeGreaterThan(0);
    expect(proxy.reports.filter((r) => r.path === property && r.event === 'load')).toHaveLength(1);
  });
});
