/**
 * The search text parser (docs/search.md "Words a visitor types"): what a visitor types in the
 * search field, in any of the four languages, read into what the listing filters on. One parser
 * for the JSON API (`/api/search` tells the reading, `/api/properties?q=`), the listing page
 * without JavaScript (`?q=` leads to the filtered list: worker/listing-text.ts) and every
 * provider (it knows the places and types through a vocabulary each provider's catalogue gives).
 *
 * What it reads, accents and case ignored:
 * - property types and their synonyms ('appartement', 'flat', 'Wohnung', 'bel-étage', 'villa'),
 *   ./words.ts TYPE_WORDS, and the provider's own type names in any language;
 * - places: a city by any of its names or its postcode (multi-word names: 'Sint-Niklaas',
 *   'La Louvière'), a region or province ('West-Vlaanderen', "province d'Anvers"), a city name
 *   with one letter wrong ('Antwerpn') or half typed ('Hass', the start of one city's name only)
 *   when nothing else reads it; Brussels' names mean the
 *   region (its 19 municipalities), as visitors mean it; its postcode means the city;
 * - bedrooms: '2 slaapkamers', '3 ch.', '3ch', '3 bed', 'drei Schlafzimmer', '2+ slpk';
 * - prices: '< 300000', 'max 300k', 'tot 300.000', '200k-300k', 'tussen 200.000 en 300.000',
 *   'à partir de 250 000 €', '1,2 mio', '900 € par mois' (a monthly amount says rent);
 * - living area ('min 100 m2', '80-120 m²'), plot area ('grond 500 m2'), EPC label ('epc B',
 *   'PEB A+'), garden, terrace, parking (a garage word beside another type), new build;
 * - buy or rent ('te huur', 'à vendre', 'zu mieten');
 * - a property's reference ('BV-2026-00523') and its id (5100523; a number of fewer than five
 *   digits only when typed alone, and never four, which are a postcode): the caller opens that
 *   property when it exists (a lone large number that names none is read as a maximum price:
 *   `readingWithoutId`).
 * Words that say nothing ('in', 'met', 'je cherche') are left out; any other word is reported as
 * not understood (`unread`), never guessed. Only the first place and type are used (a listing
 * filters one of each); a second one is reported as not understood.
 */
import { foldText } from '../../shared/paths/slug';
import { EPC_CHOICES, type EpcChoice } from '../../shared/listing/epc-filter';
import { inPlace, PLACES, PROVINCE_OF_CITY } from '../../shared/listing/places';
import { MAX_PRICE, MAX_SURFACE } from '../../shared/listing/search-params';
import {
  AMOUNT_UNITS,
  AREA_WORDS,
  EPC_WORDS,
  FEATURE_WORDS,
  FILLER_WORDS,
  GOAL_WORDS,
  MAX_WORDS,
  MIN_WORDS,
  MONTH_WORDS,
  NUMBER_WORDS,
  PLOT_WORDS,
  PROVINCE_WORDS,
  RANGE_JOIN,
  RANGE_OPEN,
  ROOM_WORDS,
  TYPE_WORDS,
} from './words';
import { WEB_ID } from '../../shared/model/property';

/** A city the provider lists: its name in the visitor's language, every name it has, its postcode. */
export interface VocabularyCity {
  name: string;
  names: readonly string[];
  zip: string;
  countryId: number;
}

/** A property type the provider has: its id and its names in every language. */
export interface VocabularyType {
  id: number;
  names: readonly string[];
}

export interface SearchVocabulary {
  cities: readonly VocabularyCity[];
  types: readonly VocabularyType[];
}

/** What a text says, in the listing's terms. */
export interface SearchReading {
  goal?: 0 | 1;
  type?: number;
  /** A city: its name in the visitor's language and its postcode (the listing's 'Name|zip'), or a postcode alone. */
  city?: { name: string; zip: string };
  /** A region or province key (shared/listing/places.ts). */
  region?: string;
  minRooms?: number;
  minPrice?: number;
  maxPrice?: number;
  minArea?: number;
  maxArea?: number;
  minPlot?: number;
  epc?: EpcChoice;
  garden?: true;
  terrace?: true;
  parking?: true;
  newBuild?: true;
  /** A property reference as typed ('BV-2026-00523'). */
  reference?: string;
  /** Digits typed alone that may be a property's id. */
  id?: number;
  /** Words not understood, as typed. */
  unread: string[];
}

