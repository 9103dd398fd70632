/**
 * The agent card beside a property or project: portrait, name, function, phone and e-mail
 * (each a real link), and the call to action to the contact page.
 */
import type { ReactNode } from 'react';
import { photoUrl } from '../../../shared/model/common';
import { useT } from '../../../shared/i18n/i18n';
import { Icon, iconAfter, iconBefore } from '../../../shared/components/Icon';
import { SmartLink } from '../SmartLink';
import type { ContactPerson } from './contact-person';

export function AgentCard({
  person,
  contactHref,
  title,
  children,
}: {
  person: ContactPerson;
  contactHref: string;
  title?: string;
  children?: ReactNode;
}) {
  const LL = useT();
  return (
    <section className="agent-card" aria-labelledby="agent-title">
      <h2 id="agent-title" className="agent-card__title">
        {title ?? LL.DETAIL.yourContact()}
      </h2>
      <div className="agent-card__person">
        <AgentPhoto photoName={person.photoName} />
        <div>
          <p className="agent-card__name">{person.name}</p>
          {person.role && <p className="agent-card__role">{person.role}</p>}
        </div>
      </div>
      <ul className="agent-card__links">
        <li>
          <a href={person.phone.href} className={`agent-card__link ${iconBefore('phone')}`}>
            <span className="visually-hidden">{LL.DETAIL.callPerson({ name: person.name })}: </span>
            {person.phone.text}
          </a>
        </li>
        <li>
          <a href={`mailto:${person.email}`} className={`agent-card__link ${iconBefore('mail')}`}>
            <span className="visually-hidden">{LL.DETAIL.emailPerson({ name: person.name })}: </span>
            {person.email}
          </a>
        </li>
      </ul>
      {children}
      <p className="agent-card__text">{LL.DETAIL.askInfoText()}</p>
      <SmartLink href={contactHref} className={`button button--accent agent-card__cta ${iconAfter('arrow')}`}>
        {LL.DETAIL.askInfo()}
      </SmartLink>
    </section>
  );
}

/** The agent's portrait, 64 px, or the person icon when there is none (also the owner portal's agent). */
export function AgentPhoto({ photoName }: { photoName: string | null | undefined }) {
  return photoName ? (
    <img
      className="agent-card__photo"
      src={photoUrl(photoName, 100)}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="agent-card__photo agent-card__photo--empty" aria-hidden="true">
      <Icon name="user" size={32} />
    </span>
  );
}
