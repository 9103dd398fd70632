/** French texts of the cookie consent dialog (namespace CONSENT). */
import type { NamespaceCONSENTTranslation } from '../../i18n-types';

const fr_CONSENT = {
  title: 'Les cookies sur ce site',
  intro:
    'Nous utilisons des cookies nécessaires au fonctionnement du site. Avec votre accord, nous utilisons aussi des cookies pour mesurer les visites (Google Analytics) et pour afficher des publicités pertinentes (Google Ads, Meta). Vous pouvez modifier votre choix à tout moment via « Paramètres des cookies » en bas de chaque page.',
  policy: 'Lire notre politique de cookies',
  agreeAll: 'Tout accepter',
  declineAll: 'Tout refuser',
  changeSettings: 'Personnaliser',
  settingsTitle: 'Paramètres des cookies',
  settingsIntro: 'Choisissez les cookies que nous pouvons utiliser. Les cookies nécessaires sont toujours actifs.',
  agreePartly: 'Accepter la sélection',
  alwaysOn: 'Toujours actifs',
  necessary: 'Nécessaires',
  necessaryText: 'Assurent le fonctionnement et la sécurité du site, et retiennent votre choix sur les cookies.',
  analytics_storage: 'Mesure d’audience',
  analytics_storageText: 'Mesurer les visites de façon anonyme pour améliorer le site (Google Analytics).',
  ad_storage: 'Cookies publicitaires',
  ad_storageText: 'Enregistrer des cookies qui mesurent nos publicités (Google Ads, Meta).',
  ad_user_data: 'Données publicitaires',
  ad_user_dataText: 'Envoyer à Google et à Meta des données sur votre visite à des fins publicitaires.',
  ad_personalization: 'Publicités personnalisées',
  ad_personalizationText: 'Vous montrer sur d’autres sites des publicités adaptées à vos centres d’intérêt.',
} satisfies NamespaceCONSENTTranslation;

export default fr_CONSENT;
