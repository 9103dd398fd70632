/** Dutch texts of the projects list and project pages (keys follow locales/en/PROJECTS/index.ts exactly). */
import type { NamespacePROJECTSTranslation } from '../../i18n-types';

const nl_PROJECTS = {
  unitsAvailable: '{available} van {total} eenheden beschikbaar',
  priceRange: '{from} tot {to}',
  delivery: 'Oplevering',
  deliveryOn: 'Oplevering {date}',
  address: 'Adres',
  units: 'Eenheden',
  unit: 'Eenheid',
  type: 'Type',
  bedrooms: 'Slaapkamers',
  livingArea: 'Bewoonbare oppervlakte',
  price: 'Prijs',
  status: 'Status',
  available: 'Beschikbaar',
  view: 'Bekijken',
  mapOfUnits: 'Kaart van de eenheden',
  contactTitle: 'Interesse in dit project?',
  contactText: 'Vraag de prijslijst, de plannen en het lastenboek aan, of plan een bezoek ter plaatse.',
  none: 'Er zijn momenteel geen projecten.',
} satisfies NamespacePROJECTSTranslation;

export default nl_PROJECTS;
