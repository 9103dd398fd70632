/** The server-only texts of lead e-mails and search alerts in a language (./en.ts explains why they are not typesafe-i18n namespaces). */
import type { Lang } from '../../shared/paths/languages';
import { de } from './de';
import { en, type ServerTexts } from './en';
import { fr } from './fr';
import { nl } from './nl';

const TEXTS: Record<Lang, ServerTexts> = { en, nl, fr, de };

export function serverTexts(lang: Lang): ServerTexts {
  return TEXTS[lang];
}
export type { ServerTexts };
