/** German texts of the cookie consent dialog (namespace CONSENT). */
import type { NamespaceCONSENTTranslation } from '../../i18n-types';

const de_CONSENT = {
  title: 'Cookies auf dieser Website',
  intro:
    'Wir verwenden notwendige Cookies, damit die Website funktioniert. Mit Ihrer Einwilligung verwenden wir außerdem Cookies, um Besuche zu messen (Google Analytics) und passende Werbung zu zeigen (Google Ads, Meta). Sie können Ihre Wahl jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern.',
  policy: 'Unsere Cookie-Richtlinie lesen',
  agreeAll: 'Alle akzeptieren',
  declineAll: 'Alle ablehnen',
  changeSettings: 'Einstellungen ändern',
  settingsTitle: 'Cookie-Einstellungen',
  settingsIntro: 'Wählen Sie, welche Cookies wir verwenden dürfen. Notwendige Cookies sind immer aktiv.',
  agreePartly: 'Auswahl akzeptieren',
  alwaysOn: 'Immer aktiv',
  necessary: 'Notwendig',
  necessaryText: 'Halten die Website funktionsfähig und sicher und speichern Ihre Wahl zu Cookies.',
  analytics_storage: 'Statistik',
  analytics_storageText: 'Besuche anonym messen, um die Website zu verbessern (Google Analytics).',
  ad_storage: 'Werbe-Cookies',
  ad_storageText: 'Cookies speichern, die unsere Werbung messen (Google Ads, Meta).',
  ad_user_data: 'Werbedaten',
  ad_user_dataText: 'Daten über Ihren Besuch für Werbezwecke an Google und Meta senden.',
  ad_personalization: 'Personalisierte Werbung',
  ad_personalizationText: 'Ihnen auf anderen Websites Werbung zeigen, die zu Ihren Interessen passt.',
} satisfies NamespaceCONSENTTranslation;

export default de_CONSENT;
