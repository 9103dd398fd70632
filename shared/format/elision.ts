/**
 * French elision: 'de' becomes "d'" before a vowel or a mute h ("le sous-menu d'Acheter",
 * "d'Habitation"), and stays 'de' before a consonant or an aspirated h ("de Vendre", "de
 * Hangar"). Used by the French dictionary (locales/formatters.ts) where a name follows 'de'.
 */

/** Beginnings of words with an aspirated h (no elision), as far as a real-estate site meets them. */
const ASPIRATED_H = ['hall', 'hameau', 'hangar', 'haut', 'haie', 'hasard', 'hêtre', 'honte', 'hors', 'housse', 'hutte'];

/** Whether a French word takes the elided form of an article or preposition before it. */
export function elides(word: string): boolean {
  const w = word.trim().toLowerCase();
  if (/^[aeiouyàâäéèêëîïôöùûüÿæœ]/.test(w)) return true;
  if (!w.startsWith('h')) return false;
  return !ASPIRATED_H.some((h) => w.startsWith(h));
}

/** "d'Acheter", "de Vendre": 'de' joined to the word that follows it. */
export const withDe = (word: string): string => (elides(word) ? `d'${word.trim()}` : `de ${word.trim()}`);
