/** Breadcrumbs from the path table (docs/screens.md): home, then each ancestor; the last is the current page. */
import type { Crumb } from '../../shared/paths/path-table';
import { useLang, useT } from '../../shared/i18n/i18n';
import { SmartLink } from './SmartLink';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const LL = useT();
  const lang = useLang();
  if (crumbs.length === 0) return null;
  const all = [{ name: LL.SITE.home(), path: `/${lang}/` }, ...crumbs];
  return (
    <nav className="breadcrumbs" aria-label={LL.SITE.breadcrumb()}>
      <ol>
        {all.map((c, i) => (
          <li key={c.path}>
            {i === all.length - 1 ? (
              <span aria-current="page">{c.name}</span>
            ) : (
              <SmartLink href={c.path}>{c.name}</SmartLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
