/** Server side: every dictionary is bundled with the worker and loaded synchronously. */
import { loadAllLocales } from '../../locales/i18n-util.sync';

let done = false;
export function loadAllLanguages(): void {
  if (done) return;
  loadAllLocales();
  done = true;
}
