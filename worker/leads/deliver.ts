/**
 * One lead's delivery (docs/forms-and-leads.md), every step a journal step (./journal.ts) so a
 * redelivery repeats nothing that succeeded:
 * 1. the CRM, when the provider has a delivery part (omnicasa; d1 has none: e-mail only);
 * 2. send-to-friend: the friend's e-mail; request-documents: the documents to the visitor;
 * 3. always the agency's e-mail (after 2, so it can say whether documents went out);
 * 4. demand-register: the search alert (worker/alerts/register.ts).
 * A step that throws stops the delivery; the consumer retries it later from that step.
 */
import type { Env } from '../env';
import { loggedMailer } from '../email/mail-log';
import { registerAlert } from '../alerts/register';
import { createParts, type ProviderOptions } from '../provider/select';
import type { Lead } from '../provider/types';
import { journalFor } from './journal';
import { mailAgency, mailDocuments, mailFriend } from './notify';
import { leadTexts } from './texts';
import siteConfig from '../../config/site.json';
import type { Lang } from '../../shared/paths/languages';

export type DeliveryEnv = Pick<
  Env,
  'DB' | 'MEDIA' | 'EMAIL' | 'MAIL_FROM' | 'MAIL_LOG' | 'AGENCY_EMAIL' | 'SITE_URL' | 'ALERT_SECRET'
> &
  Parameters<typeof createParts>[0];

export async function deliverLead(
  env: DeliveryEnv,
  lead: Lead,
  idempotencyKey: string,
  options: ProviderOptions = {},
): Promise<void> {
  const journal = journalFor(env.DB, lead.id);
  const mailer = loggedMailer(env);
  const delivery = createParts(env, options).delivery;

  let crmRef: string | null = null;
  if (delivery) crmRef = (await delivery.deliver(lead.kind, lead, idempotencyKey, journal)).demandRef ?? null;

  const extra: string[] = [];
  if (lead.kind === 'send-to-friend') {
    await journal.once('friend-mail', async () => String(await mailFriend(env, mailer, lead, idempotencyKey)));
  }
  if (lead.kind === 'request-documents') {
    const count = Number(
      await journal.once('documents-mail', async () => String(await mailDocuments(env, mailer, lead, idempotencyKey))),
    );
    const t = leadTexts(siteConfig.defaultLanguage as Lang);
    extra.push(count > 0 ? t.documentsAgencyNote({ count }) : t.documentsAgencyNone());
  }
  await journal.once('agency-mail', async () => {
    await mailAgency(env, mailer, lead, idempotencyKey, extra);
    return null;
  });
  if (lead.kind === 'demand-register') {
    await journal.once('alert', async () => {
      const id = await registerAlert(env, lead, crmRef);
      return id === null ? null : String(id);
    });
  }
}
