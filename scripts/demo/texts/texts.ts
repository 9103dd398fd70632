/**
 * Titles and descriptions of demo properties in English, Dutch, French and German, composed
 * from sentence templates chosen per property (intro, layout, rooms, outdoor space, parking,
 * condition, energy, neighbourhood, closing). Each template is written in all four languages
 * with the same meaning, so the four descriptions of a property are translations of each other.
 */
import type { Lang, Localized } from '../../../shared/model/common';
import { GOAL_SALE, WEB_ID } from '../../../shared/model/property';
import {
  aDeAcc,
  aEn,
  aFr,
  adjectiveNoun,
  cap,
  deFr,
  decimal,
  money,
  noun,
  num,
  ordinalEn,
  ordinalFr,
  shortDate,
  thisDeAcc,
  thisDeNom,
  thisFr,
  thisNl,
} from './grammar';
import type { Rng } from '../prng';
import type { PropertySpec } from '../spec';

type L = Localized;
const build = (fn: (lang: Lang) => string): L => ({ en: fn('en'), nl: fn('nl'), fr: fn('fr'), de: fn('de') });

// ── phrases ────────────────────────────────────────────────────────────────────────────────

const KITCHEN: Record<string, L> = {
  'fully-equipped': {
    en: 'a fully equipped kitchen',
    nl: 'een volledig ingerichte keuken',
    fr: 'une cuisine entièrement équipée',
    de: 'eine voll ausgestattete Küche',
  },
  equipped: {
    en: 'an open, equipped kitchen',
    nl: 'een open ingerichte keuken',
    fr: 'une cuisine ouverte équipée',
    de: 'eine offene Einbauküche',
  },
  separate: { en: 'a separate kitchen', nl: 'een aparte keuken', fr: 'une cuisine séparée', de: 'eine separate Küche' },
};

const GLAZING: Record<string, L> = {
  single: { en: 'single glazing', nl: 'enkele beglazing', fr: "d'un simple vitrage", de: 'Einfachverglasung' },
  double: { en: 'double glazing', nl: 'dubbele beglazing', fr: "d'un double vitrage", de: 'Doppelverglasung' },
  triple: { en: 'triple glazing', nl: 'driedubbele beglazing', fr: "d'un triple vitrage", de: 'Dreifachverglasung' },
};

const HEATING: Record<string, L> = {
  gas: {
    en: 'gas central heating',
    nl: 'centrale verwarming op gas',
    fr: "d'un chauffage central au gaz",
    de: 'eine Gaszentralheizung',
  },
  oil: {
    en: 'oil-fired central heating',
    nl: 'centrale verwarming op stookolie',
    fr: "d'un chauffage central au mazout",
    de: 'eine Ölzentralheizung',
  },
  electric: {
    en: 'electric heating',
    nl: 'elektrische verwarming',
    fr: "d'un chauffage électrique",
    de: 'eine Elektroheizung',
  },
  'heat-pump': { en: 'a heat pump', nl: 'een warmtepomp', fr: "d'une pompe à chaleur", de: 'eine Wärmepumpe' },
  district: { en: 'district heating', nl: 'stadsverwarming', fr: "d'un chauffage urbain", de: 'Fernwärme' },
  pellets: { en: 'a pellet boiler', nl: 'een pelletketel', fr: "d'une chaudière à pellets", de: 'einen Pelletkessel' },
  wood: { en: 'a wood stove', nl: 'een houtkachel', fr: "d'un poêle à bois", de: 'einen Holzofen' },
};

const ORIENTATION: Record<string, L> = {
  south: { en: 'south', nl: 'zuid', fr: 'plein sud', de: 'Süden' },
  west: { en: 'west', nl: 'west', fr: 'ouest', de: 'Westen' },
  'south-west': { en: 'south-west', nl: 'zuidwest', fr: 'sud-ouest', de: 'Südwesten' },
  east: { en: 'east', nl: 'oost', fr: 'est', de: 'Osten' },
  'south-east': { en: 'south-east', nl: 'zuidoost', fr: 'sud-est', de: 'Südosten' },
};

const ZONING: Record<string, L> = {
  residential: { en: 'a residential area', nl: 'woongebied', fr: "zone d'habitat", de: 'Wohngebiet' },
  'residential-rural': {
    en: 'a residential area with a rural character',
    nl: 'woongebied met landelijk karakter',
    fr: "zone d'habitat à caractère rural",
    de: 'Wohngebiet mit ländlichem Charakter',
  },
};

const bedroomsPhrase = (lang: Lang, n: number): string =>
  ({
    en: n === 1 ? 'one bedroom' : `${n} bedrooms`,
    nl: n === 1 ? 'één slaapkamer' : `${n} slaapkamers`,
    fr: n === 1 ? 'une chambre' : `${n} chambres`,
    de: n === 1 ? 'ein Schlafzimmer' : `${n} Schlafzimmer`,
  })[lang];

const bathroomsPhrase = (lang: Lang, n: number): string =>
  ({
    en: n === 1 ? 'a bathroom' : `${n} bathrooms`,
    nl: n === 1 ? 'een badkamer' : `${n} badkamers`,
    fr: n === 1 ? 'une salle de bains' : `${n} salles de bains`,
    de: n === 1 ? 'ein Badezimmer' : `${n} Badezimmer`,
  })[lang];

