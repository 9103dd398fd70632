/**
 * The sticky contact bar on phones (docs/look-and-feel.md: thumb-reachable actions): call, e-mail and
 * ask for information, fixed to the bottom of the screen below 1024 px (phones and tablets);
 * hidden on larger screens, where the agent card stays in view beside the content. Below 480 px
 * call and e-mail show their icons only (their labels stay as accessible names) so that the
 * longest language still fits beside the scroll-to-top button (client/styles/detail.css).
 */
import { useT } from '../../../shared/i18n/i18n';
import { iconBefore } from '../../../shared/components/Icon';
import { SmartLink } from '../SmartLink';
import type { ContactPerson } from './contact-person';

export function ContactBar({ person, contactHref }: { person: ContactPerson; contactHref: string }) {
  const LL = useT();
  return (
    <nav className="contact-bar" aria-label={LL.DETAIL.contactBar()}>
      <a href={person.phone.href} className={`contact-bar__action ${iconBefore('phone')}`}>
        <span className="contact-bar__label">{LL.DETAIL.call()}</span>
      </a>
      <a href={`mailto:${person.email}`} className={`contact-bar__action ${iconBefore('mail')}`}>
        <span className="contact-bar__label">{LL.DETAIL.email()}</span>
      </a>
      <SmartLink href={contactHref} className="contact-bar__action contact-bar__action--primary">
        <span>{LL.DETAIL.enquire()}</span>
      </SmartLink>
    </nav>
  );
}
