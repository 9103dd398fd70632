/** English texts of the area search (map tools, the area notice on listings; a namespace: loaded with the map). */
import type { BaseTranslation } from '../../i18n-types';

const en_AREA = {
  draw: 'Draw an area',
  addPoint: 'Add the map centre',
  finish: 'Finish the area',
  cancel: 'Cancel',
  searchView: 'Search this map area',
  hint: 'Click the corners of your area on the map (or move the map with the arrow keys and add its centre), then finish.',
  drawn: 'Showing properties within the area drawn on the map.',
  near: 'Showing properties within {radius:number} km of the chosen place.',
  nearCity: 'Showing properties within {radius:number} km of {city:string}.',
  alert: 'Get alerts for this area',
  remove: 'Remove the area',
  edit: 'Change it on the map',
} satisfies BaseTranslation;

export default en_AREA;
