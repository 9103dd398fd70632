/**
 * Footer (docs/screens.md): configurable columns (title, intro, full text, images: each with its
 * public flag), the search-alert form (closed until asked: ./FooterAlert.tsx), the newsletter
 * form, legal links and the cookie settings button, copyright.
 */
import type { SiteView } from '../../content/views';
import { useT } from '../../../shared/i18n/i18n';
import { FooterContact } from './FooterContact';
import { FormSlot } from '../forms/FormSlot';
import { FooterLegal } from './FooterLegal';
import { pathTable } from '../../../shared/content/path-table-instance';
import { localizedHref } from '../../../shared/paths/path-table';
import { FooterAlert } from './FooterAlert';

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
              <FooterContact
                agency={site.agency}
                {...(pathTable.byOriginal.has('/login/')
                  ? { owner: { href: localizedHref(pathTable, site.lang, '/login/'), label: LL.LOGIN.title() } }
                  : {})}
              />
            )}
          </section>
        ))}
      </div>
      <FooterAlert site={site} />
      <div className="container footer__newsletter">
        <FormSlot kind="sign-newsletter" heading="h3" inline />
      </div>
      <FooterLegal site={site} className="container footer__bottom" />
    </footer>
  );
}
