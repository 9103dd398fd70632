/** English texts of the detail pages' tools: photo gallery and lightbox, print, share, street view (a namespace: loaded with those pages only). */
import type { BaseTranslation } from '../../i18n-types';

const en_TOOLS = {
  allPhotos: 'All {count:number} photos',
  gallery: 'Photos: {title:string}',
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  play: 'Start the slideshow',
  pause: 'Pause the slideshow',
  thumbnails: 'Choose a photo',
  goTo: 'Show photo %s',
  slideLabel: 'Photo %s of %s',
  print: 'Print',
  share: 'Share',
  shareVia: 'Share this page',
  email: 'E-mail',
  copyLink: 'Copy the link',
  copied: 'Link copied',
  copyFailed: 'Copying did not work: select the address above and copy it.',
  sendToFriend: 'Send to a friend',
  mailBody: 'Have a look at this: {url:string}',
  pageAddress: 'Page address',
  streetView: 'Street view',
  opensGoogleMaps: 'opens Google Maps in a new tab',
  printedFrom: 'Online at {url:string}',
} satisfies BaseTranslation;

export default en_TOOLS;
