/**
 * Demo new-build projects (seven, six for sale and one for rent) and their units: units are
 * properties with ProjectID set, new builds, some priced 'starting from' (PriceUnit 7), a few
 * already sold or rented, all handled by the projects advisor. Each project stands at a real
 * address of its town (./addresses/); its units are new while the project was put on the market
 * in the last 14 days (app/rules/new-listing.ts). Texts in four languages.
 */
import type { Localized } from '../../shared/model/common';
import { LANGUAGES } from '../../shared/paths/languages';
import { GOAL_RENT, GOAL_SALE, MARQUEE, PRICE_UNIT } from '../../shared/model/property';
import type { ProjectRecord, PropertyRecord } from '../../app/model/record';
import { isNewListing } from '../../app/rules/new-listing';
import { pickAddress } from './addresses';
import { cityByZip, type DemoCity } from './cities';
import { monthYear } from './texts/grammar';
import type { Rng } from './prng';
import { AGENT_ROLE, addDays, buildSpec, specToRecord, subtype } from './properties';

interface ProjectPlan {
  name: string;
  zip: string;
  goal: number;
  kind: 'apartments' | 'houses' | 'lofts';
  /** Subtype keys of the units, in order. */
  units: string[];
  /** Units priced 'starting from'. */
  startingFrom: boolean;
  /** Months until delivery. */
  months: number;
}

const PLANS: ProjectPlan[] = [
  {
    name: 'Résidence Les Tilleuls',
    zip: '5000',
    goal: GOAL_SALE,
    kind: 'apartments',
    units: ['apartment', 'apartment', 'apartment', 'apartment', 'duplex', 'penthouse'],
    startingFrom: true,
    months: 14,
  },
  {
    name: 'Parkzicht',
    zip: '9000',
    goal: GOAL_SALE,
    kind: 'apartments',
    units: ['ground-floor', 'apartment', 'apartment', 'apartment', 'apartment', 'penthouse', 'penthouse'],
    startingFrom: false,
    months: 9,
  },
  {
    name: 'Le Clos du Moulin',
    zip: '1410',
    goal: GOAL_SALE,
    kind: 'houses',
    units: ['semi', 'semi', 'semi', 'villa', 'villa'],
    startingFrom: true,
    months: 18,
  },
  {
    name: 'Havenhuis',
    zip: '2000',
    goal: GOAL_SALE,
    kind: 'apartments',
    units: ['apartment', 'apartment', 'apartment', 'duplex', 'penthouse'],
    startingFrom: false,
    months: 6,
  },
  {
    name: 'Les Ateliers',
    zip: '1050',
    goal: GOAL_SALE,
    kind: 'lofts',
    units: ['loft', 'loft', 'loft', 'loft'],
    startingFrom: true,
    months: 11,
  },
  {
    name: 'Duinenzicht',
    zip: '8300',
    goal: GOAL_SALE,
    kind: 'apartments',
    units: ['apartment', 'apartment', 'apartment', 'penthouse'],
    startingFrom: false,
    months: 20,
  },
  {
    name: 'Kloosterhof',
    zip: '3000',
    goal: GOAL_RENT,
    kind: 'apartments',
    units: ['studio', 'apartment', 'apartment', 'apartment', 'duplex'],
    startingFrom: false,
    months: 3,
  },
];

const KIND: Record<ProjectPlan['kind'], Localized> = {
  apartments: { en: 'apartments', nl: 'appartementen', fr: 'appartements', de: 'Wohnungen' },
  houses: { en: 'houses', nl: 'woningen', fr: 'maisons', de: 'Häusern' },
  lofts: { en: 'lofts', nl: 'lofts', fr: 'lofts', de: 'Lofts' },
};

