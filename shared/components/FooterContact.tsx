/** The agency's phone and e-mail links as the footers show them (the full footer's first column with icons; the compact footer's contact line, which can leave them out). */
import type { SiteView } from '../content/views';
import { useT } from '../i18n/i18n';
import { Icon } from './Icon';

export function FooterContact({ agency, icons = true }: { agency: SiteView['agency']; icons?: boolean }) {
  const LL = useT();
  return (
    <ul className="footer__contact">
      <li>
        <a href={agency.phoneLink.href}>
          {icons && <Icon name="phone" size={16} />} <span className="visually-hidden">{LL.SITE.callAgency()}: </span>
          {agency.phoneLink.text}
        </a>
      </li>
      <li>
        <a href={`mailto:${agency.email}`}>
          {icons && <Icon name="mail" size={16} />} <span className="visually-hidden">{LL.SITE.emailAgency()}: </span>
          {agency.email}
        </a>
      </li>
    </ul>
  );
}
