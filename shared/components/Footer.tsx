/** Footer (docs/screens.md): configurable columns (title, intro, full text, images: each with its public flag), legal links and the cookie settings button, copyright. */
import type { SiteView } from '../content/views';
import { useT } from '../i18n/i18n';
import { Icon } from './Icon';
import { SmartLink } from './SmartLink';
import { FormSlot } from './forms/FormSlot';
import { CookieSettingsButton } from './CookieSettingsButton';

export function Footer({ site }: { site: SiteView }) {
  const LL = useT();
  return (
    <footer className="footer">
      <h2 className="visually-hidden">{LL.SITE.footer()}</h2>
      <div className="container footer__grid">
        {site.footer.columns.map((col, i) => (
          <section key={i} className={`footer__col col-sm-${col.col.sm} col-md-${col.col.md} col-lg-${col.col.lg}`}>
            {col.title && <h3 className="footer__title">{col.title}</h3>}
            {col.introText && <p className="footer__intro">{col.introText}</p>}
            {col.fullText && <p className="footer__text">{col.fullText}</p>}
            {col.images.map((img) => (
              <img
                key={img.src}
                src={img.src}
                alt={img.alt}
                width={img.width}
                height={img.height}
                loading="lazy"
                className="footer__img"
              />
            ))}
            {i === 0 && (
              <ul className="footer__contact">
                <li>
                  <a href={site.agency.phoneLink.href}>
                    <Icon name="phone" size={16} /> <span className="visually-hidden">{LL.SITE.callAgency()}: </span>
                    {site.agency.phoneLink.text}
                  </a>
                </li>
                <li>
                  <a href={`mailto:${site.agency.email}`}>
                    <Icon name="mail" size={16} /> <span className="visually-hidden">{LL.SITE.emailAgency()}: </span>
                    {site.agency.email}
                  </a>
                </li>
              </ul>
            )}
          </section>
        ))}
      </div>
      <div className="container footer__newsletter">
        <FormSlot kind="sign-newsletter" heading="h3" inline />
      </div>
      <div className="container footer__bottom">
        <nav aria-label={LL.SITE.legalLinks()}>
          <ul className="footer__legal">
            {site.footer.legal.map((l) => (
              <li key={l.href}>
                <SmartLink href={l.href}>{l.label}</SmartLink>
              </li>
            ))}
            <CookieSettingsButton site={site} />
          </ul>
        </nav>
        <p className="footer__copyright">
          {site.footer.copyright}
          {site.agency.vat ? ` · ${LL.SITE.vat()} ${site.agency.vat}` : ''}
        </p>
      </div>
    </footer>
  );
}
