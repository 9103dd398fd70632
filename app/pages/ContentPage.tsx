/**
 * Content pages (agency, services, articles, legal, forms' intro, thank-you, stats, testimonials).
 * Some carry a visitor form (the contact page, the free valuation, the search alert, the
 * testimonials page); thank-you pages restate what the visitor sent (the property or project,
 * the viewing's slot, the address to value, the amount offered, the address we answer at:
 * app/forms/sent.ts, from the worker's signed cookie) and offer the way back to where the
 * visitor was (the return path passed with the form, checked same-site).
 */
import { useLoaderData, useRouter, useRouterState } from '@tanstack/react-router';
import type { PageView } from '../content/views';
import { Modules } from '../components/Modules';
import { PageHeader } from '../components/PageHeader';
import { useSite } from '../components/useSite';
import { FormSlot } from '../components/forms/FormSlot';
import type { Choice } from '../../shared/components/forms/types';
import type { FormKind } from '../../shared/forms/kinds';
import { safeReturnPath } from '../../shared/forms/return-path';
import { useLang, useT } from '../../shared/i18n/i18n';
import { SmartLink } from '../components/SmartLink';
import type { PageForms } from '../forms/page-forms';
import { slotText } from '../forms/sent';
import { formatCurrency } from '../../shared/format/currency';

export type ContentData = PageView & { choices?: { types: Choice[]; cities: Choice[] } };

/** The form each page carries (by page id; content/site-map.json). */
const FORM_OF_PAGE: Record<string, FormKind> = {
  contact: 'site-contact',
  'contact-demand': 'contact-demand',
  'demand-register': 'demand-register',
  testimonials: 'testimonial',
};

function BackLink() {
  const LL = useT();
  const lang = useLang();
  const back = useRouterState({ select: (s) => (s.location.search as { back?: unknown }).back });
  if (typeof back !== 'string') return null;
  return (
    <p className="thanks__back">
      <SmartLink href={safeReturnPath(back, lang)} className="button button--primary">
        {LL.PAGE.back()}
      </SmartLink>
    </p>
  );
}

/** What this visitor sent with the form of this thank-you page (page id `feedback-{kind}`). */
function SentSummaryBlock({ pageId }: { pageId: string }) {
  const LL = useT();
  const lang = useLang();
  const router = useRouter();
  const sent = (router.options.context as { forms?: PageForms }).forms?.sent;
  if (!sent || pageId !== `feedback-${sent.kind}`) return null;
  const rows: [string, React.ReactNode][] = [];
  if (sent.property)
    rows.push([
      LL.PAGE.sentProperty(),
      <span key="property">
        <a href={sent.property.href}>{sent.property.title}</a>, {sent.property.place}
      </span>,
    ]);
  if (sent.project)
    rows.push([
      LL.PAGE.sentProject(),
      <a key="project" href={sent.project.href}>
        {sent.project.title}
      </a>,
    ]);
  if (sent.slot) rows.push([LL.PAGE.sentSlot(), slotText(sent.slot, lang)]);
  if (sent.address) rows.push([LL.PAGE.sentAddress(), sent.address]);
  if (sent.amount !== undefined) rows.push([LL.PAGE.sentAmount(), formatCurrency(sent.amount)]);
  if (rows.length === 0 && !sent.email) return null;
  return (
    <section className="sent" aria-labelledby="sent-title">
      <h2 className="sent__title" id="sent-title">
        {LL.PAGE.sentTitle()}
      </h2>
      {rows.length > 0 && (
        <dl className="sent__list">
          {rows.map(([term, value]) => (
            <div key={term} className="sent__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {sent.email && <p className="sent__reply">{LL.PAGE.sentReply({ email: sent.email })}</p>}
    </section>
  );
}

export function ContentPage() {
  const page = useLoaderData({ strict: false }) as ContentData;
  const site = useSite();
  const aside = page.modules.filter((m) => m.position === 'aside');
  const form = FORM_OF_PAGE[page.id];
  return (
    <article className={`page page--${page.type}`}>
      <PageHeader title={page.title} crumbs={page.breadcrumbs} {...(page.intro ? { intro: page.intro } : {})} />
      <div className={`container page__body${aside.length ? ' page__body--aside' : ''}`}>
        <div className="page__main">
          {page.type === 'thank-you' && <SentSummaryBlock pageId={page.id} />}
          {page.type === 'thank-you' && <BackLink />}
          <Modules modules={page.modules.filter((m) => m.position !== 'aside')} site={site} />
          {form && (
            <section className="module module--form" id={form}>
              <FormSlot
                kind={form}
                heading="h2"
                {...(page.choices ? { types: page.choices.types, cities: page.choices.cities } : {})}
              />
            </section>
          )}
        </div>
        {aside.length > 0 && (
          <aside className="page__aside">
            <Modules modules={aside} site={site} />
          </aside>
        )}
      </div>
    </article>
  );
}
