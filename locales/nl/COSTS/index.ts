/** Dutch texts of the purchase-cost calculator (keys follow locales/en/COSTS/index.ts exactly). */
import type { NamespaceCOSTSTranslation } from '../../i18n-types';

const nl_COSTS = {
  title: 'Aankoopkosten',
  assumption: 'Bedragen voor {kind}, {buyer}, zonder hypothecaire lening.',
  kinds: {
    existing: 'een bestaand pand',
    new: 'nieuwbouw verkocht met btw',
    land: 'bouwgrond',
  },
  buyer: {
    ownHome: 'gekocht als enige eigen woning',
    other: 'niet gekocht als enige eigen woning',
  },
  options: 'Uw situatie',
  ownHome: 'Dit wordt mijn enige eigen woning',
  newBuild: 'Nieuwbouw (verkocht met btw)',
  landShare: 'Aandeel grond in de prijs (€, optioneel)',
  mortgage: 'Bedrag hypothecaire lening (€, optioneel)',
  price: 'Prijs',
  region: 'Regels van het {region} Gewest',
  regions: {
    flanders: 'Vlaamse',
    brussels: 'Brusselse Hoofdstedelijke',
    wallonia: 'Waalse',
  },
  registrationDuties: 'Registratiebelasting',
  vat: 'Btw',
  notaryFees: 'Ereloon notaris, btw inbegrepen',
  otherCosts: 'Aktekosten en formaliteiten',
  totalCosts: 'Totale kosten',
  totalPrice: 'Prijs met kosten',
  details: 'Hoe dit berekend wordt',
  line: {
    registration: 'Registratiebelasting {rate} op {base}',
    abatement: 'Abattement: geen belasting op de eerste {base}',
    vatBuilding: 'Btw {rate} op het gebouw, {base}',
    notaryFee: 'Ereloon notaris (wettelijk barema) op {base}',
    notaryVat: 'Btw {rate} op het ereloon',
    adminCosts: 'Administratieve kosten van de akte, btw inbegrepen',
    writingDuty: 'Recht op geschriften',
    transcription: 'Overschrijving op het hypotheekkantoor (schatting)',
    searches: 'Attesten en opzoekingen (schatting)',
    mortgageRegistration: 'Lening: registratierecht {rate} op {base}',
    mortgageDuty: 'Lening: hypotheekrecht {rate} op {base}',
    mortgageAdmin: 'Kredietakte: administratieve kosten, btw inbegrepen',
    mortgageWritingDuty: 'Kredietakte: recht op geschriften',
  },
  creditFeeLeftOut: 'Het ereloon van de notaris voor de kredietakte is niet inbegrepen.',
  indicative: 'Indicatief, regels van {date}. Alleen de afrekening van uw notaris is bindend.',
  official: 'De officiële rekenmodule van de notarissen',
  officialUrl: 'https://www.notaris.be/rekenmodules/aankoop',
  belgiumOnly:
    'De berekening van de aankoopkosten geldt voor panden in België. Vraag ons of een notaris ter plaatse naar de kosten van dit pand.',
  loading: 'De rekenmodule wordt geladen…',
  error: {
    price: 'Geef de prijs als een positief bedrag in euro, bijvoorbeeld 350000.',
    zip: 'Geef een Belgische postcode van vier cijfers, bijvoorbeeld 1000.',
    kind: 'De soort moet existing, new of land zijn.',
    ownHome: 'ownHome moet 1 (enige eigen woning) of 0 zijn.',
    landShare: 'Geef het aandeel grond als een bedrag in euro, bijvoorbeeld 120000.',
    landShareOverPrice: 'Het aandeel grond kan niet hoger zijn dan de prijs.',
    mortgage: 'Geef het bedrag van de lening in euro, bijvoorbeeld 250000.',
  },
} satisfies NamespaceCOSTSTranslation;

export default nl_COSTS;