/** Most characters of a text read (the search field's limit is 100; docs/search.md). */
export const MAX_TEXT = 200;

interface Token {
  /** Folded text. */
  t: string;
  /** As typed. */
  raw: string;
  used: boolean;
}

type Meaning =
  | { kind: 'goal'; goal: 0 | 1 }
  | { kind: 'type'; id: number; word: string }
  | { kind: 'feature'; feature: 'garden' | 'terrace' | 'parking' | 'newBuild' }
  | { kind: 'place'; key: string }
  | { kind: 'city'; city: VocabularyCity }
  | { kind: 'province-word' };

/** A reference: letters, a dash or slash, then digits in groups ('BV-2026-00523', 'REF-101', 'AB/123'). */
const REFERENCE = /^[a-z]{1,6}[-/][0-9]{2,}(?:[-/][0-9a-z]+)*$/i;
/** A Luxembourg postcode as Luxembourgers write it ('L-1450'). */
const LUX_ZIP = /^L-\d{4}$/i;
/** A number as typed in the text ('300', '300.000', '1,5'), after group separators are joined. */
const NUMBER = /^\d+(?:[.,]\d+)?$/;

/** Words of a folded phrase. */
const words = (phrase: string): string[] =>
  foldText(phrase)
    .replace(/['’`´]/g, ' ')
    .replace(/(\p{L})-(?=\p{L})/gu, '$1 ')
    .replace(/[()"!?;:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** The text's tokens: references kept whole, numbers' group separators joined, units split from numbers. */
function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const raw = text
    .slice(0, MAX_TEXT)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/m²/gi, 'm2')
    .replace(/²/g, '2');
  for (const piece of raw.split(/\s+/).filter(Boolean)) {
    const trimmed = piece.replace(/^[,;.]+|[,;]+$/g, '');
    if (LUX_ZIP.test(trimmed)) {
      out.push({ t: foldText(trimmed), raw: trimmed, used: false });
      continue;
    }
    if (REFERENCE.test(trimmed) && /\d/.test(trimmed) && !/^\d/.test(trimmed)) {
      out.push({ t: foldText(trimmed), raw: trimmed, used: false });
      continue;
    }
    // '200k-300k', '3-bed', '€300.000', '<300000', '2+': symbols and dashes around numbers stand apart.
    const spaced = piece
      .replace(/(\d)\s*-\s*(?=\d|€)/g, '$1 - ')
      .replace(/([kKmM€])-(?=\d|€)/g, '$1 - ')
      .replace(/(\d)-(?=\p{L})/gu, '$1 ')
      .replace(/^(<=|>=|=<|=>|<|>|≤|≥|€)(?=\S)/, '$1 ')
      .replace(/(\d)\+/g, '$1 +')
      .replace(/\//g, ' ');
    for (const part of spaced.split(/\s+/).filter(Boolean)) {
      const m = /^(\d+(?:[.,'’]\d+)*)(€|[a-z]+\d?\.?)$/i.exec(part);
      if (m) {
        out.push(...words(m[1]!).map((t) => ({ t, raw: m[1]!, used: false })));
        out.push({ t: foldText(m[2]!).replace(/\.$/, ''), raw: m[2]!, used: false });
        continue;
      }
      const cleaned = /^[<>≤≥=€+\-–]+$/.test(part) ? [part] : words(part.replace(/^[.,]+|[.,]+$/g, ''));
      for (const t of cleaned) out.push({ t: t.replace(/\.$/, ''), raw: part, used: false });
    }
  }
  // '300 000' and '300.000': groups of three digits join the number before them.
  const joined: Token[] = [];
  for (const token of out) {
    const last = joined[joined.length - 1];
    if (last && /^\d{1,3}$/.test(last.t) && /^\d{3}$/.test(token.t) && token.raw === token.t && last.raw === last.t) {
      last.t += token.t;
      last.raw += token.raw;
      continue;
    }
    joined.push(token);
  }
  return joined.map((token) => ({
    ...token,
    t: /^\d{1,3}(?:[.'’]\d{3})+$/.test(token.t) ? token.t.replace(/\D/g, '') : token.t,
  }));
}

/** A number token's value ('1,5' → 1.5, '250.000' → 250000), or null. */
function numberOf(token: Token | undefined): number | null {
  if (!token || token.used) return null;
  if (NUMBER_WORDS[token.t] !== undefined) return NUMBER_WORDS[token.t]!;
  if (!NUMBER.test(token.t)) return null;
  // A single separator followed by three digits groups thousands; otherwise it is a decimal one.
  const t = /^\d{1,3}[.,]\d{3}$/.test(token.t) ? token.t.replace(/[.,]/, '') : token.t.replace(',', '.');
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** The phrase (one or more words of `list`) at position i, longest first: its length, or 0. */
function phraseAt(tokens: Token[], i: number, list: readonly string[]): number {
  let best = 0;
  for (const phrase of list) {
    const parts = phrase.split(' ');
    if (parts.length <= best) continue;
    if (parts.every((part, k) => tokens[i + k] && !tokens[i + k]!.used && tokens[i + k]!.t === part))
      best = parts.length;
  }
  return best;
}

const use = (tokens: Token[], from: number, count: number) => {
  for (let k = from; k < from + count; k++) if (tokens[k]) tokens[k]!.used = true;
};

/** The phrases of types, goals, features and places, by first word: what each one means. */
interface Dictionary {
  byFirst: Map<string, { words: string[]; meaning: Meaning }[]>;
}

/** The region's names that visitors use for the region rather than its city ('Brussel', 'Bruxelles'). */
const REGION_OVER_CITY = new Set(['brussels']);

function dictionary(vocabulary: SearchVocabulary): Dictionary {
  const byFirst = new Map<string, { words: string[]; meaning: Meaning }[]>();
  const add = (phrase: string, meaning: Meaning) => {
    const w = words(phrase);
    if (!w.length) return;
    const list = byFirst.get(w[0]!) ?? [];
    list.push({ words: w, meaning });
    byFirst.set(w[0]!, list);
  };
  const known = new Set(vocabulary.types.map((t) => t.id));
  for (const [id, list] of Object.entries(TYPE_WORDS))
    if (known.has(Number(id))) for (const word of list) add(word, { kind: 'type', id: Number(id), word });
  for (const type of vocabulary.types)
    for (const name of type.names) {
      add(name, { kind: 'type', id: type.id, word: foldText(name) });
      // 'Garage / parking': each part is the type's name too.
      for (const part of name.split('/'))
        if (part.trim()) add(part, { kind: 'type', id: type.id, word: foldText(part) });
    }
  for (const goal of [0, 1] as const) for (const word of GOAL_WORDS[goal]) add(word, { kind: 'goal', goal });
  for (const [feature, list] of Object.entries(FEATURE_WORDS))
    for (const word of list) add(word, { kind: 'feature', feature: feature as 'garden' });
  for (const city of vocabulary.cities) for (const name of city.names) add(name, { kind: 'city', city });
  for (const place of PLACES)
    for (const name of [...Object.values(place.name), ...place.aliases]) add(name, { kind: 'place', key: place.key });
  for (const word of PROVINCE_WORDS) add(word, { kind: 'province-word' });
  return { byFirst };
}

/** The longest dictionary phrase at position i, with the rules for phrases of equal length (see the module comment). */
function meaningAt(dict: Dictionary, tokens: Token[], i: number): { length: number; meanings: Meaning[] } | null {
  const candidates = dict.byFirst.get(tokens[i]!.t) ?? [];
  let length = 0;
  let meanings: Meaning[] = [];
  for (const c of candidates) {
    if (!c.words.every((w, k) => tokens[i + k] && !tokens[i + k]!.used && tokens[i + k]!.t === w)) continue;
    if (c.words.length > length) {
      length = c.words.length;
      meanings = [c.meaning];
    } else if (c.words.length === length) meanings.push(c.meaning);
  }
  return length ? { length, meanings } : null;
}

/** Which meaning of a phrase counts: a region over a city for Brussels' names, a city over a province or region otherwise. */
function choose(meanings: Meaning[]): Meaning {
  const place = meanings.find((m) => m.kind === 'place');
  if (place && place.kind === 'place' && REGION_OVER_CITY.has(place.key)) return place;
  return (
    meanings.find((m) => m.kind === 'city') ??
    place ??
    meanings.find((m) => m.kind === 'type') ??
    meanings.find((m) => m.kind === 'goal') ??
    meanings[0]!
  );
}

/** Parts of municipalities' names that name none alone ('Saint' of Saint-Gilles). */
const NAME_PART_STOP = new Set(['saint', 'sainte', 'sankt', 'sint', 'lambert', 'pierre', 'alleud', 'neuve']);

/** Levenshtein distance, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/** Reads a text into a SearchReading (see the module comment). Never throws. */
export function parseSearchText(text: string, vocabulary: SearchVocabulary): SearchReading {
  const reading: SearchReading = { unread: [] };
  const tokens = tokenize(typeof text === 'string' ? text : '');
  if (tokens.length === 0) return reading;
  const alone = tokens.filter((t) => !FILLER_WORDS.has(t.t)).length === 1;
  const zips = new Map<string, VocabularyCity>();
  for (const city of vocabulary.cities) if (!zips.has(city.zip.trim())) zips.set(city.zip.trim(), city);

  // 1. A property reference.
  for (const token of tokens) {
    if (LUX_ZIP.test(token.raw)) {
      const zip = token.raw.slice(2);
      const city = vocabulary.cities.find((c) => c.countryId === 50 && c.zip.trim() === zip);
      if (reading.city === undefined) reading.city = { name: city?.name ?? '', zip };
      token.used = true;
      continue;
    }
    if (!token.used && REFERENCE.test(token.raw) && !/^\d/.test(token.raw) && reading.reference === undefined) {
      reading.reference = token.raw;
      token.used = true;
    }
  }

  // 2. Numbers with what surrounds them: ranges, comparators, units.
  const setPrice = (bound: 'min' | 'max', n: number) => {
    const v = Math.round(n);
    if (v <= 0 || v > MAX_PRICE) return false;
    if (bound === 'min') reading.minPrice = v;
    else reading.maxPrice = v;
    return true;
  };
  const setArea = (bound: 'min' | 'max', n: number, plot: boolean) => {
    const v = Math.round(n);
    if (v <= 0 || v > MAX_SURFACE) return false;
    if (plot) reading.minPlot = v;
    else if (bound === 'min') reading.minArea = v;
    else reading.maxArea = v;
    return true;
  };
  /** What follows a number at j: an amount unit, a room word, an area word, or nothing. */
  const unitAt = (
    j: number,
    n: number,
  ): { kind: 'amount' | 'rooms' | 'area'; factor: number; length: number } | null => {
    const token = tokens[j];
    if (!token || token.used) return null;
    if (token.t === 'm' && n < 20) return { kind: 'amount', factor: 1_000_000, length: 1 };
    const amount = AMOUNT_UNITS[token.t];
    if (amount !== undefined && token.t !== 'm') return { kind: 'amount', factor: amount, length: 1 };
    const room = phraseAt(tokens, j, ROOM_WORDS);
    if (room) return { kind: 'rooms', factor: 1, length: room };
    const area = phraseAt(tokens, j, AREA_WORDS);
    if (area) return { kind: 'area', factor: 1, length: area };
    return null;
  };
  /** After an amount at j: '/ maand', 'per month', 'par mois' → monthly (rent). */
  const monthlyAt = (j: number): number => {
    const per = tokens[j] && !tokens[j]!.used && ['per', 'par', 'pro', 'a', 'by'].includes(tokens[j]!.t) ? 1 : 0;
    const month = phraseAt(tokens, j + per, MONTH_WORDS);
    return month ? per + month : phraseAt(tokens, j, MONTH_WORDS);
  };
  /** Plot words read with a surface ('terrain de 800 m²'): left for the type reading, where a land word then adds nothing beside another type. */
  const plotWords = new Set<number>();
  const plotBefore = (i: number): number => {
    for (const back of [1, 2]) {
      const start = i - back;
      if (start < 0) continue;
      const n = phraseAt(tokens, start, PLOT_WORDS);
      if (n === back || (n === back - 1 && n > 0 && ['van', 'de', 'von', 'of'].includes(tokens[i - 1]?.t ?? '')))
        return start;
    }
    return -1;
  };

  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.used) continue;
    // A comparator or range opener before the number.
    let bound: 'min' | 'max' | null = null;
    const start = i;
    let at = i;
    const maxLen = phraseAt(tokens, i, MAX_WORDS);
    const minLen = maxLen ? 0 : phraseAt(tokens, i, MIN_WORDS);
    const openLen = maxLen || minLen ? 0 : phraseAt(tokens, i, RANGE_OPEN);
    if (maxLen) {
      bound = 'max';
      at = i + maxLen;
    } else if (minLen) {
      bound = 'min';
      at = i + minLen;
    } else if (openLen) at = i + openLen;
    // '€ 300.000'
    if (tokens[at]?.t === '€' && !tokens[at]!.used) at += 1;
    const first = numberOf(tokens[at]);
    if (first === null || NUMBER_WORDS[tokens[at]!.t] !== undefined) {
      // a written number only counts before a room word ('twee slaapkamers')
      if (first !== null && !bound && !openLen) {
        const unit = unitAt(at + 1, first);
        if (unit?.kind === 'rooms' && first >= 1) {
          reading.minRooms = first;
          use(tokens, at, 1 + unit.length);
        }
      }
      continue;
    }
    let j = at + 1;
    let unit = unitAt(j, first);
    if (unit) j += unit.length;
    // A range: 'A - B', 'A en B', 'A tot B' (with its opener, or with units on both ends).
    const joinLen = phraseAt(tokens, j, RANGE_JOIN);
    let second: number | null = null;
    let secondUnit = null as ReturnType<typeof unitAt>;
    if (joinLen && bound === null) {
      let k = j + joinLen;
      if (tokens[k]?.t === '€') k += 1;
      second = numberOf(tokens[k]);
      if (second !== null) {
        secondUnit = unitAt(k + 1, second);
        const end = k + 1 + (secondUnit?.length ?? 0);
        const kind = unit?.kind ?? secondUnit?.kind ?? null;
        const factor1 = unit?.kind === 'amount' ? unit.factor : kind === 'amount' ? (secondUnit?.factor ?? 1) : 1;
        const factor2 = secondUnit?.kind === 'amount' ? secondUnit.factor : factor1;
        const lo = first * factor1;
        const hi = second * factor2;
        // Both ends in the same terms: '2-3 slaapkamers', '200k-300k', not '3 slpk tot 300.000'.
        const sameTerms =
          !(unit && secondUnit && unit.kind !== secondUnit.kind) && !(unit && unit.kind !== 'amount' && !secondUnit);
        // A known postcode before 'tot 300.000' is the place, not the range's start.
        const postcode = !openLen && !unit && zips.has(tokens[at]!.t);
        const isRange = sameTerms && !postcode && (openLen > 0 || kind !== null || (lo >= 1000 && hi >= 1000));
        if (isRange && lo <= hi) {
          const monthly = monthlyAt(end);
          if (kind === 'rooms') reading.minRooms = Math.max(1, Math.round(lo));
          else if (kind === 'area') {
            const plot = plotBefore(start);
            setArea('min', lo, plot >= 0);
            if (plot < 0) setArea('max', hi, false);
            if (plot >= 0) plotWords.add(plot);
          } else {
            setPrice('min', lo);
            setPrice('max', hi);
          }
          if (monthly) reading.goal = 1;
          use(tokens, start, end - start + monthly);
          i = end - 1 + monthly;
          continue;
        }
      }
    }
    const monthly = unit?.kind === 'rooms' || unit?.kind === 'area' ? 0 : monthlyAt(j);
    // '2+ slaapkamers': the plus says 'at least'.
    if (!unit && tokens[j]?.t === '+') {
      const after = unitAt(j + 1, first);
      if (after?.kind === 'rooms') {
        unit = after;
        j += 1 + after.length;
      }
    } else if (unit?.kind === 'rooms' && tokens[j]?.t === '+') j += 1;
    if (unit?.kind === 'rooms') {
      if (bound !== 'max' && first >= 1 && first <= 20) reading.minRooms = Math.round(first);
      else continue;
      use(tokens, start, j - start);
      continue;
    }
    if (unit?.kind === 'area') {
      const plot = plotBefore(start);
      if (!setArea(bound ?? 'min', first, plot >= 0)) continue;
      if (plot >= 0) plotWords.add(plot);
      use(tokens, start, j - start);
      continue;
    }
    const value = first * (unit?.kind === 'amount' ? unit.factor : 1);
    const digits = tokens[at]!.t.replace(/\D/g, '');
    const euroBefore = tokens[at - 1]?.t === '€' && !tokens[at - 1]!.used;
    const plain = !unit && !bound && !monthly && !euroBefore;
    if (plain) {
      // A postcode, a property's id, or (beside other criteria) a budget.
      if (/^\d{4}$/.test(digits) && Number(digits) >= 1000) {
        const city = zips.get(digits);
        if (reading.city === undefined && reading.region === undefined) {
          reading.city = city ? { name: city.name, zip: city.zip.trim() } : { name: '', zip: digits };
          use(tokens, at, 1);
        }
        continue;
      }
      // Five digits and more may name a property; a shorter number only when typed alone (an agency's small ids).
      if ((/^\d{5,10}$/.test(digits) || (alone && /^\d{1,3}$/.test(digits))) && reading.id === undefined) {
        reading.id = Number(digits);
        use(tokens, at, 1);
        continue;
      }
      continue;
    }
    if (setPrice(bound ?? 'max', value)) {
      if (monthly) reading.goal = 1;
      use(tokens, start, j - start + monthly);
      i = j - 1 + monthly;
    }
  }

  // 3. An EPC label after its keyword ('epc b', 'PEB A+').
  for (let i = 0; i < tokens.length; i++) {
    const n = phraseAt(tokens, i, EPC_WORDS);
    if (!n) continue;
    let j = i + n;
    if (['klasse', 'classe', 'class'].includes(tokens[j]?.t ?? '')) j += 1;
    let label = tokens[j]?.t.toUpperCase() ?? '';
    let extra = 0;
    while (tokens[j + 1 + extra]?.t === '+' && label.length < 3) {
      label += '+';
      extra += 1;
    }
    if ((EPC_CHOICES as readonly string[]).includes(label) && reading.epc === undefined) {
      reading.epc = label as EpcChoice;
      use(tokens, i, j - i + 1 + extra);
    }
  }

  // 4. Phrases: types, goals, features, places and cities (the longest at each position).
  const dict = dictionary(vocabulary);
  const types: { id: number; word: string; index: number; plot: boolean }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.used) continue;
    const found = meaningAt(dict, tokens, i);
    if (!found) continue;
    const meaning = choose(found.meanings);
    const phrase = tokens
      .slice(i, i + found.length)
      .map((t) => t.raw)
      .join(' ');
    let used = true;
    switch (meaning.kind) {
      case 'goal':
        if (reading.goal === undefined) reading.goal = meaning.goal;
        break;
      case 'type':
        types.push({ id: meaning.id, word: meaning.word, index: i, plot: plotWords.has(i) });
        break;
      case 'feature':
        reading[meaning.feature] = true;
        break;
      case 'place':
      case 'city': {
        // The name of the city already read by its postcode, or the region or province it lies in, adds nothing.
        const city = reading.city;
        const same =
          city !== undefined &&
          (found.meanings.some((m) => m.kind === 'city' && m.city.zip.trim() === city.zip) ||
            (meaning.kind === 'place' && inPlace({ Zip: city.zip, CountryID: 10 }, meaning.key)));
        if (same) break;
        if (reading.city !== undefined || reading.region !== undefined) used = false;
        else if (meaning.kind === 'place') reading.region = meaning.key;
        else {
          reading.city = { name: meaning.city.name, zip: meaning.city.zip.trim() };
          if (!reading.city.name) reading.city.name = meaning.city.names[0] ?? '';
        }
        break;
      }
      case 'province-word': {
        // 'provincie Antwerpen', "province d'Anvers": the province named like its capital.
        let k = i + found.length;
        if (['van', 'de', 'd', 'of', 'du', 'von'].includes(tokens[k]?.t ?? '')) k += 1;
        const key = PROVINCE_OF_CITY[tokens[k]?.t ?? ''];
        if (key && reading.region === undefined && (reading.city === undefined || tokens[k]?.used)) {
          reading.region = key;
          reading.city = undefined;
          use(tokens, i, k - i + 1);
          i = k;
          continue;
        }
        used = false;
        break;
      }
    }
    if (used) use(tokens, i, found.length);
    else reading.unread.push(phrase);
    i += found.length - 1;
  }
  // One type: a garage or parking word beside another type is a feature of it ('huis met garage').
  // A land word that said whose surface it was ('huis met grond van 500 m²') is no type beside another one.
  const main =
    types.find((t) => t.id !== WEB_ID.garage && !t.plot) ?? types.find((t) => t.id !== WEB_ID.garage) ?? types[0];
  if (main) reading.type = main.id;
  for (const t of types) {
    if (t === main || t.id === main?.id || t.plot) continue;
    if (t.id === WEB_ID.garage) reading.parking = true;
    else reading.unread.push(t.word);
  }
  if (reading.type === WEB_ID.garage && reading.parking) delete reading.parking;

  // 5. What is left: filler words go; a city name with one letter wrong; anything else is reported.
  for (const [index, token] of tokens.entries()) {
    if (token.used || plotWords.has(index)) continue;
    if (FILLER_WORDS.has(token.t) || /^[-–+.,/<>=€]+$/.test(token.t)) continue;
    if (
      reading.city === undefined &&
      reading.region === undefined &&
      token.t.length >= 5 &&
      /^\p{L}+$/u.test(token.t)
    ) {
      // One part of a merged municipality's name ('Knokke' of Knokke-Heist), when it names one city only.
      const parts = vocabulary.cities.filter((c) =>
        c.names.some((n) => {
          const w = words(n);
          return w.length > 1 && w.includes(token.t) && !NAME_PART_STOP.has(token.t);
        }),
      );
      // The start of one city's name, half typed ('Hass' for Hasselt), when it starts no other.
      if (parts.length === 0 && token.t.length >= 4) {
        const starts = vocabulary.cities.filter((c) =>
          c.names.some((n) => words(n).some((w) => w.startsWith(token.t))),
        );
        if (new Set(starts.map((c) => c.zip)).size === 1) parts.push(starts[0]!);
      }
      if (new Set(parts.map((c) => c.zip)).size === 1) {
        reading.city = { name: parts[0]!.name, zip: parts[0]!.zip.trim() };
        token.used = true;
        continue;
      }
      const near = vocabulary.cities.find((c) =>
        c.names.some((n) => {
          const folded = words(n).join(' ');
          return (
            !folded.includes(' ') &&
            distance(token.t, folded, token.t.length >= 9 ? 2 : 1) <= (token.t.length >= 9 ? 2 : 1)
          );
        }),
      );
      if (near) {
        reading.city = { name: near.name, zip: near.zip.trim() };
        token.used = true;
        continue;
      }
    }
    reading.unread.push(token.raw);
  }
  // A lone number beside other criteria is a budget ('appartement gent 300000'); alone it may be an id.
  if (reading.id !== undefined && readsCriteria(reading)) {
    const id = reading.id;
    delete reading.id;
    if (id <= MAX_PRICE && reading.maxPrice === undefined) reading.maxPrice = id;
    else reading.unread.push(String(id));
  }
  // Land has no living area: a surface said for it is the plot's.
  if (reading.type === WEB_ID.land && reading.minArea !== undefined && reading.minPlot === undefined) {
    reading.minPlot = reading.minArea;
    delete reading.minArea;
  }
  reading.unread = [...new Set(reading.unread)];
  return reading;
}

/** A lone number that names no property: read as a maximum price when it can be one (docs/search.md). */
export function readingWithoutId(reading: SearchReading): SearchReading {
  if (reading.id === undefined) return reading;
  const { id, ...rest } = reading;
  if (id >= 10_000 && id <= MAX_PRICE && rest.maxPrice === undefined) return { ...rest, maxPrice: id };
  return { ...rest, unread: [...rest.unread, String(id)] };
}

/** Whether a reading says anything a listing filters on. */
export const readsCriteria = (r: SearchReading): boolean =>
  r.goal !== undefined ||
  r.type !== undefined ||
  r.city !== undefined ||
  r.region !== undefined ||
  r.minRooms !== undefined ||
  r.minPrice !== undefined ||
  r.maxPrice !== undefined ||
  r.minArea !== undefined ||
  r.maxArea !== undefined ||
  r.minPlot !== undefined ||
  r.epc !== undefined ||
  r.garden === true ||
  r.terrace === true ||
  r.parking === true ||
  r.newBuild === true;
