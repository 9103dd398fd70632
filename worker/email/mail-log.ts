/**
 * The mailer lead delivery and alert digests use: mailerFor(env) (./mailer.ts), plus, in
 * development and end-to-end runs only (`MAIL_LOG` = '1', set by the e2e setup with
 * `wrangler dev --var MAIL_LOG:1`), a copy of every sent message in D1 `mail_log`, so a test can
 * read a link from an e-mail that `wrangler dev` only simulates. The copy is written after the
 * message was sent. Production never sets MAIL_LOG: nothing personal is kept there.
 */
import { mailerFor, type Mail, type MailEnv, type Mailer } from './mailer';

export interface LoggedMailEnv extends MailEnv {
  DB: D1Database;
  MAIL_LOG?: string;
}

export function loggedMailer(env: LoggedMailEnv): Mailer {
  const mailer = mailerFor(env);
  if (env.MAIL_LOG !== '1') return mailer;
  return {
    async send(mail: Mail) {
      await mailer.send(mail);
      await env.DB.prepare('INSERT INTO mail_log (to_address, subject, text, headers) VALUES (?, ?, ?, ?)')
        .bind(mail.to, mail.subject, mail.text, JSON.stringify(mail.headers ?? {}))
        .run();
    },
  };
}
