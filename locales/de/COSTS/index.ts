/** German texts of the purchase-cost calculator (keys follow locales/en/COSTS/index.ts exactly). */
import type { NamespaceCOSTSTranslation } from '../../i18n-types';

const de_COSTS = {
  title: 'Kaufnebenkosten',
  assumption: 'Beträge für {kind}, {buyer}, ohne Hypothekendarlehen.',
  kinds: {
    existing: 'eine Bestandsimmobilie',
    new: 'einen Neubau mit Mehrwertsteuer',
    land: 'ein Baugrundstück',
  },
  buyer: {
    ownHome: 'als einzige selbst bewohnte Wohnung gekauft',
    other: 'nicht als einzige selbst bewohnte Wohnung gekauft',
  },
  options: 'Ihre Situation',
  ownHome: 'Dies wird meine einzige selbst bewohnte Wohnung',
  newBuild: 'Neubau (mit Mehrwertsteuer verkauft)',
  landShare: 'Grundstücksanteil am Preis (€, optional)',
  mortgage: 'Darlehensbetrag (€, optional)',
  price: 'Preis',
  region: 'Regeln der Region {region}',
  regions: {
    flanders: 'Flandern',
    brussels: 'Brüssel-Hauptstadt',
    wallonia: 'Wallonie',
  },
  registrationDuties: 'Registrierungs\u00adgebühren',
  vat: 'Mehrwertsteuer',
  notaryFees: 'Notar\u00adhonorar einschließlich MwSt.',
  otherCosts: 'Urkunden\u00adkosten und Formalitäten',
  totalCosts: 'Neben\u00adkosten insgesamt',
  totalPrice: 'Preis mit Neben\u00adkosten',
  details: 'So wird gerechnet',
  line: {
    registration: 'Registrierungsgebühren {rate} auf {base}',
    abatement: 'Freibetrag: keine Gebühren auf die ersten {base}',
    vatBuilding: 'MwSt. {rate} auf das Gebäude, {base}',
    notaryFee: 'Notarhonorar (gesetzliche Staffel) auf {base}',
    notaryVat: 'MwSt. {rate} auf das Notarhonorar',
    adminCosts: 'Verwaltungskosten der Urkunde einschließlich MwSt.',
    writingDuty: 'Schreibgebühr',
    transcription: 'Umschreibung beim Hypothekenamt (Schätzung)',
    searches: 'Bescheinigungen und Nachforschungen (Schätzung)',
    mortgageRegistration: 'Darlehen: Registrierungsgebühr {rate} auf {base}',
    mortgageDuty: 'Darlehen: Hypothekengebühr {rate} auf {base}',
    mortgageAdmin: 'Krediturkunde: Verwaltungskosten einschließlich MwSt.',
    mortgageWritingDuty: 'Krediturkunde: Schreibgebühr',
  },
  creditFeeLeftOut: 'Das Notarhonorar für die Krediturkunde ist nicht enthalten.',
  indicative: 'Unverbindlich, Regeln vom {date}. Verbindlich ist allein die Abrechnung Ihres Notars.',
  official: 'Der offizielle Kostenrechner der Notare',
  officialUrl: 'https://www.notar.be/',
  belgiumOnly:
    'Die Berechnung der Kaufnebenkosten gilt für Immobilien in Belgien. Fragen Sie uns oder einen Notar vor Ort nach den Kosten dieser Immobilie.',
  loading: 'Der Rechner wird geladen…',
  error: {
    price: 'Geben Sie den Preis als positiven Betrag in Euro an, zum Beispiel 350000.',
    zip: 'Geben Sie eine belgische Postleitzahl mit vier Ziffern an, zum Beispiel 1000.',
    kind: 'Die Art muss existing, new oder land sein.',
    ownHome: 'ownHome muss 1 (einzige selbst bewohnte Wohnung) oder 0 sein.',
    landShare: 'Geben Sie den Grundstücksanteil in Euro an, zum Beispiel 120000.',
    landShareOverPrice: 'Der Grundstücksanteil darf nicht höher als der Preis sein.',
    mortgage: 'Geben Sie den Darlehensbetrag in Euro an, zum Beispiel 250000.',
  },
} satisfies NamespaceCOSTSTranslation;

export default de_COSTS;
