/**
 * One link for configured targets: internal paths as plain links (their localized href), marked
 * `aria-current="page"` on the page they lead to; links to other sites open in a new tab with
 * rel="noopener" and a hidden hint; tel: and mailto: open in place (../paths/links.ts).
 */
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/i18n';
import { useCurrentPath } from '../router/here';
import { encodedHref, isAppLink, isExternalLink } from '../paths/links';

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
}) {
  const LL = useT();
  const current = useCurrentPath();
  if (isAppLink(href))
    return (
      <a href={href} className={className} {...rest}>
        {children}
      </a>
    );
  const isExternal = external ?? isExternalLink(href);
  if (isExternal) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {LL.SITE.opensInNewTab()}</span>
      </a>
    );
  }
  const local = encodedHref(href);
  if (href.includes('?') || href.includes('#')) {
    return (
      <a href={local} className={className} {...rest}>
        {children}
      </a>
    );
  }
  const here = local === current ? 'page' : undefined;
  return (
    <a className={className} {...rest} aria-current={here} href={local}>
      {children}
    </a>
  );
}
