/**
 * The demo agency's four agents (their rows: ./agents.json) and its clients' testimonials (each
 * written in one language and translated into the other three). Dates are relative to the
 * generation day.
 */
import type { AgentRecord, TestimonialRecord } from '../../app/model/record';
import { isLang } from '../../shared/paths/languages';
import AGENTS from './agents.json';
import { slugify } from '../../shared/paths/slug';
import { agentPhoto } from './photo-pool';
import { addDays } from './properties';

/** The agents (./agents.json), each with the photo the pool keeps for it. */
export const DEMO_AGENTS: AgentRecord[] = AGENTS.map(({ Languages, ...agent }) => ({
  ...agent,
  PhotoName: agentPhoto(agent.ID),
  Languages: Languages.filter(isLang),
}));

type T = Omit<TestimonialRecord, 'ID' | 'Slug' | 'Date'> & { daysAgo: number };

const TESTIMONIALS: T[] = [
  {
    Author: 'Annelies & Tom V.',
    City: 'Gent',
    Rating: 5,
    Language: 'nl',
    daysAgo: 12,
    Title: {
      en: 'Our house sold in three weeks',
      nl: 'Onze woning verkocht in drie weken',
      fr: 'Notre maison vendue en trois semaines',
      de: 'Unser Haus in drei Wochen verkauft',
    },
    Text: {
      en: 'From the valuation to the deed, Belvue Immo guided us step by step. The photos and the visits were perfectly organised, and we received a fair offer within three weeks.',
      nl: "Van de schatting tot de akte heeft Belvue Immo ons stap voor stap begeleid. De foto's en de bezoeken waren perfect georganiseerd, en binnen drie weken kregen we een correct bod.",
      fr: "De l'estimation à l'acte, Belvue Immo nous a accompagnés pas à pas. Les photos et les visites étaient parfaitement organisées, et nous avons reçu une offre correcte en trois semaines.",
      de: 'Von der Bewertung bis zur Beurkundung hat uns Belvue Immo Schritt für Schritt begleitet. Fotos und Besichtigungen waren perfekt organisiert, und innerhalb von drei Wochen erhielten wir ein faires Angebot.',
    },
  },
  {
    Author: 'Martine L.',
    City: 'Liège',
    Rating: 5,
    Language: 'fr',
    daysAgo: 31,
    Title: {
      en: 'Attentive and professional',
      nl: 'Attent en professioneel',
      fr: "À l'écoute et professionnels",
      de: 'Aufmerksam und professionell',
    },
    Text: {
      en: 'I was looking for an apartment close to the centre. The team listened to what I really needed and only showed me properties that matched. Thank you for your patience!',
      nl: 'Ik zocht een appartement dicht bij het centrum. Het team luisterde naar wat ik echt nodig had en toonde me enkel panden die daarbij pasten. Bedankt voor jullie geduld!',
      fr: "Je cherchais un appartement proche du centre. L'équipe a écouté mes vrais besoins et ne m'a montré que des biens qui y correspondaient. Merci pour votre patience !",
      de: 'Ich suchte eine Wohnung in Zentrumsnähe. Das Team hat auf meine echten Bedürfnisse gehört und mir nur passende Objekte gezeigt. Vielen Dank für Ihre Geduld!',
    },
  },
  {
    Author: "James O'Connor",
    City: 'Brussels',
    Rating: 5,
    Language: 'en',
    daysAgo: 45,
    Title: {
      en: 'Smooth rental as an expat',
      nl: 'Vlotte huur als expat',
      fr: 'Une location sans souci pour un expatrié',
      de: 'Problemlose Anmietung als Expat',
    },
    Text: {
      en: 'Moving to Brussels for work, I needed a flat quickly. Everything was explained in English, the lease and the inventory were clear, and I had my keys within ten days.',
      nl: 'Toen ik voor mijn werk naar Brussel verhuisde, had ik snel een appartement nodig. Alles werd in het Engels uitgelegd, het huurcontract en de plaatsbeschrijving waren duidelijk, en binnen tien dagen had ik mijn sleutels.',
      fr: "En m'installant à Bruxelles pour mon travail, j'avais besoin d'un appartement rapidement. Tout m'a été expliqué en anglais, le bail et l'état des lieux étaient clairs, et j'ai reçu mes clés en dix jours.",
      de: 'Als ich beruflich nach Brüssel zog, brauchte ich schnell eine Wohnung. Alles wurde auf Englisch erklärt, Mietvertrag und Übergabeprotokoll waren klar, und nach zehn Tagen hatte ich meine Schlüssel.',
    },
  },
  {
    Author: 'Familie Schmitz',
    City: 'Eupen',
    Rating: 5,
    Language: 'de',
    daysAgo: 63,
    Title: {
      en: 'Great support for our first home',
      nl: 'Fijne begeleiding bij onze eerste woning',
      fr: 'Un bel accompagnement pour notre première maison',
      de: 'Tolle Begleitung beim ersten Eigenheim',
    },
    Text: {
      en: 'As first-time buyers we had many questions about registration rights and the EPC. Everything was explained patiently, in German, and the purchase went without any surprises.',
      nl: 'Als eerste kopers hadden we veel vragen over registratierechten en het EPC. Alles werd geduldig uitgelegd, in het Duits, en de aankoop verliep zonder verrassingen.',
      fr: "En tant que primo-acquéreurs, nous avions beaucoup de questions sur les droits d'enregistrement et le PEB. Tout nous a été expliqué avec patience, en allemand, et l'achat s'est déroulé sans mauvaise surprise.",
      de: 'Als Erstkäufer hatten wir viele Fragen zu Registrierungsgebühren und Energieausweis. Alles wurde geduldig auf Deutsch erklärt, und der Kauf verlief ohne Überraschungen.',
    },
  },
  {
    Author: 'Koen D.',
    City: 'Antwerpen',
    Rating: 4,
    Language: 'nl',
    daysAgo: 80,
    Title: {
      en: 'A realistic valuation',
      nl: 'Een realistische schatting',
      fr: 'Une estimation réaliste',
      de: 'Eine realistische Bewertung',
    },
    Text: {
      en: 'The valuation was realistic rather than flattering, which we appreciated. The apartment sold close to the asking price. Communication could sometimes have been a little faster.',
      nl: 'De schatting was realistisch in plaats van vleiend, wat we apprecieerden. Het appartement werd verkocht dicht bij de vraagprijs. De communicatie had soms iets sneller gekund.',
      fr: "L'estimation était réaliste plutôt que flatteuse, ce que nous avons apprécié. L'appartement s'est vendu près du prix demandé. La communication aurait parfois pu être un peu plus rapide.",
      de: 'Die Bewertung war realistisch statt schmeichelhaft, was wir geschätzt haben. Die Wohnung wurde nahe am Angebotspreis verkauft. Die Kommunikation hätte manchmal etwas schneller sein können.',
    },
  },
  {
    Author: 'Pierre et Sarah M.',
    City: 'Namur',
    Rating: 5,
    Language: 'fr',
    daysAgo: 102,
    Title: {
      en: 'Landlords for ten years',
      nl: 'Al tien jaar verhuurders',
      fr: 'Propriétaires bailleurs depuis dix ans',
      de: 'Seit zehn Jahren Vermieter',
    },
    Text: {
      en: 'Belvue Immo has managed our two apartments for ten years. Tenants are carefully selected, repairs are handled quickly and the monthly statements are always clear.',
      nl: 'Belvue Immo beheert al tien jaar onze twee appartementen. Huurders worden zorgvuldig geselecteerd, herstellingen worden snel geregeld en de maandelijkse afrekeningen zijn altijd duidelijk.',
      fr: 'Belvue Immo gère nos deux appartements depuis dix ans. Les locataires sont soigneusement sélectionnés, les réparations sont traitées rapidement et les décomptes mensuels sont toujours clairs.',
      de: 'Belvue Immo verwaltet seit zehn Jahren unsere beiden Wohnungen. Die Mieter werden sorgfältig ausgewählt, Reparaturen werden schnell erledigt und die monatlichen Abrechnungen sind immer klar.',
    },
  },
  {
    Author: 'Elena R.',
    City: 'Leuven',
    Rating: 5,
    Language: 'en',
    daysAgo: 126,
    Title: {
      en: 'The owner portal is a real plus',
      nl: 'Het eigenaarsportaal is een echte meerwaarde',
      fr: 'Le portail propriétaire, un vrai plus',
      de: 'Das Eigentümerportal ist ein echtes Plus',
    },
    Text: {
      en: 'Being able to follow the visits and the online statistics of my house in the owner portal reassured me during the whole sale. I always knew where things stood.',
      nl: 'Dankzij het eigenaarsportaal kon ik de bezoeken en de online statistieken van mijn woning volgen, wat me tijdens de hele verkoop geruststelde. Ik wist altijd hoe de zaken ervoor stonden.',
      fr: "Pouvoir suivre les visites et les statistiques en ligne de ma maison dans le portail propriétaire m'a rassurée pendant toute la vente. Je savais toujours où en étaient les choses.",
      de: 'Dass ich die Besichtigungen und Online-Statistiken meines Hauses im Eigentümerportal verfolgen konnte, hat mich während des gesamten Verkaufs beruhigt. Ich wusste immer, wo die Dinge standen.',
    },
  },
  {
    Author: 'Hilde & Patrick B.',
    City: 'Knokke-Heist',
    Rating: 5,
    Language: 'nl',
    daysAgo: 150,
    Title: {
      en: 'A discreet sale of our villa',
      nl: 'Een discrete verkoop van onze villa',
      fr: 'La vente discrète de notre villa',
      de: 'Der diskrete Verkauf unserer Villa',
    },
    Text: {
      en: 'We wanted to sell our villa without public advertising. The agency found a buyer within its own network, with complete discretion and excellent follow-up until the deed.',
      nl: 'We wilden onze villa verkopen zonder publieke advertenties. Het kantoor vond een koper binnen het eigen netwerk, met volledige discretie en een uitstekende opvolging tot aan de akte.',
      fr: "Nous souhaitions vendre notre villa sans publicité. L'agence a trouvé un acquéreur dans son propre réseau, en toute discrétion et avec un excellent suivi jusqu'à l'acte.",
      de: 'Wir wollten unsere Villa ohne öffentliche Werbung verkaufen. Die Agentur fand einen Käufer im eigenen Netzwerk – mit absoluter Diskretion und hervorragender Betreuung bis zur Beurkundung.',
    },
  },
];

export function demoTestimonials(today: string): TestimonialRecord[] {
  return TESTIMONIALS.map(({ daysAgo, ...t }, i) => ({
    ...t,
    ID: i + 1,
    Slug: slugify(t.Title.en),
    Date: addDays(today, -daysAgo),
  }));
}
