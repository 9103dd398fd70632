/** French texts of the detail pages' tools (keys follow locales/en/TOOLS/index.ts exactly). */
import type { NamespaceTOOLSTranslation } from '../../i18n-types';

const fr_TOOLS = {
  allPhotos: 'Les {count} photos',
  gallery: 'Photos : {title}',
  close: 'Fermer',
  previous: 'Photo précédente',
  next: 'Photo suivante',
  play: 'Lancer le diaporama',
  pause: 'Mettre le diaporama en pause',
  thumbnails: 'Choisir une photo',
  goTo: 'Afficher la photo %s',
  slideLabel: 'Photo %s sur %s',
  print: 'Imprimer',
  share: 'Partager',
  shareVia: 'Partager cette page',
  email: 'E-mail',
  copyLink: 'Copier le lien',
  copied: 'Lien copié',
  copyFailed: 'La copie n’a pas fonctionné : sélectionnez l’adresse ci-dessus et copiez-la.',
  sendToFriend: 'Envoyer à un ami',
  mailBody: 'Jetez un œil à ceci : {url}',
  pageAddress: 'Adresse de la page',
  streetView: 'Street View',
  opensGoogleMaps: 'ouvre Google Maps dans un nouvel onglet',
  printedFrom: 'En ligne sur {url}',
} satisfies NamespaceTOOLSTranslation;

export default fr_TOOLS;
