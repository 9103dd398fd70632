/**
 * The demo owner portal's texts in the four languages (decision record 026): visit feedback,
 * communications, online-media entries and document names, so an owner reads the portal in
 * the language they chose. English is the text as written (the row's own column); the other
 * languages go to the row's `Texts` (app/model/record.ts RowTexts).
 */
import type { Lang } from '../../../shared/model/common';
import type { RowTexts } from '../../../app/model/record';

/** One text in every language. */
export type Text4 = Record<Lang, string>;

const OTHER: readonly Exclude<Lang, 'en'>[] = ['nl', 'fr', 'de'];

/** A row's English fields and the other languages' as `Texts`. */
export function rowTexts<K extends string>(fields: Record<K, Text4>): { en: Record<K, string>; Texts: RowTexts<K> } {
  const keys = Object.keys(fields) as K[];
  const pick = (lang: Lang) => Object.fromEntries(keys.map((k) => [k, fields[k][lang]])) as Record<K, string>;
  return { en: pick('en'), Texts: Object.fromEntries(OTHER.map((lang) => [lang, pick(lang)])) as RowTexts<K> };
}

export const SALE_FEEDBACK: readonly Text4[] = [
  {
    en: 'Very interested; likes the garden and the bright living room. Will come back with an architect.',
    nl: 'Zeer geïnteresseerd; vindt de tuin en de lichte woonkamer mooi. Komt terug met een architect.',
    fr: 'Très intéressé ; aime le jardin et le séjour lumineux. Reviendra avec un architecte.',
    de: 'Sehr interessiert; mag den Garten und das helle Wohnzimmer. Kommt mit einem Architekten wieder.',
  },
  {
    en: 'Finds the kitchen dated but the layout good. Considering an offer below the asking price.',
    nl: 'Vindt de keuken verouderd maar de indeling goed. Overweegt een bod onder de vraagprijs.',
    fr: 'Trouve la cuisine datée mais la disposition bonne. Envisage une offre sous le prix demandé.',
    de: 'Findet die Küche veraltet, den Grundriss aber gut. Erwägt ein Angebot unter dem Angebotspreis.',
  },
  {
    en: 'Young couple, first purchase. Bank appointment planned next week.',
    nl: 'Jong koppel, eerste aankoop. Afspraak bij de bank volgende week.',
    fr: 'Jeune couple, premier achat. Rendez-vous à la banque la semaine prochaine.',
    de: 'Junges Paar, erster Kauf. Banktermin nächste Woche.',
  },
  {
    en: 'Too far from the station for them; will keep looking.',
    nl: 'Te ver van het station voor hen; zoeken verder.',
    fr: 'Trop loin de la gare pour eux ; continuent à chercher.',
    de: 'Zu weit vom Bahnhof für sie; suchen weiter.',
  },
  {
    en: 'Liked the house, worried about the heating costs. Asked for the EPC certificate.',
    nl: 'Vond de woning mooi, maar vreest de verwarmingskosten. Vroeg het EPC-attest.',
    fr: 'A aimé la maison, s’inquiète des frais de chauffage. A demandé le certificat PEB.',
    de: 'Das Haus gefiel, Sorge wegen der Heizkosten. Hat den Energieausweis angefragt.',
  },
  {
    en: 'Second visit with parents. Asked about the renovation obligation and the roof.',
    nl: 'Tweede bezoek met de ouders. Vragen over de renovatieverplichting en het dak.',
    fr: 'Deuxième visite avec les parents. Questions sur l’obligation de rénovation et la toiture.',
    de: 'Zweite Besichtigung mit den Eltern. Fragen zur Renovierungspflicht und zum Dach.',
  },
  {
    en: 'Not interested: looking for a bedroom on the ground floor.',
    nl: 'Niet geïnteresseerd: zoekt een slaapkamer op het gelijkvloers.',
    fr: 'Pas intéressé : cherche une chambre au rez-de-chaussée.',
    de: 'Kein Interesse: sucht ein Schlafzimmer im Erdgeschoss.',
  },
  {
    en: 'Positive visit; asked for the cadastral income and the soil certificate.',
    nl: 'Positief bezoek; vroeg naar het kadastraal inkomen en het bodemattest.',
    fr: 'Visite positive ; a demandé le revenu cadastral et l’attestation du sol.',
    de: 'Positive Besichtigung; fragte nach dem Katastereinkommen und der Bodenbescheinigung.',
  },
  {
    en: 'Family with two children; checked the way to school and the distance to the station. Will discuss the budget.',
    nl: 'Gezin met twee kinderen; bekeek de weg naar school en de afstand tot het station. Bespreken het budget.',
    fr: 'Famille avec deux enfants ; a regardé le trajet vers l’école et la distance jusqu’à la gare. Va discuter du budget.',
    de: 'Familie mit zwei Kindern; prüfte den Schulweg und die Entfernung zum Bahnhof. Bespricht das Budget.',
  },
  {
    en: 'Came with a contractor to estimate the works. Expects to get back to us within a week.',
    nl: 'Kwam met een aannemer om de werken te ramen. Laat binnen een week iets weten.',
    fr: 'Est venu avec un entrepreneur pour estimer les travaux. Nous recontactera dans la semaine.',
    de: 'Kam mit einem Bauunternehmer, um die Arbeiten zu schätzen. Meldet sich innerhalb einer Woche.',
  },
  {
    en: 'Liked the quiet street and the neighbourhood; hesitating because of the number of bedrooms.',
    nl: 'Vond de rustige straat en de buurt fijn; twijfelt door het aantal slaapkamers.',
    fr: 'A apprécié la rue calme et le quartier ; hésite à cause du nombre de chambres.',
    de: 'Mochte die ruhige Straße und das Viertel; zögert wegen der Zahl der Schlafzimmer.',
  },
  {
    en: 'Investor; asked about the expected rent and the common charges.',
    nl: 'Investeerder; vroeg naar de verwachte huurprijs en de gemeenschappelijke kosten.',
    fr: 'Investisseur ; a demandé le loyer attendu et les charges communes.',
    de: 'Investor; fragte nach der zu erwartenden Miete und den Nebenkosten.',
  },
];

