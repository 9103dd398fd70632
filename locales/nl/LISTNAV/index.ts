/** Dutch texts of the previous/next bar of a property opened from a listing (keys follow locales/en/LISTNAV/index.ts exactly). */
import type { NamespaceLISTNAVTranslation } from '../../i18n-types';

const nl_LISTNAV = {
  label: 'Zoekresultaten',
  back: 'Terug naar de resultaten',
  position: '{position} van {total}',
  previous: 'Vorige',
  next: 'Volgende',
  stepTo: '{step}: {title}',
} satisfies NamespaceLISTNAVTranslation;

export default nl_LISTNAV;
