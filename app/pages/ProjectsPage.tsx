/**
 * The projects list (docs/screens.md '/projects/'): the content page's heading and intro, then a card
 * per project (photo, name, city, available units, price range, delivery), then the page's
 * modules.
 */
import { useLoaderData } from '@tanstack/react-router';
import type { PageView } from '../content/views';
import type { Project } from '../model/project';
import { useT } from '../../shared/i18n/i18n';
import { Modules } from '../components/Modules';
import { PageHeader } from '../components/PageHeader';
import { useSite } from '../components/useSite';
import { ProjectCard } from '../components/projects/ProjectCard';
import { DetailTexts } from '../i18n/detail-texts';

export interface ProjectsData {
  page: PageView;
  projects: Project[];
}

function ProjectsView() {
  const { page, projects } = useLoaderData({ strict: false }) as ProjectsData;
  const LL = useT();
  const site = useSite();
  return (
    <div className="page page--projects">
      <PageHeader title={page.title} crumbs={page.breadcrumbs} {...(page.intro ? { intro: page.intro } : {})} />
      <div className="container page__body">
        {projects.length > 0 ? (
          <ul className="results__grid project-grid">
            {projects.map((p, i) => (
              <li key={p.ID}>
                <ProjectCard p={p} eager={i < 2} first={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="no-results" role="status">
            {LL.PROJECTS.none()}
          </p>
        )}
        <div className="project-grid__modules">
          <Modules modules={page.modules} site={site} />
        </div>
      </div>
    </div>
  );
}

export function ProjectsPage() {
  return (
    <DetailTexts>
      <ProjectsView />
    </DetailTexts>
  );
}
