/**
 * One link for configured targets: internal paths as the router's Link (localized href);
 * external links, tel: and mailto: open in a new tab with rel="noopener" and a hidden hint.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { pathTable } from '../content/path-table-instance';
import { localizedToInternal } from '../router/rewrite';
import { isExternalLink } from '../paths/links';

export function SmartLink({
  href,
  external,
  className,
  children,
  ...rest
}: {
  href: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
}) {
  const LL = useT();
  const isExternal = external ?? isExternalLink(href);
  if (isExternal) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {LL.SITE.opensInNewTab()}</span>
      </a>
    );
  }
  if (href.includes('?') || href.includes('#')) {
    return (
      <a href={href} className={className} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link
      to={localizedToInternal(pathTable, href)}
      activeOptions={{ exact: true, includeSearch: false }}
      className={className}
      {...rest}
    >
      {children}
    </Link>
  );
}
