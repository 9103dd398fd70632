/**
 * The owner portal's e-mails, through the shared mailer (worker/email/mailer.ts):
 * - the login notice to the agency (docs/owner-portal.md: "a notification text says a person logged into
 *   the owner portal"): sent at every successful login to AGENCY_EMAIL (default: the site
 *   configuration's agency address), in the site's default language;
 * - the reset link to the owner (d1 only), in the language of the page they asked from. The
 *   link carries the one-time token; no password ever travels by e-mail.
 * Both are sent after the answer (waitUntil): a mail failure is logged, never shown, so the
 * answer is the same whether or not a message left.
 */
import type { Owner } from '../../app/model/owner';
import type { Lang } from '../../shared/paths/languages';
import { textsFor } from '../../shared/i18n/i18n';
import { content } from '../content/store';
import { mailerFor } from '../email/mailer';
import type { Env } from '../env';

const fullName = (owner: Owner): string => [owner.FirstName, owner.LastName].filter(Boolean).join(' ') || owner.Email;

export async function sendLoginNotice(env: Env, owner: Owner, at: Date): Promise<void> {
  const LL = textsFor(content.config.defaultLanguage).OWNER;
  const name = fullName(owner);
  const when = at.toISOString().slice(0, 16).replace('T', ' ');
  await mailerFor(env).send({
    to: env.AGENCY_EMAIL?.trim() || content.config.agency.email,
    subject: LL.notifySubject({ name }),
    text: LL.notifyText({ name, email: owner.Email, when }),
  });
}

export async function sendResetLink(env: Env, owner: Owner, lang: Lang, link: string): Promise<void> {
  const LL = textsFor(lang).OWNER;
  await mailerFor(env).send({
    to: owner.Email,
    subject: LL.resetMailSubject(),
    text: LL.resetMailText({ name: fullName(owner), agency: content.config.agency.name, link }),
  });
}

/** Runs a mail after the answer; a failure is logged without the message's content. */
export function afterAnswer(
  ctx: { waitUntil(promise: Promise<unknown>): void },
  what: string,
  send: Promise<void>,
): void {
  ctx.waitUntil(
    send.catch((error: unknown) =>
      console.error(`owner mail (${what}) not sent:`, error instanceof Error ? error.message : 'error'),
    ),
  );
}
