/**
 * `/alerts/unsubscribe?token=…&lang=…`: the one-click unsubscribe of a search alert, without
 * login (docs/owner-portal.md, RFC 8058).
 *
 * - GET shows a page in the alert's language asking to confirm with a button (link scanners
 *   and previews follow GET links: they must not unsubscribe anyone).
 * - POST (the button, or a mail provider's one-click `List-Unsubscribe=One-Click`) stops the
 *   alert at once and says so; with omnicasa the CRM's demand is ended too
 *   (UnsubscribeDemandPerson, after the answer, errors logged: the alert is stopped locally
 *   whatever the CRM says).
 * - A token that does not verify (./token.ts) answers 400 with a page saying the link is not
 *   valid; a token of an alert already stopped answers 200 'already unsubscribed'.
 * Pages are server-only HTML, `noindex`, never cached, with no referrer (the token is in the URL).
 */
import { Hono, type Context } from 'hono';
import type { Lang } from '../../shared/paths/languages';
import { langOrDefault, siteOf } from '../config/site';
import type { AppEnv } from '../env';
import { partsOf } from '../middleware/provider';
import { serverTexts } from '../texts';
import { alertSecret, tokenHash, verifyToken } from './token';
import { BODY_LIMITS, limitBody } from '../middleware/body-limit';

export const alertRoutes = new Hono<AppEnv>();

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface AlertRow {
  id: number;
  email: string;
  lang: string;
  token_hash: string;
  unsubscribed_at: string | null;
  crm_ref: string | null;
}

type State = { kind: 'confirm' | 'done'; email: string; action: string } | { kind: 'already' } | { kind: 'invalid' };

function page(c: Context<AppEnv>, lang: Lang, state: State, status: 200 | 400): Response {
  const t = serverTexts(lang).alerts;
  const nonce = c.get('nonce') ?? '';
  const [title, body] =
    state.kind === 'confirm'
      ? [t.confirmTitle(), t.confirmText({ email: state.email })]
      : state.kind === 'done'
        ? [t.doneTitle(), t.doneText({ email: state.email })]
        : state.kind === 'already'
          ? [t.alreadyTitle(), t.alreadyText()]
          : [t.invalidTitle(), t.invalidText()];
  const form =
    state.kind === 'confirm'
      ? `<form method="post" action="${escapeHtml(state.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t.confirmButton())}</button></form>`
      : '';
  const { agency, theme } = siteOf().config;
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/brand/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(`${title} · ${agency.name}`)}</title>
<style nonce="${escapeHtml(nonce)}">
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;background:#f5f6f8;line-height:1.5}
main{max-width:34rem;margin:12vh auto;padding:2rem 1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08);hyphens:auto;overflow-wrap:break-word}
h1{font-size:1.5rem;margin:0 0 .75rem;color:${theme.brand}}
p.agency{margin:0 0 1.5rem;font-weight:600;color:#4b5563}
button{font:inherit;font-weight:600;color:#fff;background:${theme.brand};border:0;border-radius:6px;padding:.75rem 1.5rem;min-height:44px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid ${theme.accent};outline-offset:2px}
a{color:${theme.brand}}
</style>
</head>
<body>
<main>
<p class="agency">${escapeHtml(agency.name)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${form}
<p><a href="/${lang}/">${escapeHtml(t.backHome())}</a></p>
</main>
</body>
</html>`;
  return c.html(html, status, {
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Robots-Tag': 'noindex',
  });
}

/** The alert a token names, or null when it does not verify. */
async function alertOf(c: Context<AppEnv>): Promise<AlertRow | null> {
  const token = c.req.query('token') ?? '';
  const secret = alertSecret(c.env);
  const leadId = secret ? await verifyToken(secret, token) : null;
  if (leadId === null) return null;
  const row = await c.env.DB.prepare(
    'SELECT id, email, lang, token_hash, unsubscribed_at, crm_ref FROM alerts WHERE lead_id = ?',
  )
    .bind(leadId)
    .first<AlertRow>();
  if (!row || row.token_hash !== (await tokenHash(token))) return null;
  return row;
}

alertRoutes.get('/unsubscribe', async (c) => {
  const alert = await alertOf(c);
  if (!alert) return page(c, langOrDefault(c.req.query('lang')), { kind: 'invalid' }, 400);
  const lang = langOrDefault(alert.lang);
  if (alert.unsubscribed_at) return page(c, lang, { kind: 'already' }, 200);
  const url = new URL(c.req.url);
  return page(c, lang, { kind: 'confirm', email: alert.email, action: `${url.pathname}${url.search}` }, 200);
});

alertRoutes.post('/unsubscribe', limitBody(BODY_LIMITS.small), async (c) => {
  const alert = await alertOf(c);
  if (!alert) return page(c, langOrDefault(c.req.query('lang')), { kind: 'invalid' }, 400);
  const lang = langOrDefault(alert.lang);
  const result = await c.env.DB.prepare(
    "UPDATE alerts SET unsubscribed_at = datetime('now') WHERE id = ? AND unsubscribed_at IS NULL",
  )
    .bind(alert.id)
    .run();
  if (result.meta.changes !== 1) return page(c, lang, { kind: 'already' }, 200);
  if (alert.crm_ref) {
    const ref = alert.crm_ref;
    const stop = async () => {
      try {
        await partsOf(c).delivery?.unsubscribe(ref, lang);
      } catch (error) {
        console.error(
          `search alert ${alert.id}: the CRM did not take the unsubscription: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    };
    try {
      c.executionCtx.waitUntil(stop());
    } catch {
      await stop();
    }
  }
  return page(c, lang, { kind: 'done', email: alert.email, action: '' }, 200);
});
