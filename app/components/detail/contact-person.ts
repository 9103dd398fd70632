/**
 * Who a visitor contacts about a property or project: its agent when there is one, otherwise
 * the agency itself (name, phone and e-mail from the site configuration).
 */
import type { SiteView } from '../../content/views';
import type { Agent } from '../../../shared/model/people';
import type { PhoneLink } from '../../../shared/format/phone-link';

export interface ContactPerson {
  name: string;
  role: string;
  phone: PhoneLink;
  email: string;
  photoName: string | null;
}

export function contactPerson(agent: Agent | null, site: SiteView): ContactPerson {
  if (agent) {
    return {
      name: agent.Name,
      role: agent.Function,
      phone: agent.PhoneLink ?? site.agency.phoneLink,
      email: agent.Email || site.agency.email,
      photoName: agent.PhotoName,
    };
  }
  return { name: site.agency.name, role: '', phone: site.agency.phoneLink, email: site.agency.email, photoName: null };
}
