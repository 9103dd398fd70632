/**
 * Renders a page's module list (docs/data-model.md): article text, link cards, key figures, the
 * agency's contact card, a quote and a call to action. Property and project lists are rendered by
 * the listing modules (they need provider data) and are skipped here when no renderer is given.
 */
import type { ReactNode } from 'react';
import type { ModuleView, SiteView } from '../content/views';
import { useT } from '../../shared/i18n/i18n';
import { Blocks } from './Blocks';
import { Icon, iconName } from '../../shared/components/Icon';
import { SmartLink } from './SmartLink';
import { AgencyLink } from './AgencyLink';

function Heading({ m }: { m: ModuleView }) {
  if (!m.title) return null;
  const H = m.titleSize;
  return (
    <H id={`m-${m.id}`} className="module__title">
      {m.title}
    </H>
  );
}

/** The agency's address, phone, e-mail and opening hours (also the contact block of project pages). */
export function ContactCard({ site }: { site: SiteView }) {
  const a = site.agency;
  return (
    <address className="contact-card">
      <p className="contact-card__name">{a.name}</p>
      <p>
        <Icon name="pin" size={18} /> {a.street}, {a.zip} {a.city}
      </p>
      <p>
        <Icon name="phone" size={18} /> <AgencyLink agency={a} by="phone" />
      </p>
      <p>
        <Icon name="mail" size={18} /> <AgencyLink agency={a} by="email" />
      </p>
      {a.openingHours && (
        <p>
          <Icon name="clock" size={18} /> {a.openingHours}
        </p>
      )}
    </address>
  );
}

function ModuleBody({
  m,
  site,
  renderList,
}: {
  m: ModuleView;
  site: SiteView;
  renderList?: (m: ModuleView) => ReactNode;
}) {
  const LL = useT();
  switch (m.view) {
    case 'article':
      return <Blocks blocks={m.content} />;
    case 'cards': {
      // One level below the module's title; with none, right under the page's h1.
      const CardH = m.title ? (m.titleSize === 'h2' ? 'h3' : 'h4') : 'h2';
      return (
        <ul className="cards" style={{ ['--per-row' as string]: m.numberItemOfRow ?? 3 }}>
          {m.items.map((c) => (
            <li key={c.title} className="card-link">
              <Icon name={iconName(c.icon)} size={28} className="card-link__icon" />
              <CardH className="card-link__title">
                {c.href ? (
                  <SmartLink href={c.href} className="card-link__anchor">
                    {c.title}
                  </SmartLink>
                ) : (
                  c.title
                )}
              </CardH>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      );
    }
    case 'figures':
      return (
        <dl className="figures">
          {m.items.map((c) => (
            <div key={c.title} className="figures__item">
              <dt>{c.title}</dt>
              <dd>
                <span className="figures__value">{c.figure}</span>
                <span className="figures__text">{c.text}</span>
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'contact':
      return <ContactCard site={site} />;
    case 'quote':
      return (
        <div className="quote-module">
          <Blocks blocks={m.content} />
        </div>
      );
    case 'cta':
      return (
        <div className="cta">
          {m.content.length > 0 && <Blocks blocks={m.content} />}
          {m.href && (
            <SmartLink href={m.href} className="button button--accent">
              {m.items[0]?.title ?? LL.PAGE.contactCtaButton()} <Icon name="arrow" size={18} />
            </SmartLink>
          )}
        </div>
      );
    case 'property-list':
    case 'project-list':
      return renderList ? renderList(m) : null;
  }
}

export function Modules({
  modules,
  site,
  renderList,
  position,
}: {
  modules: ModuleView[];
  site: SiteView;
  renderList?: (m: ModuleView) => ReactNode;
  position?: ModuleView['position'];
}) {
  const shown = modules.filter((m) => (position ? m.position === position : true));
  return (
    <>
      {shown.map((m) => {
        if ((m.view === 'property-list' || m.view === 'project-list') && !renderList) return null;
        const style = m.backgroundType === 'color' && m.colorBackground ? { background: m.colorBackground } : undefined;
        return (
          <section
            key={m.id}
            className={`module module--${m.view}${m.className ? ` ${m.className}` : ''}`}
            style={style}
            aria-labelledby={m.title ? `m-${m.id}` : undefined}
          >
            <Heading m={m} />
            {m.description && <p className="module__description">{m.description}</p>}
            <ModuleBody m={m} site={site} {...(renderList ? { renderList } : {})} />
          </section>
        );
      })}
    </>
  );
}
