/**
 * The agency's phone and e-mail links as the footers show them (the full footer's first column with
 * icons; the compact footer's contact line, which can leave them out), and in the full footer the
 * owner's login, reachable on every width.
 */
import type { SiteView } from '../../content/views';
import { iconBefore } from '../../../shared/components/Icon';
import { AgencyLink } from '../AgencyLink';

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
  return (
    <ul className="footer__contact">
      <li>
        <AgencyLink agency={agency} by="phone" className={icons ? iconBefore('phone') : undefined} />
      </li>
      <li>
        <AgencyLink agency={agency} by="email" className={icons ? iconBefore('mail') : undefined} />
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
