/**
 * The owner portal (docs/owner-portal.md), built to read at a glance on a phone: the owner's
 * properties to choose from (links), and for the chosen one a menu of its sections, a summary
 * (views on the website and on all channels, visits, the last communication, documents,
 * matching searches), the 30-day graph of all channels with its totals and table, the website's
 * own counters, the visit history, communications and online media (latest entries, the rest
 * behind a native "show all"), the documents (through the authorised document route) and the
 * agent. A section the provider has no source for (PortalSelection `unavailable`: whise gives no
 * media statistics, website counts or online media) says so in place of its figures, and its
 * summary line and menu link are left out. Logout is a plain form post. Everything is rendered on
 * the server; no script of its own.
 */
import { useLoaderData } from '@tanstack/react-router';
import type { PortalProperty, PortalSelection, PortalView } from '../../model/owner-portal';
import { photoUrl } from '../../../shared/model/common';
import { MEDIA_NAME } from '../../model/media-name';
import { formatDate } from '../../format/date';
import { formatNumber } from '../../../shared/format/number';
import { formatPhone } from '../../format/phone';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { DetailTexts as OwnerTexts } from '../../i18n/detail-texts';
import { Icon } from '../../../shared/components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { TitledSection } from '../../components/TitledSection';
import { codeText, HistoryTable } from './HistoryTable';
import { viewTotals, visitTally } from './portal-summary';
import { ViewsGraph } from './ViewsGraph';
import { AgentPhoto } from '../../components/detail/AgentCard';

function Thumb({ p }: { p: PortalProperty }) {
  if (!p.Photo)
    return (
      <span className="owner-pick__photo owner-pick__photo--empty" aria-hidden="true">
        <Icon name="home" size={24} />
      </span>
    );
  const src = MEDIA_NAME.test(p.Photo.Name) ? photoUrl(p.Photo.Name, 100) : p.Photo.Url;
  return <img className="owner-pick__photo" src={src} alt="" width={100} height={75} loading="lazy" decoding="async" />;
}

