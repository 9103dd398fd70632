/** German texts of the energy scale and the video and virtual-tour blocks of the detail pages. */
import type { NamespaceENERGYMEDIATranslation } from '../../i18n-types';

const de_ENERGY_MEDIA = {
  energyTitle: 'Energieeffizienz',
  certificate: 'Energieausweis',
  scaleLabel: '{certificate}: Klasse {label}, {value} kWh/m² pro Jahr, auf der {region} Skala von {best} bis {worst}',
  scaleLabelNoValue: '{certificate}: Klasse {label} auf der {region} Skala von {best} bis {worst}',
  classOf: '{certificate}: Klasse {label}',
  perYear: '{value} kWh/m² pro Jahr',
  region: {
    flanders: 'flämischen',
    brussels: 'Brüsseler',
    wallonia: 'wallonischen',
    luxembourg: 'luxemburgischen',
  },
  videoTitle: 'Video',
  tourTitle: 'Virtueller Rundgang',
  playVideo: 'Video abspielen',
  startTour: 'Virtuellen Rundgang starten',
  loadsFrom: 'Öffnet den Player von {host}, der eigene Cookies setzen kann.',
  videoFrame: 'Video: {title}',
  tourFrame: 'Virtueller Rundgang: {title}',
} satisfies NamespaceENERGYMEDIATranslation;

export default de_ENERGY_MEDIA;
