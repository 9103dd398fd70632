/**
 * French elision: 'de' becomes "d'" before a vowel or a mute h ("le sous-menu d'Acheter",
 * "d'Habitation"), and stays 'de' before a consonant or an aspirated h ("de Vendre", "de
 * Hangar"). Used by the French dictionary (./formatters.ts) where a name follows 'de'.
 */

/**
 * A vowel (accented or not), or an h that is mute: not one of the aspirated-h beginnings a
 * real-estate site meets (hall, hameau, hangar, haut, haie, hasard, hêtre, honte, hors, housse, hutte).
 */
const ELIDING = /^(?:[aeiouyàâäéèêëîïôöùûüÿæœ]|h(?!all|ameau|angar|aut|aie|asard|être|onte|ors|ousse|utte))/i;

/** Whether a French word takes the elided form of an article or preposition before it. */
export const elides = (word: string): boolean => ELIDING.test(word.trim());

/** "d'Acheter", "de Vendre": 'de' joined to the word that follows it. */
export const withDe = (word: string): string => (elides(word) ? `d'${word.trim()}` : `de ${word.trim()}`);
