/**
 * The search-alert digest e-mail, in the alert's language (worker/texts): each property
 * with its photo, price, type, city and a link to its localized page (shared/paths/property-path.ts),
 * price drops marked with the price before, a line saying how often the visitor hears from us,
 * and the one-click unsubscribe link in the body and in the `List-Unsubscribe` /
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` headers (RFC 8058) mail providers require.
 */
import { siteOf } from '../config/site';
import type { AlertFrequency, DigestItem } from '../../app/alerts/match';
import { pathTable } from '../../shared/content/path-table-instance';
import { formatCurrency } from '../../shared/format/currency';
import { priceLabel } from '../../shared/format/price-label';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../app/i18n/load-server';
import type { Lang } from '../../shared/paths/languages';
import { propertyHref } from '../../shared/paths/property-path';
import type { Mail } from '../email/mailer';
import { serverTexts } from '../texts';

/** Most properties one digest lists (the rest are counted and linked to the site). */
export const DIGEST_LIMIT = 12;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const absolute = (origin: string, url: string): string => (url.startsWith('/') ? `${origin}${url}` : url);

export interface DigestInput {
  to: string;
  lang: Lang;
  frequency: AlertFrequency;
  items: DigestItem[];
  origin: string;
  unsubscribeUrl: string;
}

export function digestMail({ to, lang, frequency, items, origin, unsubscribeUrl }: DigestInput): Mail {
  loadAllLanguages();
  const t = serverTexts(lang).alerts;
  const shown = items.slice(0, DIGEST_LIMIT);
  const agency = siteOf().config.agency.name;
  const rows = shown.map(({ property: p, reason, previousPrice }) => ({
    title: p.Title || p.TypeDescription,
    place: [p.TypeDescription, `${p.Zip} ${p.City}`.trim()].filter(Boolean).join(' · '),
    price: priceLabel(p, textsFor(lang)),
    note:
      reason === 'price-drop' && previousPrice !== undefined
        ? t.priceDrop({ price: formatCurrency(previousPrice) })
        : t.isNew(),
    link: `${origin}${propertyHref(pathTable, lang, p)}`,
    photo: p.SmallPictureItem?.Url ? absolute(origin, p.SmallPictureItem.Url) : null,
  }));
  const more = items.length - shown.length;

  const text = [
    t.digestIntro({ agency }),
    '',
    ...rows.flatMap((r) => [`${r.title} — ${r.price} (${r.note})`, r.place, r.link, '']),
    ...(more > 0 ? [t.more({ count: more }), `${origin}/${lang}/`, ''] : []),
    t.frequency[frequency](),
    t.unsubscribeLine({ url: unsubscribeUrl }),
  ].join('\n');

  const cards = rows
    .map(
      (r) => `<tr><td style="padding:12px 0;border-bottom:1px solid #e5e7eb">
${r.photo ? `<a href="${escapeHtml(r.link)}"><img src="${escapeHtml(r.photo)}" width="240" height="180" alt="${escapeHtml(r.title)}" style="display:block;border-radius:4px;max-width:100%;height:auto"></a>` : ''}
<p style="margin:8px 0 0;font-size:18px;font-weight:700">${escapeHtml(r.price)}</p>
<p style="margin:2px 0;font-size:13px;color:#b45309">${escapeHtml(r.note)}</p>
<p style="margin:2px 0">${escapeHtml(r.title)}</p>
<p style="margin:2px 0;color:#4b5563">${escapeHtml(r.place)}</p>
<p style="margin:6px 0 0"><a href="${escapeHtml(r.link)}">${escapeHtml(t.view())}</a></p>
</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:600px;margin:0 auto;padding:16px">
<p>${escapeHtml(t.digestIntro({ agency }))}</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0">${cards}</table>
${more > 0 ? `<p><a href="${escapeHtml(`${origin}/${lang}/`)}">${escapeHtml(t.more({ count: more }))}</a></p>` : ''}
<p style="font-size:13px;color:#4b5563">${escapeHtml(t.frequency[frequency]())}<br><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t.unsubscribeLink())}</a></p>
</body></html>`;

  return {
    to,
    subject: t.digestSubject({ count: items.length }),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
