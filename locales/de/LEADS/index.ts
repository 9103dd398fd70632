/** German texts of the e-mails a lead's delivery sends (keys follow locales/en/LEADS/index.ts exactly). */
import type { NamespaceLEADSTranslation } from '../../i18n-types';

const de_LEADS = {
  kind: {
    contactMe: 'Anfrage zu Informationen oder Besichtigung',
    contactAppointment: 'Terminanfrage',
    contactConstruction: 'Anfrage zu einem Projekt',
    contactDemand: 'Anfrage einer kostenlosen Bewertung',
    demandRegister: 'Suchauftrag',
    sendToFriend: 'An einen Freund gesendete Seite',
    siteContact: 'Kontaktformular',
    signNewsletter: 'Anmeldung zum Newsletter',
    requestDocuments: 'Anforderung von Unterlagen',
    testimonial: 'Kundenstimme',
    rentApplication: 'Mietbewerbung',
    purchaseOffer: 'Kaufangebot',
    other: 'Formular der Website',
  },
  agencySubject: '{kind} von {name}',
  agencyIntro: 'Ein Besucher hat auf der Website das Formular „{kind}“ gesendet.',
  property: 'Immobilie',
  project: 'Projekt',
  language: 'Sprache',
  reference: 'Referenz der Anfrage',
  received: 'Eingegangen',
  friendSubject: '{name} meint, diese Immobilie könnte Sie interessieren',
  friendIntro: '{name} hat Ihnen diese Seite von {agency} gesendet:',
  friendMessage: 'Die Nachricht:',
  documentsSubject: 'Die angeforderten Unterlagen: {title}',
  documentsIntro: 'Vielen Dank für Ihr Interesse. Im Anhang finden Sie die Unterlagen zu dieser Immobilie.',
  documentsNone: 'Unser Büro sendet Ihnen die Unterlagen zu dieser Immobilie in Kürze.',
  documentsAgencyNote: 'Dem Besucher gesendete Unterlagen: {count}.',
  documentsAgencyNone: 'Zu dieser Immobilie sind keine Unterlagen gespeichert: Bitte senden Sie sie dem Besucher selbst.',
  failureSubject: 'Anfrage Nr. {id} konnte nicht zugestellt werden',
  failureIntro: 'Diese Anfrage konnte nach mehreren Versuchen nicht zugestellt werden. Sie bleibt mit dem Status „fehlgeschlagen“ in der Datenbank der Website gespeichert. Bitte bearbeiten Sie sie selbst:',
  lastError: 'Letzter Fehler',
  regards: 'Mit freundlichen Grüßen',
} satisfies NamespaceLEADSTranslation;

export default de_LEADS;
