/**
 * Outgoing e-mail (docs/forms-and-leads.md: `EMAIL`, Cloudflare Email Service): lead
 * notifications to the agency, search-alert digests and password-reset links all go through
 * `mailerFor(env).send(mail)`. The sender address is the `MAIL_FROM` variable (an address of the
 * domain onboarded in Email Service); the agency's inbox is `AGENCY_EMAIL` (default: the
 * agency e-mail of the site configuration, passed by the caller).
 *
 * Header injection is impossible by construction: every address, the subject and every extra
 * header value is checked for line breaks and refused (MailError) before anything is sent.
 * Local development: `wrangler dev` simulates the binding (it logs the message). Tests pass
 * their own `EMAIL` binding (a recorder) in the environment.
 */
import { isMailAddress } from '../../app/rules/mail-address';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** Files attached (e.g. a property's documents); names are checked like headers. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** MIME type, e.g. 'application/pdf'. */
  type: string;
  content: ArrayBuffer | string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** A message that cannot be sent as asked (bad address, a line break in a header). */
export class MailError extends Error {
  override name = 'MailError';
}

export interface MailEnv {
  EMAIL?: SendEmail;
  MAIL_FROM?: string;
}

export const DEFAULT_FROM = 'no-reply@belvue-immo.example';

function checkHeader(name: string, value: string): void {
  if (/[\r\n\0]/.test(value)) throw new MailError(`line break in the ${name} header`);
}

function checkAddress(name: string, value: string): void {
  checkHeader(name, value);
  if (!isMailAddress(value)) throw new MailError(`not a valid address in ${name}`);
}

/** Validates a message: throws MailError when a header could inject another one. */
export function checkMail(mail: Mail, from: string): void {
  checkAddress('from', from);
  checkAddress('to', mail.to);
  if (mail.replyTo !== undefined) checkAddress('reply-to', mail.replyTo);
  checkHeader('subject', mail.subject);
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name)) throw new MailError(`bad header name ${JSON.stringify(name)}`);
    checkHeader(name, value);
  }
  for (const file of mail.attachments ?? []) {
    checkHeader('attachment filename', file.filename);
    checkHeader('attachment type', file.type);
    if (/["\\]/.test(file.filename)) throw new MailError('bad attachment filename');
  }
}

export function mailerFor(env: MailEnv): Mailer {
  const from = env.MAIL_FROM?.trim() || DEFAULT_FROM;
  return {
    async send(mail) {
      checkMail(mail, from);
      if (!env.EMAIL) throw new MailError('no EMAIL binding configured');
      await env.EMAIL.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== undefined ? { html: mail.html } : {}),
        ...(mail.replyTo !== undefined ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments?.length
          ? { attachments: mail.attachments.map((file) => ({ disposition: 'attachment' as const, ...file })) }
          : {}),
      });
    },
  };
}
