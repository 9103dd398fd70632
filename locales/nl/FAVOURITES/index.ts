/** Dutch texts of the favourites and comparison pages (keys follow locales/en/FAVOURITES/index.ts exactly). */
import type { NamespaceFAVOURITESTranslation } from '../../i18n-types';

const nl_FAVOURITES = {
  intro:
    'De panden die u met het hartje hebt bewaard. Ze blijven alleen in deze browser: geen account, en wij bewaren niets.',
  needsScript: 'Uw favorieten staan in deze browser: deze pagina heeft JavaScript nodig om ze te tonen.',
  loading: 'Uw favorieten worden geladen…',
  empty: 'U hebt nog geen pand bewaard. Tik op het hartje bij een pand om het hier terug te vinden.',
  browse: 'Bekijk de panden te koop',
  count: '{count} {{bewaard pand|bewaarde panden}}',
  savedOn: 'Bewaard op {date}',
  priceDown: 'Prijs verlaagd van {from} naar {to}',
  priceUp: 'Prijs verhoogd van {from} naar {to}',
  priceHidden: 'De prijs wordt niet meer vermeld',
  sold: 'Verkocht sinds u het bewaarde',
  rented: 'Verhuurd sinds u het bewaarde',
  gone: 'Niet meer online',
  unchanged: 'Ongewijzigd sinds u het bewaarde',
  unknown: 'Kon nu niet worden nagekeken',
  remove: 'Verwijderen uit favorieten',
  compareThis: 'Vergelijken',
  compareHint: 'Vink twee tot vier panden aan om ze naast elkaar te vergelijken.',
  compareSelected: '{count} panden vergelijken',
  compareTitle: 'Vergelijking',
  scrollHint: 'Veeg opzij om alle panden te zien\u00a0→',
  compareTooFew: 'Kies twee tot vier panden uit uw favorieten om ze te vergelijken.',
  backToFavourites: 'Terug naar uw favorieten',
  leaveOut: '{title} uit de vergelijking halen',
  rows: {
    price: 'Prijs',
    pricePerM2: 'Prijs per m²',
    status: 'Status',
    bedrooms: 'Slaapkamers',
    bathrooms: 'Badkamers',
    living: 'Bewoonbare oppervlakte',
    ground: 'Perceeloppervlakte',
    terrace: 'Terras',
    garden: 'Tuin',
    epc: 'Energielabel (EPC)',
    costs: 'Aankoopkosten (indicatief)',
    totalPrice: 'Prijs met aankoopkosten',
  },
  available: 'Beschikbaar',
  costsNote:
    'Indicatieve aankoopkosten (registratierechten of btw, notariskosten en aktekosten) voor een woning die de enige eigen woning van de koper wordt, zonder hypotheek. Op de pagina van elk pand berekent u ze voor uw eigen situatie.',
  perM2: '{price}/m²',
  m2: '{area} m²',
  none: '–',
} satisfies NamespaceFAVOURITESTranslation;

export default nl_FAVOURITES;
