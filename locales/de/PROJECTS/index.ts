/** German texts of the projects list and project pages (keys follow locales/en/PROJECTS/index.ts exactly). */
import type { NamespacePROJECTSTranslation } from '../../i18n-types';

const de_PROJECTS = {
  unitsAvailable: '{available} von {total} Einheiten verfügbar',
  priceRange: '{from} bis {to}',
  delivery: 'Fertigstellung',
  deliveryOn: 'Fertigstellung {date}',
  address: 'Adresse',
  units: 'Einheiten',
  unit: 'Einheit',
  type: 'Typ',
  bedrooms: 'Schlafzimmer',
  livingArea: 'Wohnfläche',
  price: 'Preis',
  status: 'Status',
  available: 'Verfügbar',
  view: 'Ansehen',
  mapOfUnits: 'Karte der Einheiten',
  contactTitle: 'Interesse an diesem Projekt?',
  contactText: 'Fordern Sie Preisliste, Pläne und Baubeschreibung an, oder vereinbaren Sie eine Besichtigung vor Ort.',
  none: 'Derzeit gibt es keine Projekte.',
} satisfies NamespacePROJECTSTranslation;

export default de_PROJECTS;
