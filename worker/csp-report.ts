/**
 * POST /csp-report: where browsers report Content-Security-Policy violations (the policy's
 * `report-uri` and `report-to csp`, worker/middleware/security.ts). Both formats are read: the
 * older `application/csp-report` ({ "csp-report": {…} }) and the Reporting API's
 * `application/reports+json` ([{ type: 'csp-violation', body: {…} }]). Each report is logged as
 * one compact line (directive, blocked URI, page path; no query strings); the answer is 204.
 * Rate-limited per IP with the FORM_LIMIT binding (key `csp:{ip}`, 429 past it) and bodies over
 * 16 KB are refused (413), so the endpoint cannot flood the logs.
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';

const MAX_BODY = 16 * 1024;

/** A URL or keyword without its query and fragment, at most 200 characters, on one line. */
function short(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '-';
  let text = value;
  try {
    const url = new URL(value);
    text = `${url.origin}${url.pathname}`;
  } catch {
    // a keyword such as 'inline' or 'eval'
  }
  return text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').slice(0, 200);
}

/** The violation bodies of a report payload (either format); anything else gives none. */
function violations(payload: unknown): Record<string, unknown>[] {
  const list = Array.isArray(payload) ? payload : [payload];
  return list
    .map((item) => {
      if (!item || typeof item !== 'object') return null;
      const record = item as Record<string, unknown>;
      const body = record['csp-report'] ?? (record.type === 'csp-violation' ? record.body : null);
      return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
    })
    .filter((body): body is Record<string, unknown> => body !== null)
    .slice(0, 20);
}

export async function cspReport(c: Context<AppEnv>): Promise<Response> {
  const ip = c.req.header('CF-Connecting-IP') ?? 'unknown';
  if (c.env.FORM_LIMIT && !(await c.env.FORM_LIMIT.limit({ key: `csp:${ip}` })).success) return c.body(null, 429);
  const text = await c.req.text();
  if (text.length > MAX_BODY) return c.body(null, 413);
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return c.body(null, 400);
  }
  for (const v of violations(payload)) {
    const directive =
      v['effective-directive'] ?? v.effectiveDirective ?? v['violated-directive'] ?? v.violatedDirective;
    const blocked = v['blocked-uri'] ?? v.blockedURL;
    const page = v['document-uri'] ?? v.documentURL;
    console.warn(`csp: ${short(directive)} blocked ${short(blocked)} on ${short(page)}`);
  }
  return c.body(null, 204);
}
