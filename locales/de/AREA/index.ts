/** German texts of the area search (keys follow locales/en/AREA/index.ts exactly). */
import type { NamespaceAREATranslation } from '../../i18n-types';

const de_AREA = {
  draw: 'Gebiet zeichnen',
  addPoint: 'Kartenmitte hinzufügen',
  finish: 'Gebiet abschließen',
  cancel: 'Abbrechen',
  searchView: 'In diesem Kartenausschnitt suchen',
  hint: 'Klicken Sie die Ecken Ihres Gebiets auf der Karte an (oder verschieben Sie die Karte mit den Pfeiltasten und fügen Sie die Mitte hinzu) und schließen Sie dann ab.',
  drawn: 'Immobilien innerhalb des auf der Karte gezeichneten Gebiets.',
  near: 'Immobilien im Umkreis von {radius} km um den gewählten Ort.',
  nearCity: 'Immobilien im Umkreis von {radius} km um {city}.',
  alert: 'Benachrichtigungen für dieses Gebiet erhalten',
  remove: 'Gebiet entfernen',
  edit: 'Auf der Karte ändern',
} satisfies NamespaceAREATranslation;

export default de_AREA;
