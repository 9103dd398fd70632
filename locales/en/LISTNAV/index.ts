/** English texts of the previous/next bar of a property opened from a listing (a namespace: loaded with the detail pages). */
import type { BaseTranslation } from '../../i18n-types';

const en_LISTNAV = {
  label: 'Search results',
  back: 'Back to results',
  position: '{position:number} of {total:number}',
  previous: 'Previous',
  next: 'Next',
  stepTo: '{step:string}: {title:string}',
} satisfies BaseTranslation;

export default en_LISTNAV;
