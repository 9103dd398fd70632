/**
 * The first part of a subscribing lead's delivery (decision record 024): a demand-register or
 * sign-newsletter lead opens its subscription unconfirmed (a search alert's row too, with no
 * digest before confirmation) and the address gets one confirmation e-mail with the signed,
 * single-use link, unless it already had one in the last day (app/forms/opt-in.ts). Each is
 * a journal step, so a redelivery neither opens twice nor mails twice. The rest of the delivery
 * (the CRM, the agency's e-mail) waits for the confirmation (worker/background/deliver-lead.ts).
 */
import { alertCriteria } from '../../app/alerts/match';
import { needsConfirmation } from '../../app/forms/opt-in';
import type { Env } from '../env';
import type { Mailer } from '../email/mailer';
import { registerAlert } from '../alerts/register';
import { alertSecret, confirmationToken, tokenHash } from '../alerts/token';
import { contactOf } from '../leads/content';
import { siteOrigin } from '../leads/notify';
import type { DeliveryJournal, Lead } from '../provider/core';
import { confirmationMail, confirmationUrl, criteriaLines, documentLines } from './confirm-mail';
import {
  addressConfirmedDocuments,
  claimConfirmationMail,
  findConfirmation,
  isConfirmed,
  openConfirmation,
} from './store';

/**
 * 'none': the lead subscribes nothing (another kind, or no address or no alert in it) and is
 * delivered as before; 'unconfirmed': it waits for its address; 'confirmed': it may go on.
 */
export type OptInState = 'none' | 'unconfirmed' | 'confirmed';

export async function awaitConfirmation(
  env: Env,
  mailer: Mailer,
  lead: Lead,
  journal: DeliveryJournal,
  typeNames: () => Promise<ReadonlyMap<number, string>>,
): Promise<OptInState> {
  const kind = lead.kind;
  if (!needsConfirmation(kind)) return 'none';
  const { email } = contactOf(lead.payload);
  if (!email || (kind === 'demand-register' && !alertCriteria(lead.payload))) return 'none';
  // An address that confirmed a request for documents lately gets this one without asking again
  // (a lead already waiting keeps waiting for its own link).
  if (
    kind === 'request-documents' &&
    !(await findConfirmation(env.DB, lead.id)) &&
    (await addressConfirmedDocuments(env.DB, email))
  )
    return 'none';
  const secret = alertSecret(env);
  if (!secret)
    throw new Error('ALERT_SECRET is not set: subscriptions cannot be confirmed (wrangler secret put ALERT_SECRET)');
  const token = await confirmationToken(secret, lead.id);

  await journal.once('subscription', async () => {
    await openConfirmation(env.DB, {
      leadId: lead.id,
      kind,
      email,
      lang: lead.lang,
      tokenHash: await tokenHash(token),
    });
    if (kind === 'demand-register') await registerAlert(env, lead);
    return null;
  });
  if (await isConfirmed(env.DB, lead.id)) return 'confirmed';

  await journal.once('confirm-mail', async () => {
    if (!(await claimConfirmationMail(env.DB, lead.id))) return 'limited';
    const criteria =
      kind === 'demand-register'
        ? criteriaLines(lead.payload, lead.lang, await typeNames())
        : kind === 'request-documents'
          ? documentLines(lead, siteOrigin(env))
          : [];
    await mailer.send(
      confirmationMail({
        to: email,
        lang: lead.lang,
        kind,
        url: confirmationUrl(siteOrigin(env), lead.lang, token),
        criteria,
      }),
    );
    return 'sent';
  });
  return (await isConfirmed(env.DB, lead.id)) ? 'confirmed' : 'unconfirmed';
}
