/** German texts of lead and search-alert e-mails and pages (keys as ./en.ts). */
import type { ServerTexts } from './en';

export const de: ServerTexts = {
  leads: {
    kind: {
      contactMe: () => `Anfrage zu Informationen oder Besichtigung`,
      contactAppointment: () => `Terminanfrage`,
      contactConstruction: () => `Anfrage zu einem Projekt`,
      contactDemand: () => `Anfrage einer kostenlosen Bewertung`,
      demandRegister: () => `Suchauftrag`,
      sendToFriend: () => `An einen Freund gesendete Seite`,
      siteContact: () => `Kontaktformular`,
      signNewsletter: () => `Anmeldung zum Newsletter`,
      requestDocuments: () => `Anforderung von Unterlagen`,
      testimonial: () => `Kundenstimme`,
      rentApplication: () => `Mietbewerbung`,
      purchaseOffer: () => `Kaufangebot`,
      other: () => `Formular der Website`,
    },
    agencySubject: (p: { kind: string; name: string }) => `${p.kind} von ${p.name}`,
    agencyIntro: (p: { kind: string }) => `Ein Besucher hat auf der Website das Formular „${p.kind}“ gesendet.`,
    property: () => `Immobilie`,
    project: () => `Projekt`,
    language: () => `Sprache`,
    reference: () => `Referenz der Anfrage`,
    received: () => `Eingegangen`,
    friendSubject: (p: { agency: string }) => `Eine Immobilie von ${p.agency}, die Sie interessieren könnte`,
    friendIntro: (p: { name: string; agency: string }) => `${p.name} hat Ihnen diese Seite von ${p.agency} gesendet:`,
    friendMessage: () => `Die Nachricht:`,
    documentsSubject: (p: { title: string }) => `Die angeforderten Unterlagen: ${p.title}`,
    documentsIntro: () => `Vielen Dank für Ihr Interesse. Im Anhang finden Sie die Unterlagen zu dieser Immobilie.`,
    documentsNone: () => `Unser Büro sendet Ihnen die Unterlagen zu dieser Immobilie in Kürze.`,
    documentsAgencyNote: (p: { count: number }) => `Dem Besucher gesendete Unterlagen: ${p.count}.`,
    documentsAgencyNone: () =>
      `Zu dieser Immobilie sind keine Unterlagen gespeichert: Bitte senden Sie sie dem Besucher selbst.`,
    failureSubject: (p: { id: number }) => `Anfrage Nr. ${p.id} konnte nicht zugestellt werden`,
    failureIntro: () =>
      `Diese Anfrage konnte nach mehreren Versuchen nicht zugestellt werden. Sie bleibt mit dem Status „fehlgeschlagen“ in der Datenbank der Website gespeichert. Bitte bearbeiten Sie sie selbst:`,
    lastError: () => `Letzter Fehler`,
    regards: () => `Mit freundlichen Grüßen`,
  },
  alerts: {
    digestSubject: (p: { count: number }) =>
      `${p.count} ${p.count === 1 ? 'neue Immobilie' : 'neue Immobilien'} für Ihre Suche`,
    digestIntro: (p: { agency: string }) =>
      `Diese Immobilien passen zu dem Suchauftrag, den Sie bei ${p.agency} eingerichtet haben:`,
    isNew: () => `Neu`,
    priceDrop: (p: { price: string }) => `Preis gesenkt (vorher ${p.price})`,
    view: () => `Immobilie ansehen`,
    more: (p: { count: number }) => `Und ${p.count} weitere: Sehen Sie sie auf unserer Website an.`,
    frequency: {
      instant: () => `Sie erhalten diese E-Mail, sobald neue Immobilien zu Ihrer Suche passen.`,
      daily: () => `Sie erhalten diese E-Mail höchstens einmal am Tag, wenn neue Immobilien zu Ihrer Suche passen.`,
      weekly: () => `Sie erhalten diese E-Mail höchstens einmal pro Woche, wenn neue Immobilien zu Ihrer Suche passen.`,
    },
    unsubscribeLine: (p: { url: string }) => `Diese E-Mails mit einem Klick abbestellen: ${p.url}`,
    unsubscribeLink: () => `Abbestellen`,
    pageTitle: () => `E-Mails Ihres Suchauftrags`,
    confirmTitle: () => `Suchauftrag beenden?`,
    confirmText: (p: { email: string }) => `Sie erhalten dann keine E-Mails Ihres Suchauftrags mehr an ${p.email}.`,
    confirmButton: () => `Abbestellen`,
    doneTitle: () => `Sie sind abgemeldet`,
    doneText: (p: { email: string }) =>
      `Sie erhalten keine E-Mails Ihres Suchauftrags mehr an ${p.email}. Das gilt ab sofort.`,
    alreadyTitle: () => `Bereits abgemeldet`,
    alreadyText: () => `Dieser Suchauftrag wurde bereits beendet: Sie erhalten keine E-Mails mehr davon.`,
    invalidTitle: () => `Dieser Link ist ungültig`,
    invalidText: () =>
      `Dieser Abmeldelink ist unvollständig oder wurde verändert. Bitte verwenden Sie den Link der neuesten E-Mail oder kontaktieren Sie uns.`,
    backHome: () => `Zurück zur Startseite`,
  },
  limits: {
    title: () => `Zu viele Suchanfragen`,
    text: () =>
      `Von Ihrer Verbindung wurden in wenigen Sekunden zu viele Suchanfragen gesendet. Bitte warten Sie einen Moment und versuchen Sie es erneut.`,
    home: () => `Zurück zur Startseite`,
  },
  optIn: {
    subject: {
      'demand-register': () => `Bitte bestätigen Sie Ihren Suchauftrag`,
      'sign-newsletter': () => `Bitte bestätigen Sie Ihre Newsletter-Anmeldung`,
      'request-documents': () => `Bitte bestätigen Sie Ihre Anfrage nach Unterlagen`,
    },
    intro: {
      'demand-register': (p: { agency: string; email: string }) =>
        `Jemand, hoffentlich Sie, hat ${p.agency} gebeten, neue Immobilien zu dieser Suche an ${p.email} zu senden:`,
      'sign-newsletter': (p: { agency: string; email: string }) =>
        `Jemand, hoffentlich Sie, möchte den Newsletter von ${p.agency} an ${p.email} erhalten: Marktnachrichten und eine Auswahl neuer Immobilien, einmal im Monat.`,
      'request-documents': (p: { agency: string; email: string }) =>
        `Jemand, hoffentlich Sie, hat ${p.agency} gebeten, die Unterlagen dieser Immobilie an ${p.email} zu senden:`,
    },
    action: {
      'demand-register': () =>
        `Um diese E-Mails zu erhalten, bestätigen Sie Ihre Adresse mit diesem Link und der Schaltfläche auf der Seite, die er öffnet:`,
      'sign-newsletter': () =>
        `Um diese E-Mails zu erhalten, bestätigen Sie Ihre Adresse mit diesem Link und der Schaltfläche auf der Seite, die er öffnet:`,
      'request-documents': () =>
        `Um die Unterlagen zu erhalten, bestätigen Sie Ihre Adresse mit diesem Link und der Schaltfläche auf der Seite, die sich öffnet:`,
    },
    button: {
      'demand-register': () => `Meine Anmeldung bestätigen`,
      'sign-newsletter': () => `Meine Anmeldung bestätigen`,
      'request-documents': () => `Senden Sie mir die Unterlagen`,
    },
    validity: (p: { days: number }) => `Der Link gilt einmal, ${p.days} Tage lang.`,
    nothing: (p: { days: number }) =>
      `Wenn Sie nichts tun, erhalten Sie nichts von uns: Die Anfrage und Ihre Adresse werden nach ${p.days} Tagen gelöscht. Haben Sie nichts angefordert, können Sie diese E-Mail ignorieren.`,
  },
};
