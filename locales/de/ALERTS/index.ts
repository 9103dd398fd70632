/** German texts of search-alert digests and the unsubscribe page (keys follow locales/en/ALERTS/index.ts exactly). */
import type { NamespaceALERTSTranslation } from '../../i18n-types';

const de_ALERTS = {
  digestSubject: '{count} {{neue Immobilie|neue Immobilien}} für Ihre Suche',
  digestIntro: 'Diese Immobilien passen zu dem Suchauftrag, den Sie bei {agency} eingerichtet haben:',
  isNew: 'Neu',
  priceDrop: 'Preis gesenkt (vorher {price})',
  view: 'Immobilie ansehen',
  more: 'Und {count} weitere: Sehen Sie sie auf unserer Website an.',
  frequency: {
    instant: 'Sie erhalten diese E-Mail, sobald neue Immobilien zu Ihrer Suche passen.',
    daily: 'Sie erhalten diese E-Mail höchstens einmal am Tag, wenn neue Immobilien zu Ihrer Suche passen.',
    weekly: 'Sie erhalten diese E-Mail höchstens einmal pro Woche, wenn neue Immobilien zu Ihrer Suche passen.',
  },
  unsubscribeLine: 'Diese E-Mails mit einem Klick abbestellen: {url}',
  unsubscribeLink: 'Abbestellen',
  pageTitle: 'E-Mails Ihres Suchauftrags',
  confirmTitle: 'Suchauftrag beenden?',
  confirmText: 'Sie erhalten dann keine E-Mails Ihres Suchauftrags mehr an {email}.',
  confirmButton: 'Abbestellen',
  doneTitle: 'Sie sind abgemeldet',
  doneText: 'Sie erhalten keine E-Mails Ihres Suchauftrags mehr an {email}. Das gilt ab sofort.',
  alreadyTitle: 'Bereits abgemeldet',
  alreadyText: 'Dieser Suchauftrag wurde bereits beendet: Sie erhalten keine E-Mails mehr davon.',
  invalidTitle: 'Dieser Link ist ungültig',
  invalidText: 'Dieser Abmeldelink ist unvollständig oder wurde verändert. Bitte verwenden Sie den Link der neuesten E-Mail oder kontaktieren Sie uns.',
  backHome: 'Zurück zur Startseite',
} satisfies NamespaceALERTSTranslation;

export default de_ALERTS;
