/** German texts of the detail pages' tools (keys follow locales/en/TOOLS/index.ts exactly). */
import type { NamespaceTOOLSTranslation } from '../../i18n-types';

const de_TOOLS = {
  allPhotos: 'Alle {count} Fotos',
  gallery: 'Fotos: {title}',
  close: 'Schließen',
  previous: 'Vorheriges Foto',
  next: 'Nächstes Foto',
  play: 'Diashow starten',
  pause: 'Diashow anhalten',
  thumbnails: 'Foto auswählen',
  goTo: 'Foto %s zeigen',
  slideLabel: 'Foto %s von %s',
  print: 'Drucken',
  share: 'Teilen',
  shareVia: 'Diese Seite teilen',
  email: 'E-Mail',
  copyLink: 'Link kopieren',
  copied: 'Link kopiert',
  copyFailed: 'Das Kopieren hat nicht geklappt: Markieren Sie die Adresse oben und kopieren Sie sie.',
  sendToFriend: 'An einen Freund senden',
  mailBody: 'Sehen Sie sich das an: {url}',
  pageAddress: 'Adresse der Seite',
  streetView: 'Street View',
  opensGoogleMaps: 'öffnet Google Maps in einem neuen Tab',
  printedFrom: 'Online unter {url}',
} satisfies NamespaceTOOLSTranslation;

export default de_TOOLS;
