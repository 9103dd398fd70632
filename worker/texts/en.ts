/**
 * English texts of the e-mails and pages of lead delivery and search alerts (server only:
 * worker/leads, worker/alerts). Plain typed dictionaries rather than typesafe-i18n namespaces,
 * so the browser's dictionary loader (first-load JavaScript) does not grow with texts it never
 * shows. The other languages have exactly these keys (the compiler checks: ServerTexts).
 */
export const en = {
  leads: {
    kind: {
      contactMe: () => `Information or visit request`,
      contactAppointment: () => `Appointment request`,
      contactConstruction: () => `Project enquiry`,
      contactDemand: () => `Free valuation request`,
      demandRegister: () => `Search alert`,
      sendToFriend: () => `Page sent to a friend`,
      siteContact: () => `Contact form`,
      signNewsletter: () => `Newsletter subscription`,
      requestDocuments: () => `Documents request`,
      testimonial: () => `Testimonial`,
      rentApplication: () => `Rent application`,
      purchaseOffer: () => `Purchase offer`,
      other: () => `Website form`,
    },
    agencySubject: (p: { kind: string; name: string }) => `${p.kind} from ${p.name}`,
    agencyIntro: (p: { kind: string }) => `A visitor sent the form “${p.kind}” on the website.`,
    property: () => `Property`,
    project: () => `Project`,
    language: () => `Language`,
    reference: () => `Lead reference`,
    received: () => `Received`,
    friendSubject: (p: { agency: string }) => `A property of ${p.agency} you may like`,
    friendIntro: (p: { name: string; agency: string }) => `${p.name} sent you this page of ${p.agency}:`,
    friendMessage: () => `Their message:`,
    documentsSubject: (p: { title: string }) => `The documents you asked for: ${p.title}`,
    documentsIntro: () => `Thank you for your interest. You will find the documents of this property attached.`,
    documentsNone: () => `Our agency will send you the documents of this property shortly.`,
    documentsAgencyNote: (p: { count: number }) => `Documents attached for the visitor: ${p.count}.`,
    documentsAgencyNone: () => `No documents are stored for this property: please send them to the visitor yourself.`,
    failureSubject: (p: { id: number }) => `Lead #${p.id} could not be delivered`,
    failureIntro: () =>
      `This lead could not be delivered after several attempts. It is kept in the website’s database with the status “failed”. Please handle it yourself:`,
    lastError: () => `Last error`,
    regards: () => `Kind regards,`,
  },
  alerts: {
    digestSubject: (p: { count: number }) =>
      `${p.count} ${p.count === 1 ? 'new property' : 'new properties'} for your search`,
    digestIntro: (p: { agency: string }) => `These properties match the search alert you set up on ${p.agency}:`,
    isNew: () => `New`,
    priceDrop: (p: { price: string }) => `Price reduced (was ${p.price})`,
    view: () => `View the property`,
    more: (p: { count: number }) => `And ${p.count} more: see them on our website.`,
    frequency: {
      instant: () => `You receive this e-mail as soon as new properties match your search.`,
      daily: () => `You receive this e-mail at most once a day, when new properties match your search.`,
      weekly: () => `You receive this e-mail at most once a week, when new properties match your search.`,
    },
    unsubscribeLine: (p: { url: string }) => `Stop these e-mails with one click: ${p.url}`,
    unsubscribeLink: () => `Unsubscribe`,
    pageTitle: () => `Search alert e-mails`,
    confirmTitle: () => `Stop your search alert?`,
    confirmText: (p: { email: string }) => `You will no longer receive search alert e-mails at ${p.email}.`,
    confirmButton: () => `Unsubscribe`,
    doneTitle: () => `You are unsubscribed`,
    doneText: (p: { email: string }) =>
      `You will no longer receive search alert e-mails at ${p.email}. This took effect immediately.`,
    alreadyTitle: () => `Already unsubscribed`,
    alreadyText: () => `This search alert was already stopped: you will receive no more e-mails from it.`,
    invalidTitle: () => `This link is not valid`,
    invalidText: () =>
      `This unsubscribe link is incomplete or has been changed. Please use the link in the most recent e-mail, or contact us.`,
    backHome: () => `Back to the home page`,
  },
  limits: {
    title: () => `Too many searches`,
    text: () =>
      `Too many searches were sent from your connection in a few seconds. Please wait a moment and try again.`,
    home: () => `Back to the home page`,
  },
  optIn: {
    subject: {
      'demand-register': () => `Please confirm your search alert`,
      'sign-newsletter': () => `Please confirm your newsletter subscription`,
      'request-documents': () => `Please confirm your request for documents`,
    },
    intro: {
      'demand-register': (p: { agency: string; email: string }) =>
        `Someone, hopefully you, asked ${p.agency} to e-mail new properties matching this search to ${p.email}:`,
      'sign-newsletter': (p: { agency: string; email: string }) =>
        `Someone, hopefully you, asked to receive the newsletter of ${p.agency} at ${p.email}: market news and a selection of new properties, once a month.`,
      'request-documents': (p: { agency: string; email: string }) =>
        `Someone, hopefully you, asked ${p.agency} to e-mail the documents of this property to ${p.email}:`,
    },
    action: {
      'demand-register': () =>
        `To start receiving these e-mails, confirm your address with this link and the button on the page it opens:`,
      'sign-newsletter': () =>
        `To start receiving these e-mails, confirm your address with this link and the button on the page it opens:`,
      'request-documents': () =>
        `To receive the documents, confirm your address with this link and the button on the page it opens:`,
    },
    button: {
      'demand-register': () => `Confirm my subscription`,
      'sign-newsletter': () => `Confirm my subscription`,
      'request-documents': () => `Send me the documents`,
    },
    validity: (p: { days: number }) => `The link works once, for ${p.days} days.`,
    nothing: (p: { days: number }) =>
      `If you do nothing, you will receive nothing from us: the request and your address are deleted after ${p.days} days. If you did not ask for this, you can ignore this e-mail.`,
  },
};

export type ServerTexts = typeof en;
