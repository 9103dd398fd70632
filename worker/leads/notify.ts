/**
 * The e-mails a lead's delivery sends (docs/forms-and-leads.md), each one journal step:
 * - to the agency, always (every kind, every provider): the form, the contact and every field;
 *   `AGENCY_EMAIL`, else the site configuration's agency e-mail; Reply-To the visitor.
 * - send-to-friend: to the friend (`friendEmail`), in the lead's language, with the page's link
 *   (the property's, or the project's: its short path, which the site redirects to the project's
 *   canonical address) and the visitor's message; one per recipient per day (claimed by the form).
 * Every link is built from SITE_URL alone (`siteOrigin`).
 * - request-documents: to the visitor, the property's public documents as attachments (R2
 *   objects under `property-documents/{propertyId}/`, at most MAX_DOCUMENTS files and
 *   MAX_DOCUMENT_BYTES in all; owner documents are personal and never sent). Attachments
 *   rather than links: nothing has to stay reachable on the site, and the visitor keeps them.
 *   Without stored documents the visitor is told the agency will send them, and the agency's
 *   e-mail says so.
 * - the failure notice (dead-letter queue) to the agency.
 * Texts come from worker/texts; every message carries `X-Lead-Reference` (the
 * idempotency key), so a duplicate that slipped through would be recognisable.
 */
import { siteOf } from '../config/site';
import { pathTable } from '../../shared/content/path-table-instance';
import type { Lang } from '../../shared/paths/languages';
import { localizedHref } from '../../shared/paths/path-table';
import { projectOriginalPath } from '../../shared/paths/property-path';
import type { Env } from '../env';
import type { MailAttachment, Mailer } from '../email/mailer';
import { isMailAddress } from '../../app/rules/mail-address';
import type { Lead } from '../provider/core';
import { configOf } from '../config/config';
import {
  contactLines,
  contactOf,
  detailLines,
  displayName,
  multiLine,
  oneLine,
  projectIdOf,
  propertyIdOf,
} from './content';
import { kindName, leadTexts } from './texts';

export const MAX_DOCUMENTS = 5;
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;

/** The agency's inbox. */
export function agencyAddress(env: Pick<Env, 'AGENCY_EMAIL'>): string {
  const configured = env.AGENCY_EMAIL?.trim();
  return configured && isMailAddress(configured) ? configured : siteOf().config.agency.email;
}

/**
 * The site's public origin for links in e-mails: SITE_URL only (worker/config/site-url.ts), never a request's host or a default. Throws without it: the features that mail
 * links refuse their posts without it (a delivery that still meets none is retried).
 */
export function siteOrigin(env: Env): string {
  const origin = configOf(env).siteUrl;
  if (!origin)
    throw new Error('SITE_URL is not set: e-mails with links to the site cannot be sent (README "Production set-up")');
  return origin;
}

const propertyLink = (env: Env, lang: Lang, id: number): string => `${siteOrigin(env)}/${lang}/property/${id}/`;

/** A project's page by its id alone: the name segment is a placeholder the site redirects from (301). */
const projectLink = (env: Env, lang: Lang, id: number): string =>
  `${siteOrigin(env)}${localizedHref(pathTable, lang, projectOriginalPath({ ID: id, Name: '' }))}`;

/** A link for the agency's own e-mail: left out (never made from anything else) when SITE_URL is missing. */
const agencyLink = (link: () => string): string => {
  try {
    return ` — ${link()}`;
  } catch {
    return '';
  }
};

function headerRef(key: string) {
  return { 'X-Lead-Reference': oneLine(key, 200) };
}

/** The agency's notification of a lead (in the site's default language). */
export async function mailAgency(
  env: Env,
  mailer: Mailer,
  lead: Lead,
  key: string,
  extra: string[] = [],
): Promise<void> {
  const t = leadTexts(siteOf().defaultLang);
  const contact = contactOf(lead.payload);
  const kind = kindName(lead.kind, siteOf().defaultLang);
  const propertyId = propertyIdOf(lead);
  const projectId = projectIdOf(lead);
  const lines = [
    t.agencyIntro({ kind }),
    '',
    ...contactLines(contact),
    propertyId !== null
      ? `${t.property()}: ${propertyId}${agencyLink(() => propertyLink(env, lead.lang, propertyId))}`
      : '',
    projectId !== null ? `${t.project()}: ${projectId}${agencyLink(() => projectLink(env, lead.lang, projectId))}` : '',
    `${t.language()}: ${lead.lang}`,
    '',
    contact.remarks,
    ...detailLines(lead.kind, lead.payload, siteOf().defaultLang),
    ...(extra.length ? ['', ...extra] : []),
    '',
    `${t.reference()}: #${lead.id} (${key})`,
    `${t.received()}: ${lead.createdAt} UTC`,
  ];
  await mailer.send({
    to: agencyAddress(env),
    subject: oneLine(t.agencySubject({ kind, name: displayName(contact) }), 200),
    text: lines.filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== '')).join('\n'),
    ...(contact.email ? { replyTo: contact.email } : {}),
    headers: headerRef(key),
  });
}

