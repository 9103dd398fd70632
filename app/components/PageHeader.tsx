/** The heading block of inner pages: breadcrumbs, title (the page's only h1) and lead text. */
import type { Crumb } from '../../shared/paths/path-table';
import { Breadcrumbs } from './Breadcrumbs';

export function PageHeader({ title, intro, crumbs }: { title: string; intro?: string; crumbs: Crumb[] }) {
  return (
    <div className="page-header">
      <div className="container">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="page-header__title">{title}</h1>
        {intro && <p className="page-header__intro">{intro}</p>}
      </div>
    </div>
  );
}
