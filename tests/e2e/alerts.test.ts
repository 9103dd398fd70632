/**
 * A search alert end to end on the served site (wrangler dev with MAIL_LOG=1 and
 * --test-scheduled, tests/e2e/global-setup.ts), with the double opt-in (decision record 024):
 * the alert form is filled and sent in Chromium; the real local queue delivers the lead, which
 * stores the alert unconfirmed and mails the confirmation (copied to `mail_log`); a cron run
 * sends no digest; the e-mail's link opens the confirmation page, which confirms nothing until
 * its button is pressed; the page then says it is confirmed, the link is used (410), the queue
 * finishes the delivery and the next cron run sends the first digest. Its unsubscribe link: the
 * page asks, the button unsubscribes, the page says so in the alert's language, and the link
 * then says it is already done.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { baseUrl, closeBrowser, hydrated, newPage } from './browser';

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
  it('form sent, confirmation e-mail, link opened and confirmed, first digest only then, unsubscribed', async () => {
    const [match] = d1<{ web_id: number; name: string; zip: string }>(
      'SELECT p.web_id, c.name_fr AS name, c.zip FROM properties p JOIN cities c ON c.id = p.city_id WHERE p.goal = 0 AND p.marquee NOT IN (3, 4) AND p.publish_price = 1 ORDER BY p.id LIMIT 1',
    );
    expect(match).toBeDefined();
    const email = `alert-${Date.now()}@example.be`;
    const mails = () =>
      d1<{ text: string; headers: string; subject: string }>(
        `SELECT text, headers, subject FROM mail_log WHERE to_address = ${sqlText(email)} ORDER BY id`,
      );
    const alertRow = () =>
      d1<{ confirmed_at: string | null; unsubscribed_at: string | null }>(
        `SELECT confirmed_at, unsubscribed_at FROM alerts WHERE email = ${sqlText(email)}`,
      );

    const { context, page, errors } = await newPage(375, 800);
    await page.goto('/fr/tenez-moi-informe/');
    await hydrated(page);
    const form = page.locator('form[data-form="demand-register"]');
    await form.locator('input[name="goal"][value="0"]').check();
    await form.locator(`input[name="types"][value="${match!.web_id}"]`).check();
    await form.locator(`input[name="cities"][value="${match!.name}|${match!.zip}"]`).check();
    await form.locator('input[name="frequency"][value="instant"]').check();
    await form.locator('input[name="title"][value="ms"]').check();
    await form.locator('input[name="firstName"]').fill('Claire');
    await form.locator('input[name="lastName"]').fill('Dubois');
    await form.locator('input[name="email"]').fill(email);
    await page.waitForTimeout(3200); // the form's minimum fill time (spam rule), not a synchronisation
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/fr\/merci\/demand-register\//);

    // The real queue delivers the lead: the alert is stored unconfirmed and the confirmation mailed.
    const confirmation = await until(() => mails()[0], 'the confirmation e-mail', 45_000);
    expect(confirmation.subject).toBe('Confirmez votre alerte de recherche');
    expect(confirmation.text).toContain(`${match!.name} (${match!.zip})`);
    expect(confirmation.text).toContain('la demande et votre adresse sont effacées après 7 jours');
    const link = /(http\S+\?token=\S+)/.exec(confirmation.text)![1]!;
    expect(link.startsWith(`${baseUrl()}/fr/confirmer-inscription/?token=`)).toBe(true);
    expect(alertRow()).toEqual([{ confirmed_at: null, unsubscribed_at: null }]);
    await runCron();
    expect(mails()).toHaveLength(1);

    // Opening the link confirms nothing (mail scanners); the button does.
    const opened = await page.goto(link);
    expect(opened!.status()).toBe(200);
    await hydrated(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Confirmez votre alerte de recherche');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toMatch(/noindex/);
    expect(alertRow()[0]!.confirmed_at).toBeNull();

    // Another language from the switcher: the page is loaded from the server again, with its link's state.
    const wide = await newPage(1280, 900);
    await wide.page.goto(link);
    await hydrated(wide.page);
    await wide.page.getByRole('link', { name: 'DE – Deutsch' }).click();
    await expect.poll(() => wide.page.locator('h1').textContent()).toBe('Bestätigen Sie Ihren Suchauftrag');
    expect(new URL(wide.page.url()).pathname).toBe('/de/anmeldung-bestaetigen/');
    expect(await wide.page.locator('button', { hasText: 'Meine Anmeldung bestätigen' }).count()).toBe(1);
    expect(wide.errors).toEqual([]);
    await wide.context.close();
    expect(alertRow()[0]!.confirmed_at).toBeNull();

    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().startsWith(link.split('?')[0]!)),
      page.getByRole('button', { name: 'Confirmer mon inscription' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Votre inscription est confirmée');
    await hydrated(page);
    expect(await page.locator('main').textContent()).toContain(`nous envoyons à ${email} les nouveaux biens`);
    expect(alertRow()[0]!.confirmed_at).not.toBeNull();
    const used = await page.goto(link);
    expect(used!.status()).toBe(410);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Ce lien a déjà été utilisé');

    // The queue finishes the delivery; the next cron run sends the first digest.
    await until(
      () =>
        d1<{ status: string }>(
          `SELECT l.status FROM leads l JOIN alerts a ON a.lead_id = l.id WHERE a.email = ${sqlText(email)}`,
        )[0]?.status === 'delivered'
          ? true
          : undefined,
      'the lead to be delivered',
      45_000,
    );
    await runCron();
    const digest = await until(
      () => mails().find((m) => m.subject.endsWith('pour votre recherche')),
      'the digest e-mail',
    );
    const headers = JSON.parse(digest.headers) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(headers['List-Unsubscribe']!)![1]!;
    expect(unsubscribe.startsWith(`${baseUrl()}/alerts/unsubscribe?token=`)).toBe(true);
    expect(digest.text).toContain(unsubscribe);

    await page.goto(unsubscribe);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Arrêter votre alerte de recherche ?');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    // Opening the link alone unsubscribes nobody (link scanners).
    expect(alertRow()[0]!.unsubscribed_at).toBeNull();

    await page.getByRole('button', { name: 'Se désinscrire' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Vous êtes désinscrit');
    expect(await page.locator('main').textContent()).toContain(`${email}. C’est effectif immédiatement.`);
    expect(alertRow()[0]!.unsubscribed_at).not.toBeNull();

    await page.goto(unsubscribe);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Déjà désinscrit');
    // The used link's page is meant to answer 410 (Chromium logs it as a failed load).
    expect(errors.filter((e) => !e.includes('status of 410'))).toEqual([]);
    await context.close();
  }, 240_000); // each D1 read spawns wrangler (seconds on a busy machine), and the queue delivers on its own time
});
