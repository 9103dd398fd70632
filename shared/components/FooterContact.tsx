/** The agency's phone and e-mail links as the footers show them (the full footer's first column with icons; the compact footer's contact line, which can leave them out). */
import type { SiteView } from '../content/views';
import { useT } from '../i18n/i18n';
import { iconBefore } from './Icon';

export function FooterContact({ agency, icons = true }: { agency: SiteView['agency']; icons?: boolean }) {
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
    </ul>
  );
}