// ── titles ─────────────────────────────────────────────────────────────────────────────────

export function composeTitle(s: PropertySpec): L {
  const sub = s.subtype;
  const head = (lang: Lang) => adjectiveNoun(s.adjective, sub, lang);
  switch (sub.webId) {
    case WEB_ID.house:
    case WEB_ID.apartment: {
      const n = s.bedrooms ?? 0;
      const extra = (s.garden ?? 0) > 0 ? 'garden' : (s.terrace ?? 0) > 0 ? 'terrace' : null;
      return build((lang) => {
        const rooms = {
          en: `with ${n === 1 ? '1 bedroom' : `${n} bedrooms`}`,
          nl: `met ${n === 1 ? '1 slaapkamer' : `${n} slaapkamers`}`,
          fr: n === 1 ? "d'une chambre" : `de ${n} chambres`,
          de: `mit ${n === 1 ? 'einem Schlafzimmer' : `${n} Schlafzimmern`}`,
        }[lang];
        const tail =
          extra === null
            ? ''
            : {
                en: ` and ${extra}`,
                nl: ` en ${extra === 'garden' ? 'tuin' : 'terras'}`,
                fr: ` avec ${extra === 'garden' ? 'jardin' : 'terrasse'}`,
                de: ` und ${extra === 'garden' ? 'Garten' : 'Terrasse'}`,
              }[lang];
        return `${head(lang)} ${rooms}${tail}`;
      });
    }
    case WEB_ID.investment:
      return build(
        (lang) =>
          `${head(lang)} ${{ en: 'with', nl: 'met', fr: 'de', de: 'mit' }[lang]} ${s.units} ${{ en: 'units', nl: 'entiteiten', fr: 'logements', de: 'Einheiten' }[lang]}`,
      );
    default: {
      const area = sub.webId === WEB_ID.land ? s.ground : s.living;
      return build(
        (lang) => `${head(lang)} ${{ en: 'of', nl: 'van', fr: 'de', de: 'mit' }[lang]} ${num(lang, area ?? 0)} m²`,
      );
    }
  }
}

// ── description sentences ──────────────────────────────────────────────────────────────────

function intro(s: PropertySpec, variant: number): L {
  const sub = s.subtype;
  const c = s.city.Name;
  const m2 = (lang: Lang) => num(lang, s.living ?? 0);
  switch (variant) {
    case 0:
      return {
        en: `This ${noun(sub, 'en')} is located in a quiet residential street in ${c.en} and offers ${m2('en')} m² of living space.`,
        nl: `${cap(thisNl(sub))} ${noun(sub, 'nl')} ligt in een rustige woonstraat in ${c.nl} en biedt ${m2('nl')} m² woonoppervlakte.`,
        fr: `${cap(thisFr(sub))} ${noun(sub, 'fr')} se situe dans une rue résidentielle calme à ${c.fr} et offre ${m2('fr')} m² habitables.`,
        de: `${cap(thisDeNom(sub))} ${sub.name.de} liegt in einer ruhigen Wohnstraße in ${c.de} und bietet ${m2('de')} m² Wohnfläche.`,
      };
    case 1:
      return {
        en: `Within walking distance of the centre of ${c.en}, we offer ${aEn(noun(sub, 'en'))} ${noun(sub, 'en')} of ${m2('en')} m².`,
        nl: `Op wandelafstand van het centrum van ${c.nl} bieden wij een ${noun(sub, 'nl')} van ${m2('nl')} m² aan.`,
        fr: `À deux pas du centre ${deFr(c.fr)}, nous vous proposons ${aFr(sub)} ${noun(sub, 'fr')} de ${m2('fr')} m².`,
        de: `Nur wenige Gehminuten vom Zentrum von ${c.de} entfernt bieten wir ${aDeAcc(sub)} ${sub.name.de} mit ${m2('de')} m² an.`,
      };
    case 2:
      return {
        en: `Discover this ${noun(sub, 'en')} in ${c.en}: ${m2('en')} m² of well-designed living space in a sought-after location.`,
        nl: `Ontdek ${thisNl(sub)} ${noun(sub, 'nl')} in ${c.nl}: ${m2('nl')} m² doordachte woonruimte op een gegeerde locatie.`,
        fr: `Découvrez ${thisFr(sub)} ${noun(sub, 'fr')} à ${c.fr} : ${m2('fr')} m² d'espace de vie bien pensé dans un quartier recherché.`,
        de: `Entdecken Sie ${thisDeAcc(sub)} ${sub.name.de} in ${c.de}: ${m2('de')} m² durchdachter Wohnraum in gefragter Lage.`,
      };
    default:
      return {
        en: `In a green setting on the edge of ${c.en}, this ${noun(sub, 'en')} offers ${m2('en')} m² of living space.`,
        nl: `In een groene omgeving aan de rand van ${c.nl} biedt ${thisNl(sub)} ${noun(sub, 'nl')} ${m2('nl')} m² woonruimte.`,
        fr: `Dans un cadre verdoyant en bordure ${deFr(c.fr)}, ${thisFr(sub)} ${noun(sub, 'fr')} offre ${m2('fr')} m² habitables.`,
        de: `In grüner Umgebung am Rand von ${c.de} bietet ${thisDeNom(sub)} ${sub.name.de} ${m2('de')} m² Wohnfläche.`,
      };
  }
}

