/** Dutch texts of the cookie consent dialog (namespace CONSENT). */
import type { NamespaceCONSENTTranslation } from '../../i18n-types';

const nl_CONSENT = {
  title: 'Cookies op deze website',
  intro:
    'Wij gebruiken noodzakelijke cookies om de website te laten werken. Met uw toestemming gebruiken wij ook cookies om bezoeken te meten (Google Analytics) en om relevante advertenties te tonen (Google Ads, Meta). U kunt uw keuze altijd wijzigen via "Cookie-instellingen" onderaan elke pagina.',
  policy: 'Lees ons cookiebeleid',
  agreeAll: 'Alles aanvaarden',
  declineAll: 'Alles weigeren',
  changeSettings: 'Instellingen wijzigen',
  settingsTitle: 'Cookie-instellingen',
  settingsIntro: 'Kies welke cookies wij mogen gebruiken. Noodzakelijke cookies staan altijd aan.',
  agreePartly: 'Selectie aanvaarden',
  alwaysOn: 'Altijd aan',
  necessary: 'Noodzakelijk',
  necessaryText: 'Houden de website werkend en veilig, en onthouden uw keuze over cookies.',
  analytics_storage: 'Statistieken',
  analytics_storageText: 'Bezoeken anoniem meten om de website te verbeteren (Google Analytics).',
  ad_storage: 'Advertentiecookies',
  ad_storageText: 'Cookies bewaren die onze advertenties meten (Google Ads, Meta).',
  ad_user_data: 'Advertentiegegevens',
  ad_user_dataText: 'Gegevens over uw bezoek voor advertenties naar Google en Meta sturen.',
  ad_personalization: 'Gepersonaliseerde advertenties',
  ad_personalizationText: 'Advertenties op andere websites tonen die bij uw interesses passen.',
} satisfies NamespaceCONSENTTranslation;

export default nl_CONSENT;
