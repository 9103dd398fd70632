/** English texts of search-alert digests and the unsubscribe page (worker/alerts/). Server only. */
import type { BaseTranslation } from '../../i18n-types';

const en_ALERTS = {
  digestSubject: '{count:number} {{new property|new properties}} for your search',
  digestIntro: 'These properties match the search alert you set up on {agency:string}:',
  isNew: 'New',
  priceDrop: 'Price reduced (was {price:string})',
  view: 'View the property',
  more: 'And {count:number} more: see them on our website.',
  frequency: {
    instant: 'You receive this e-mail as soon as new properties match your search.',
    daily: 'You receive this e-mail at most once a day, when new properties match your search.',
    weekly: 'You receive this e-mail at most once a week, when new properties match your search.',
  },
  unsubscribeLine: 'Stop these e-mails with one click: {url:string}',
  unsubscribeLink: 'Unsubscribe',
  pageTitle: 'Search alert e-mails',
  confirmTitle: 'Stop your search alert?',
  confirmText: 'You will no longer receive search alert e-mails at {email:string}.',
  confirmButton: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  doneText: 'You will no longer receive search alert e-mails at {email:string}. This took effect immediately.',
  alreadyTitle: 'Already unsubscribed',
  alreadyText: 'This search alert was already stopped: you will receive no more e-mails from it.',
  invalidTitle: 'This link is not valid',
  invalidText: 'This unsubscribe link is incomplete or has been changed. Please use the link in the most recent e-mail, or contact us.',
  backHome: 'Back to the home page',
} satisfies BaseTranslation;

export default en_ALERTS;