function floorSentence(s: PropertySpec): L | null {
  if (s.floor === null || (s.subtype.webId !== WEB_ID.apartment && s.subtype.webId !== WEB_ID.studio)) return null;
  const n = s.floor;
  const c = s.city.Name;
  if (s.subtype.key === 'penthouse') {
    return {
      en: `Located on the top floor (${ordinalEn(n)}), it enjoys open views over ${c.en}.`,
      nl: `Op de bovenste verdieping (${n}e) geniet u van een open zicht over ${c.nl}.`,
      fr: `Situé au dernier étage (${ordinalFr(n)}), il offre une vue dégagée sur ${c.fr}.`,
      de: `Im obersten Stockwerk (${n}. OG) genießen Sie einen freien Blick über ${c.de}.`,
    };
  }
  if (n === 0) {
    return {
      en: 'The property is on the ground floor of a well-kept residence.',
      nl: 'Het pand bevindt zich op het gelijkvloers van een verzorgde residentie.',
      fr: "Le bien se situe au rez-de-chaussée d'une résidence soignée.",
      de: 'Die Immobilie befindet sich im Erdgeschoss einer gepflegten Residenz.',
    };
  }
  return {
    en: `The property is on the ${ordinalEn(n)} floor of a well-kept residence with lift.`,
    nl: `Het pand bevindt zich op de ${n}e verdieping van een verzorgde residentie met lift.`,
    fr: `Le bien se situe au ${ordinalFr(n)} étage d'une résidence soignée avec ascenseur.`,
    de: `Die Immobilie befindet sich im ${n}. Obergeschoss einer gepflegten Residenz mit Aufzug.`,
  };
}

function layout(s: PropertySpec, variant: number): L {
  if (s.subtype.webId === WEB_ID.studio) {
    return {
      en: 'It offers a combined living and sleeping area, a kitchenette and a shower room.',
      nl: 'Het omvat een gecombineerde leef- en slaapruimte, een kitchenette en een douchekamer.',
      fr: 'Il comprend un espace de vie et de nuit combiné, une kitchenette et une salle de douche.',
      de: 'Es bietet einen kombinierten Wohn- und Schlafbereich, eine Kochnische und ein Duschbad.',
    };
  }
  const k = KITCHEN[s.kitchen ?? 'equipped'] ?? KITCHEN.equipped!;
  const lr = Math.round((s.living ?? 100) * 0.3);
  if (variant === 0) {
    return {
      en: `The living area comprises an entrance hall with guest toilet, a bright living room of ${lr} m² and ${k.en}.`,
      nl: `De leefruimte omvat een inkomhal met apart toilet, een lichtrijke living van ${lr} m² en ${k.nl}.`,
      fr: `L'espace de vie comprend un hall d'entrée avec toilette séparée, un séjour lumineux de ${lr} m² et ${k.fr}.`,
      de: `Der Wohnbereich umfasst eine Diele mit Gäste-WC, ein helles Wohnzimmer von ${lr} m² und ${k.de}.`,
    };
  }
  return {
    en: `The spacious living and dining room opens onto ${k.en}.`,
    nl: `De ruime leefruimte met eethoek sluit aan op ${k.nl}.`,
    fr: `Le vaste séjour avec coin repas s'ouvre sur ${k.fr}.`,
    de: `Der großzügige Wohn- und Essbereich geht in ${k.de} über.`,
  };
}

function rooms(s: PropertySpec): L | null {
  const b = s.bedrooms ?? 0;
  if (b === 0) return null;
  const bath = Math.max(1, s.bathrooms ?? 1);
  if (s.subtype.webId === WEB_ID.house && (s.floors ?? 1) > 1) {
    return build((lang) => {
      const br = bedroomsPhrase(lang, b);
      const ba = bathroomsPhrase(lang, bath);
      return {
        en: `Upstairs are ${br} and ${ba}.`,
        nl: `Op de verdieping bevinden zich ${br} en ${ba}.`,
        fr: `À l'étage se trouvent ${br} et ${ba}.`,
        de: `Im Obergeschoss befinden sich ${br} und ${ba}.`,
      }[lang];
    });
  }
  return build((lang) => {
    const br = bedroomsPhrase(lang, b);
    const ba = bathroomsPhrase(lang, bath);
    return {
      en: `The night area comprises ${br} and ${ba}.`,
      nl: `De nachthal geeft toegang tot ${br} en ${ba}.`,
      fr: `L'espace nuit se compose ${deFr(br)} et ${deFr(ba)}.`,
      de: `Der Schlafbereich umfasst ${br} und ${ba}.`,
    }[lang];
  });
}

