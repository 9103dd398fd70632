/**
 * 'Property Not Found' (seed §8) and its project counterpart: status 404, rendered inside the
 * layout, with a way on — the listings' search form, all projects, the home page.
 */
import { pathTable } from '../content/path-table-instance';
import { localizedHref } from '../paths/path-table';
import { useLang, useT } from '../i18n/i18n';
import { QuickSearchForm } from '../components/QuickSearchForm';
import { SmartLink } from '../components/SmartLink';
import { Icon } from '../components/Icon';

export function DetailNotFoundPage({ kind }: { kind: 'property' | 'project' }) {
  const LL = useT();
  const lang = useLang();
  const property = kind === 'property';
  return (
    <section className="container not-found" aria-labelledby="nf-title">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 id="nf-title">{property ? LL.ERRORS.propertyNotFound() : LL.ERRORS.projectNotFound()}</h1>
      <p className="not-found__text">{property ? LL.ERRORS.propertyNotFoundText() : LL.ERRORS.projectNotFoundText()}</p>
      <p className="not-found__actions">
        {!property && (
          <SmartLink href={localizedHref(pathTable, lang, '/projects/')} className="button button--primary">
            <Icon name="building" size={18} /> {LL.LISTING.projectsTitle()}
          </SmartLink>
        )}
        <SmartLink href={`/${lang}/`} className={`button ${property ? 'button--primary' : 'button--outline'}`}>
          <Icon name="home" size={18} /> {LL.ERRORS.backHome()}
        </SmartLink>
      </p>
      <QuickSearchForm />
    </section>
  );
}

export const PropertyNotFoundPage = () => <DetailNotFoundPage kind="property" />;
export const ProjectNotFoundPage = () => <DetailNotFoundPage kind="project" />;
