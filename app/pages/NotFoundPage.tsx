/**
 * 'Page not found' (docs/errors.md) and its property and project counterparts ('Property Not Found'):
 * status 404, a way on — the home page, all projects for a project — and a search form.
 * Rendered inside the layout (known language) or alone (unknown language: default texts).
 */
import { rootRouteId, useRouteContext, useRouterState } from '@tanstack/react-router';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { I18nProvider, useT } from '../../shared/i18n/i18n';
import type { Lang } from '../../shared/paths/languages';
import { QuickSearchForm } from '../components/QuickSearchForm';
import { SmartLink } from '../components/SmartLink';
import { Icon } from '../../shared/components/Icon';

export type NotFoundKind = 'page' | 'property' | 'project';

function NotFoundBody({ lang, kind }: { lang: Lang; kind: NotFoundKind }) {
  const LL = useT();
  const E = LL.ERRORS;
  const [title, text] =
    kind === 'property'
      ? [E.propertyNotFound(), E.propertyNotFoundText()]
      : kind === 'project'
        ? [E.projectNotFound(), E.projectNotFoundText()]
        : [E.pageNotFound(), E.pageNotFoundText()];
  return (
    <section className="container not-found" aria-labelledby="nf-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="nf-title">{title}</h1>
      <p className="not-found__text">{text}</p>
      <p className="not-found__actions">
        {kind === 'project' && (
          <SmartLink href={localizedHref(pathTable, lang, '/projects/')} className="button button--primary">
            <Icon name="building" size={18} /> {LL.LISTING.projectsTitle()}
          </SmartLink>
        )}
        <SmartLink
          href={`/${lang}/`}
          className={`button ${kind === 'project' ? 'button--outline' : 'button--primary'}`}
        >
          <Icon name="home" size={18} /> {LL.ERRORS.backHome()}
        </SmartLink>
      </p>
      <QuickSearchForm />
    </section>
  );
}

export function NotFoundPage({ kind = 'page' }: { kind?: NotFoundKind }) {
  const { lang: l } = useRouteContext({ from: rootRouteId });
  const inLayout = useRouterState({
    select: (s) => s.matches.some((m) => m.routeId === '/$lang' && m.status === 'success'),
  });
  if (inLayout) return <NotFoundBody lang={l} kind={kind} />;
  return (
    <I18nProvider lang={l}>
      <main id="main" className="main">
        <NotFoundBody lang={l} kind={kind} />
      </main>
    </I18nProvider>
  );
}

export const PropertyNotFoundPage = () => <NotFoundPage kind="property" />;
export const ProjectNotFoundPage = () => <NotFoundPage kind="project" />;
export const PageNotFoundPage = () => <NotFoundPage />;
