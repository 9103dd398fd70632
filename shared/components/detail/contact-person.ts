/**
 * Who a visitor contacts about a property or project: its agent when there is one, otherwise
 * the agency itself (name, phone and e-mail from the site configuration).
 */
import type { SiteView } from '../../content/views';
import type { Agent } from '../../model/people';

export interface ContactPerson {
  name: string;
  role: string;
  phone: string;
  email: string;
  photoName: string | null;
}

export function contactPerson(agent: Agent | null, site: SiteView): ContactPerson {
  if (agent) {
    return {
      name: agent.Name,
      role: agent.Function,
      phone: agent.Phone || agent.Mobile || site.agency.phone,
      email: agent.Email || site.agency.email,
      photoName: agent.PhotoName,
    };
  }
  return { name: site.agency.name, role: '', phone: site.agency.phone, email: site.agency.email, photoName: null };
}
