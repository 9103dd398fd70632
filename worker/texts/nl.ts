/** Dutch texts of lead and search-alert e-mails and pages (keys as ./en.ts). */
import type { ServerTexts } from './en';

export const nl: ServerTexts = {
  leads: {
    kind: {
      contactMe: () => `Vraag naar info of bezoek`,
      contactAppointment: () => `Aanvraag voor een afspraak`,
      contactConstruction: () => `Vraag over een project`,
      contactDemand: () => `Aanvraag voor een gratis schatting`,
      demandRegister: () => `Zoekopdracht`,
      sendToFriend: () => `Pagina doorgestuurd naar een vriend`,
      siteContact: () => `Contactformulier`,
      signNewsletter: () => `Inschrijving op de nieuwsbrief`,
      requestDocuments: () => `Aanvraag van documenten`,
      testimonial: () => `Getuigenis`,
      rentApplication: () => `Huuraanvraag`,
      purchaseOffer: () => `Bod`,
      other: () => `Formulier op de website`,
    },
    agencySubject: (p: { kind: string; name: string }) => `${p.kind} van ${p.name}`,
    agencyIntro: (p: { kind: string }) => `Een bezoeker verstuurde het formulier “${p.kind}” op de website.`,
    property: () => `Pand`,
    project: () => `Project`,
    language: () => `Taal`,
    reference: () => `Referentie van de aanvraag`,
    received: () => `Ontvangen`,
    friendSubject: (p: { agency: string }) => `Een pand van ${p.agency} dat u kan interesseren`,
    friendIntro: (p: { name: string; agency: string }) => `${p.name} stuurde u deze pagina van ${p.agency}:`,
    friendMessage: () => `Het bericht:`,
    documentsSubject: (p: { title: string }) => `De gevraagde documenten: ${p.title}`,
    documentsIntro: () => `Bedankt voor uw interesse. In bijlage vindt u de documenten van dit pand.`,
    documentsNone: () => `Ons kantoor bezorgt u de documenten van dit pand binnenkort.`,
    documentsAgencyNote: (p: { count: number }) => `Documenten meegestuurd naar de bezoeker: ${p.count}.`,
    documentsAgencyNone: () => `Voor dit pand zijn geen documenten opgeslagen: bezorg ze de bezoeker zelf.`,
    failureSubject: (p: { id: number }) => `Aanvraag #${p.id} kon niet worden afgeleverd`,
    failureIntro: () =>
      `Deze aanvraag kon na meerdere pogingen niet worden afgeleverd. Ze blijft bewaard in de database van de website met de status “mislukt”. Behandel ze zelf:`,
    lastError: () => `Laatste fout`,
    regards: () => `Met vriendelijke groeten,`,
  },
  alerts: {
    digestSubject: (p: { count: number }) =>
      `${p.count} ${p.count === 1 ? 'nieuw pand' : 'nieuwe panden'} voor uw zoekopdracht`,
    digestIntro: (p: { agency: string }) => `Deze panden passen bij de zoekopdracht die u bij ${p.agency} instelde:`,
    isNew: () => `Nieuw`,
    priceDrop: (p: { price: string }) => `Prijs verlaagd (was ${p.price})`,
    view: () => `Bekijk het pand`,
    more: (p: { count: number }) => `En nog ${p.count}: bekijk ze op onze website.`,
    frequency: {
      instant: () => `U ontvangt deze e-mail zodra nieuwe panden bij uw zoekopdracht passen.`,
      daily: () => `U ontvangt deze e-mail hoogstens één keer per dag, als nieuwe panden bij uw zoekopdracht passen.`,
      weekly: () => `U ontvangt deze e-mail hoogstens één keer per week, als nieuwe panden bij uw zoekopdracht passen.`,
    },
    unsubscribeLine: (p: { url: string }) => `Stop deze e-mails met één klik: ${p.url}`,
    unsubscribeLink: () => `Uitschrijven`,
    pageTitle: () => `E-mails van uw zoekopdracht`,
    confirmTitle: () => `Uw zoekopdracht stopzetten?`,
    confirmText: (p: { email: string }) => `U ontvangt dan geen e-mails van uw zoekopdracht meer op ${p.email}.`,
    confirmButton: () => `Uitschrijven`,
    doneTitle: () => `U bent uitgeschreven`,
    doneText: (p: { email: string }) =>
      `U ontvangt geen e-mails van uw zoekopdracht meer op ${p.email}. Dit geldt meteen.`,
    alreadyTitle: () => `U was al uitgeschreven`,
    alreadyText: () => `Deze zoekopdracht was al stopgezet: u ontvangt er geen e-mails meer van.`,
    invalidTitle: () => `Deze link is ongeldig`,
    invalidText: () =>
      `Deze uitschrijflink is onvolledig of werd gewijzigd. Gebruik de link in de meest recente e-mail, of neem contact met ons op.`,
    backHome: () => `Terug naar de startpagina`,
  },
  limits: {
    title: () => `Te veel zoekopdrachten`,
    text: () =>
      `Er werden in enkele seconden te veel zoekopdrachten verstuurd vanaf uw verbinding. Wacht even en probeer het opnieuw.`,
    home: () => `Terug naar de startpagina`,
  },
  optIn: {
    subject: {
      'demand-register': () => `Bevestig uw zoekopdracht`,
      'sign-newsletter': () => `Bevestig uw inschrijving op de nieuwsbrief`,
      'request-documents': () => `Bevestig uw aanvraag van documenten`,
    },
    intro: {
      'demand-register': (p: { agency: string; email: string }) =>
        `Iemand, hopelijk u, vroeg ${p.agency} om nieuwe panden die aan deze zoekopdracht voldoen te mailen naar ${p.email}:`,
      'sign-newsletter': (p: { agency: string; email: string }) =>
        `Iemand, hopelijk u, vroeg om de nieuwsbrief van ${p.agency} te ontvangen op ${p.email}: marktnieuws en een selectie nieuwe panden, eens per maand.`,
      'request-documents': (p: { agency: string; email: string }) =>
        `Iemand, hopelijk u, vroeg ${p.agency} om de documenten van dit pand naar ${p.email} te mailen:`,
    },
    action: {
      'demand-register': () =>
        `Bevestig uw adres met deze link en de knop op de pagina die opent, dan ontvangt u deze e-mails:`,
      'sign-newsletter': () =>
        `Bevestig uw adres met deze link en de knop op de pagina die opent, dan ontvangt u deze e-mails:`,
      'request-documents': () =>
        `Bevestig uw adres met deze link en de knop op de pagina die opent, dan ontvangt u de documenten:`,
    },
    button: {
      'demand-register': () => `Mijn inschrijving bevestigen`,
      'sign-newsletter': () => `Mijn inschrijving bevestigen`,
      'request-documents': () => `Stuur mij de documenten`,
    },
    validity: (p: { days: number }) => `De link werkt één keer, ${p.days} dagen lang.`,
    nothing: (p: { days: number }) =>
      `Doet u niets, dan ontvangt u niets van ons: de aanvraag en uw adres worden na ${p.days} dagen gewist. Vroeg u hier niet om, dan mag u deze e-mail negeren.`,
  },
};
