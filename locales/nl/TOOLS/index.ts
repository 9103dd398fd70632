/** Dutch texts of the detail pages' tools (keys follow locales/en/TOOLS/index.ts exactly). */
import type { NamespaceTOOLSTranslation } from '../../i18n-types';

const nl_TOOLS = {
  allPhotos: "Alle {count} foto's",
  gallery: "Foto's: {title}",
  close: 'Sluiten',
  previous: 'Vorige foto',
  next: 'Volgende foto',
  play: 'Diavoorstelling starten',
  pause: 'Diavoorstelling pauzeren',
  thumbnails: 'Kies een foto',
  goTo: 'Toon foto %s',
  slideLabel: 'Foto %s van %s',
  print: 'Afdrukken',
  share: 'Delen',
  shareVia: 'Deze pagina delen',
  email: 'E-mail',
  copyLink: 'Link kopiëren',
  copied: 'Link gekopieerd',
  copyFailed: 'Kopiëren is niet gelukt: selecteer het adres hierboven en kopieer het.',
  sendToFriend: 'Naar een vriend sturen',
  mailBody: 'Bekijk dit eens: {url}',
  pageAddress: 'Adres van de pagina',
  streetView: 'Street View',
  opensGoogleMaps: 'opent Google Maps in een nieuw tabblad',
  printedFrom: 'Online op {url}',
} satisfies NamespaceTOOLSTranslation;

export default nl_TOOLS;
