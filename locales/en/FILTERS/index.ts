/** English texts of the listing's filters, their chips, the reading of a typed search and its widening (a namespace: drawn on the server). */
import type { BaseTranslation } from '../../i18n-types';

const en_FILTERS = {
  // What a typed search reads (the first suggestion, shared/search/reading.ts).
  types: {
    '1': 'Houses',
    '2': 'Apartments',
    '3': 'Studios',
    '4': 'Land',
    '5': 'Investment properties',
    '6': 'Commercial premises',
    '7': 'Garages and parking spaces',
    '8': 'Offices',
  },
  properties: 'Properties',
  forSale: 'for sale',
  forRent: 'for rent',
  inCity: 'in {place:string}',
  inRegion: 'in {place:string}',
  rooms: '{count:number}+ {{bedroom|bedrooms}}',
  priceMax: 'up to {price:string}',
  priceMin: 'from {price:string}',
  priceRange: '{min:string} to {max:string}',
  areaMin: 'from {area:number} m²',
  areaMax: 'up to {area:number} m²',
  areaRange: '{min:number} to {max:number} m²',
  plotMin: 'plot from {area:number} m²',
  epc: 'EPC {label:string} or better',
  garden: 'with a garden',
  terrace: 'with a terrace',
  parking: 'with parking',
  newBuild: 'new build',
  onRequest: 'price on request included',
  closed: 'sold and rented shown',
  reference: 'The property with reference {ref:string}',
  property: 'The property number {id:string}',
  unread: 'Not understood: {words:string}',
  // The filter form's new fields.
  region: 'Region or province',
  regionAny: 'Anywhere',
  livingArea: 'Living area (m²)',
  minArea: 'Living area from (m²)',
  maxArea: 'Living area up to (m²)',
  minPlot: 'Plot from (m²)',
  epcLabel: 'EPC label',
  epcAny: 'Any label',
  epcOrBetter: '{label:string} or better',
  newBuildLabel: 'New build only',
  closedLabel: 'Show sold and rented',
  onRequestLabel: 'Include price on request',
  activeCount: '{count:number} active {{filter|filters}}',
  // The results' head: the active filters as chips, and saving the search.
  chips: 'Active filters',
  removeChip: 'Remove filter: {filter:string}',
  clearAll: 'Clear all filters',
  saveSearch: 'Save this search',
  saveSearchHint: 'Get new properties that match by e-mail',
  // No results: the nearest widening.
  widenTitle: 'Widen your search',
  widenDrop: 'Without “{filter:string}”',
  widenNear: 'Within {km:number} km of {city:string}',
  widenCity: 'In {city:string} ({km:number} km away)',
  widenCount: '{count:number} {{result|results}}',
  // Sort, applied at once.
  sortOpen: 'Sort: {order:string}',
} satisfies BaseTranslation;

export default en_FILTERS;
