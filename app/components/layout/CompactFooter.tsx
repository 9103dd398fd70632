/**
 * The compact footer of the owner's private pages (decision record 026): one contact line for the
 * agency (name, address, phone, e-mail), then the legal links, the cookie settings button and the
 * copyright. No configured columns and no newsletter form: a signed-in owner reads the portal on a
 * phone, and the site-wide footer alone would take more than a screen there.
 */
import type { SiteView } from '../../content/views';
import { useT } from '../../../shared/i18n/i18n';
import { FooterContact } from './FooterContact';
import { FooterLegal } from './FooterLegal';

export function CompactFooter({ site }: { site: SiteView }) {
  const LL = useT();
  const { agency } = site;
  const place = `${agency.zip} ${agency.city}`.trim();
  return (
    <footer className="footer footer--compact">
      <h2 className="visually-hidden">{LL.SITE.footer()}</h2>
      <div className="container footer__agency">
        <p className="footer__address">
          <strong>{agency.name}</strong>
          {(agency.street || place) && ' · '}
          {agency.street}
          {agency.street && place && ', '}
          {place && <span className="footer__place">{place}</span>}
        </p>
        <FooterContact agency={agency} icons={false} />
      </div>
      <FooterLegal site={site} className="container footer__bottom" />
    </footer>
  );
}