function summary(plan: ProjectPlan, city: DemoCity, delivery: string): Localized {
  const n = plan.units.length;
  const out = {} as Localized;
  for (const lang of LANGUAGES) {
    const k = KIND[plan.kind][lang];
    const c = city.Name[lang];
    const when = monthYear(lang, delivery);
    out[lang] = {
      en: `${n} new-build ${k} in ${c}, delivery ${when}.`,
      nl: `${n} nieuwbouw${plan.kind === 'houses' ? 'woningen' : plan.kind === 'lofts' ? 'lofts' : 'appartementen'} in ${c}, oplevering ${when}.`,
      fr: `${n} ${k} ${plan.kind === 'houses' ? 'neuves' : 'neufs'} à ${c}, livraison ${when}.`,
      de: `${n} ${plan.kind === 'houses' ? 'Neubauhäuser' : plan.kind === 'lofts' ? 'Neubau-Lofts' : 'Neubauwohnungen'} in ${c}, Fertigstellung ${when}.`,
    }[lang];
  }
  return out;
}

function description(plan: ProjectPlan, city: DemoCity, delivery: string): Localized {
  const n = plan.units.length;
  const name = plan.name;
  const out = {} as Localized;
  for (const lang of LANGUAGES) {
    const k = KIND[plan.kind][lang];
    const c = city.Name[lang];
    const when = monthYear(lang, delivery);
    const rent = plan.goal !== GOAL_SALE;
    const parts = {
      en: [
        `${name} is a new residential project of ${n} ${k} in ${c}, designed by a local architecture firm.`,
        'Every unit combines triple glazing, a heat pump and solar panels, with an E-level below E30.',
        'Private terraces or gardens, an underground car park and bicycle storage complete the project.',
        rent
          ? 'All units are offered for rent to their first occupants in a brand-new building.'
          : 'Registration rights apply to the land share only; VAT applies to the construction.',
        `Expected delivery: ${when}.`,
      ],
      nl: [
        `${name} is een nieuw woonproject van ${n} ${k} in ${c}, ontworpen door een lokaal architectenbureau.`,
        'Elke eenheid combineert driedubbele beglazing, een warmtepomp en zonnepanelen, met een E-peil onder E30.',
        'Private terrassen of tuinen, een ondergrondse parking en een fietsenberging vervolledigen het project.',
        rent
          ? 'Alle eenheden worden te huur aangeboden aan hun eerste bewoners in een gloednieuw gebouw.'
          : 'Registratierechten gelden enkel op het grondaandeel; op de constructie is btw verschuldigd.',
        `Verwachte oplevering: ${when}.`,
      ],
      fr: [
        `${name} est un nouveau projet résidentiel de ${n} ${k} à ${c}, conçu par un bureau d'architectes local.`,
        'Chaque logement allie triple vitrage, pompe à chaleur et panneaux solaires, avec un niveau E inférieur à E30.',
        'Terrasses ou jardins privatifs, parking souterrain et local vélos complètent le projet.',
        rent
          ? 'Tous les logements sont proposés à la location en première occupation dans un immeuble flambant neuf.'
          : "Les droits d'enregistrement ne s'appliquent qu'à la quote-part terrain ; la construction est soumise à la TVA.",
        `Livraison prévue : ${when}.`,
      ],
      de: [
        `${name} ist ein neues Wohnprojekt mit ${n} ${k} in ${c}, entworfen von einem lokalen Architekturbüro.`,
        'Jede Einheit verbindet Dreifachverglasung, Wärmepumpe und Solarpaneele mit einem E-Niveau unter E30.',
        'Private Terrassen oder Gärten, eine Tiefgarage und ein Fahrradraum runden das Projekt ab.',
        rent
          ? 'Alle Einheiten werden als Erstbezug in einem brandneuen Gebäude zur Miete angeboten.'
          : 'Registrierungsgebühren fallen nur auf den Grundstücksanteil an; auf den Bau wird Mehrwertsteuer erhoben.',
        `Voraussichtliche Fertigstellung: ${when}.`,
      ],
    }[lang];
    out[lang] = `${parts.slice(0, 3).join(' ')}\n\n${parts.slice(3).join(' ')}`;
  }
  return out;
}

export interface ProjectsOptions {
  today: string;
  firstProjectId: number;
  firstUnitId: number;
  /** Number of projects (at most 7). */
  count: number;
}