export const RENT_FEEDBACK: readonly Text4[] = [
  {
    en: 'Expat couple, both employed; would like to move in next month.',
    nl: 'Expatkoppel, allebei werkend; willen volgende maand intrekken.',
    fr: 'Couple d’expatriés, tous deux salariés ; souhaite emménager le mois prochain.',
    de: 'Expat-Paar, beide berufstätig; möchte nächsten Monat einziehen.',
  },
  {
    en: 'Student with guarantor; finds the rent slightly high.',
    nl: 'Student met borgsteller; vindt de huurprijs wat hoog.',
    fr: 'Étudiant avec garant ; trouve le loyer un peu élevé.',
    de: 'Student mit Bürgen; findet die Miete etwas hoch.',
  },
  {
    en: 'Liked the terrace and the light. Will send the application file.',
    nl: 'Vond het terras en het licht mooi. Stuurt het kandidatuurdossier.',
    fr: 'A aimé la terrasse et la luminosité. Enverra son dossier de candidature.',
    de: 'Terrasse und Licht gefielen. Schickt die Bewerbungsunterlagen.',
  },
  {
    en: 'Needs a parking space; asked whether one is available in the building.',
    nl: 'Heeft een parkeerplaats nodig; vroeg of er een vrij is in het gebouw.',
    fr: 'A besoin d’un parking ; a demandé s’il y en a un de libre dans l’immeuble.',
    de: 'Braucht einen Stellplatz; fragte, ob im Gebäude einer frei ist.',
  },
  {
    en: 'Positive visit; asked whether pets are allowed.',
    nl: 'Positief bezoek; vroeg of huisdieren toegelaten zijn.',
    fr: 'Visite positive ; a demandé si les animaux sont admis.',
    de: 'Positive Besichtigung; fragte, ob Haustiere erlaubt sind.',
  },
  {
    en: 'Not interested: the bedrooms are too small for them.',
    nl: 'Niet geïnteresseerd: de slaapkamers zijn te klein voor hen.',
    fr: 'Pas intéressés : les chambres sont trop petites pour eux.',
    de: 'Kein Interesse: die Schlafzimmer sind ihnen zu klein.',
  },
  {
    en: 'Young professional working nearby; asked about the internet connection and the charges.',
    nl: 'Jonge werknemer die in de buurt werkt; vroeg naar de internetaansluiting en de kosten.',
    fr: 'Jeune actif travaillant à proximité ; a demandé la connexion internet et les charges.',
    de: 'Junger Berufstätiger, arbeitet in der Nähe; fragte nach dem Internetanschluss und den Nebenkosten.',
  },
  {
    en: 'Couple moving from abroad; visited by video first, now in person. Interested.',
    nl: 'Koppel dat uit het buitenland verhuist; eerst via video, nu ter plaatse. Geïnteresseerd.',
    fr: 'Couple arrivant de l’étranger ; d’abord une visite en vidéo, puis sur place. Intéressé.',
    de: 'Paar, das aus dem Ausland zieht; erst per Video, jetzt vor Ort. Interessiert.',
  },
];

