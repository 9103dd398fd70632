/** English texts of the energy scale and the video and virtual-tour blocks of the detail pages (a namespace: loaded with those pages only). */
import type { BaseTranslation } from '../../i18n-types';

const en_ENERGY_MEDIA = {
  energyTitle: 'Energy performance',
  certificate: 'EPC',
  scaleLabel: '{certificate:string} class {label:string}, {value:string} kWh/m² per year, on the {region:string} scale from {best:string} to {worst:string}',
  scaleLabelNoValue: '{certificate:string} class {label:string} on the {region:string} scale from {best:string} to {worst:string}',
  classOf: '{certificate:string} class {label:string}',
  perYear: '{value:string} kWh/m² per year',
  region: {
    flanders: 'Flemish',
    brussels: 'Brussels',
    wallonia: 'Walloon',
    luxembourg: 'Luxembourg',
  },
  videoTitle: 'Video',
  tourTitle: 'Virtual tour',
  playVideo: 'Play the video',
  startTour: 'Start the virtual tour',
  loadsFrom: 'Opens the player of {host:string}, which may set its own cookies.',
  videoFrame: 'Video: {title:string}',
  tourFrame: 'Virtual tour: {title:string}',
} satisfies BaseTranslation;

export default en_ENERGY_MEDIA;
