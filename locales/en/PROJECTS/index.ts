/** English texts of the projects list and project pages (a namespace: loaded with those pages only). */
import type { BaseTranslation } from '../../i18n-types';

const en_PROJECTS = {
  unitsAvailable: '{available:number} of {total:number} units available',
  priceRange: '{from:string} to {to:string}',
  delivery: 'Delivery',
  deliveryOn: 'Delivery {date:string}',
  address: 'Address',
  units: 'Units',
  unit: 'Unit',
  type: 'Type',
  bedrooms: 'Bedrooms',
  livingArea: 'Living area',
  price: 'Price',
  status: 'Status',
  available: 'Available',
  view: 'View',
  mapOfUnits: 'Map of the units',
  contactTitle: 'Interested in this project?',
  contactText: 'Ask for the price list, the floor plans and the specifications, or plan a visit on site.',
  none: 'There are no projects at the moment.',
} satisfies BaseTranslation;

export default en_PROJECTS;
