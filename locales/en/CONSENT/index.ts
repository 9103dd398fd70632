/** English texts of the cookie consent dialog (a namespace: loaded with the dialog's chunk only). */
import type { BaseTranslation } from '../../i18n-types';

const en_CONSENT = {
  title: 'Cookies on this site',
  intro:
    'We use necessary cookies to make the site work. With your permission we also use cookies to measure visits (Google Analytics) and to show relevant adverts (Google Ads, Meta). You can change your choice at any time through "Cookie settings" at the bottom of each page.',
  policy: 'Read our cookie policy',
  agreeAll: 'Accept all',
  declineAll: 'Decline all',
  changeSettings: 'Change settings',
  settingsTitle: 'Cookie settings',
  settingsIntro: 'Choose which cookies we may use. Necessary cookies are always on.',
  agreePartly: 'Accept selection',
  alwaysOn: 'Always on',
  necessary: 'Necessary',
  necessaryText: 'Keep the site working and secure, and remember your choice about cookies.',
  analytics_storage: 'Analytics',
  analytics_storageText: 'Measure visits anonymously to improve the site (Google Analytics).',
  ad_storage: 'Advertising cookies',
  ad_storageText: 'Store cookies that measure our adverts (Google Ads, Meta).',
  ad_user_data: 'Advertising data',
  ad_user_dataText: 'Send data about your visit to Google and Meta for advertising.',
  ad_personalization: 'Personalised adverts',
  ad_personalizationText: 'Show you adverts that match your interests on other sites.',
} satisfies BaseTranslation;

export default en_CONSENT;