function outdoor(s: PropertySpec): L[] {
  const out: L[] = [];
  if ((s.garden ?? 0) > 0) {
    const o = ORIENTATION[s.orientation ?? 'south']!;
    const g = s.garden!;
    out.push({
      en: `The ${o.en}-facing garden of ${num('en', g)} m² offers plenty of privacy.`,
      nl: `De ${o.nl}gerichte tuin van ${num('nl', g)} m² biedt veel privacy.`,
      fr: `Le jardin de ${num('fr', g)} m², orienté ${o.fr}, offre beaucoup d'intimité.`,
      de: `Der nach ${o.de} ausgerichtete Garten mit ${num('de', g)} m² bietet viel Privatsphäre.`,
    });
  }
  if ((s.terrace ?? 0) > 0) {
    const t = s.terrace!;
    out.push({
      en: `A ${t} m² terrace extends the living area.`,
      nl: `Een terras van ${t} m² verlengt de leefruimte.`,
      fr: `Une terrasse de ${t} m² prolonge l'espace de vie.`,
      de: `Eine Terrasse von ${t} m² erweitert den Wohnbereich.`,
    });
  }
  return out;
}

function parking(s: PropertySpec): L | null {
  const g = s.garages ?? 0;
  if (s.subtype.webId === WEB_ID.house && g > 0) {
    return {
      en: g === 1 ? 'A garage completes the property.' : `A garage for ${g} cars completes the property.`,
      nl: `Een garage${g > 1 ? ` voor ${g} wagens` : ''} vervolledigt het geheel.`,
      fr: `Un garage${g > 1 ? ` pour ${g} voitures` : ''} complète le bien.`,
      de: `Eine Garage${g > 1 ? ` für ${g} Autos` : ''} rundet das Angebot ab.`,
    };
  }
  if (s.parkingPrice !== null) {
    const p = s.parkingPrice;
    const rent = s.goal !== GOAL_SALE;
    return {
      en: `An underground parking space is available for ${money('en', p)}${rent ? ' per month' : ''}.`,
      nl: `Een ondergrondse parkeerplaats is beschikbaar voor ${money('nl', p)}${rent ? ' per maand' : ''}.`,
      fr: `Un emplacement de parking en sous-sol est disponible pour ${money('fr', p)}${rent ? ' par mois' : ''}.`,
      de: `Ein Tiefgaragenstellplatz ist für ${money('de', p)}${rent ? ' pro Monat' : ''} erhältlich.`,
    };
  }
  return null;
}

function condition(s: PropertySpec): L | null {
  const glazing = GLAZING[s.glazing ?? 'double'] ?? GLAZING.double!;
  const heating = HEATING[s.heating ?? 'gas'] ?? HEATING.gas!;
  switch (s.condition) {
    case 'new':
      return {
        en: `This new-build property meets the latest energy standards${s.eLevel ? ` (E-level E${s.eLevel})` : ''}.`,
        nl: `Deze nieuwbouw voldoet aan de recentste energienormen${s.eLevel ? ` (E-peil E${s.eLevel})` : ''}.`,
        fr: `Cette construction neuve répond aux dernières normes énergétiques${s.eLevel ? ` (niveau E${s.eLevel})` : ''}.`,
        de: `Der Neubau erfüllt die neuesten Energiestandards${s.eLevel ? ` (E-Niveau E${s.eLevel})` : ''}.`,
      };
    case 'to-refresh':
      return {
        en: 'Some refreshment work will let you make it entirely your own.',
        nl: 'Met wat opfrissingswerken maakt u het helemaal tot uw eigen thuis.',
        fr: 'Quelques travaux de rafraîchissement vous permettront de le personnaliser entièrement.',
        de: 'Mit einigen Auffrischungsarbeiten können Sie es ganz nach Ihrem Geschmack gestalten.',
      };
    case 'to-renovate':
      return {
        en: 'The property needs a full renovation and offers great potential.',
        nl: 'Het pand is volledig te renoveren en biedt veel mogelijkheden.',
        fr: 'Le bien est à rénover entièrement et offre un beau potentiel.',
        de: 'Die Immobilie ist komplett renovierungsbedürftig und bietet großes Potenzial.',
      };
    case 'excellent':
    case 'good':
      if (s.renovationYear) {
        const y = s.renovationYear;
        return {
          en: `Renovated in ${y}, it features ${glazing.en} and ${heating.en}.`,
          nl: `Het pand werd in ${y} gerenoveerd en beschikt over ${glazing.nl} en ${heating.nl}.`,
          fr: `Rénové en ${y}, le bien dispose ${glazing.fr} et ${heating.fr}.`,
          de: `${y} renoviert, verfügt die Immobilie über ${glazing.de} und ${heating.de}.`,
        };
      }
      return s.condition === 'excellent'
        ? {
            en: `Impeccably maintained, it features ${glazing.en} and ${heating.en}.`,
            nl: `Het is onberispelijk onderhouden en beschikt over ${glazing.nl} en ${heating.nl}.`,
            fr: `Impeccablement entretenu, le bien dispose ${glazing.fr} et ${heating.fr}.`,
            de: `Die tadellos gepflegte Immobilie verfügt über ${glazing.de} und ${heating.de}.`,
          }
        : {
            en: `It is in good condition, with ${glazing.en} and ${heating.en}.`,
            nl: `Het verkeert in goede staat, met ${glazing.nl} en ${heating.nl}.`,
            fr: `Le bien est en bon état et dispose ${glazing.fr} et ${heating.fr}.`,
            de: `Die Immobilie ist in gutem Zustand und verfügt über ${glazing.de} und ${heating.de}.`,
          };
    default:
      return null;
  }
}

