/** French texts of the purchase-cost calculator (keys follow locales/en/COSTS/index.ts exactly). */
import type { NamespaceCOSTSTranslation } from '../../i18n-types';

const fr_COSTS = {
  title: "Frais d'achat",
  assumption: 'Montants pour {kind}, {buyer}, sans crédit hypothécaire.',
  kinds: {
    existing: 'un bien existant',
    new: 'une construction neuve vendue avec TVA',
    land: 'un terrain à bâtir',
  },
  buyer: {
    ownHome: "pour un acheteur dont ce sera l'habitation propre et unique",
    other: "pour un acheteur dont ce ne sera pas l'habitation propre et unique",
  },
  options: 'Votre situation',
  ownHome: 'Ce sera mon habitation propre et unique',
  newBuild: 'Construction neuve (vendue avec TVA)',
  landShare: 'Quote-part du terrain dans le prix (€, facultatif)',
  mortgage: 'Montant du crédit hypothécaire (€, facultatif)',
  price: 'Prix',
  region: 'Règles de la Région {region}',
  regions: {
    flanders: 'flamande',
    brussels: 'de Bruxelles-Capitale',
    wallonia: 'wallonne',
  },
  registrationDuties: "Droits d'enregistrement",
  vat: 'TVA',
  notaryFees: 'Honoraires du notaire, TVA comprise',
  otherCosts: "Frais d'acte et formalités",
  totalCosts: 'Total des frais',
  totalPrice: 'Prix frais compris',
  details: 'Détail du calcul',
  line: {
    registration: "Droits d'enregistrement {rate} sur {base}",
    abatement: 'Abattement : pas de droits sur les premiers {base}',
    vatBuilding: 'TVA {rate} sur la construction, {base}',
    notaryFee: 'Honoraires du notaire (barème légal) sur {base}',
    notaryVat: 'TVA {rate} sur les honoraires',
    adminCosts: "Frais administratifs de l'acte, TVA comprise",
    writingDuty: "Droit d'écriture",
    transcription: 'Transcription au bureau des hypothèques (estimation)',
    searches: 'Attestations et recherches (estimation)',
    mortgageRegistration: "Crédit : droit d'enregistrement {rate} sur {base}",
    mortgageDuty: "Crédit : droit d'hypothèque {rate} sur {base}",
    mortgageAdmin: 'Acte de crédit : frais administratifs, TVA comprise',
    mortgageWritingDuty: "Acte de crédit : droit d'écriture",
  },
  creditFeeLeftOut: "Les honoraires du notaire pour l'acte de crédit ne sont pas compris.",
  indicative: 'Indicatif, règles du {date}. Seul le décompte de votre notaire fait foi.',
  official: 'Le calculateur officiel des notaires',
  officialUrl: 'https://www.notaire.be/calcul-des-frais',
  belgiumOnly:
    "Le calcul des frais d'achat couvre les biens situés en Belgique. Pour ce bien, interrogez-nous ou un notaire local sur les frais.",
  loading: 'Chargement du calculateur…',
  error: {
    price: 'Indiquez le prix en euros, un montant positif, par exemple 350000.',
    zip: 'Indiquez un code postal belge de quatre chiffres, par exemple 1000.',
    kind: 'Le type doit être existing, new ou land.',
    ownHome: 'ownHome doit valoir 1 (habitation propre et unique) ou 0.',
    landShare: 'Indiquez la quote-part du terrain en euros, par exemple 120000.',
    landShareOverPrice: 'La quote-part du terrain ne peut pas dépasser le prix.',
    mortgage: 'Indiquez le montant du crédit en euros, par exemple 250000.',
  },
} satisfies NamespaceCOSTSTranslation;

export default fr_COSTS;
