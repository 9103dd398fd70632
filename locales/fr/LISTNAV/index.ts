/** French texts of the previous/next bar of a property opened from a listing (keys follow locales/en/LISTNAV/index.ts exactly). */
import type { NamespaceLISTNAVTranslation } from '../../i18n-types';

const fr_LISTNAV = {
  label: 'Résultats de recherche',
  back: 'Retour aux résultats',
  position: '{position} sur {total}',
  previous: 'Précédent',
  next: 'Suivant',
  stepTo: '{step} : {title}',
} satisfies NamespaceLISTNAVTranslation;

export default fr_LISTNAV;
