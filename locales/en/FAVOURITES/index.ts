/** English texts of the favourites and comparison pages (a namespace: not in the first load). */
import type { BaseTranslation } from '../../i18n-types';

const en_FAVOURITES = {
  intro:
    'The properties you saved with the heart. They are kept in this browser only: no account, and we keep nothing.',
  needsScript: 'Your favourites are kept in this browser: this page needs JavaScript to show them.',
  loading: 'Loading your favourites…',
  empty: 'You have not saved any property yet. Tap the heart on a property to find it here.',
  browse: 'Browse properties for sale',
  count: '{count:number} saved {{property|properties}}',
  savedOn: 'Saved on {date:string}',
  priceDown: 'Price lowered from {from:string} to {to:string}',
  priceUp: 'Price raised from {from:string} to {to:string}',
  priceHidden: 'The price is no longer published',
  sold: 'Sold since you saved it',
  rented: 'Rented since you saved it',
  gone: 'No longer online',
  unchanged: 'Unchanged since you saved it',
  unknown: 'Could not be checked just now',
  remove: 'Remove from favourites',
  compareThis: 'Compare',
  compareHint: 'Tick two to four properties to compare them side by side.',
  compareSelected: 'Compare {count:number} properties',
  compareTitle: 'Comparison',
  scrollHint: 'Swipe sideways to see every property\u00a0→',
  compareTooFew: 'Choose two to four properties from your favourites to compare them.',
  backToFavourites: 'Back to your favourites',
  leaveOut: 'Leave {title:string} out of the comparison',
  rows: {
    price: 'Price',
    pricePerM2: 'Price per m²',
    status: 'Status',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    living: 'Living area',
    ground: 'Plot area',
    terrace: 'Terrace',
    garden: 'Garden',
    epc: 'Energy label (EPC)',
    costs: 'Purchase costs (indicative)',
    totalPrice: 'Price with purchase costs',
  },
  available: 'Available',
  costsNote:
    "Indicative purchase costs (duties or VAT, notary's fee and deed costs) for a home bought as the buyer's only own home, without a mortgage. Each property's page calculates them for your own situation.",
  perM2: '{price:string}/m²',
  m2: '{area:number} m²',
  none: '–',
} satisfies BaseTranslation;

export default en_FAVOURITES;
