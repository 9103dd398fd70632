/** French texts of the energy scale and the video and virtual-tour blocks of the detail pages. */
import type { NamespaceENERGYMEDIATranslation } from '../../i18n-types';

const fr_ENERGY_MEDIA = {
  energyTitle: 'Performance énergétique',
  certificate: 'PEB',
  scaleLabel: 'Classe {certificate} {label}, {value} kWh/m² par an, sur l’échelle {region} de {best} à {worst}',
  scaleLabelNoValue: 'Classe {certificate} {label} sur l’échelle {region} de {best} à {worst}',
  classOf: 'Classe {certificate} {label}',
  perYear: '{value} kWh/m² par an',
  region: {
    flanders: 'flamande',
    brussels: 'bruxelloise',
    wallonia: 'wallonne',
    luxembourg: 'luxembourgeoise',
  },
  videoTitle: 'Vidéo',
  tourTitle: 'Visite virtuelle',
  playVideo: 'Lire la vidéo',
  startTour: 'Lancer la visite virtuelle',
  loadsFrom: 'Ouvre le lecteur de {host}, qui peut déposer ses propres cookies.',
  videoFrame: 'Vidéo : {title}',
  tourFrame: 'Visite virtuelle : {title}',
} satisfies NamespaceENERGYMEDIATranslation;

export default fr_ENERGY_MEDIA;
