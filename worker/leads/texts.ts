/** The texts of lead e-mails and CRM subjects, in a language (worker/texts). */
import type { Lang } from '../../shared/paths/languages';
import { serverTexts, type ServerTexts } from '../texts';

type LeadTexts = ServerTexts['leads'];

export function leadTexts(lang: Lang): LeadTexts {
  return serverTexts(lang).leads;
}

const KIND_KEYS = {
  'contact-me': 'contactMe',
  'contact-appointment': 'contactAppointment',
  'contact-construction': 'contactConstruction',
  'contact-demand': 'contactDemand',
  'demand-register': 'demandRegister',
  'send-to-friend': 'sendToFriend',
  'site-contact': 'siteContact',
  'sign-newsletter': 'signNewsletter',
  'request-documents': 'requestDocuments',
  testimonial: 'testimonial',
  'rent-application': 'rentApplication',
  'purchase-offer': 'purchaseOffer',
} as const satisfies Record<string, keyof LeadTexts['kind']>;

/** The name of a form kind in a language ('Appointment request'); an unknown kind is 'Website form'. */
export function kindName(kind: string, lang: Lang): string {
  const key = (KIND_KEYS as Record<string, keyof LeadTexts['kind']>)[kind] ?? 'other';
  return leadTexts(lang).kind[key]();
}
