/**
 * The words the search text parser (./parse-text.ts) knows, in the four languages and the ways
 * Belgians write them (docs/search.md "Words a visitor types"). Every entry is folded (accents
 * removed, lower case: shared/paths/slug.ts foldText) and written as the parser's tokens are
 * (words separated by one space: 'bel etage', 'a vendre', 'maison de maitre').
 */
import { WEB_ID } from '../../shared/model/property';

/**
 * Property types and their synonyms, by the sample types' WebIDs (docs/data-model.md). A provider
 * whose types have other ids is read through its own type names (any language) as well.
 */
// biome-ignore format: word lists read best packed
export const TYPE_WORDS: Readonly<Record<number, readonly string[]>> = {
  [WEB_ID.house]: [
    'huis', 'huizen', 'woning', 'woningen', 'maison', 'maisons', 'haus', 'hauser', 'house', 'houses', 'home', 'homes',
    'villa', 'villas', "villa's", 'bungalow', 'bungalows', 'fermette', 'fermettes', 'hoeve', 'hoeves', 'boerderij',
    'ferme', 'farm', 'farmhouse', 'bauernhaus', 'herenhuis', 'herenwoning', 'maison de maitre', 'rijwoning',
    'rijhuis', 'halfopen bebouwing', 'open bebouwing', 'gesloten bebouwing', 'halfopen woning', 'open woning',
    'bel etage', 'beletage', 'cottage', 'landhuis', 'town house', 'townhouse', 'stadthaus', 'reihenhaus',
    'doppelhaushalfte', 'einfamilienhaus', 'eengezinswoning', 'koppelwoning', 'maison mitoyenne',
    'maison 3 facades', 'maison 4 facades', 'kangoeroewoning', 'gezinswoning', 'pastorie', 'chalet',
  ],
  [WEB_ID.apartment]: [
    'appartement', 'appartementen', 'appartements', 'appart', 'apartment', 'apartments', 'appartment', 'flat',
    'flats', 'wohnung', 'wohnungen', 'penthouse', 'penthouses', 'duplex', 'triplex', 'loft', 'lofts',
    'maisonette', 'gelijkvloers', 'gelijkvloers appartement', 'rez de chaussee', 'dakappartement', 'serviceflat',
    'assistentiewoning', 'etagenwohnung', 'erdgeschosswohnung', 'eigentumswohnung', 'ground floor flat',
  ],
  [WEB_ID.studio]: [
    'studio', 'studios', 'kot', 'koten', 'studentenkot', 'studentenkamer', 'kamer', 'studette', 'garconniere',
    'einzimmerwohnung', 'chambre d etudiant', 'kap', 'student room',
  ],
  [WEB_ID.land]: [
    'grond', 'gronden', 'bouwgrond', 'bouwgronden', 'perceel', 'kavel', 'bouwkavel', 'bouwperceel', 'terrain',
    'terrains', 'terrain a batir', 'terrain a construire', 'land', 'plot', 'plots', 'building plot',
    'building land', 'grundstuck', 'baugrundstuck', 'bauland', 'weiland', 'landbouwgrond',
  ],
  [WEB_ID.investment]: [
    'opbrengsteigendom', 'opbrengstpand', 'opbrengstgebouw', 'investering', 'investeringspand',
    'immeuble de rapport', 'investissement', 'investment', 'investment property', 'apartment block',
    'renditeobjekt', 'mehrfamilienhaus', 'anlageobjekt', 'appartementsgebouw', 'immeuble a appartements',
  ],
  [WEB_ID.commercial]: [
    'handelspand', 'handelszaak', 'handelsruimte', 'winkel', 'winkels', 'winkelpand', 'winkelruimte', 'commerce',
    'commerces', 'commercial', 'commercial premises', 'surface commerciale', 'magasin', 'shop', 'shops', 'retail',
    'horeca', 'horecapand', 'restaurant', 'magazijn', 'entrepot', 'warehouse', 'loods', 'gewerbe',
    'gewerbeflache', 'laden', 'ladenlokal', 'lagerhalle', 'bedrijfsgebouw', 'bedrijfspand', 'kmo unit',
  ],
  [WEB_ID.garage]: [
    'garage', 'garages', 'garagebox', 'garageboxen', 'box', 'parking', 'parkings', 'parkeerplaats',
    'parkeerplaatsen', 'staanplaats', 'autostaanplaats', 'emplacement', 'emplacement de parking', 'stellplatz',
    'parkplatz', 'tiefgarage', 'carport', 'parking space', 'garage box',
  ],
  [WEB_ID.offices]: [
    'kantoor', 'kantoren', 'kantoorruimte', 'kantoorgebouw', 'bureau', 'bureaux', 'espace de bureaux', 'office',
    'offices', 'office space', 'buro', 'buros', 'burofläche', 'buroflache', 'burogebaude', 'coworking',
    'praktijkruimte', 'praxis',
  ],
};