export function demoProjects(
  rng: Rng,
  options: ProjectsOptions,
): { projects: ProjectRecord[]; units: PropertyRecord[] } {
  const projects: ProjectRecord[] = [];
  const units: PropertyRecord[] = [];
  let unitId = options.firstUnitId;
  PLANS.slice(0, options.count).forEach((plan, p) => {
    const prng = rng.fork(`project-${p}`);
    const city = cityByZip(plan.zip);
    const id = options.firstProjectId + p;
    const delivery = addDays(options.today, plan.months * 30.5).slice(0, 7);
    // on the market for weeks to months (a project's units are new only in its first 14 days)
    const published = addDays(options.today, -prng.int(10, 150));
    // a real address of the town (./addresses/)
    const { street, houseNumber, lat, lng } = pickAddress(prng.fork('address'), city.Zip);
    const facade = plan.kind === 'houses' ? 'demo-v1-facade-villa-2' : `demo-v1-facade-apartment-${(p % 4) + 1}`;
    projects.push({
      ID: id,
      Goal: plan.goal,
      City: { Zip: city.Zip, CountryID: city.CountryID, Name: city.Name },
      Street: street,
      HouseNumber: houseNumber,
      BoxNr: '',
      PublishAddress: true,
      Lat: lat,
      Lng: lng,
      Name: { en: plan.name, nl: plan.name, fr: plan.name, de: plan.name },
      Summary: summary(plan, city, delivery),
      Description: description(plan, city, delivery),
      Photos: [
        facade,
        `demo-v1-living-${(p % 5) + 1}`,
        `demo-v1-kitchen-${((p + 2) % 5) + 1}`,
        `demo-v1-terrace-${(p % 2) + 1}`,
        `demo-v1-bedroom-${(p % 4) + 1}`,
      ],
      AgentID: AGENT_ROLE.projects,
      Delivery: delivery,
      PublicationDate: published,
      // A film of every other project (Vimeo), a Matterport tour of every third: the detail page's media blocks.
      VideoUrl: p % 2 === 0 ? `https://vimeo.com/${900000000 + id}` : null,
      VirtualTourUrl: p % 3 === 0 ? `https://my.matterport.com/show/?m=Demo${String(id).padStart(7, '0')}` : null,
    });
    plan.units.forEach((key, u) => {
      const urng = prng.fork(`unit-${u}`);
      unitId += urng.int(1, 9);
      const spec = buildSpec(
        {
          id: unitId,
          goal: plan.goal,
          subtype: subtype(key),
          city,
          today: options.today,
          slot: 1000 + u,
          agentId: AGENT_ROLE.projects,
          projectId: id,
          newBuild: true,
        },
        urng,
      );
      spec.street = street;
      spec.houseNumber = houseNumber;
      spec.lat = lat;
      spec.lng = lng;
      spec.published = published;
      spec.isArriving = false;
      spec.isDiscreet = false;
      spec.publishAddress = true;
      spec.publishPrice = true;
      spec.viager = null;
      spec.marquee =
        u === 1 && p % 2 === 0
          ? plan.goal === GOAL_RENT
            ? MARQUEE.rented
            : MARQUEE.sold
          : u === 2 && p === 1
            ? MARQUEE.option
            : MARQUEE.none;
      spec.isNew =
        spec.marquee !== MARQUEE.sold && spec.marquee !== MARQUEE.rented && isNewListing(published, options.today);
      spec.priceUnit =
        plan.goal === GOAL_SALE
          ? plan.startingFrom && u % 2 === 0
            ? PRICE_UNIT.startingFrom
            : PRICE_UNIT.total
          : PRICE_UNIT.perMonth;
      spec.available = plan.goal === GOAL_RENT ? addDays(options.today, plan.months * 30) : null;
      const record = specToRecord(spec, urng, options.today);
      record.Photos = [facade, ...record.Photos.slice(1)];
      units.push(record);
    });
  });
  return { projects, units };
}
