/**
 * One lead's delivery (docs/forms-and-leads.md), every step a journal step (../leads/journal.ts) so a
 * redelivery repeats nothing that succeeded:
 * 0. demand-register and sign-newsletter: the subscription opened unconfirmed and the
 *    confirmation e-mail (worker/subscriptions/opt-in.ts, decision record 024); until the address
 *    confirms the delivery stops here ('unconfirmed'), and the confirmation sends the lead on;
 * 1. the CRM, when the provider has a delivery part (omnicasa; d1 has none: e-mail only);
 * 2. send-to-friend: the friend's e-mail; request-documents: the documents to the visitor;
 * 3. always the agency's e-mail (after 2, so it can say whether documents went out);
 * 4. demand-register: the CRM's demand kept on the search alert (worker/alerts/register.ts).
 * A step that throws stops the delivery; the consumer retries it later from that step.
 */
import type { Env } from '../env';
import { loggedMailer } from '../email/mail-log';
import { alertDemand } from '../alerts/register';
import { awaitConfirmation } from '../subscriptions/opt-in';
import type { Catalogue, Lead } from '../provider/core';
import { createParts, type ProviderOptions } from '../provider';
import { leadReading } from '../leads/content';
import { journalFor } from '../leads/journal';
import { mailAgency, mailDocuments, mailFriend } from '../leads/notify';
import { leadTexts } from '../leads/texts';
import { siteOf } from '../config/site';
import type { Lang } from '../../shared/paths/languages';

/** What a delivery reads: the whole environment (the provider's parts and the settings come from configOf). */
export type DeliveryEnv = Env;

/** 'unconfirmed': the lead waits for its address to confirm (the rest of its steps did not run). */
export type DeliveryOutcome = 'delivered' | 'unconfirmed';

export async function deliverLead(
  env: DeliveryEnv,
  lead: Lead,
  idempotencyKey: string,
  options: ProviderOptions = {},
): Promise<DeliveryOutcome> {
  const journal = journalFor(env.DB, lead.id);
  const mailer = loggedMailer(env);
  const parts = createParts(env, options);
  const delivery = parts.delivery;

  const optIn = await awaitConfirmation(env, mailer, lead, journal, () => typeNames(parts.catalogue, lead.lang));
  if (optIn === 'unconfirmed') return 'unconfirmed';

  let crmRef: string | null = null;
  if (delivery)
    crmRef = (await delivery.deliver(lead.kind, lead, leadReading(lead), idempotencyKey, journal)).demandRef ?? null;

  const extra: string[] = [];
  if (lead.kind === 'send-to-friend') {
    await journal.once('friend-mail', async () => String(await mailFriend(env, mailer, lead, idempotencyKey)));
  }
  if (lead.kind === 'request-documents') {
    const count = Number(
      await journal.once('documents-mail', async () => String(await mailDocuments(env, mailer, lead, idempotencyKey))),
    );
    const t = leadTexts(siteOf().defaultLang);
    extra.push(count > 0 ? t.documentsAgencyNote({ count }) : t.documentsAgencyNone());
  }
  await journal.once('agency-mail', async () => {
    await mailAgency(env, mailer, lead, idempotencyKey, extra);
    return null;
  });
  if (lead.kind === 'demand-register') {
    await journal.once('alert', async () => {
      const id = await alertDemand(env.DB, lead.id, crmRef);
      return id === null ? null : String(id);
    });
  }
  return 'delivered';
}

/** The catalogue's type names for the confirmation e-mail's criteria (none when the catalogue fails: the mail still goes). */
async function typeNames(catalogue: Catalogue, lang: Lang): Promise<ReadonlyMap<number, string>> {
  try {
    return new Map((await catalogue.listTypes(lang)).map((t) => [t.ID, t.Name] as const));
  } catch (error) {
    console.error(`confirmation e-mail: no type names: ${error instanceof Error ? error.message : String(error)}`);
    return new Map();
  }
}
