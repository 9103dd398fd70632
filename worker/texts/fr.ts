/** French texts of lead and search-alert e-mails and pages (keys as ./en.ts). */
import type { ServerTexts } from './en';

export const fr: ServerTexts = {
  leads: {
    kind: {
      contactMe: () => `Demande d’informations ou de visite`,
      contactAppointment: () => `Demande de rendez-vous`,
      contactConstruction: () => `Demande sur un projet`,
      contactDemand: () => `Demande d’estimation gratuite`,
      demandRegister: () => `Alerte de recherche`,
      sendToFriend: () => `Page envoyée à un ami`,
      siteContact: () => `Formulaire de contact`,
      signNewsletter: () => `Inscription à la newsletter`,
      requestDocuments: () => `Demande de documents`,
      testimonial: () => `Témoignage`,
      rentApplication: () => `Candidature locative`,
      purchaseOffer: () => `Offre d’achat`,
      other: () => `Formulaire du site`,
    },
    agencySubject: (p: { kind: string; name: string }) => `${p.kind} de ${p.name}`,
    agencyIntro: (p: { kind: string }) => `Un visiteur a envoyé le formulaire « ${p.kind} » sur le site.`,
    property: () => `Bien`,
    project: () => `Projet`,
    language: () => `Langue`,
    reference: () => `Référence de la demande`,
    received: () => `Reçue le`,
    friendSubject: (p: { agency: string }) => `Un bien de ${p.agency} qui pourrait vous intéresser`,
    friendIntro: (p: { name: string; agency: string }) => `${p.name} vous envoie cette page de ${p.agency} :`,
    friendMessage: () => `Son message :`,
    documentsSubject: (p: { title: string }) => `Les documents demandés : ${p.title}`,
    documentsIntro: () => `Merci de votre intérêt. Vous trouverez en pièce jointe les documents de ce bien.`,
    documentsNone: () => `Notre agence vous enverra très prochainement les documents de ce bien.`,
    documentsAgencyNote: (p: { count: number }) => `Documents joints pour le visiteur : ${p.count}.`,
    documentsAgencyNone: () =>
      `Aucun document n’est enregistré pour ce bien : veuillez les envoyer vous-même au visiteur.`,
    failureSubject: (p: { id: number }) => `La demande n° ${p.id} n’a pas pu être transmise`,
    failureIntro: () =>
      `Cette demande n’a pas pu être transmise après plusieurs tentatives. Elle est conservée dans la base de données du site avec le statut « échec ». Veuillez la traiter vous-même :`,
    lastError: () => `Dernière erreur`,
    regards: () => `Bien cordialement,`,
  },
  alerts: {
    digestSubject: (p: { count: number }) =>
      `${p.count} ${p.count === 1 ? 'nouveau bien' : 'nouveaux biens'} pour votre recherche`,
    digestIntro: (p: { agency: string }) =>
      `Ces biens correspondent à l’alerte de recherche que vous avez créée chez ${p.agency} :`,
    isNew: () => `Nouveau`,
    priceDrop: (p: { price: string }) => `Prix réduit (auparavant ${p.price})`,
    view: () => `Voir le bien`,
    more: (p: { count: number }) => `Et ${p.count} de plus : découvrez-les sur notre site.`,
    frequency: {
      instant: () => `Vous recevez cet e-mail dès que de nouveaux biens correspondent à votre recherche.`,
      daily: () =>
        `Vous recevez cet e-mail au plus une fois par jour, quand de nouveaux biens correspondent à votre recherche.`,
      weekly: () =>
        `Vous recevez cet e-mail au plus une fois par semaine, quand de nouveaux biens correspondent à votre recherche.`,
    },
    unsubscribeLine: (p: { url: string }) => `Arrêter ces e-mails en un clic : ${p.url}`,
    unsubscribeLink: () => `Se désinscrire`,
    pageTitle: () => `E-mails de votre alerte de recherche`,
    confirmTitle: () => `Arrêter votre alerte de recherche ?`,
    confirmText: (p: { email: string }) =>
      `Vous ne recevrez plus d’e-mails de votre alerte de recherche à l’adresse ${p.email}.`,
    confirmButton: () => `Se désinscrire`,
    doneTitle: () => `Vous êtes désinscrit`,
    doneText: (p: { email: string }) =>
      `Vous ne recevrez plus d’e-mails de votre alerte de recherche à l’adresse ${p.email}. C’est effectif immédiatement.`,
    alreadyTitle: () => `Déjà désinscrit`,
    alreadyText: () => `Cette alerte de recherche était déjà arrêtée : vous n’en recevrez plus d’e-mails.`,
    invalidTitle: () => `Ce lien n’est pas valide`,
    invalidText: () =>
      `Ce lien de désinscription est incomplet ou a été modifié. Utilisez le lien du dernier e-mail reçu, ou contactez-nous.`,
    backHome: () => `Retour à la page d’accueil`,
  },
  limits: {
    title: () => `Trop de recherches`,
    text: () =>
      `Trop de recherches ont été envoyées depuis votre connexion en quelques secondes. Veuillez patienter un instant et réessayer.`,
    home: () => `Retour à l’accueil`,
  },
  optIn: {
    subject: {
      'demand-register': () => `Confirmez votre alerte de recherche`,
      'sign-newsletter': () => `Confirmez votre inscription à la newsletter`,
      'request-documents': () => `Confirmez votre demande de documents`,
    },
    intro: {
      'demand-register': (p: { agency: string; email: string }) =>
        `Quelqu’un, vous sans doute, a demandé à ${p.agency} d’envoyer à ${p.email} les nouveaux biens qui répondent à cette recherche :`,
      'sign-newsletter': (p: { agency: string; email: string }) =>
        `Quelqu’un, vous sans doute, a demandé à recevoir la newsletter de ${p.agency} à l’adresse ${p.email} : l’actualité du marché et une sélection de nouveaux biens, une fois par mois.`,
      'request-documents': (p: { agency: string; email: string }) =>
        `Quelqu’un, vous sans doute, a demandé à ${p.agency} d’envoyer les documents de ce bien à ${p.email} :`,
    },
    action: {
      'demand-register': () =>
        `Pour recevoir ces e-mails, confirmez votre adresse avec ce lien et le bouton de la page qu’il ouvre :`,
      'sign-newsletter': () =>
        `Pour recevoir ces e-mails, confirmez votre adresse avec ce lien et le bouton de la page qu’il ouvre :`,
      'request-documents': () =>
        `Pour recevoir les documents, confirmez votre adresse avec ce lien et le bouton de la page qu’il ouvre :`,
    },
    button: {
      'demand-register': () => `Confirmer mon inscription`,
      'sign-newsletter': () => `Confirmer mon inscription`,
      'request-documents': () => `Envoyez-moi les documents`,
    },
    validity: (p: { days: number }) => `Le lien fonctionne une seule fois, pendant ${p.days} jours.`,
    nothing: (p: { days: number }) =>
      `Si vous ne faites rien, vous ne recevrez rien de notre part : la demande et votre adresse sont effacées après ${p.days} jours. Si vous n’avez rien demandé, ignorez simplement cet e-mail.`,
  },
};