export const CANCELLED: Text4 = {
  en: 'Cancelled by the candidate.',
  nl: 'Geannuleerd door de kandidaat.',
  fr: 'Annulée par le candidat.',
  de: 'Vom Interessenten abgesagt.',
};

/** Subject and comment of the communications. */
export const COMMUNICATION = {
  saleMandate: {
    Subject: {
      en: 'Sales mandate signed',
      nl: 'Verkoopopdracht ondertekend',
      fr: 'Mandat de vente signé',
      de: 'Verkaufsauftrag unterzeichnet',
    },
    Comment: {
      en: 'Asking price agreed, exclusive mandate for 6 months.',
      nl: 'Vraagprijs afgesproken, exclusieve opdracht voor 6 maanden.',
      fr: 'Prix demandé convenu, mandat exclusif de 6 mois.',
      de: 'Angebotspreis vereinbart, Alleinauftrag für 6 Monate.',
    },
  },
  rentMandate: {
    Subject: {
      en: 'Rental mandate signed',
      nl: 'Verhuuropdracht ondertekend',
      fr: 'Mandat de location signé',
      de: 'Vermietungsauftrag unterzeichnet',
    },
    Comment: {
      en: 'Monthly rent and conditions agreed.',
      nl: 'Maandhuur en voorwaarden afgesproken.',
      fr: 'Loyer mensuel et conditions convenus.',
      de: 'Monatsmiete und Bedingungen vereinbart.',
    },
  },
  photoShoot: {
    Subject: {
      en: 'Photo shoot scheduled',
      nl: 'Fotoshoot gepland',
      fr: 'Séance photo planifiée',
      de: 'Fototermin geplant',
    },
    Comment: {
      en: 'The photographer will come on Tuesday morning; please open the shutters.',
      nl: 'De fotograaf komt dinsdagochtend; gelieve de rolluiken open te doen.',
      fr: 'Le photographe passera mardi matin ; merci d’ouvrir les volets.',
      de: 'Der Fotograf kommt am Dienstagvormittag; bitte die Rollläden öffnen.',
    },
  },
  online: {
    Subject: {
      en: 'Your property is online',
      nl: 'Uw pand staat online',
      fr: 'Votre bien est en ligne',
      de: 'Ihre Immobilie ist online',
    },
    Comment: {
      en: 'Published on our website, Immoweb, Zimmo and Immovlan.',
      nl: 'Gepubliceerd op onze website, Immoweb, Zimmo en Immovlan.',
      fr: 'Publié sur notre site, Immoweb, Zimmo et Immovlan.',
      de: 'Veröffentlicht auf unserer Website, Immoweb, Zimmo und Immovlan.',
    },
  },
  statistics: {
    Subject: {
      en: 'Online statistics',
      nl: 'Online statistieken',
      fr: 'Statistiques en ligne',
      de: 'Online-Statistiken',
    },
    Comment: {
      en: 'Steady interest online; views are above average for the area.',
      nl: 'Constante interesse online; het aantal weergaven ligt boven het gemiddelde van de buurt.',
      fr: 'Intérêt constant en ligne ; les consultations dépassent la moyenne du quartier.',
      de: 'Gleichbleibendes Interesse online; die Aufrufe liegen über dem Durchschnitt der Gegend.',
    },
  },
  notary: {
    Subject: {
      en: 'Question about the notary',
      nl: 'Vraag over de notaris',
      fr: 'Question sur le notaire',
      de: 'Frage zum Notar',
    },
    Comment: {
      en: 'Owner asked which notary will draft the deed.',
      nl: 'De eigenaar vroeg welke notaris de akte opmaakt.',
      fr: 'Le propriétaire a demandé quel notaire rédigera l’acte.',
      de: 'Der Eigentümer fragte, welcher Notar die Urkunde aufsetzt.',
    },
  },
  deposit: {
    Subject: {
      en: 'Question about the deposit',
      nl: 'Vraag over de huurwaarborg',
      fr: 'Question sur la garantie locative',
      de: 'Frage zur Mietkaution',
    },
    Comment: {
      en: 'Owner asked where the rental deposit will be blocked.',
      nl: 'De eigenaar vroeg waar de huurwaarborg geblokkeerd wordt.',
      fr: 'Le propriétaire a demandé où la garantie locative sera bloquée.',
      de: 'Der Eigentümer fragte, wo die Mietkaution hinterlegt wird.',
    },
  },
  offer: {
    Subject: { en: 'Offer received', nl: 'Bod ontvangen', fr: 'Offre reçue', de: 'Angebot erhalten' },
    Comment: {
      en: 'Written offer received from a candidate, below the asking price; to discuss.',
      nl: 'Schriftelijk bod van een kandidaat ontvangen, onder de vraagprijs; te bespreken.',
      fr: 'Offre écrite reçue d’un candidat, sous le prix demandé ; à discuter.',
      de: 'Schriftliches Angebot eines Interessenten erhalten, unter dem Angebotspreis; zu besprechen.',
    },
  },
  application: {
    Subject: {
      en: 'Application received',
      nl: 'Kandidatuur ontvangen',
      fr: 'Candidature reçue',
      de: 'Bewerbung erhalten',
    },
    Comment: {
      en: 'Complete application file received from a candidate couple; solvency checked.',
      nl: 'Volledig kandidatuurdossier van een koppel ontvangen; solvabiliteit nagekeken.',
      fr: 'Dossier de candidature complet reçu d’un couple ; solvabilité vérifiée.',
      de: 'Vollständige Bewerbungsunterlagen eines Paares erhalten; Bonität geprüft.',
    },
  },
} satisfies Record<string, { Subject: Text4; Comment: Text4 }>;

