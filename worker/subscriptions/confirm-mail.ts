/**
 * The confirmation e-mail of a subscription (decision record 024), in the visitor's language
 * (worker/texts `optIn`): who asked for what at which address, for a search alert its criteria
 * as 'Label: value' lines in that language (goal, type names, cities, area, prices, rooms, how
 * often), the single-use link to the confirmation page under the language's prefix
 * (app/forms/opt-in.ts CONFIRM_PAGE), how long it works and what happens when nothing is
 * done. The link opens a page with a button: following it confirms nothing (mail scanners).
 */
import { siteOf } from '../config/site';
import { alertCriteria } from '../../app/alerts/match';
import { placeByKey } from '../../shared/listing/places';
import { formatCurrency } from '../../shared/format/currency';
import { readAreaText } from '../../shared/alerts/alert-area';
import { pathTable } from '../../shared/content/path-table-instance';
import { fieldLabel, fieldValue } from '../../app/forms/labels';
import { CONFIRM_PAGE, CONFIRMATION_DAYS, type OptInKind } from '../../app/forms/opt-in';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../app/i18n/load-server';
import type { Lang } from '../../shared/paths/languages';
import { localizedHref } from '../../shared/paths/path-table';
import type { Mail } from '../email/mailer';
import { oneLine } from '../leads/content';
import { serverTexts } from '../texts';
import type { Lead } from '../provider/core';
import { leadTexts } from '../leads/texts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The confirmation page's URL for a token, under the language's localized path. */
export function confirmationUrl(origin: string, lang: Lang, token: string): string {
  return `${origin}${localizedHref(pathTable, lang, CONFIRM_PAGE)}?token=${encodeURIComponent(token)}`;
}

/**
 * A search alert's criteria as 'Label: value' lines in `lang`, with the forms' labels and option
 * texts; type ids by their catalogue names (`typeNames`; an unknown id is left out), cities as
 * 'Name (zip)', a region by its name, an area as the form's sentence, surfaces in m², the EPC
 * label as 'C or better'. Empty when the payload holds no alert.
 */
export function criteriaLines(
  payload: Record<string, unknown>,
  lang: Lang,
  typeNames: ReadonlyMap<number, string>,
): string[] {
  loadAllLanguages();
  const criteria = alertCriteria(payload);
  if (!criteria) return [];
  const t = textsFor(lang).FORMS;
  // A label that is a question ('How often shall we tell you?') loses its question mark before the colon.
  const label = (field: string) => fieldLabel('demand-register', field, lang).replace(/\s*[?？]$/, '');
  const line = (field: string, text: string) => (text ? `${label(field)}: ${text}` : '');
  const value = (field: string, v: string | number | boolean) =>
    fieldValue(field, typeof v === 'number' ? String(v) : v, lang);
  const area = criteria.area ? readAreaText(criteria.area) : null;
  const areaSentence = area?.ok
    ? area.area.kind === 'near'
      ? t.area.near({ radius: area.area.radiusKm })
      : t.area.drawn()
    : '';
  return [
    line('goal', value('goal', String(criteria.goal))),
    line(
      'types',
      criteria.types
        .map((id) => typeNames.get(id))
        .filter(Boolean)
        .join(', '),
    ),
    line(
      'cities',
      criteria.cities
        .map((c) => {
          const [name, zip] = c.split('|').map((s) => s.trim());
          return zip ? `${name} (${zip})` : (name ?? '');
        })
        .join(', '),
    ),
    areaSentence,
    criteria.region ? line('region', placeByKey(criteria.region)?.name[lang] ?? '') : '',
    criteria.minPrice ? line('minPrice', formatCurrency(criteria.minPrice)) : '',
    criteria.maxPrice ? line('maxPrice', formatCurrency(criteria.maxPrice)) : '',
    criteria.minRooms ? line('minRooms', String(criteria.minRooms)) : '',
    criteria.minGarages ? line('minGarages', String(criteria.minGarages)) : '',
    criteria.parking ? line('parking', value('parking', true)) : '',
    criteria.garden ? line('garden', value('garden', true)) : '',
    criteria.terrace ? line('terrace', value('terrace', true)) : '',
    criteria.minArea ? line('minArea', `${criteria.minArea} m²`) : '',
    criteria.maxArea ? line('maxArea', `${criteria.maxArea} m²`) : '',
    criteria.minPlot ? line('minPlot', `${criteria.minPlot} m²`) : '',
    criteria.epc ? line('epc', t.epcOrBetter({ label: criteria.epc })) : '',
    criteria.newBuild ? line('newBuild', value('newBuild', true)) : '',
    line('frequency', value('frequency', criteria.frequency)),
  ]
    .map((l) => oneLine(l, 1000))
    .filter(Boolean);
}

/** A request for documents: the property it is about, as a link built from the site's origin (SITE_URL). */
export function documentLines(lead: Pick<Lead, 'lang' | 'propertyId' | 'payload'>, origin: string): string[] {
  const id = lead.propertyId ?? (typeof lead.payload.propertyId === 'number' ? lead.payload.propertyId : null);
  return id === null ? [] : [`${leadTexts(lead.lang).property()}: ${origin}/${lead.lang}/property/${id}/`];
}

export interface ConfirmationMailInput {
  to: string;
  lang: Lang;
  kind: OptInKind;
  url: string;
  /** The alert's criteria lines (criteriaLines); none for the newsletter. */
  criteria: string[];
}

export function confirmationMail({ to, lang, kind, url, criteria }: ConfirmationMailInput): Mail {
  const t = serverTexts(lang).optIn;
  const agency = siteOf().config.agency.name;
  const days = CONFIRMATION_DAYS;
  const intro = t.intro[kind]({ agency, email: to });
  const text = [
    intro,
    ...(criteria.length ? ['', ...criteria.map((l) => `- ${l}`)] : []),
    '',
    t.action[kind](),
    url,
    '',
    t.validity({ days }),
    t.nothing({ days }),
    '',
    agency,
  ].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:600px;margin:0 auto;padding:16px;line-height:1.5">
<p>${escapeHtml(intro)}</p>
${criteria.length ? `<ul>${criteria.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : ''}
<p>${escapeHtml(t.action[kind]())}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:${siteOf().config.theme.brand};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:700">${escapeHtml(t.button[kind]())}</a></p>
<p style="font-size:13px;color:#4b5563;word-break:break-all">${escapeHtml(url)}</p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(t.validity({ days }))} ${escapeHtml(t.nothing({ days }))}</p>
<p>${escapeHtml(agency)}</p>
</body></html>`;
  return { to, subject: t.subject[kind](), text, html };
}
