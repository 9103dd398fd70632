/** The e-mail seam: the EMAIL binding is configured, messages go through it, header injection is refused. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { checkMail, MailError, mailerFor, type Mail } from '../../worker/email/mailer';
import { isMailAddress } from '../../app/rules/mail-address';

function recorder() {
  const sent: unknown[] = [];
  const binding = {
    send: async (m: unknown) => {
      sent.push(m);
      return { messageId: `m${sent.length}` };
    },
  } as unknown as SendEmail;
  return { sent, binding };
}

const mail: Mail = { to: 'info@belvue-immo.example', subject: 'New lead', text: 'Hello' };

describe('mailer', () => {
  it('has the EMAIL binding of wrangler.toml in workerd', () => {
    expect(typeof env.EMAIL?.send).toBe('function');
  });

  it('sends through the binding with the configured sender and extra headers', async () => {
    const { sent, binding } = recorder();
    await mailerFor({ EMAIL: binding, MAIL_FROM: 'leads@agency.example' }).send({
      ...mail,
      headers: { 'List-Unsubscribe': '<https://x.example/u>' },
    });
    expect(sent).toEqual([
      {
        from: 'leads@agency.example',
        to: mail.to,
        subject: 'New lead',
        text: 'Hello',
        headers: { 'List-Unsubscribe': '<https://x.example/u>' },
      },
    ]);
  });

  it('passes attachments to the binding as attachments', async () => {
    const { sent, binding } = recorder();
    await mailerFor({ EMAIL: binding }).send({
      ...mail,
      attachments: [{ filename: 'epc.pdf', type: 'application/pdf', content: '%PDF' }],
    });
    expect(sent).toEqual([
      expect.objectContaining({
        attachments: [{ disposition: 'attachment', filename: 'epc.pdf', type: 'application/pdf', content: '%PDF' }],
      }),
    ]);
  });

  it('sends through the simulated binding of workerd', async () => {
    await expect(mailerFor(env).send(mail)).resolves.toBeUndefined();
  });

  it.each([
    ['subject', { ...mail, subject: 'Hi\r\nBcc: victim@example.com' }],
    ['to', { ...mail, to: 'a@b.example\nBcc: c@d.example' }],
    ['to (not an address)', { ...mail, to: 'not an address' }],
    ['reply-to', { ...mail, replyTo: 'x@y.example\rCc: z@z.example' }],
    ['header value', { ...mail, headers: { 'X-Lead': 'a\nBcc: c@d.example' } }],
    ['header name', { ...mail, headers: { 'X-Lead\nBcc': 'a' } }],
    [
      'attachment filename',
      { ...mail, attachments: [{ filename: 'a.pdf\r\nBcc: c@d.example', type: 'application/pdf', content: 'x' }] },
    ],
    [
      'attachment filename quote',
      { ...mail, attachments: [{ filename: 'a".pdf', type: 'application/pdf', content: 'x' }] },
    ],
  ])('refuses a line break or bad address in %s and sends nothing', async (_name, bad) => {
    const { sent, binding } = recorder();
    await expect(mailerFor({ EMAIL: binding }).send(bad as Mail)).rejects.toBeInstanceOf(MailError);
    expect(sent).toEqual([]);
  });

  it('fails clearly without a binding', async () => {
    await expect(mailerFor({}).send(mail)).rejects.toThrow(/no EMAIL binding/);
  });

  it('recognises plain addresses only', () => {
    expect(isMailAddress('anne.peeters+immo@example.be')).toBe(true);
    for (const bad of ['', 'a@b', 'a b@c.be', '<a@b.be>', 'a@b.be,c@d.be', 'a@@b.be'])
      expect(isMailAddress(bad)).toBe(false);
    expect(() => checkMail(mail, 'bad sender')).toThrow(MailError);
  });
});
