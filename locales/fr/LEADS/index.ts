/** French texts of the e-mails a lead's delivery sends (keys follow locales/en/LEADS/index.ts exactly). */
import type { NamespaceLEADSTranslation } from '../../i18n-types';

const fr_LEADS = {
  kind: {
    contactMe: 'Demande d’informations ou de visite',
    contactAppointment: 'Demande de rendez-vous',
    contactConstruction: 'Demande sur un projet',
    contactDemand: 'Demande d’estimation gratuite',
    demandRegister: 'Alerte de recherche',
    sendToFriend: 'Page envoyée à un ami',
    siteContact: 'Formulaire de contact',
    signNewsletter: 'Inscription à la newsletter',
    requestDocuments: 'Demande de documents',
    testimonial: 'Témoignage',
    rentApplication: 'Candidature locative',
    purchaseOffer: 'Offre d’achat',
    other: 'Formulaire du site',
  },
  agencySubject: '{kind} de {name}',
  agencyIntro: 'Un visiteur a envoyé le formulaire « {kind} » sur le site.',
  property: 'Bien',
  project: 'Projet',
  language: 'Langue',
  reference: 'Référence de la demande',
  received: 'Reçue le',
  friendSubject: '{name} pense que ce bien vous intéressera',
  friendIntro: '{name} vous envoie cette page de {agency} :',
  friendMessage: 'Son message :',
  documentsSubject: 'Les documents demandés : {title}',
  documentsIntro: 'Merci de votre intérêt. Vous trouverez en pièce jointe les documents de ce bien.',
  documentsNone: 'Notre agence vous enverra très prochainement les documents de ce bien.',
  documentsAgencyNote: 'Documents joints pour le visiteur : {count}.',
  documentsAgencyNone: 'Aucun document n’est enregistré pour ce bien : veuillez les envoyer vous-même au visiteur.',
  failureSubject: 'La demande n° {id} n’a pas pu être transmise',
  failureIntro: 'Cette demande n’a pas pu être transmise après plusieurs tentatives. Elle est conservée dans la base de données du site avec le statut « échec ». Veuillez la traiter vous-même :',
  lastError: 'Dernière erreur',
  regards: 'Bien cordialement,',
} satisfies NamespaceLEADSTranslation;

export default fr_LEADS;
