/** German texts of the previous/next bar of a property opened from a listing (keys follow locales/en/LISTNAV/index.ts exactly). */
import type { NamespaceLISTNAVTranslation } from '../../i18n-types';

const de_LISTNAV = {
  label: 'Suchergebnisse',
  back: 'Zurück zu den Ergebnissen',
  position: '{position} von {total}',
  previous: 'Vorheriges Objekt',
  next: 'Nächstes Objekt',
  stepTo: '{step}: {title}',
} satisfies NamespaceLISTNAVTranslation;

export default de_LISTNAV;
