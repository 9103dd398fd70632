/** The footer's last lines, shared by the full and the compact footer: legal links, the cookie settings button, copyright and VAT number. */
import type { SiteView } from '../../content/views';
import { useT } from '../../../shared/i18n/i18n';
import { SmartLink } from '../SmartLink';
import { CookieSettingsButton } from './CookieSettingsButton';

export function FooterLegal({ site, className }: { site: SiteView; className: string }) {
  const LL = useT();
  return (
    <div className={className}>
      <nav aria-label={LL.SITE.legalLinks()}>
        <ul className="footer__legal">
          {site.footer.legal.map((l) => (
            <li key={l.href}>
              <SmartLink href={l.href}>{l.label}</SmartLink>
            </li>
          ))}
          <CookieSettingsButton />
        </ul>
      </nav>
      <p className="footer__copyright">
        {site.footer.copyright}
        {site.agency.vat ? ` · ${LL.SITE.vat()} ${site.agency.vat}` : ''}
      </p>
    </div>
  );
}