/** Words that say buy (0) or rent (1). */
// biome-ignore format: word lists read best packed
export const GOAL_WORDS: Readonly<Record<0 | 1, readonly string[]>> = {
  0: [
    'te koop', 'koop', 'kopen', 'aankoop', 'for sale', 'buy', 'buying', 'sale', 'a vendre', 'vendre', 'acheter',
    'achat', 'zu kaufen', 'kaufen', 'kauf', 'zum kauf',
  ],
  1: [
    'te huur', 'huur', 'huren', 'for rent', 'to rent', 'rent', 'rental', 'to let', 'let', 'a louer', 'louer',
    'location', 'zu mieten', 'mieten', 'miete', 'zur miete',
  ],
};

/** Features: garden, terrace, parking (a garage or parking word beside a type), new build. */
// biome-ignore format: word lists read best packed
export const FEATURE_WORDS: Readonly<Record<'garden' | 'terrace' | 'parking' | 'newBuild', readonly string[]>> = {
  garden: ['tuin', 'tuintje', 'jardin', 'jardinet', 'garden', 'garten'],
  terrace: ['terras', 'terrassen', 'terrasse', 'terrace', 'dakterras', 'roof terrace'],
  parking: ['autostaanplaats', 'staanplaats', 'parkeerplaats', 'stellplatz', 'carport'],
  newBuild: [
    'nieuwbouw', 'nieuwbouwwoning', 'nieuwbouwappartement', 'nieuwbouwproject', 'neuf', 'construction neuve',
    'nouvelle construction', 'new build', 'new built', 'newly built', 'new construction', 'new home', 'neubau',
    'erstbezug',
  ],
};

/** Bedroom words after a number ('3 slaapkamers', '3 ch', '3 bed', '3 Schlafzimmer'). */
// biome-ignore format: word lists read best packed
export const ROOM_WORDS: readonly string[] = [
  'slaapkamer', 'slaapkamers', 'slpk', 'slk', 'sk', 'slaapk', 'kamers', 'chambre', 'chambres', 'ch', 'chbr',
  'chbres', 'bed', 'beds', 'bedroom', 'bedrooms', 'br', 'bd', 'schlafzimmer', 'sz', 'schlafz', 'slaapplaatsen',
];

/** Surface words after a number ('120 m2', '120 m²', '120 sqm'). */
// biome-ignore format: word lists read best packed
export const AREA_WORDS: readonly string[] = ['m2', 'm', 'sqm', 'vierkante meter', 'metres carres', 'mc', 'qm'];

/** Plot words before a surface ('grond 500 m2', 'terrain de 800 m2'): the surface is the plot's. */
// biome-ignore format: word lists read best packed
export const PLOT_WORDS: readonly string[] = [
  'grond', 'perceel', 'kavel', 'terrain', 'plot', 'grundstuck', 'tuin van', 'lot', 'perceeloppervlakte',
];

/** Amount units after a number: thousands and millions ('300k', '1,2 mio'), or the currency alone. */
export const AMOUNT_UNITS: Readonly<Record<string, number>> = {
  k: 1_000,
  keur: 1_000,
  ke: 1_000,
  duizend: 1_000,
  mille: 1_000,
  tausend: 1_000,
  m: 1_000_000,
  mio: 1_000_000,
  mln: 1_000_000,
  miljoen: 1_000_000,
  million: 1_000_000,
  millions: 1_000_000,
  millionen: 1_000_000,
  euro: 1,
  euros: 1,
  eur: 1,
  '€': 1,
};

/** Words before an amount or a count that make it a maximum. */
// biome-ignore format: word lists read best packed
export const MAX_WORDS: readonly string[] = [
  'max', 'max.', 'maximum', 'maximaal', 'maximal', 'hoogstens', 'ten hoogste', 'niet meer dan', 'tot', 'tot en met',
  'onder', 'beneden', 'minder dan', 'jusqu a', 'jusqu', 'jusque', 'moins de', 'au plus', 'au maximum', 'sous',
  'bis', 'bis zu', 'unter', 'hochstens', 'weniger als', 'up to', 'upto', 'under', 'below', 'less than', 'at most',
  'budget', 'prijs tot', 'prix max', '<', '<=', '=<', '≤',
];