function energy(s: PropertySpec): L | null {
  if (!s.epc) return null;
  const { value, text } = s.epc;
  if (value === null)
    return {
      en: `Energy class ${text}.`,
      nl: `Energieklasse ${text}.`,
      fr: `Classe énergétique ${text}.`,
      de: `Energieklasse ${text}.`,
    };
  return {
    en: `EPC: ${num('en', value)} kWh/m² per year (label ${text}).`,
    nl: `EPC: ${num('nl', value)} kWh/m² per jaar (label ${text}).`,
    fr: `PEB : ${num('fr', value)} kWh/m² par an (classe ${text}).`,
    de: `Energieausweis: ${num('de', value)} kWh/m² pro Jahr (Klasse ${text}).`,
  };
}

const NEIGHBOURHOOD: L[] = [
  {
    en: 'Shops, schools and public transport are all within walking distance.',
    nl: 'Winkels, scholen en openbaar vervoer liggen op wandelafstand.',
    fr: 'Commerces, écoles et transports en commun sont accessibles à pied.',
    de: 'Geschäfte, Schulen und öffentliche Verkehrsmittel sind zu Fuß erreichbar.',
  },
  {
    en: 'The motorway is only a few minutes away, making this an ideal base for commuters.',
    nl: 'De autosnelweg ligt op enkele minuten, een ideale uitvalsbasis voor pendelaars.',
    fr: "L'autoroute est à quelques minutes, une base idéale pour les navetteurs.",
    de: 'Die Autobahn ist nur wenige Minuten entfernt – ideal für Pendler.',
  },
  {
    en: 'The station and the lively centre with its cafés and restaurants are close by.',
    nl: 'Het station en het levendige centrum met cafés en restaurants liggen vlakbij.',
    fr: 'La gare et le centre animé avec ses cafés et restaurants sont tout proches.',
    de: 'Der Bahnhof und das lebendige Zentrum mit Cafés und Restaurants liegen ganz in der Nähe.',
  },
  {
    en: 'A park and several playgrounds nearby make this a pleasant neighbourhood for families.',
    nl: 'Een park en verschillende speeltuinen in de buurt maken dit een aangename wijk voor gezinnen.',
    fr: 'Un parc et plusieurs plaines de jeux à proximité font de ce quartier un cadre agréable pour les familles.',
    de: 'Ein Park und mehrere Spielplätze in der Nähe machen das Viertel für Familien attraktiv.',
  },
  {
    en: 'Walking and cycling paths through the surrounding countryside start right at the door.',
    nl: 'Wandel- en fietspaden door het omliggende landschap vertrekken vlak aan de deur.',
    fr: 'Des chemins de promenade et des pistes cyclables à travers la campagne environnante partent juste devant la porte.',
    de: 'Wander- und Radwege durch die umliegende Landschaft beginnen direkt vor der Tür.',
  },
  {
    en: 'The weekly market, the library and the sports centre are just around the corner.',
    nl: 'De wekelijkse markt, de bibliotheek en het sportcentrum liggen om de hoek.',
    fr: 'Le marché hebdomadaire, la bibliothèque et le centre sportif sont au coin de la rue.',
    de: 'Der Wochenmarkt, die Bibliothek und das Sportzentrum liegen gleich um die Ecke.',
  },
];

const BY_APPOINTMENT: L = {
  en: 'Visits by appointment only.',
  nl: 'Bezoek enkel op afspraak.',
  fr: 'Visites uniquement sur rendez-vous.',
  de: 'Besichtigungen nur nach Vereinbarung.',
};

/** What an arriving listing does not say (it says 'coming soon'). */
export const AVAILABLE_NOW: L = {
  en: 'Available immediately.',
  nl: 'Onmiddellijk beschikbaar.',
  fr: 'Disponible immédiatement.',
  de: 'Sofort verfügbar.',
};

