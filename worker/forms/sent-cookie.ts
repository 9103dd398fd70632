/**
 * The thank-you page restates what was sent (docs/forms-and-leads.md, "Thank-you pages"): when a
 * lead is recorded, the worker puts a summary of it (app/forms/sent.ts) in a short-lived cookie
 * of the visitor's own browser, `__Host-sent` (HttpOnly, Secure, SameSite=Lax, 10 minutes), signed
 * with HMAC-SHA-256 under FORM_SECRET so that nothing but the worker can write one. The
 * thank-you page of the same kind reads it and is then personal (never stored, never indexed).
 * Nothing of it goes into a URL, so no address, e-mail or slot reaches an analytics tag or a
 * referrer. With and without JavaScript alike: the JSON answer and the 303 both set it.
 */
import { cookieFrom } from '../cookie-header';
import type { SentSummary } from '../../app/forms/sent';
import type { FormKind } from '../../shared/forms/kinds';
import type { Payload } from '../../shared/forms/validate';
import type { Lang } from '../../shared/paths/languages';
import { propertyHref, projectHref } from '../../shared/paths/property-path';
import { pathTable } from '../../shared/content/path-table-instance';
import type { Catalogue } from '../provider/core';
import { slotsFor, usesCrmSlots, type SlotSource } from './slots';
import { base64url, fromBase64url } from '../crypto/base64url';

export const SENT_COOKIE = '__Host-sent';
export const SENT_MAX_AGE_S = 600;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const key = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(`sent:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

/** The slot's times: the d1 table's row, or the CRM's list (omnicasa). */
async function slotOf(
  source: SlotSource,
  propertyId: number,
  slotId: number,
  lang: Lang,
): Promise<SentSummary['slot']> {
  if (usesCrmSlots(source)) {
    const slot = (await slotsFor(source, propertyId, lang)).find((s) => s.id === slotId);
    return slot ? { startsAt: slot.startsAt, endsAt: slot.endsAt } : undefined;
  }
  const row = await source.db
    .prepare('SELECT starts_at AS startsAt, ends_at AS endsAt FROM appointment_slots WHERE id = ?')
    .bind(slotId)
    .first<{ startsAt: string; endsAt: string }>();
  return row ?? undefined;
}

/** The summary of a recorded lead; a part that cannot be read (the catalogue is down) is left out, never an error. */
export async function sentSummary(
  source: SlotSource,
  catalogue: Catalogue,
  kind: FormKind,
  lang: Lang,
  payload: Payload,
): Promise<SentSummary> {
  const summary: SentSummary = { kind };
  const quiet = <T>(p: Promise<T>) => p.catch(() => undefined);
  if (typeof payload.propertyId === 'number') {
    const p = await quiet(catalogue.getProperty(payload.propertyId, lang));
    if (p) summary.property = { title: p.Title, href: propertyHref(pathTable, lang, p), place: `${p.Zip} ${p.City}` };
    if (kind === 'contact-appointment' && typeof payload.slotId === 'number') {
      const slot = await quiet(slotOf(source, payload.propertyId, payload.slotId, lang));
      if (slot) summary.slot = slot;
    }
  }
  if (typeof payload.projectId === 'number') {
    const p = await quiet(catalogue.getProject(payload.projectId, lang));
    if (p) summary.project = { title: p.Name, href: projectHref(pathTable, lang, p) };
  }
  if (kind === 'contact-demand' && typeof payload.street === 'string') {
    const street = [payload.street, payload.houseNumber].filter((v) => typeof v === 'string' && v !== '').join(' ');
    summary.address = `${street}, ${payload.zip} ${payload.city}`;
  }
  if (kind === 'purchase-offer' && typeof payload.amount === 'number') summary.amount = payload.amount;
  if (typeof payload.email === 'string') summary.email = payload.email;
  return summary;
}

/** The Set-Cookie header carrying a summary. */
export async function sentCookie(secret: string, summary: SentSummary): Promise<string> {
  const body = base64url(encoder.encode(JSON.stringify(summary)));
  const sig = base64url(new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret), encoder.encode(body))));
  return `${SENT_COOKIE}=${body}.${sig}; Path=/; Max-Age=${SENT_MAX_AGE_S}; HttpOnly; Secure; SameSite=Lax`;
}

/** The summary a request's cookie carries, when its signature is the worker's; null otherwise. */
export async function readSentCookie(
  secret: string,
  cookieHeader: string | null | undefined,
): Promise<SentSummary | null> {
  const value = cookieFrom(cookieHeader, SENT_COOKIE);
  if (!value || value.length > 3000) return null;
  const [body = '', sig = ''] = value.split('.');
  const sigBytes = fromBase64url(sig);
  const bodyBytes = fromBase64url(body);
  if (!sigBytes || !bodyBytes) return null;
  if (!(await crypto.subtle.verify('HMAC', await key(secret), sigBytes, encoder.encode(body)))) return null;
  try {
    const summary = JSON.parse(decoder.decode(bodyBytes)) as SentSummary;
    return typeof summary === 'object' && summary !== null && typeof summary.kind === 'string' ? summary : null;
  } catch {
    return null;
  }
}
