import type { FormattersInitializer } from 'typesafe-i18n';
import type { Locales, Formatters } from './i18n-types.js';
import { withDe } from './elision';

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  const formatters: Formatters = {
    // French 'de' before a name: "d'Acheter", "de Vendre" (shared/format/elision.ts).
    // Only French joins 'de' to the name; the other languages write it in the text.
    deName: (value: string) => (locale === 'fr' ? withDe(value) : value),
  };

  return formatters;
};