function closing(s: PropertySpec, variant: number): L[] {
  const out: L[] = [];
  const c = s.city.Name;
  if (s.isDiscreet) {
    out.push({
      en: 'Discreet sale: the address is given only after a first contact with the agency.',
      nl: 'Discrete verkoop: het adres wordt pas na een eerste contact met het kantoor meegedeeld.',
      fr: "Vente discrète : l'adresse n'est communiquée qu'après un premier contact avec l'agence.",
      de: 'Diskreter Verkauf: Die Adresse wird erst nach einem ersten Kontakt mit der Agentur mitgeteilt.',
    });
  }
  if (s.isArriving) {
    out.push({
      en: 'Coming soon: register now to be among the first to visit.',
      nl: 'Binnenkort beschikbaar: schrijf u nu in om als een van de eersten te bezoeken.',
      fr: 'Bientôt disponible : inscrivez-vous dès maintenant pour visiter parmi les premiers.',
      de: 'Demnächst verfügbar: Melden Sie sich jetzt an und gehören Sie zu den ersten Besuchern.',
    });
  }
  if (s.viager) {
    const v = s.viager;
    out.push({
      en: `Sold as a life annuity (viager): a bouquet of ${money('en', v.Bouquet)} and a monthly annuity of ${money('en', v.MonthlyAnnuity)}.`,
      nl: `Verkoop op lijfrente: een boeket van ${money('nl', v.Bouquet)} en een maandelijkse rente van ${money('nl', v.MonthlyAnnuity)}.`,
      fr: `Vente en viager : bouquet de ${money('fr', v.Bouquet)} et rente mensuelle de ${money('fr', v.MonthlyAnnuity)}.`,
      de: `Verkauf auf Leibrentenbasis: Anzahlung von ${money('de', v.Bouquet)} und eine monatliche Rente von ${money('de', v.MonthlyAnnuity)}.`,
    });
  }
  if (s.goal !== GOAL_SALE) {
    if (s.available) {
      const d = shortDate(s.available);
      out.push({
        en: `Available from ${d}.`,
        nl: `Beschikbaar vanaf ${d}.`,
        fr: `Disponible à partir du ${d}.`,
        de: `Verfügbar ab ${d}.`,
      });
    } else if (!s.isArriving) {
      // an arriving listing says 'coming soon' above, not 'available immediately'
      out.push(AVAILABLE_NOW);
    }
    if (s.depositMonths) {
      const n = s.depositMonths;
      out.push({
        en: `A rental deposit of ${n} months' rent is required.`,
        nl: `Een huurwaarborg van ${n} maanden huur is vereist.`,
        fr: `Une garantie locative de ${n} mois de loyer est demandée.`,
        de: `Eine Mietkaution in Höhe von ${n} Monatsmieten ist erforderlich.`,
      });
    }
    out.push(BY_APPOINTMENT);
    return out;
  }
  const options: L[] = [
    {
      en: 'Contact us today to arrange a viewing.',
      nl: 'Contacteer ons vandaag nog voor een bezoek.',
      fr: "Contactez-nous dès aujourd'hui pour organiser une visite.",
      de: 'Kontaktieren Sie uns noch heute für eine Besichtigung.',
    },
    {
      en: `A rare opportunity in ${c.en}: do not hesitate to ask for more information.`,
      nl: `Een zeldzame kans in ${c.nl}: aarzel niet om meer informatie te vragen.`,
      fr: `Une opportunité rare à ${c.fr} : n'hésitez pas à demander plus d'informations.`,
      de: `Eine seltene Gelegenheit in ${c.de} – fragen Sie gerne nach weiteren Informationen.`,
    },
    BY_APPOINTMENT,
  ];
  out.push(options[variant % options.length]!);
  return out;
}

// ── per type ───────────────────────────────────────────────────────────────────────────────

function landSentences(s: PropertySpec): L[] {
  const sub = s.subtype;
  const z = ZONING[s.zoning ?? 'residential'] ?? ZONING.residential!;
  const c = s.city.Name;
  const area = s.ground ?? 0;
  const w = s.plotWidth ?? 15;
  const open = (s.plotWidth ?? 0) >= 18;
  return [
    {
      en: `${sub.name.en} of ${num('en', area)} m² with a street frontage of ${w} m, located in ${z.en} in ${c.en}.`,
      nl: `${sub.name.nl} van ${num('nl', area)} m² met een perceelbreedte van ${w} m, gelegen in ${z.nl} te ${c.nl}.`,
      fr: `${sub.name.fr} de ${num('fr', area)} m² avec une façade à rue de ${w} m, situé en ${z.fr} à ${c.fr}.`,
      de: `${sub.name.de} mit ${num('de', area)} m² und einer Straßenfront von ${w} m, gelegen im ${z.de} in ${c.de}.`,
    },
    {
      en: `Suitable for ${open ? 'a detached house' : 'a semi-detached house'}; free choice of builder.`,
      nl: `Geschikt voor ${open ? 'open' : 'halfopen'} bebouwing; vrije keuze van aannemer.`,
      fr: `Convient pour une maison ${open ? '4 façades' : '3 façades'} ; libre choix de l'entrepreneur.`,
      de: `Geeignet für ${open ? 'ein freistehendes Haus' : 'eine Doppelhaushälfte'}; freie Wahl des Bauunternehmers.`,
    },
    {
      en: 'Allotment permit obtained; utilities are available at the street.',
      nl: 'Verkavelingsvergunning verkregen; nutsvoorzieningen liggen aan de straat.',
      fr: "Permis d'urbanisation obtenu ; les impétrants sont disponibles en voirie.",
      de: 'Parzellierungsgenehmigung liegt vor; Versorgungsanschlüsse liegen an der Straße.',
    },
  ];
}

function investmentSentences(s: PropertySpec): L[] {
  const sub = s.subtype;
  const c = s.city.Name;
  const u = s.units ?? 3;
  const shop = s.shopOnGround;
  const out: L[] = [
    {
      en: `${sub.name.en} in ${c.en} comprising ${u} residential units${shop ? ' and a commercial ground floor' : ''}, fully let.`,
      nl: `${sub.name.nl} in ${c.nl} bestaande uit ${u} woonentiteiten${shop ? ' en een handelsgelijkvloers' : ''}, volledig verhuurd.`,
      fr: `${sub.name.fr} à ${c.fr} composé de ${u} logements${shop ? " et d'un rez-de-chaussée commercial" : ''}, entièrement loué.`,
      de: `${sub.name.de} in ${c.de} mit ${u} Wohneinheiten${shop ? ' und einer Gewerbefläche im Erdgeschoss' : ''}, voll vermietet.`,
    },
  ];
  if (s.income !== null && s.yieldPct !== null) {
    const i = s.income;
    const y = s.yieldPct;
    out.push({
      en: `Current annual rental income: ${money('en', i)}, a gross yield of about ${decimal('en', y)}%.`,
      nl: `Huidige jaarlijkse huurinkomsten: ${money('nl', i)}, een bruto rendement van ongeveer ${decimal('nl', y)}%.`,
      fr: `Revenus locatifs annuels actuels : ${money('fr', i)}, soit un rendement brut d'environ ${decimal('fr', y)} %.`,
      de: `Aktuelle jährliche Mieteinnahmen: ${money('de', i)}, eine Bruttorendite von etwa ${decimal('de', y)} %.`,
    });
  }
  return out;
}