export const WEEKLY_REPORT: Text4 = {
  en: 'Weekly report',
  nl: 'Weekrapport',
  fr: 'Rapport hebdomadaire',
  de: 'Wochenbericht',
};

/** The weekly report's comment: the visits of the seven days it covers, of which second visits. */
export function weeklyVisits(visits: number, second: number): Text4 {
  const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
  if (visits === 0)
    return {
      en: 'No visits this week.',
      nl: 'Geen bezoeken deze week.',
      fr: 'Aucune visite cette semaine.',
      de: 'Keine Besichtigungen diese Woche.',
    };
  const extra: Text4 =
    second === 0
      ? { en: '', nl: '', fr: '', de: '' }
      : {
          en: ` (${second} ${plural(second, 'second visit', 'second visits')})`,
          nl: ` (waarvan ${second} ${plural(second, 'tweede bezoek', 'tweede bezoeken')})`,
          fr: ` (dont ${second} ${plural(second, 'deuxième visite', 'deuxièmes visites')})`,
          de: ` (davon ${second} ${plural(second, 'Zweitbesichtigung', 'Zweitbesichtigungen')})`,
        };
  return {
    en: `${visits} ${plural(visits, 'visit', 'visits')} this week${extra.en}.`,
    nl: `${visits} ${plural(visits, 'bezoek', 'bezoeken')} deze week${extra.nl}.`,
    fr: `${visits} ${plural(visits, 'visite', 'visites')} cette semaine${extra.fr}.`,
    de: `${visits} ${plural(visits, 'Besichtigung', 'Besichtigungen')} diese Woche${extra.de}.`,
  };
}

/** The channels' names as a sentence names them. */
const CHANNEL: Record<string, string> = { immoweb: 'Immoweb', zimmo: 'Zimmo', immovlan: 'Immovlan' };

export const LISTING_PUBLISHED: Text4 = {
  en: 'Listing published',
  nl: 'Zoekertje gepubliceerd',
  fr: 'Annonce publiée',
  de: 'Inserat veröffentlicht',
};

/** "Published on …" for one channel. */
export function publishedOn(source: string): Text4 {
  if (source === 'website')
    return {
      en: 'Published on our website.',
      nl: 'Gepubliceerd op onze website.',
      fr: 'Publiée sur notre site.',
      de: 'Auf unserer Website veröffentlicht.',
    };
  const name = CHANNEL[source] ?? source;
  return {
    en: `Published on ${name}.`,
    nl: `Gepubliceerd op ${name}.`,
    fr: `Publiée sur ${name}.`,
    de: `Auf ${name} veröffentlicht.`,
  };
}

