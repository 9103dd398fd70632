/** Browser side: loads one language's dictionary (its own chunk) before rendering it. */
import { loadLocaleAsync } from '../../locales/i18n-util.async';
import type { Lang } from '../paths/languages';

const loaded = new Set<Lang>();

export async function loadLanguage(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return;
  await loadLocaleAsync(lang);
  loaded.add(lang);
}
