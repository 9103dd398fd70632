/** Dutch texts of the energy scale and the video and virtual-tour blocks of the detail pages. */
import type { NamespaceENERGYMEDIATranslation } from '../../i18n-types';

const nl_ENERGY_MEDIA = {
  energyTitle: 'Energieprestatie',
  certificate: 'EPC',
  scaleLabel: '{certificate}-klasse {label}, {value} kWh/m² per jaar, op de {region} schaal van {best} tot {worst}',
  scaleLabelNoValue: '{certificate}-klasse {label} op de {region} schaal van {best} tot {worst}',
  classOf: '{certificate}-klasse {label}',
  perYear: '{value} kWh/m² per jaar',
  region: {
    flanders: 'Vlaamse',
    brussels: 'Brusselse',
    wallonia: 'Waalse',
    luxembourg: 'Luxemburgse',
  },
  videoTitle: 'Video',
  tourTitle: 'Virtuele rondleiding',
  playVideo: 'Video afspelen',
  startTour: 'Virtuele rondleiding starten',
  loadsFrom: 'Opent de speler van {host}, die eigen cookies kan plaatsen.',
  videoFrame: 'Video: {title}',
  tourFrame: 'Virtuele rondleiding: {title}',
} satisfies NamespaceENERGYMEDIATranslation;

export default nl_ENERGY_MEDIA;
