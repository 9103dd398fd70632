/**
 * A search alert end to end on the served site (wrangler dev with MAIL_LOG=1 and
 * --test-scheduled, tests/e2e/global-setup.ts): a demand-register lead is written to D1 as the
 * form would (pending, its queue message lost), the cron job's sweep sends it to the real local
 * queue, the consumer delivers it and creates the alert, the next cron run sends the digest
 * (copied to `mail_log`), and its unsubscribe link is followed in Chromium: the page asks, the
 * button unsubscribes, the page says so in the alert's language, and the link then says it is
 * already done.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { baseUrl, closeBrowser, newPage } from './browser';

afterAll(closeBrowser);

/** A query on the site's local D1 (`wrangler d1 execute --local --persist-to`). */
function d1<T>(sql: string): T[] {
  const run = spawnSync(
    'wrangler',
    ['d1', 'execute', 'DB', '--local', '--persist-to', inject('statePath'), '--json', '--command', sql],
    {
      encoding: 'utf8',
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
    },
  );
  if (run.status !== 0) throw new Error(`wrangler d1 execute failed: ${run.stdout}\n${run.stderr}`);
  return (JSON.parse(run.stdout) as { results?: T[] }[]).flatMap((part) => part.results ?? []);
}

const sqlText = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** Runs the cron job once (wrangler dev --test-scheduled); a kept-alive connection the dev server closed meanwhile is retried. */
async function runCron(): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(`${baseUrl()}/__scheduled?cron=${encodeURIComponent('*/15 * * * *')}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Ran scheduled event');
      return;
    } catch (error) {
      if (attempt >= 3 || !(error instanceof TypeError)) throw error;
    }
  }
}

async function until<T>(read: () => T | undefined, what: string, timeoutMs = 30_000): Promise<T> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('search alert in Chromium', () => {
  it('registered, digest sent, unsubscribe link followed: the page says unsubscribed', async () => {
    const [match] = d1<{ web_id: number; name: string; zip: string }>(
      'SELECT p.web_id, c.name_fr AS name, c.zip FROM properties p JOIN cities c ON c.id = p.city_id WHERE p.goal = 0 AND p.marquee NOT IN (3, 4) AND p.publish_price = 1 ORDER BY p.id LIMIT 1',
    );
    expect(match).toBeDefined();
    const email = `alert-${Date.now()}@example.be`;
    const key = `e2e-${crypto.randomUUID()}`;
    const payload = {
      title: 'ms',
      firstName: 'Claire',
      lastName: 'Dubois',
      email,
      phone: '0475123456',
      goal: 0,
      types: [match!.web_id],
      cities: [`${match!.name}|${match!.zip}`],
      frequency: 'instant',
      lang: 'fr',
    };
    d1(
      `INSERT INTO leads (idempotency_key, kind, lang, payload, created_at) VALUES (${sqlText(key)}, 'demand-register', 'fr', ${sqlText(JSON.stringify(payload))}, datetime('now', '-30 minutes'))`,
    );

    // The sweep re-enqueues the lead; the queue consumer delivers it and makes the alert.
    await runCron();
    const leadStatus = () =>
      d1<{ status: string }>(`SELECT status FROM leads WHERE idempotency_key = ${sqlText(key)}`)[0]?.status;
    await until(() => (leadStatus() === 'delivered' ? true : undefined), 'the lead to be delivered', 45_000);
    expect(
      d1<{ n: number }>(
        `SELECT COUNT(*) AS n FROM alerts WHERE email = ${sqlText(email)} AND unsubscribed_at IS NULL`,
      )[0]!.n,
    ).toBe(1);

    // The next cron run sends the digest.
    await runCron();
    const digest = await until(
      () =>
        d1<{ text: string; headers: string; subject: string }>(
          `SELECT text, headers, subject FROM mail_log WHERE to_address = ${sqlText(email)} ORDER BY id DESC LIMIT 1`,
        )[0],
      'the digest e-mail',
    );
    expect(digest.subject).toMatch(/pour votre recherche$/);
    const headers = JSON.parse(digest.headers) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(headers['List-Unsubscribe']!)![1]!;
    expect(link.startsWith(`${baseUrl()}/alerts/unsubscribe?token=`)).toBe(true);
    expect(digest.text).toContain(link);

    const { context, page, errors } = await newPage(375, 800);
    await page.goto(link);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Arrêter votre alerte de recherche ?');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    // Opening the link alone unsubscribes nobody (link scanners).
    expect(
      d1<{ n: number }>(
        `SELECT COUNT(*) AS n FROM alerts WHERE email = ${sqlText(email)} AND unsubscribed_at IS NULL`,
      )[0]!.n,
    ).toBe(1);

    await page.getByRole('button', { name: 'Se désinscrire' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Vous êtes désinscrit');
    expect(await page.locator('main').textContent()).toContain(`${email}. C’est effectif immédiatement.`);
    expect(
      d1<{ n: number }>(
        `SELECT COUNT(*) AS n FROM alerts WHERE email = ${sqlText(email)} AND unsubscribed_at IS NOT NULL`,
      )[0]!.n,
    ).toBe(1);

    await page.goto(link);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Déjà désinscrit');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000); // each D1 read spawns wrangler (seconds on a busy machine), and the queue delivers on its own time
});
