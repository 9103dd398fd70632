/**
 * `POST /api/forms/{kind}` (docs/forms-and-leads.md); the enhanced forms' fill-time token is a read (../reads/reads.ts).
 * Gates in order: unknown kind 404, another site's Origin or `Sec-Fetch-Site: cross-site` 403,
 * content type 415, per-IP rate limit 429 (FORM_LIMIT, with Retry-After), body over 32 KB 413,
 * malformed body 400. Then the spam checks (honeypot: a quiet fake success; fill-time token and
 * Turnstile: a message), the shared validation, the token spent for this form kind (a replayed
 * post is refused: ../forms/fill-token.ts), the kind's own rule (a free appointment slot the
 * address has not booked yet, documents not yet requested), and the lead written to D1 and
 * enqueued before the answer. A refusal after the token was spent gives it back.
 * A plain HTML post gets 303 to the thank-you page or the form page again with 422; JSON gets
 * 200 `{ ok, redirect }` or 422 `{ errors }`.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { isFormKind, type FormKind } from '../../shared/forms/kinds';
import { validateForm, type FieldErrors, type Payload, type RawForm } from '../../shared/forms/validate';
import { messageFor } from '../../shared/forms/messages';
import { isPhoneNumber } from '../../shared/forms/phone-check';
import { safeReturnPath } from '../../shared/forms/return-path';
import { CONTROL_FIELDS, FORM_ERROR, type Submission } from '../../shared/forms/submission';
import { amountWords, cardinalFor } from '../../shared/forms/amount-words';
import { textsFor } from '../../shared/i18n/i18n';
import type { Lang } from '../../shared/paths/languages';
import { localizedHref } from '../../shared/paths/path-table';
import { pathTable } from '../../shared/content/path-table-instance';
import { bodyKind, readForm } from '../forms/body';
import { checkFillToken, claimFillToken, fillSecret, releaseFillToken } from '../forms/fill-token';
import { verifyTurnstile } from '../forms/turnstile';
import {
  bookSlot,
  claimBooking,
  crmSlotIsFree,
  releaseBooking,
  releaseSlot,
  slotKey,
  usesCrmSlots,
} from '../forms/slots';
import { documentsAlreadyRequested, recordLead } from '../leads/record';
import { renderFormPage } from '../pages';
import { sameSite } from '../forms/same-site';
import { refusedFeature } from '../config/refuse';
import { langOrDefault } from '../config/site';
import type { Feature } from '../config/blockers';
import { configOf } from '../config/config';
import { needsConfirmation } from '../../app/forms/opt-in';
import { claimMail } from '../email/quota';
import { sentCookie, sentSummary } from '../forms/sent-cookie';
import { partsOf, slotSourceOf } from '../middleware/provider';

export const formsApi = new Hono<AppEnv>();

/**
 * The settings a kind needs besides the forms': an address to confirm (search alert, newsletter,
 * documents) needs ALERT_SECRET and SITE_URL for the confirmation e-mail; a page for a friend
 * needs SITE_URL for its link (links are built from it alone).
 */
const featureOf = (kind: FormKind): Feature | null =>
  needsConfirmation(kind) ? 'subscriptions' : kind === 'send-to-friend' ? 'mail' : null;

const RETRY_AFTER_S = 60;

/** The thank-you page of a kind (content/site-map.json: /feedback/{kind}/, else /feedback/), with the way back. */
export function thankYouPath(kind: FormKind, lang: Lang, back: string): string {
  const own = `/feedback/${kind}/`;
  const original = pathTable.byOriginal.has(own) ? own : '/feedback/';
  return `${localizedHref(pathTable, lang, original)}?back=${encodeURIComponent(back)}`;
}

const text = (value: RawForm[string]) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The kind's own rule after validation: a free slot the address has not booked yet, documents not asked twice. */
type Release = () => Promise<void>;
async function kindRule(
  c: Context<AppEnv>,
  kind: FormKind,
  value: Payload,
  lang: Lang,
): Promise<{ errors: FieldErrors } | { release: Release }> {
  if (kind === 'contact-appointment') {
    const propertyId = value.propertyId as number;
    const slotId = value.slotId as number;
    const email = value.email as string;
    const slots = slotSourceOf(c);
    const crm = usesCrmSlots(slots);
    const key = slotKey(crm ? (c.env.PROVIDER ?? 'crm') : null, propertyId, slotId);
    if (!(await claimBooking(c.env.DB, key, email))) return { errors: { slotId: { code: 'alreadyBooked' } } };
    const unclaim = () => releaseBooking(c.env.DB, key, email);
    // The CRM books (AddPersonToAppointment on delivery): accept only a slot it shows with a free place.
    const free = crm
      ? await crmSlotIsFree(slots, propertyId, slotId, lang)
      : await bookSlot(c.env.DB, slotId, propertyId);
    if (!free) {
      await unclaim();
      return { errors: { slotId: { code: 'slotFull' } } };
    }
    return {
      release: async () => {
        if (!crm) await releaseSlot(c.env.DB, slotId);
        await unclaim();
      },
    };
  }
  if (
    kind === 'request-documents' &&
    (await documentsAlreadyRequested(c.env.DB, value.propertyId as number, value.email as string))
  ) {
    return { errors: { [FORM_ERROR]: { code: 'alreadyRequested' } } };
  }
  // One page sent to a friend per recipient per day, whoever sends it (../email/quota.ts): claimed
  // here, in one statement, so that two posts at once cannot both pass.
  if (kind === 'send-to-friend' && !(await claimMail(c.env.DB, 'friend', value.friendEmail as string))) {
    return { errors: { friendEmail: { code: 'friendLimit' } } };
  }
  return { release: async () => {} };
}