/** Words before an amount or a count that make it a minimum. */
// biome-ignore format: word lists read best packed
export const MIN_WORDS: readonly string[] = [
  'min', 'min.', 'minimum', 'minimaal', 'minstens', 'ten minste', 'tenminste', 'vanaf', 'boven', 'meer dan',
  'a partir de', 'des', 'plus de', 'au moins', 'au minimum', 'ab', 'uber', 'mindestens', 'mehr als', 'from',
  'over', 'above', 'more than', 'at least', '>', '>=', '=>', '≥',
];

/** Words that open a range ('tussen 200.000 en 300.000') and join its two ends. */
// biome-ignore format: word lists read best packed
export const RANGE_OPEN: readonly string[] = ['tussen', 'van', 'entre', 'de', 'zwischen', 'von', 'between', 'from'];
export const RANGE_JOIN: readonly string[] = ['en', 'tot', 'et', 'a', 'und', 'bis', 'and', 'to', '-', '–'];

/** Words after an amount that make it a monthly rent ('1.000 per maand', '900 € / mois'). */
// biome-ignore format: word lists read best packed
export const MONTH_WORDS: readonly string[] = [
  'per maand', 'maand', 'p m', 'pm', 'par mois', 'mois', 'pro monat', 'monat', 'monatlich', 'per month', 'month',
  'a month', 'pcm', 'maandelijks', 'mensuel',
];

/** EPC keywords before a label letter ('epc b', 'label A', 'PEB C'). */
// biome-ignore format: word lists read best packed
export const EPC_WORDS: readonly string[] = [
  'epc', 'epc label', 'label', 'energielabel', 'energieklasse', 'energiescore', 'peb', 'classe energetique',
  'energieausweis', 'energieklasse', 'energy label', 'energy rating',
];

/** Words in front of a province name ('provincie Antwerpen', "province d'Anvers"). */
export const PROVINCE_WORDS: readonly string[] = ['provincie', 'province', 'provinz', 'prov', 'prov.'];

/** Numbers written out, 1 to 6, in the four languages ('twee slaapkamers', 'trois chambres'). */
// biome-ignore format: word lists read best packed
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  een: 1, one: 1, un: 1, une: 1, ein: 1, eine: 1, eins: 1,
  twee: 2, two: 2, deux: 2, zwei: 2,
  drie: 3, three: 3, trois: 3, drei: 3,
  vier: 4, four: 4, quatre: 4,
  vijf: 5, five: 5, cinq: 5, funf: 5,
  zes: 6, six: 6, sechs: 6,
};

/**
 * Words that carry no criterion ('a flat IN Ghent WITH a garden', 'je cherche', 'ich suche'):
 * left out of the reading without being reported as not understood.
 */
// biome-ignore format: word lists read best packed
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'in', 'te', 'a', 'an', 'the', 'de', 'du', 'des', 'd', 'la', 'le', 'les', 'l', 'het', 'een', 'van', 'met', 'with',
  'and', 'en', 'et', 'und', 'mit', 'avec', 'ein', 'eine', 'einer', 'einem', 'der', 'die', 'das', 'den', 'dem',
  'im', 'am', 'zu', 'voor', 'pour', 'fur', 'for', 'near', 'bij', 'nabij', 'dans', 'sur', 'op', 'at', 'of', 'ou',
  'oder', 'or', 'zoek', 'zoeken', 'ik', 'je', 'cherche', 'recherche', 'suche', 'gesucht', 'looking', 'search',
  'omgeving', 'rond', 'rondom', 'regio', 'region', 'buurt', 'centrum', 'centre', 'center', 'zentrum', 'pres',
  'près', 'nahe', 'bei', 'around', 'area', 'met een', 'plus', 'ou plus', 'of meer', 'or more', 'oder mehr', '+',
  'euro', 'eur', '€', 'beter', 'better', 'mieux', 'besser', 'of beter', 'or better', 'ou mieux', 'oder besser',
  'au', 'aux', 'i', 'y', 'mijn', 'my', 'mon', 'ma', 'mein', 'meine', 'gezocht', 'wanted', 'gewenst',
]);
