/** Dutch texts of the area search (keys follow locales/en/AREA/index.ts exactly). */
import type { NamespaceAREATranslation } from '../../i18n-types';

const nl_AREA = {
  draw: 'Teken een zone',
  addPoint: 'Voeg het midden van de kaart toe',
  finish: 'Zone afronden',
  cancel: 'Annuleren',
  searchView: 'Zoek in dit kaartgebied',
  hint: 'Klik de hoeken van uw zone aan op de kaart (of verschuif de kaart met de pijltjestoetsen en voeg het midden toe) en rond daarna af.',
  drawn: 'U ziet de panden binnen de zone die u op de kaart tekende.',
  near: 'U ziet de panden binnen {radius} km van de gekozen plaats.',
  nearCity: 'U ziet de panden binnen {radius} km van {city}.',
  alert: 'Ontvang meldingen voor deze zone',
  remove: 'Zone wissen',
  edit: 'Wijzigen op de kaart',
} satisfies NamespaceAREATranslation;

export default nl_AREA;
