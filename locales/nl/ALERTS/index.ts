/** Dutch texts of search-alert digests and the unsubscribe page (keys follow locales/en/ALERTS/index.ts exactly). */
import type { NamespaceALERTSTranslation } from '../../i18n-types';

const nl_ALERTS = {
  digestSubject: '{count} {{nieuw pand|nieuwe panden}} voor uw zoekopdracht',
  digestIntro: 'Deze panden passen bij de zoekopdracht die u bij {agency} instelde:',
  isNew: 'Nieuw',
  priceDrop: 'Prijs verlaagd (was {price})',
  view: 'Bekijk het pand',
  more: 'En nog {count}: bekijk ze op onze website.',
  frequency: {
    instant: 'U ontvangt deze e-mail zodra nieuwe panden bij uw zoekopdracht passen.',
    daily: 'U ontvangt deze e-mail hoogstens één keer per dag, als nieuwe panden bij uw zoekopdracht passen.',
    weekly: 'U ontvangt deze e-mail hoogstens één keer per week, als nieuwe panden bij uw zoekopdracht passen.',
  },
  unsubscribeLine: 'Stop deze e-mails met één klik: {url}',
  unsubscribeLink: 'Uitschrijven',
  pageTitle: 'E-mails van uw zoekopdracht',
  confirmTitle: 'Uw zoekopdracht stopzetten?',
  confirmText: 'U ontvangt dan geen e-mails van uw zoekopdracht meer op {email}.',
  confirmButton: 'Uitschrijven',
  doneTitle: 'U bent uitgeschreven',
  doneText: 'U ontvangt geen e-mails van uw zoekopdracht meer op {email}. Dit geldt meteen.',
  alreadyTitle: 'U was al uitgeschreven',
  alreadyText: 'Deze zoekopdracht was al stopgezet: u ontvangt er geen e-mails meer van.',
  invalidTitle: 'Deze link is ongeldig',
  invalidText: 'Deze uitschrijflink is onvolledig of werd gewijzigd. Gebruik de link in de meest recente e-mail, of neem contact met ons op.',
  backHome: 'Terug naar de startpagina',
} satisfies NamespaceALERTSTranslation;

export default nl_ALERTS;