function PropertyPicker({ view, selected }: { view: PortalView; selected: number | null }) {
  const LL = useT();
  const lang = useLang();
  if (view.properties.length < 2) return null;
  return (
    <nav className="owner-pick" aria-labelledby="pick-title">
      <h2 id="pick-title" className="owner-section__title">
        {LL.OWNER.properties()}
      </h2>
      <ul className="owner-pick__list">
        {view.properties.map((p) => (
          <li key={p.ID}>
            <a
              className="owner-pick__item"
              href={`/${lang}/login/portal/${p.ID}/`}
              {...(p.ID === selected ? { 'aria-current': 'page' as const } : {})}
            >
              <Thumb p={p} />
              <span className="owner-pick__text">
                <span className="owner-pick__name">{p.Title || p.TypeDescription}</span>
                <span className="owner-pick__meta">
                  {[p.Address, `${p.Zip} ${p.City}`].filter((s) => s.trim()).join(', ')}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The website's own counters (day, week, month, total), labelled by what the provider's week and month cover. */
function WebsiteCounts({ s }: { s: PortalSelection }) {
  const LL = useT();
  const rolling = s.counts.Period === 'rolling';
  const items: [string, number][] = [
    [LL.OWNER.today(), s.counts.Day],
    [rolling ? LL.OWNER.thisWeek() : LL.OWNER.thisWeekCalendar(), s.counts.Week],
    [rolling ? LL.OWNER.thisMonth() : LL.OWNER.thisMonthCalendar(), s.counts.Month],
    [LL.OWNER.total(), s.counts.Total],
  ];
  return (
    <>
      <h3 id="counts-title" className="owner-subtitle">
        {LL.OWNER.websiteVisits()}
      </h3>
      <dl className="owner-figures" aria-labelledby="counts-title">
        {items.map(([label, value]) => (
          <div key={label} className="owner-figures__item">
            <dt>{label}</dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The property at a glance: views, visits, the last communication, documents and matching searches. */
function Summary({ s }: { s: PortalSelection }) {
  const LL = useT();
  const views = viewTotals(s.days);
  const visits = visitTally(s.visits);
  const last = s.communications[0];
  const items: [string, string, string?][] = [];
  if (!s.unavailable.includes('visitCounts'))
    items.push([
      s.counts.Period === 'rolling' ? LL.OWNER.summaryWebsite() : LL.OWNER.summaryWebsiteCalendar(),
      formatNumber(s.counts.Month),
    ]);
  if (!s.unavailable.includes('mediaStatistics')) items.push([LL.OWNER.summaryChannels(), formatNumber(views.all)]);
  items.push(
    [LL.OWNER.summaryVisits(), LL.OWNER.visitsDone(visits)],
    [
      LL.OWNER.summaryLastCommunication(),
      last ? formatDate(last.Date) : LL.OWNER.noneYet(),
      last ? last.Subject || codeText(LL, last.Type) : undefined,
    ],
    [LL.OWNER.summaryDocuments(), formatNumber(s.documents.length)],
    [LL.OWNER.demandsTitle(), formatNumber(s.demands)],
  );
  return (
    <section className="owner-summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="visually-hidden">
        {LL.OWNER.summaryTitle()}
      </h2>
      <dl className="owner-summary__list">
        {items.map(([label, value, note]) => (
          <div key={label} className="owner-summary__item">
            <dt>{label}</dt>
            <dd>
              <span className="owner-summary__value">{value}</span>
              {note && <span className="owner-summary__note">{note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Links to the page's sections (plain anchors). */
function SectionMenu({ s }: { s: PortalSelection }) {
  const LL = useT();
  const links: [string, string][] = [
    ['visits', LL.OWNER.navVisits()],
    ['communications', LL.OWNER.navCommunications()],
    ...(s.unavailable.includes('onlineMedia') ? [] : [['media', LL.OWNER.navMedia()] as [string, string]]),
    ['documents', LL.OWNER.navDocuments()],
  ];
  if (s.agent) links.push(['agent', LL.OWNER.navAgent()]);
  return (
    <nav className="owner-menu" aria-label={LL.OWNER.sectionsTitle()}>
      <ul className="owner-menu__list">
        {links.map(([anchor, text]) => (
          <li key={anchor}>
            <a className="owner-menu__link" href={`#${anchor}`}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The views: the 30-day graph of every channel and the website's own counters, each where the
 * provider gives it; one plain sentence when it gives neither.
 */
function Views({ s }: { s: PortalSelection }) {
  const LL = useT();
  const graph = !s.unavailable.includes('mediaStatistics');
  const counts = !s.unavailable.includes('visitCounts');
  return (
    <TitledSection
      block="owner-section"
      name="graph-section"
      title={graph ? LL.OWNER.graphTitle() : LL.OWNER.viewsTitle()}
    >
      {graph && <ViewsGraph days={s.days} />}
      {counts && <WebsiteCounts s={s} />}
      {!graph && !counts && <p className="owner-empty owner-unavailable">{LL.OWNER.viewsUnavailable()}</p>}
    </TitledSection>
  );
}

function AgentBlock({ s }: { s: PortalSelection }) {
  const LL = useT();
  const a = s.agent;
  if (!a) return null;
  const phone = a.Mobile || a.Phone;
  const link = phone ? formatPhone(phone) : null;
  return (
    <section id="agent" className="owner-section agent-card owner-agent" aria-labelledby="agent-title">
      <div className="agent-card__person">
        <AgentPhoto photoName={a.PhotoName && MEDIA_NAME.test(a.PhotoName) ? a.PhotoName : null} />
        <div>
          <h2 id="agent-title" className="agent-card__title owner-agent__title">
            {LL.OWNER.agentTitle()}
          </h2>
          <p className="agent-card__name">{a.Name}</p>
          {a.Function && <p className="agent-card__role">{a.Function}</p>}
        </div>
      </div>
      <ul className="agent-card__links">
        {link && (
          <li>
            <a href={link.href} className="agent-card__link">
              <Icon name="phone" size={18} />
              <span>{link.text}</span>
            </a>
          </li>
        )}
        {a.Email && (
          <li>
            <a href={`mailto:${a.Email}`} className="agent-card__link">
              <Icon name="mail" size={18} />
              <span>{a.Email}</span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

function Documents({ s }: { s: PortalSelection }) {
  const LL = useT();
  return (
    <TitledSection id="documents" block="owner-section" name="documents" title={LL.OWNER.documentsTitle()}>
      {s.documents.length === 0 ? (
        <p className="owner-empty">{LL.OWNER.noDocuments()}</p>
      ) : (
        <ul className="owner-docs">
          {s.documents.map((d) => (
            <li key={d.ID} className="owner-docs__item">
              <a href={d.Href} download className="owner-docs__link">
                {d.Name}
              </a>
              <span className="owner-docs__meta">
                {[
                  d.Date ? formatDate(d.Date) : '',
                  d.Size ? LL.OWNER.kilobytes({ size: Math.max(1, Math.round(d.Size / 1024)) }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function Selected({ s }: { s: PortalSelection }) {
  const LL = useT();
  const p = s.property;
  return (
    <>
      <div className="owner-heading">
        <h2 className="owner-heading__title">{p.Title || p.TypeDescription}</h2>
        <p className="owner-heading__meta">
          {[
            p.Goal === 0 ? LL.OWNER.forSale() : LL.OWNER.forRent(),
            [p.Address, `${p.Zip} ${p.City}`].filter((x) => x.trim()).join(', '),
            p.RecordFile ? LL.OWNER.reference({ ref: p.RecordFile }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <SectionMenu s={s} />
      <div className="owner-grid">
        <div className="owner-grid__main">
          <Summary s={s} />
          <Views s={s} />
        </div>
        <aside className="owner-grid__side">
          <AgentBlock s={s} />
        </aside>
      </div>
      <HistoryTable
        id="visits-title"
        anchor="visits"
        title={LL.OWNER.visitsTitle()}
        rows={s.visits}
        columns={['date', 'type', 'status', 'contact', 'comment']}
      />
      <HistoryTable
        id="communications-title"
        anchor="communications"
        title={LL.OWNER.communicationsTitle()}
        rows={s.communications}
        columns={['date', 'type', 'contact', 'subject', 'comment']}
      />
      {s.unavailable.includes('onlineMedia') ? (
        <TitledSection id="media" block="owner-section" name="media" title={LL.OWNER.onlineMediaTitle()}>
          <p className="owner-empty owner-unavailable">{LL.OWNER.onlineMediaUnavailable()}</p>
        </TitledSection>
      ) : (
        <HistoryTable
          id="media-title"
          anchor="media"
          title={LL.OWNER.onlineMediaTitle()}
          rows={s.onlineMedia}
          columns={['date', 'type', 'status', 'source', 'contact', 'subject', 'comment']}
        />
      )}
      <Documents s={s} />
    </>
  );
}

function PortalContent() {
  const view = useLoaderData({ strict: false }) as PortalView;
  const LL = useT();
  const lang = useLang();
  const name = [view.owner.FirstName, view.owner.LastName].filter(Boolean).join(' ') || view.owner.Email;
  const crumbs = [{ name: LL.OWNER.portalTitle(), path: `/${lang}/login/portal/` }];
  return (
    <div className="page page--portal">
      <PageHeader title={LL.OWNER.portalTitle()} crumbs={crumbs} />
      <div className="container page__body owner-portal">
        <div className="owner-bar">
          <p className="owner-bar__welcome">{LL.OWNER.welcome({ name })}</p>
          <form method="post" action="/api/owner/logout">
            <input type="hidden" name="lang" value={lang} />
            <button type="submit" className="button button--outline button--compact">
              {LL.OWNER.logout()}
            </button>
          </form>
        </div>
        <PropertyPicker view={view} selected={view.selected?.property.ID ?? null} />
        {view.selected ? (
          <Selected key={view.selected.property.ID} s={view.selected} />
        ) : (
          <p className="owner-empty">{LL.OWNER.noProperties()}</p>
        )}
      </div>
    </div>
  );
}

export function PortalPage() {
  return (
    <OwnerTexts>
      <PortalContent />
    </OwnerTexts>
  );
}
