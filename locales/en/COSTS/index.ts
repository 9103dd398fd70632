/** English texts of the purchase-cost calculator and its API (a namespace: loaded with the detail pages only). */
import type { BaseTranslation } from '../../i18n-types';

const en_COSTS = {
  title: 'Purchase costs',
  assumption: 'Figures for {kind:string}, {buyer:string}, without a mortgage.',
  kinds: {
    existing: 'an existing property',
    new: 'a new build sold with VAT',
    land: 'building land',
  },
  buyer: {
    ownHome: "bought as the buyer's only own home",
    other: "not bought as the buyer's only own home",
  },
  options: 'Your situation',
  ownHome: 'This will be my only own home',
  newBuild: 'New build (sold with VAT)',
  landShare: 'Land share of the price (€, optional)',
  mortgage: 'Mortgage amount (€, optional)',
  price: 'Price',
  region: 'Rules of the {region:string} region',
  regions: {
    flanders: 'Flemish',
    brussels: 'Brussels',
    wallonia: 'Walloon',
  },
  registrationDuties: 'Registration duties',
  vat: 'VAT',
  notaryFees: "Notary's fee, VAT included",
  otherCosts: 'Deed costs and formalities',
  totalCosts: 'Total costs',
  totalPrice: 'Price with costs',
  details: 'How this is calculated',
  line: {
    registration: 'Registration duties {rate:string} on {base:string}',
    abatement: 'Abatement: no duties on the first {base:string}',
    vatBuilding: 'VAT {rate:string} on the building, {base:string}',
    notaryFee: "Notary's fee (legal scale) on {base:string}",
    notaryVat: "VAT {rate:string} on the notary's fee",
    adminCosts: 'Administrative costs of the deed, VAT included',
    writingDuty: 'Writing duty',
    transcription: 'Transcription at the mortgage office (estimate)',
    searches: 'Certificates and searches (estimate)',
    mortgageRegistration: 'Mortgage: registration duty {rate:string} on {base:string}',
    mortgageDuty: 'Mortgage: mortgage duty {rate:string} on {base:string}',
    mortgageAdmin: 'Mortgage deed: administrative costs, VAT included',
    mortgageWritingDuty: 'Mortgage deed: writing duty',
  },
  creditFeeLeftOut: "The notary's fee for the mortgage deed is not included.",
  indicative: 'Indicative, rules of {date:string}. Only your notary’s statement is binding.',
  official: "The notaries' official calculator",
  officialUrl: 'https://www.notaire.be/calcul-des-frais',
  belgiumOnly:
    'The purchase-cost calculator covers properties in Belgium. For this property, ask us or a local notary about the costs.',
  loading: 'Loading the calculator…',
  error: {
    price: 'Give the price as a positive amount in euros, for example 350000.',
    zip: 'Give a Belgian postcode of four digits, for example 1000.',
    kind: 'The kind must be existing, new or land.',
    ownHome: 'ownHome must be 1 (only own home) or 0.',
    landShare: 'Give the land share as an amount in euros, for example 120000.',
    landShareOverPrice: 'The land share cannot be higher than the price.',
    mortgage: 'Give the mortgage as an amount in euros, for example 250000.',
  },
} satisfies BaseTranslation;

export default en_COSTS;
