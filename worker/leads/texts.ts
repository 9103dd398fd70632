/**
 * The texts of lead e-mails and CRM subjects, in a language (namespace LEADS; the server loads
 * every dictionary: shared/i18n/load-server.ts).
 */
import { textsFor, type Texts } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../shared/i18n/load-server';
import type { Lang } from '../../shared/paths/languages';

export function leadTexts(lang: Lang): Texts['LEADS'] {
  loadAllLanguages();
  return textsFor(lang).LEADS;
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
} as const satisfies Record<string, keyof Texts['LEADS']['kind']>;

/** The name of a form kind in a language ('Appointment request'); an unknown kind is 'Website form'. */
export function kindName(kind: string, lang: Lang): string {
  const key = (KIND_KEYS as Record<string, keyof Texts['LEADS']['kind']>)[kind] ?? 'other';
  return leadTexts(lang).kind[key]();
}