export const SOCIAL_POST = {
  Subject: {
    en: 'Social media post',
    nl: 'Bericht op sociale media',
    fr: 'Publication sur les réseaux sociaux',
    de: 'Beitrag in sozialen Medien',
  },
  Comment: {
    en: 'Post with photo carousel on the agency page.',
    nl: 'Bericht met fotocarrousel op de pagina van het kantoor.',
    fr: 'Publication avec carrousel de photos sur la page de l’agence.',
    de: 'Beitrag mit Fotokarussell auf der Seite der Agentur.',
  },
} satisfies { Subject: Text4; Comment: Text4 };

/** An enquiry from a portal or the website: a subject and a comment that belong together. */
/** The subject of the enquiries asking for facts (a document, the charges). */
const INFORMATION_REQUEST: Text4 = {
  en: 'Request for information',
  nl: 'Vraag om informatie',
  fr: 'Demande d’informations',
  de: 'Bitte um Informationen',
};

export const ENQUIRIES: readonly { Subject: Text4; Comment: Text4 }[] = [
  {
    Subject: {
      en: 'Request for a visit',
      nl: 'Vraag om een bezoek',
      fr: 'Demande de visite',
      de: 'Besichtigungsanfrage',
    },
    Comment: {
      en: 'Would like to visit this week.',
      nl: 'Wil deze week komen kijken.',
      fr: 'Souhaite visiter cette semaine.',
      de: 'Möchte diese Woche besichtigen.',
    },
  },
  {
    Subject: {
      en: 'Question about the price',
      nl: 'Vraag over de prijs',
      fr: 'Question sur le prix',
      de: 'Frage zum Preis',
    },
    Comment: {
      en: 'Asks whether the price is negotiable.',
      nl: 'Vraagt of de prijs bespreekbaar is.',
      fr: 'Demande si le prix est négociable.',
      de: 'Fragt, ob der Preis verhandelbar ist.',
    },
  },
  {
    Subject: INFORMATION_REQUEST,
    Comment: {
      en: 'Asks for the EPC and the floor plan.',
      nl: 'Vraagt het EPC en het grondplan.',
      fr: 'Demande le PEB et le plan.',
      de: 'Bittet um den Energieausweis und den Grundriss.',
    },
  },
  {
    Subject: INFORMATION_REQUEST,
    Comment: {
      en: 'Wants to know the monthly charges.',
      nl: 'Wil de maandelijkse kosten weten.',
      fr: 'Souhaite connaître les charges mensuelles.',
      de: 'Möchte die monatlichen Nebenkosten wissen.',
    },
  },
  {
    Subject: {
      en: 'Question about availability',
      nl: 'Vraag over de beschikbaarheid',
      fr: 'Question sur la disponibilité',
      de: 'Frage zur Verfügbarkeit',
    },
    Comment: {
      en: 'Asks when the property is available.',
      nl: 'Vraagt wanneer het pand vrij is.',
      fr: 'Demande quand le bien est disponible.',
      de: 'Fragt, ab wann die Immobilie verfügbar ist.',
    },
  },
];

/** Document names by category. */
export const DOCUMENT_NAMES: Record<string, Text4> = {
  epc: { en: 'EPC certificate', nl: 'EPC-attest', fr: 'Certificat PEB', de: 'Energieausweis (EPC)' },
  asbestos: { en: 'Asbestos certificate', nl: 'Asbestattest', fr: 'Attestation amiante', de: 'Asbestbescheinigung' },
  electrical: {
    en: 'Electrical inspection report',
    nl: 'Keuringsverslag elektriciteit',
    fr: 'Rapport de contrôle électrique',
    de: 'Elektroprüfbericht',
  },
  soil: { en: 'Soil certificate', nl: 'Bodemattest', fr: 'Attestation du sol', de: 'Bodenbescheinigung' },
  brochure: { en: 'Sales brochure', nl: 'Verkoopbrochure', fr: 'Brochure de vente', de: 'Verkaufsbroschüre' },
  mandate: { en: 'Sales mandate', nl: 'Verkoopopdracht', fr: 'Mandat de vente', de: 'Verkaufsauftrag' },
  lease: { en: 'Lease agreement', nl: 'Huurovereenkomst', fr: 'Contrat de bail', de: 'Mietvertrag' },
  report: { en: 'Inventory of fixtures', nl: 'Plaatsbeschrijving', fr: 'État des lieux', de: 'Übergabeprotokoll' },
};