/**
 * send-to-friend: the page to the friend, in the agency's words with the visitor's name and
 * message in its body (never in the subject; the form refused any link in them:
 * shared/forms/links.ts). The form claimed the recipient's one friend mail of the day before it
 * stored the lead (worker/api/forms.ts, worker/email/quota.ts). Returns false when the payload
 * names no valid friend address.
 */
export async function mailFriend(env: Env, mailer: Mailer, lead: Lead, key: string): Promise<boolean> {
  const to = oneLine(lead.payload.friendEmail, 254);
  if (!isMailAddress(to)) return false;
  const origin = siteOrigin(env);
  const t = leadTexts(lead.lang);
  const contact = contactOf(lead.payload);
  const name = displayName(contact);
  const propertyId = propertyIdOf(lead);
  const projectId = projectIdOf(lead);
  const page =
    propertyId !== null
      ? propertyLink(env, lead.lang, propertyId)
      : projectId !== null
        ? projectLink(env, lead.lang, projectId)
        : origin;
  const message = multiLine(lead.payload.remarks, 2000);
  await mailer.send({
    to,
    subject: oneLine(t.friendSubject({ agency: siteOf().config.agency.name }), 200),
    text: [
      t.friendIntro({ name, agency: siteOf().config.agency.name }),
      '',
      page,
      ...(message ? ['', t.friendMessage(), message] : []),
      '',
      t.regards(),
      siteOf().config.agency.name,
    ].join('\n'),
    ...(contact.email ? { replyTo: contact.email } : {}),
    headers: headerRef(key),
  });
  return true;
}

/** The property's public documents (R2 `property-documents/{id}/`), within the limits. */
export async function propertyDocuments(media: R2Bucket, propertyId: number): Promise<MailAttachment[]> {
  const listed = await media.list({ prefix: `property-documents/${propertyId}/`, limit: 50 });
  const files: MailAttachment[] = [];
  let total = 0;
  for (const object of listed.objects) {
    if (files.length >= MAX_DOCUMENTS || total + object.size > MAX_DOCUMENT_BYTES) break;
    const body = await media.get(object.key);
    if (!body) continue;
    const filename = object.key.slice(object.key.lastIndexOf('/') + 1).replace(/[^\w.\- ]+/g, '_') || 'document';
    files.push({
      filename,
      type: body.httpMetadata?.contentType ?? 'application/octet-stream',
      content: await body.arrayBuffer(),
    });
    total += object.size;
  }
  return files;
}

/** request-documents: the documents to the visitor; returns how many were attached. */
export async function mailDocuments(env: Env, mailer: Mailer, lead: Lead, key: string): Promise<number> {
  const contact = contactOf(lead.payload);
  if (!contact.email) return 0;
  const t = leadTexts(lead.lang);
  const propertyId = propertyIdOf(lead);
  const files = propertyId !== null ? await propertyDocuments(env.MEDIA, propertyId) : [];
  const title = propertyId !== null ? `#${propertyId}` : siteOf().config.agency.name;
  await mailer.send({
    to: contact.email,
    subject: oneLine(t.documentsSubject({ title }), 200),
    text: [
      files.length ? t.documentsIntro() : t.documentsNone(),
      ...(propertyId !== null ? ['', propertyLink(env, lead.lang, propertyId)] : []),
      '',
      t.regards(),
      siteOf().config.agency.name,
    ].join('\n'),
    headers: headerRef(key),
    ...(files.length ? { attachments: files } : {}),
  });
  return files.length;
}

/** The dead-letter notice: the lead could not be delivered and waits for the agency. */
export async function mailFailure(
  env: Env,
  mailer: Mailer,
  lead: Lead,
  key: string,
  lastError: string | null,
): Promise<void> {
  const t = leadTexts(siteOf().defaultLang);
  const contact = contactOf(lead.payload);
  await mailer.send({
    to: agencyAddress(env),
    subject: oneLine(t.failureSubject({ id: lead.id }), 200),
    text: [
      t.failureIntro(),
      '',
      `${kindName(lead.kind, siteOf().defaultLang)} — ${displayName(contact)}`,
      ...contactLines(contact),
      contact.remarks,
      ...detailLines(lead.kind, lead.payload, siteOf().defaultLang),
      '',
      `${t.lastError()}: ${oneLine(lastError ?? '-', 500)}`,
      `${t.reference()}: #${lead.id} (${key})`,
    ]
      .filter((line) => line !== undefined)
      .join('\n'),
    ...(contact.email ? { replyTo: contact.email } : {}),
    headers: headerRef(key),
  });
}
