/** Dutch texts of the e-mails a lead's delivery sends (keys follow locales/en/LEADS/index.ts exactly). */
import type { NamespaceLEADSTranslation } from '../../i18n-types';

const nl_LEADS = {
  kind: {
    contactMe: 'Vraag naar info of bezoek',
    contactAppointment: 'Aanvraag voor een afspraak',
    contactConstruction: 'Vraag over een project',
    contactDemand: 'Aanvraag voor een gratis schatting',
    demandRegister: 'Zoekopdracht',
    sendToFriend: 'Pagina doorgestuurd naar een vriend',
    siteContact: 'Contactformulier',
    signNewsletter: 'Inschrijving op de nieuwsbrief',
    requestDocuments: 'Aanvraag van documenten',
    testimonial: 'Getuigenis',
    rentApplication: 'Huuraanvraag',
    purchaseOffer: 'Bod',
    other: 'Formulier op de website',
  },
  agencySubject: '{kind} van {name}',
  agencyIntro: 'Een bezoeker verstuurde het formulier “{kind}” op de website.',
  property: 'Pand',
  project: 'Project',
  language: 'Taal',
  reference: 'Referentie van de aanvraag',
  received: 'Ontvangen',
  friendSubject: '{name} denkt dat dit pand u interesseert',
  friendIntro: '{name} stuurde u deze pagina van {agency}:',
  friendMessage: 'Het bericht:',
  documentsSubject: 'De gevraagde documenten: {title}',
  documentsIntro: 'Bedankt voor uw interesse. In bijlage vindt u de documenten van dit pand.',
  documentsNone: 'Ons kantoor bezorgt u de documenten van dit pand binnenkort.',
  documentsAgencyNote: 'Documenten meegestuurd naar de bezoeker: {count}.',
  documentsAgencyNone: 'Voor dit pand zijn geen documenten opgeslagen: bezorg ze de bezoeker zelf.',
  failureSubject: 'Aanvraag #{id} kon niet worden afgeleverd',
  failureIntro: 'Deze aanvraag kon na meerdere pogingen niet worden afgeleverd. Ze blijft bewaard in de database van de website met de status “mislukt”. Behandel ze zelf:',
  lastError: 'Laatste fout',
  regards: 'Met vriendelijke groeten,',
} satisfies NamespaceLEADSTranslation;

export default nl_LEADS;
