/** French texts of the favourites and comparison pages (keys follow locales/en/FAVOURITES/index.ts exactly). */
import type { NamespaceFAVOURITESTranslation } from '../../i18n-types';

const fr_FAVOURITES = {
  intro:
    'Les biens que vous avez sauvegardés avec le cœur. Ils restent uniquement dans ce navigateur : pas de compte, et nous ne conservons rien.',
  needsScript: 'Vos favoris sont conservés dans ce navigateur : cette page a besoin de JavaScript pour les afficher.',
  loading: 'Chargement de vos favoris…',
  empty: 'Vous n’avez encore sauvegardé aucun bien. Touchez le cœur d’un bien pour le retrouver ici.',
  browse: 'Voir les biens à vendre',
  count: '{count} {{bien sauvegardé|biens sauvegardés}}',
  savedOn: 'Sauvegardé le {date}',
  priceDown: 'Prix baissé de {from} à {to}',
  priceUp: 'Prix augmenté de {from} à {to}',
  priceHidden: 'Le prix n’est plus publié',
  sold: 'Vendu depuis votre sauvegarde',
  rented: 'Loué depuis votre sauvegarde',
  gone: 'Plus en ligne',
  unchanged: 'Inchangé depuis votre sauvegarde',
  unknown: 'Vérification impossible pour le moment',
  remove: 'Retirer des favoris',
  compareThis: 'Comparer',
  compareHint: 'Cochez de deux à quatre biens pour les comparer côte à côte.',
  compareSelected: 'Comparer {count} biens',
  compareTitle: 'Comparaison',
  scrollHint: 'Faites glisser de côté pour voir tous les biens\u00a0→',
  compareTooFew: 'Choisissez de deux à quatre biens parmi vos favoris pour les comparer.',
  backToFavourites: 'Retour à vos favoris',
  leaveOut: 'Retirer {title} de la comparaison',
  rows: {
    price: 'Prix',
    pricePerM2: 'Prix au m²',
    status: 'Statut',
    bedrooms: 'Chambres',
    bathrooms: 'Salles de bains',
    living: 'Surface habitable',
    ground: 'Surface du terrain',
    terrace: 'Terrasse',
    garden: 'Jardin',
    epc: 'Label énergétique (PEB)',
    costs: 'Frais d’achat (indicatifs)',
    totalPrice: 'Prix frais d’achat compris',
  },
  available: 'Disponible',
  costsNote:
    'Frais d’achat indicatifs (droits d’enregistrement ou TVA, honoraires du notaire et frais d’acte) pour un logement acheté comme unique habitation propre, sans crédit hypothécaire. La page de chaque bien les calcule selon votre situation.',
  perM2: '{price}/m²',
  m2: '{area} m²',
  none: '–',
} satisfies NamespaceFAVOURITESTranslation;

export default fr_FAVOURITES;
