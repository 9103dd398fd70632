/**
 * A new-build project (docs/data-model.md): name, address and
 * figures, photos, description, the units table with links to each unit, the units on the map,
 * the agent, the share tools with the send-to-friend form for the project's link, and the contact
 * block `#contact-construction` with the project's contact form and the agency's details.
 */
import { useLoaderData, useRouterState } from '@tanstack/react-router';
import type { FormKind } from '../../shared/forms/kinds';
import { openFormHref } from '../../shared/forms/open-form';
import type { ProjectDetail } from '../model/project';
import { pathTable } from '../../shared/content/path-table-instance';
import { projectHref } from '../../shared/paths/property-path';
import { useLang, useT } from '../../shared/i18n/i18n';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { ContactCard } from '../components/Modules';
import { Icon } from '../../shared/components/Icon';
import { useSite } from '../components/useSite';
import { PhotoBlock } from '../components/detail/PhotoBlock';
import { Island } from '../islands/Island';
import { DetailTools } from '../components/detail/DetailTools';
import { PrintFooter } from '../components/detail/PrintFooter';
import { Description } from '../components/detail/Description';
import { MediaBlock } from '../../shared/components/detail/MediaBlock';
import { LocationBlock } from '../components/detail/LocationBlock';
import { postalAddress } from '../format/address';
import { AgentCard } from '../components/detail/AgentCard';
import { ContactBar } from '../components/detail/ContactBar';
import { contactPerson } from '../components/detail/contact-person';
import { FormSlot } from '../components/forms/FormSlot';
import { UnitsTable } from '../components/projects/UnitsTable';
import { formatDelivery, priceRange } from '../components/projects/project-format';
import type { DetailHeadFacts } from '../router/detail-head';
import type { Alternate } from '../router/head';
import { DetailTexts } from '../i18n/detail-texts';

export interface ProjectData {
  project: ProjectDetail;
  head: DetailHeadFacts;
  /** The form drawn open (`?form=`, or back with its messages); the others show only their openers. */
  openForm: FormKind | null;
  /** The page in every enabled language (server-rendered loads only): see ../router/head.ts ownAlternates. */
  alternates?: Alternate[];
}

function ProjectView() {
  const { project: p, openForm } = useLoaderData({ strict: false }) as ProjectData;
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const LL = useT();
  const lang = useLang();
  const site = useSite();
  const crumbs = [
    ...(pathTable.byOriginal.get('/projects/')?.breadcrumbs[lang] ?? []),
    { name: p.Name, path: projectHref(pathTable, lang, p) },
  ];
  const contactHref = '#contact-construction';
  const person = contactPerson(p.Agent, site);
  const address = p.PublicAddress.trim() || postalAddress(p, lang);
  const photos = p.Photos.length ? p.Photos : p.SmallPictureItem ? [p.SmallPictureItem] : [];
  const markers = p.Units.some((u) => u.Lat !== null && u.Lng !== null) ? p.Units : [];
  return (
    <article className="page page--project">
      <div className="container detail-top">
        <Breadcrumbs crumbs={crumbs} />
        <header className="detail-head">
          <div className="detail-head__main">
            <h1 className="detail-head__title">{p.Name}</h1>
            <p className="detail-head__place">
              <Icon name="pin" size={18} /> {address}
            </p>
          </div>
          <p className="detail-head__price">{priceRange(p, LL)}</p>
        </header>
        <DetailTools title={p.Name} friendForm />
        <Island
          name="photos"
          when="dialog"
          component={PhotoBlock}
          props={{ photos, label: LL.DETAIL.photos(), title: p.Name }}
        />
      </div>
      <div className="container detail-body">
        <div className="detail-main">
          <dl className="key-figures">
            <div className="key-figures__item">
              <dt>{LL.PROJECTS.units()}</dt>
              <dd>
                <Icon name="building" size={24} className="key-figures__icon" />
                <span className="key-figures__value">
                  {LL.PROJECTS.unitsAvailable({ available: p.AvailableUnits, total: p.UnitCount })}
                </span>
              </dd>
            </div>
            {p.Delivery && (
              <div className="key-figures__item">
                <dt>{LL.PROJECTS.delivery()}</dt>
                <dd>
                  <Icon name="clock" size={24} className="key-figures__icon" />
                  <span className="key-figures__value">{formatDelivery(p.Delivery, lang)}</span>
                </dd>
              </div>
            )}
          </dl>
          <Description text={p.Description || p.Summary} id="description-title" title={LL.DETAIL.description()} />
          <Island
            name="media"
            when="intent"
            component={MediaBlock}
            // The block shows the second and third photos at most (as posters).
            props={{ videoUrl: p.VideoUrl, tourUrl: p.VirtualTourUrl, name: p.Name, photos: photos.slice(0, 3) }}
          />
          {p.Units.length > 0 && <UnitsTable units={p.Units} />}
          <LocationBlock
            title={LL.DETAIL.location()}
            address={address}
            exact
            markers={markers}
            mapTitle={LL.PROJECTS.mapOfUnits()}
          />
          <div className="detail-forms">
            <FormSlot
              kind="send-to-friend"
              heading="h3"
              disclosure
              open={openForm === 'send-to-friend'}
              openHref={openFormHref('send-to-friend', searchStr)}
              projectId={p.ID}
            />
          </div>
        </div>
        <aside className="detail-aside">
          <AgentCard person={person} contactHref={contactHref} />
        </aside>
      </div>
      <div className="container">
        <section
          id="contact-construction"
          className="detail-section project-contact"
          aria-labelledby="contact-construction-heading"
        >
          <div className="project-contact__intro">
            <h2 id="contact-construction-heading" className="detail-section__title">
              {LL.PROJECTS.contactTitle()}
            </h2>
            <p>{LL.PROJECTS.contactText()}</p>
            <ContactCard site={site} />
          </div>
          <FormSlot kind="contact-construction" projectId={p.ID} />
        </section>
      </div>
      <ContactBar person={person} contactHref={contactHref} />
      <PrintFooter />
    </article>
  );
}

export function ProjectPage() {
  return (
    <DetailTexts>
      <ProjectView />
    </DetailTexts>
  );
}
