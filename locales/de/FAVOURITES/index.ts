/** German texts of the favourites and comparison pages (keys follow locales/en/FAVOURITES/index.ts exactly). */
import type { NamespaceFAVOURITESTranslation } from '../../i18n-types';

const de_FAVOURITES = {
  intro:
    'Die Immobilien, die Sie mit dem Herz gemerkt haben. Sie bleiben nur in diesem Browser: kein Konto, und wir speichern nichts.',
  needsScript: 'Ihre Favoriten sind in diesem Browser gespeichert: Diese Seite braucht JavaScript, um sie anzuzeigen.',
  loading: 'Ihre Favoriten werden geladen…',
  empty:
    'Sie haben noch keine Immobilie gemerkt. Tippen Sie bei einer Immobilie auf das Herz, um sie hier wiederzufinden.',
  browse: 'Immobilien zum Kauf ansehen',
  count: '{count} {{gemerkte Immobilie|gemerkte Immobilien}}',
  savedOn: 'Gemerkt am {date}',
  priceDown: 'Preis gesenkt von {from} auf {to}',
  priceUp: 'Preis erhöht von {from} auf {to}',
  priceHidden: 'Der Preis wird nicht mehr angegeben',
  sold: 'Verkauft, seit Sie sie gemerkt haben',
  rented: 'Vermietet, seit Sie sie gemerkt haben',
  gone: 'Nicht mehr online',
  unchanged: 'Unverändert, seit Sie sie gemerkt haben',
  unknown: 'Konnte gerade nicht geprüft werden',
  remove: 'Aus den Favoriten entfernen',
  compareThis: 'Vergleichen',
  compareHint: 'Wählen Sie zwei bis vier Immobilien aus, um sie nebeneinander zu vergleichen.',
  compareSelected: '{count} Immobilien vergleichen',
  compareTitle: 'Vergleich',
  scrollHint: 'Zur Seite wischen, um alle Immobilien zu sehen\u00a0→',
  compareTooFew: 'Wählen Sie zwei bis vier Immobilien aus Ihren Favoriten, um sie zu vergleichen.',
  backToFavourites: 'Zurück zu Ihren Favoriten',
  leaveOut: '{title} aus dem Vergleich nehmen',
  rows: {
    price: 'Preis',
    pricePerM2: 'Preis pro m²',
    status: 'Status',
    bedrooms: 'Schlafzimmer',
    bathrooms: 'Badezimmer',
    living: 'Wohnfläche',
    ground: 'Grundstücksfläche',
    terrace: 'Terrasse',
    garden: 'Garten',
    epc: 'Energieausweis (EPC)',
    costs: 'Erwerbsnebenkosten (unverbindlich)',
    totalPrice: 'Preis mit Erwerbsnebenkosten',
  },
  available: 'Verfügbar',
  costsNote:
    'Unverbindliche Erwerbsnebenkosten (Registrierungsgebühren oder Mehrwertsteuer, Notarhonorar und Urkundenkosten) für eine Wohnung oder ein Haus, das die einzige eigene Wohnung des Käufers wird, ohne Hypothek. Die Seite jeder Immobilie berechnet sie für Ihre eigene Lage.',
  perM2: '{price}/m²',
  m2: '{area} m²',
  none: '–',
} satisfies NamespaceFAVOURITESTranslation;

export default de_FAVOURITES;