function commercialSentences(s: PropertySpec): L[] {
  const c = s.city.Name;
  const a = s.living ?? 0;
  if (s.subtype.key === 'hospitality') {
    const seats = s.seats ?? 40;
    return [
      {
        en: `Fully fitted restaurant premises of ${num('en', a)} m² with about ${seats} covers, a professional kitchen and a summer terrace, in the centre of ${c.en}.`,
        nl: `Volledig uitgeruste horecazaak van ${num('nl', a)} m² met ongeveer ${seats} couverts, een professionele keuken en een zomerterras, in het centrum van ${c.nl}.`,
        fr: `Établissement horeca entièrement équipé de ${num('fr', a)} m² avec environ ${seats} couverts, une cuisine professionnelle et une terrasse d'été, au centre ${deFr(c.fr)}.`,
        de: `Voll ausgestattetes Gastronomieobjekt mit ${num('de', a)} m², rund ${seats} Sitzplätzen, Profiküche und Sommerterrasse im Zentrum von ${c.de}.`,
      },
    ];
  }
  return [
    {
      en: `Commercial ground floor of ${num('en', a)} m² with a wide shop window on a busy shopping street in ${c.en}.`,
      nl: `Handelsgelijkvloers van ${num('nl', a)} m² met brede etalage in een drukke winkelstraat in ${c.nl}.`,
      fr: `Rez-de-chaussée commercial de ${num('fr', a)} m² avec large vitrine dans une rue commerçante animée ${deFr(c.fr)}.`,
      de: `Gewerbefläche im Erdgeschoss mit ${num('de', a)} m² und breitem Schaufenster in einer belebten Einkaufsstraße in ${c.de}.`,
    },
    {
      en: 'Storage room, kitchenette and toilet at the back; suitable for retail or a service business.',
      nl: 'Berging, kitchenette en toilet achteraan; geschikt voor detailhandel of dienstverlening.',
      fr: "Réserve, kitchenette et toilette à l'arrière ; convient pour du commerce de détail ou des services.",
      de: 'Lagerraum, Teeküche und WC im hinteren Bereich; geeignet für Einzelhandel oder Dienstleistungen.',
    },
  ];
}

function officeSentences(s: PropertySpec): L[] {
  const a = s.living ?? 0;
  const p = s.parkings ?? 0;
  const first: L =
    s.subtype.key === 'office-building'
      ? {
          en: `Independent office building of ${num('en', a)} m² on ${s.floors ?? 3} floors, with open-plan areas, meeting rooms and a kitchenette.`,
          nl: `Alleenstaand kantoorgebouw van ${num('nl', a)} m² op ${s.floors ?? 3} verdiepingen, met landschapsbureaus, vergaderzalen en een kitchenette.`,
          fr: `Immeuble de bureaux indépendant de ${num('fr', a)} m² sur ${s.floors ?? 3} niveaux, avec plateaux paysagers, salles de réunion et kitchenette.`,
          de: `Freistehendes Bürogebäude mit ${num('de', a)} m² auf ${s.floors ?? 3} Etagen, mit Großraumbereichen, Besprechungsräumen und Teeküche.`,
        }
      : (() => {
          const f = s.floor ?? 0;
          return {
            en: `Office space of ${num('en', a)} m² ${f === 0 ? 'on the ground floor' : `on the ${ordinalEn(f)} floor`}, with open-plan areas, meeting rooms and a kitchenette.`,
            nl: `Kantoorruimte van ${num('nl', a)} m² ${f === 0 ? 'op het gelijkvloers' : `op de ${f}e verdieping`}, met landschapsbureaus, vergaderzalen en een kitchenette.`,
            fr: `Bureaux de ${num('fr', a)} m² ${f === 0 ? 'au rez-de-chaussée' : `au ${ordinalFr(f)} étage`}, avec plateaux paysagers, salles de réunion et kitchenette.`,
            de: `Büroflächen von ${num('de', a)} m² ${f === 0 ? 'im Erdgeschoss' : `im ${f}. Obergeschoss`} mit Großraumbereichen, Besprechungsräumen und Teeküche.`,
          };
        })();
  return [
    first,
    p > 0
      ? {
          en: `Air conditioning, raised floors and a fibre connection; ${p} parking spaces available.`,
          nl: `Airconditioning, verhoogde vloeren en glasvezelaansluiting; ${p} parkeerplaatsen beschikbaar.`,
          fr: `Climatisation, faux planchers et connexion fibre ; ${p} emplacements de parking disponibles.`,
          de: `Klimaanlage, Doppelböden und Glasfaseranschluss; ${p} Stellplätze verfügbar.`,
        }
      : {
          en: 'Air conditioning, raised floors and a fibre connection.',
          nl: 'Airconditioning, verhoogde vloeren en glasvezelaansluiting.',
          fr: 'Climatisation, faux planchers et connexion fibre.',
          de: 'Klimaanlage, Doppelböden und Glasfaseranschluss.',
        },
    {
      en: 'Excellent accessibility by public transport and car.',
      nl: 'Uitstekende bereikbaarheid met openbaar vervoer en wagen.',
      fr: 'Excellente accessibilité en transports en commun et en voiture.',
      de: 'Hervorragende Erreichbarkeit mit öffentlichen Verkehrsmitteln und dem Auto.',
    },
  ];
}

