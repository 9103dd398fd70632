/**
 * Language helpers for the demo texts: articles and demonstratives by gender, French elision,
 * ordinals, number and money formats per language, and the title adjectives in their
 * agreeing forms (./adjectives.json). Only what the demo sentences need.
 */
import type { Lang } from '../../../shared/model/common';
import type { Subtype } from '../types';
import ADJECTIVE_TABLE from './adjectives.json';

/** Thousands-separated integer per language (en 1,250 · nl/de 1.250 · fr 1 250). */
export function num(lang: Lang, n: number): string {
  const digits = String(Math.round(Math.abs(n)));
  const sep = lang === 'en' ? ',' : lang === 'fr' ? '\u202f' : '.';
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return n < 0 ? `-${grouped}` : grouped;
}

/** A decimal with one digit per language (en 4.5 · others 4,5). */
export function decimal(lang: Lang, n: number): string {
  const text = n.toFixed(1);
  return lang === 'en' ? text : text.replace('.', ',');
}

/** A euro amount per language (en €250,000 · nl € 250.000 · fr 250 000 € · de 250.000 €). */
export function money(lang: Lang, n: number): string {
  if (lang === 'en') return `€${num(lang, n)}`;
  if (lang === 'nl') return `€ ${num(lang, n)}`;
  return `${num(lang, n)}\u00a0€`;
}

/** d/m/yyyy without padding (docs/formatting.md). */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}/${m}/${y}`;
}

const MONTHS: Record<Lang, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};

/** 'yyyy-mm' → 'June 2027' / 'juni 2027' / 'juin 2027' / 'Juni 2027'. */
export function monthYear(lang: Lang, yyyyMm: string): string {
  const [y, m] = yyyyMm.split('-').map(Number);
  return `${MONTHS[lang][(m ?? 1) - 1]} ${y}`;
}

/** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinalEn(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** French floor ordinal: 1er, 2e, 3e. */
export const ordinalFr = (n: number): string => (n === 1 ? '1er' : `${n}e`);

const startsWithVowel = (word: string): boolean => /^[aeiouyàâéèêëîïôöûüh]/i.test(word.normalize('NFC'));

/** French 'de' with elision: de Bruxelles, d'Ixelles, d'une chambre. */
export const deFr = (word: string): string => (startsWithVowel(word) && !/^h/i.test(word) ? `d'${word}` : `de ${word}`);

/** The subtype's name as a noun inside a sentence (lower-case first letter, except German). */
export function noun(subtype: Subtype, lang: Lang): string {
  const name = subtype.name[lang];
  return lang === 'de' ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/** Capitalises the first letter. */
export const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'a' or 'an' before an English word. */
export const aEn = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** Dutch demonstrative: deze (de-words), dit (het-words). */
export const thisNl = (s: Subtype): string => (s.nl === 'het' ? 'dit' : 'deze');

/** French demonstrative: ce, cet (masculine before a vowel), cette. */
export const thisFr = (s: Subtype): string => (s.fr === 'f' ? 'cette' : startsWithVowel(s.name.fr) ? 'cet' : 'ce');

/** French indefinite article. */
export const aFr = (s: Subtype): string => (s.fr === 'f' ? 'une' : 'un');

/** German demonstrative, nominative and accusative. */
export const thisDeNom = (s: Subtype): string => ({ m: 'dieser', f: 'diese', n: 'dieses' })[s.de];
export const thisDeAcc = (s: Subtype): string => ({ m: 'diesen', f: 'diese', n: 'dieses' })[s.de];
/** German indefinite article, accusative. */
export const aDeAcc = (s: Subtype): string => ({ m: 'einen', f: 'eine', n: 'ein' })[s.de];

export type AdjectiveKey = 'bright' | 'spacious' | 'renovated' | 'charming' | 'modern' | 'located';

interface Adjective {
  en: string;
  /** [de-word form, het-word form] */
  nl: [string, string];
  fr: { m: string; f: string };
  de: { m: string; f: string; n: string };
}

const ADJECTIVES = ADJECTIVE_TABLE as Record<AdjectiveKey, Adjective>;

/** Adjective + noun as a title start: 'Bright villa', 'Lichtrijk appartement', 'Villa lumineuse', 'Helles Reihenhaus'. */
export function adjectiveNoun(key: AdjectiveKey | null, s: Subtype, lang: Lang): string {
  if (!key) return s.name[lang];
  const adj = ADJECTIVES[key];
  switch (lang) {
    case 'en':
      return `${adj.en} ${noun(s, 'en')}`;
    case 'nl':
      return `${adj.nl[s.nl === 'het' ? 1 : 0]} ${noun(s, 'nl')}`;
    case 'fr':
      return `${s.name.fr} ${adj.fr[s.fr]}`;
    case 'de':
      return `${adj.de[s.de]} ${s.name.de}`;
  }
}
