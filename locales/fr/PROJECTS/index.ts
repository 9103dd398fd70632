/** French texts of the projects list and project pages (keys follow locales/en/PROJECTS/index.ts exactly). */
import type { NamespacePROJECTSTranslation } from '../../i18n-types';

const fr_PROJECTS = {
  unitsAvailable: '{available} logements disponibles sur {total}',
  priceRange: 'De {from} à {to}',
  delivery: 'Livraison',
  deliveryOn: 'Livraison {date}',
  address: 'Adresse',
  units: 'Logements',
  unit: 'Logement',
  type: 'Type',
  bedrooms: 'Chambres',
  livingArea: 'Surface habitable',
  price: 'Prix',
  status: 'Statut',
  available: 'Disponible',
  view: 'Voir',
  mapOfUnits: 'Carte des logements',
  contactTitle: 'Ce projet vous intéresse ?',
  contactText: 'Demandez la liste de prix, les plans et le cahier des charges, ou planifiez une visite sur place.',
  none: "Il n'y a pas de projets pour le moment.",
} satisfies NamespacePROJECTSTranslation;

export default fr_PROJECTS;