formsApi.post('/forms/:kind', async (c) => {
  const kind = c.req.param('kind');
  if (!isFormKind(kind)) return c.json({ error: 'Not found' }, 404);
  if (!sameSite(c)) return c.json({ error: 'Forbidden' }, 403);
  const bk = bodyKind(c.req.header('Content-Type'));
  if (!bk) return c.json({ error: 'Unsupported Media Type' }, 415);
  const ip = c.req.header('CF-Connecting-IP') ?? 'unknown';
  if (c.env.FORM_LIMIT && !(await c.env.FORM_LIMIT.limit({ key: ip })).success) {
    return c.json({ error: 'Too Many Requests' }, 429, { 'Retry-After': String(RETRY_AFTER_S) });
  }
  const raw = await readForm(c.req.raw, bk);
  if (raw === 'too-large') return c.json({ error: 'Payload Too Large' }, 413);
  if (raw === null) return c.json({ error: 'Bad Request' }, 400);

  const langValue = text(raw[CONTROL_FIELDS.lang]);
  const lang = langOrDefault(langValue);
  const back = safeReturnPath(text(raw[CONTROL_FIELDS.back]), lang);
  const json = bk === 'json';
  const t = textsFor(lang).FORMS;
  c.header('Cache-Control', 'no-store');

  const answer = async (errors: FieldErrors, status: 422 | 503): Promise<Response> => {
    const messages = Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, messageFor(t, e)]));
    if (json) return c.json({ ok: false, errors: messages }, status);
    const values = Object.fromEntries(
      Object.entries(raw).filter(([k, v]) => v !== undefined && !Object.values(CONTROL_FIELDS).includes(k as never)),
    ) as Submission['values'];
    return renderFormPage(c, back, { kind, path: back, values, errors: messages }, status);
  };
  const success = (sent?: string): Response => {
    const redirect = thankYouPath(kind, lang, back);
    // The thank-you page restates what was sent (../forms/sent-cookie.ts).
    if (sent) c.header('Set-Cookie', sent, { append: true });
    return json ? c.json({ ok: true, redirect }) : c.redirect(redirect, 303);
  };

  // A setting production needs is missing or weak: nothing is stored, the visitor is told in their language.
  const feature = featureOf(kind);
  const refused =
    refusedFeature(c.env, 'forms', `POST /api/forms/${kind}`) ??
    (feature ? refusedFeature(c.env, feature, `POST /api/forms/${kind}`) : null);
  const secret = fillSecret(c.env);
  if (refused || !secret) return answer({ [FORM_ERROR]: { code: 'unavailable' } }, 503);
  // Honeypot: people never see the field; a robot that fills it is told it succeeded.
  if (text(raw[CONTROL_FIELDS.honeypot]).trim() !== '') return success();
  const fillToken = text(raw[CONTROL_FIELDS.token]);
  const fill = await checkFillToken(secret, fillToken);
  if (fill !== 'ok') return answer({ [FORM_ERROR]: { code: 'tooFast' } }, 422);
  const captchaSecret = configOf(c.env).turnstile.secretKey;
  if (
    captchaSecret &&
    !(await verifyTurnstile(captchaSecret, text(raw[CONTROL_FIELDS.captcha]), c.req.header('CF-Connecting-IP') ?? null))
  ) {
    return answer({ captcha: { code: 'captcha' } }, 422);
  }

  const checked = validateForm(kind, raw, { phone: isPhoneNumber });
  if (!checked.ok) return answer(checked.errors, 422);
  const payload: Payload = { ...checked.value, lang };
  if (kind === 'purchase-offer') {
    const amount = payload.amount as number;
    payload.amountWords = t.amountWordsValue({ words: amountWords(await cardinalFor(lang), amount) ?? '' });
    payload.advance = Math.round(amount * 10) / 100;
  }
  // The page's token sends this form once: a replay (at once or later) is refused here.
  if (!(await claimFillToken(c.env.DB, fillToken, kind))) return answer({ [FORM_ERROR]: { code: 'alreadySent' } }, 422);
  const giveBack = () => releaseFillToken(c.env.DB, fillToken, kind).catch(() => undefined);
  const rule = await kindRule(c, kind, payload, lang);
  if ('errors' in rule) {
    await giveBack();
    return answer(rule.errors, 422);
  }
  try {
    await recordLead(c.env, {
      kind,
      lang,
      ...(typeof payload.propertyId === 'number' ? { propertyId: payload.propertyId } : {}),
      ...(typeof payload.projectId === 'number' ? { projectId: payload.projectId } : {}),
      payload,
    });
  } catch (error) {
    console.error('lead not recorded', kind, error instanceof Error ? error.message : error);
    await rule.release().catch(() => undefined);
    await giveBack();
    return answer({ [FORM_ERROR]: { code: 'sendFailed' } }, 503);
  }
  const summary = await sentSummary(slotSourceOf(c), partsOf(c).catalogue, kind, lang, payload);
  return success(await sentCookie(secret, summary));
});
