/**
 * The agency's phone and e-mail links as the footers show them (the full footer's first column with
 * icons; the compact footer's contact line, which can leave them out), and in the full footer the
 * owner's login, reachable on every width.
 */
import type { SiteView } from '../../content/views';
import { useT } from '../../../shared/i18n/i18n';
import { iconBefore } from '../../../shared/components/Icon';

export function FooterContact({
  agency,
  icons = true,
  owner,
}: {
  agency: SiteView['agency'];
  icons?: boolean;
  /** The owner login's link (the full footer). */
  owner?: { href: string; label: string };
}) {
  const LL = useT();
  return (
    <ul className="footer__contact">
      <li>
        <a href={agency.phoneLink.href} className={icons ? iconBefore('phone') : undefined}>
          <span className="visually-hidden">{LL.SITE.callAgency()}: </span>
          {agency.phoneLink.text}
        </a>
      </li>
      <li>
        <a href={`mailto:${agency.email}`} className={icons ? iconBefore('mail') : undefined}>
          <span className="visually-hidden">{LL.SITE.emailAgency()}: </span>
          {agency.email}
        </a>
      </li>
      {owner && (
        <li>
          <a href={owner.href} className={icons ? iconBefore('user') : undefined}>
            {owner.label}
          </a>
        </li>
      )}
    </ul>
  );
}