function garageSentences(s: PropertySpec): L[] {
  const sub = s.subtype;
  const c = s.city.Name;
  const a = s.living ?? 14;
  return [
    {
      en: `This ${noun(sub, 'en')} (${a} m²) is located in a secure building with a remote-controlled gate in the centre of ${c.en}.`,
      nl: `${cap(thisNl(sub))} ${noun(sub, 'nl')} (${a} m²) bevindt zich in een beveiligd gebouw met automatische poort in het centrum van ${c.nl}.`,
      fr: `${cap(thisFr(sub))} ${noun(sub, 'fr')} (${a} m²) se trouve dans un immeuble sécurisé avec porte télécommandée au centre ${deFr(c.fr)}.`,
      de: `${cap(thisDeNom(sub))} ${sub.name.de} (${a} m²) befindet sich in einem gesicherten Gebäude mit ferngesteuertem Tor im Zentrum von ${c.de}.`,
    },
    {
      en: 'Ideal for a car, motorbikes or extra storage.',
      nl: 'Ideaal voor een wagen, motorfietsen of extra opslag.',
      fr: 'Idéal pour une voiture, des motos ou du rangement supplémentaire.',
      de: 'Ideal für ein Auto, Motorräder oder zusätzlichen Stauraum.',
    },
  ];
}

/** Joins paragraphs (lists of sentences) per language: sentences by a space, paragraphs by a blank line. */
function paragraphs(parts: (L | null)[][]): L {
  return build((lang) =>
    parts
      .map((sentences) =>
        sentences
          .filter((x): x is L => x !== null)
          .map((x) => x[lang])
          .join(' '),
      )
      .filter((p) => p !== '')
      .join('\n\n'),
  );
}

/** City centres and Brussels: no countryside sentences. */
const isUrban = (s: PropertySpec): boolean => s.city.region === 'brussels' || s.city.character === 'centre';

/** The plot from which a home is no longer one of a town's streets of shops (m²). */
export const LARGE_PLOT = 1000;

/** Countryside towns and large plots: no sentences of shops, the lively centre or the market around the corner. */
const isOutlying = (s: PropertySpec): boolean =>
  !isUrban(s) && (s.city.character === 'countryside' || (s.ground ?? 0) >= LARGE_PLOT);

/** The neighbourhood sentences that fit where the property is (indices in NEIGHBOURHOOD). */
const COUNTRYSIDE_SENTENCE = 4;
const IN_TOWN_SENTENCES = [0, 2, 5];

/** The in-town sentences in English, for the data check (../check.ts). */
export const IN_TOWN_SENTENCES_EN: readonly string[] = IN_TOWN_SENTENCES.map((i) => NEIGHBOURHOOD[i]!.en);

export function composeDescription(s: PropertySpec, rng: Rng): L {
  const urban = isUrban(s);
  const fitting = NEIGHBOURHOOD.filter((_, i) =>
    urban ? i !== COUNTRYSIDE_SENTENCE : isOutlying(s) ? !IN_TOWN_SENTENCES.includes(i) : true,
  );
  const neighbourhood = rng.sample(fitting, 2);
  const closingVariant = rng.int(0, 2);
  switch (s.subtype.webId) {
    case WEB_ID.land:
      return paragraphs([landSentences(s), [neighbourhood[0]!], closing(s, closingVariant)]);
    case WEB_ID.investment:
      return paragraphs([
        investmentSentences(s),
        [condition(s), energy(s)],
        [neighbourhood[0]!],
        closing(s, closingVariant),
      ]);
    case WEB_ID.commercial:
      return paragraphs([commercialSentences(s), [energy(s)], [neighbourhood[0]!], closing(s, closingVariant)]);
    case WEB_ID.offices:
      return paragraphs([officeSentences(s), [energy(s)], closing(s, closingVariant)]);
    case WEB_ID.garage:
      return paragraphs([garageSentences(s), closing(s, closingVariant)]);
    default: {
      const isHouse = s.subtype.webId === WEB_ID.house;
      const introVariant = rng.int(0, isHouse && !urban ? 3 : 2);
      return paragraphs([
        [intro(s, introVariant), floorSentence(s), layout(s, rng.int(0, 1))],
        [rooms(s), ...outdoor(s), parking(s)],
        [condition(s), energy(s)],
        neighbourhood,
        closing(s, closingVariant),
      ]);
    }
  }
}
