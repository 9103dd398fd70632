/** A link that calls or e-mails the agency, named for screen readers ('Call the agency: …'). */
import type { SiteView } from '../content/views';
import { useT } from '../../shared/i18n/i18n';

export function AgencyLink({
  agency,
  by,
  className,
}: {
  agency: SiteView['agency'];
  by: 'phone' | 'email';
  className?: string | undefined;
}) {
  const LL = useT();
  const [href, name, text] =
    by === 'phone'
      ? [agency.phoneLink.href, LL.SITE.callAgency(), agency.phoneLink.text]
      : [`mailto:${agency.email}`, LL.SITE.emailAgency(), agency.email];
  return (
    <a href={href} className={className}>
      <span className="visually-hidden">{name}: </span>
      {text}
    </a>
  );
}
