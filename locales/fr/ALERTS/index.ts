/** French texts of search-alert digests and the unsubscribe page (keys follow locales/en/ALERTS/index.ts exactly). */
import type { NamespaceALERTSTranslation } from '../../i18n-types';

const fr_ALERTS = {
  digestSubject: '{count} {{nouveau bien|nouveaux biens}} pour votre recherche',
  digestIntro: 'Ces biens correspondent à l’alerte de recherche que vous avez créée chez {agency} :',
  isNew: 'Nouveau',
  priceDrop: 'Prix réduit (auparavant {price})',
  view: 'Voir le bien',
  more: 'Et {count} de plus : découvrez-les sur notre site.',
  frequency: {
    instant: 'Vous recevez cet e-mail dès que de nouveaux biens correspondent à votre recherche.',
    daily: 'Vous recevez cet e-mail au plus une fois par jour, quand de nouveaux biens correspondent à votre recherche.',
    weekly: 'Vous recevez cet e-mail au plus une fois par semaine, quand de nouveaux biens correspondent à votre recherche.',
  },
  unsubscribeLine: 'Arrêter ces e-mails en un clic : {url}',
  unsubscribeLink: 'Se désinscrire',
  pageTitle: 'E-mails de votre alerte de recherche',
  confirmTitle: 'Arrêter votre alerte de recherche ?',
  confirmText: 'Vous ne recevrez plus d’e-mails de votre alerte de recherche à l’adresse {email}.',
  confirmButton: 'Se désinscrire',
  doneTitle: 'Vous êtes désinscrit',
  doneText: 'Vous ne recevrez plus d’e-mails de votre alerte de recherche à l’adresse {email}. C’est effectif immédiatement.',
  alreadyTitle: 'Déjà désinscrit',
  alreadyText: 'Cette alerte de recherche était déjà arrêtée : vous n’en recevrez plus d’e-mails.',
  invalidTitle: 'Ce lien n’est pas valide',
  invalidText: 'Ce lien de désinscription est incomplet ou a été modifié. Utilisez le lien du dernier e-mail reçu, ou contactez-nous.',
  backHome: 'Retour à la page d’accueil',
} satisfies NamespaceALERTSTranslation;

export default fr_ALERTS;
