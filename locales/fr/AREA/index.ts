/** French texts of the area search (keys follow locales/en/AREA/index.ts exactly). */
import type { NamespaceAREATranslation } from '../../i18n-types';

const fr_AREA = {
  draw: 'Dessiner une zone',
  addPoint: 'Ajouter le centre de la carte',
  finish: 'Terminer la zone',
  cancel: 'Annuler',
  searchView: 'Rechercher dans cette zone',
  hint: 'Cliquez sur les coins de votre zone sur la carte (ou déplacez la carte avec les flèches du clavier et ajoutez son centre), puis terminez.',
  drawn: 'Biens situés dans la zone dessinée sur la carte.',
  near: 'Biens situés à moins de {radius} km du lieu choisi.',
  nearCity: 'Biens situés à moins de {radius} km de {city}.',
  alert: 'Recevoir des alertes pour cette zone',
  remove: 'Supprimer la zone',
  edit: 'La modifier sur la carte',
} satisfies NamespaceAREATranslation;

export default fr_AREA;
