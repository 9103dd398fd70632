/**
 * The demo owner (owner@example.com / demo-owner-2026, docs/demo-data.md) with two properties and
 * everything the portal shows for them: visits, communications, online-media history, daily
 * media statistics for the last 90 days and documents (small PDFs stored in R2). The password
 * is hashed by the writer (scripts/demo/write.ts) with a salt derived from the seed, so the
 * rows are the same on every run.
 */
import type { Lang } from '../../shared/model/common';
import type { Communication, MediaStatistic, OnlineMedia, Visit } from '../../shared/model/owner';
import { GOAL_SALE } from '../../shared/model/property';
import type { DocumentRecord, OwnerActivity, PropertyRecord } from '../../shared/model/record';
import { simplePdf } from './pdf';
import type { Rng } from './prng';
import { addDays } from './properties';

export const DEMO_OWNER_EMAIL = 'owner@example.com';
export const DEMO_OWNER_PASSWORD = 'demo-owner-2026';
/** A second owner with one property of their own, so the portal's access control can be tried (README). */
export const DEMO_SECOND_OWNER_EMAIL = 'second.owner@example.com';
export const DEMO_SECOND_OWNER_PASSWORD = 'demo-second-2026';

export interface DemoOwner {
  ID: number;
  Email: string;
  Password: string;
  /** 16 salt bytes for the password hash. */
  Salt: number[];
  FirstName: string;
  LastName: string;
  Language: Lang;
  AgentID: number;
  PropertyIDs: number[];
}

export interface DemoOwnerData {
  owner: DemoOwner;
  activity: OwnerActivity;
  /** PDF text of each document, by R2 key. */
  documentBodies: Record<string, string>;
}

const FIRST = [
  'Julie',
  'Bart',
  'Sarah',
  'Mehdi',
  'Lotte',
  'Kevin',
  'Amélie',
  'Jonas',
  'Inès',
  'Wouter',
  'Camille',
  'Lukas',
  'Fatima',
  'Thomas',
  'Eva',
  'Nicolas',
];
const LAST = ['M.', 'V.', 'D.', 'B.', 'P.', 'J.', 'L.', 'C.', 'H.', 'W.', 'S.', 'G.'];

const SALE_FEEDBACK = [
  'Very interested; likes the garden and the bright living room. Will come back with an architect.',
  'Finds the kitchen dated but the layout good. Considering an offer below the asking price.',
  'Young couple, first purchase. Bank appointment planned next week.',
  'Too far from the station for them; will keep looking.',
  'Liked the house, worried about the heating costs. Asked for the EPC certificate.',
  'Second visit with parents. Asked about the renovation obligation and the roof.',
  'Not interested: needs four bedrooms.',
  'Positive visit; asked for the cadastral income and the soil certificate.',
];
const RENT_FEEDBACK = [
  'Expat couple, both employed; would like to move in next month.',
  'Student with guarantor; finds the rent slightly high.',
  'Liked the terrace and the light. Will send the application file.',
  'Needs a parking space; asked whether one is available in the building.',
  'Positive visit; asked whether pets are allowed.',
  'Not interested: the bedroom is too small for them.',
];

function visits(rng: Rng, property: PropertyRecord, today: string, firstId: number): Visit[] {
  const sale = property.Goal === GOAL_SALE;
  const pastDays = sale ? [3, 6, 9, 13, 17, 22, 28, 35, 44, 58, 71] : [2, 5, 8, 12, 16, 21, 27];
  const futureDays = sale ? [2, 5] : [3];
  const feedback = sale ? SALE_FEEDBACK : RENT_FEEDBACK;
  const out: Visit[] = [];
  let id = firstId;
  const at = (days: number) =>
    `${addDays(today, days)}T${String(rng.int(8, 17)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}:00Z`;
  for (const d of [...futureDays].reverse()) {
    out.push({
      ID: id++,
      PropertyID: property.ID,
      Date: at(d),
      Type: 'visit',
      Contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      Status: 'planned',
      Comment: '',
    });
  }
  pastDays.forEach((d, i) => {
    const cancelled = i % 5 === 3;
    out.push({
      ID: id++,
      PropertyID: property.ID,
      Date: at(-d),
      Type: sale && d === 22 ? 'open-house' : i % 4 === 1 ? 'second-visit' : 'visit',
      Contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      Status: cancelled ? 'cancelled' : 'done',
      Comment: cancelled ? 'Cancelled by the candidate.' : rng.pick(feedback),
    });
  });
  return out;
}

function communications(
  rng: Rng,
  property: PropertyRecord,
  today: string,
  firstId: number,
  published: number,
): Communication[] {
  const sale = property.Goal === GOAL_SALE;
  const items: [number, string, string, string, string, string][] = [
    [
      published + 10,
      'meeting',
      'Claire Vermeulen',
      sale ? 'Sales mandate signed' : 'Rental management mandate signed',
      sale ? 'Asking price agreed, exclusive mandate for 6 months.' : 'Monthly rent and conditions agreed.',
      'out',
    ],
    [
      published + 6,
      'email',
      'Claire Vermeulen',
      'Photo shoot scheduled',
      'The photographer will come on Tuesday morning; please open the shutters.',
      'out',
    ],
    [
      published + 1,
      'email',
      'Claire Vermeulen',
      'Your property is online',
      'Published on our website, Immoweb, Zimmo and Immovlan.',
      'out',
    ],
    [
      Math.max(1, published - 14),
      'email',
      'Claire Vermeulen',
      'Weekly report',
      'Four visits this week; two candidates asked for a second visit.',
      'out',
    ],
    [
      Math.max(1, published - 28),
      'phone',
      'Claire Vermeulen',
      sale ? 'Question about the notary' : 'Question about the deposit',
      sale ? 'Owner asked which notary will draft the deed.' : 'Owner asked where the rental deposit will be blocked.',
      'in',
    ],
    [
      Math.max(1, Math.round(published / 3)),
      'email',
      'Claire Vermeulen',
      'Weekly report',
      'Steady interest online; views are above average for the area.',
      'out',
    ],
  ];
  if (sale)
    items.push([
      3,
      'phone',
      'Claire Vermeulen',
      'Offer received',
      'Written offer received from a candidate, below the asking price; to discuss.',
      'out',
    ]);
  else
    items.push([
      4,
      'email',
      'Claire Vermeulen',
      'Application received',
      'Complete application file received from a candidate couple; solvency checked.',
      'out',
    ]);
  return items
    .filter(([days]) => days >= 0)
    .map(([days, type, contact, subject, comment, direction], i) => ({
      ID: firstId + i,
      PropertyID: property.ID,
      Date: `${addDays(today, -days)}T${String(rng.int(8, 17)).padStart(2, '0')}:00:00Z`,
      Type: type,
      Contact: contact,
      Subject: subject,
      Comment: comment,
      Direction: direction,
    }));
}

const SOURCES = ['website', 'immoweb', 'zimmo', 'immovlan'] as const;
const BASE_VIEWS: Record<(typeof SOURCES)[number], number> = { website: 14, immoweb: 42, zimmo: 16, immovlan: 11 };

function onlineMedia(
  rng: Rng,
  property: PropertyRecord,
  today: string,
  firstId: number,
  published: number,
): OnlineMedia[] {
  const out: OnlineMedia[] = [];
  let id = firstId;
  for (const source of SOURCES) {
    out.push({
      ID: id++,
      PropertyID: property.ID,
      Date: `${addDays(today, -published)}T09:00:00Z`,
      Type: 'publication',
      Contact: '',
      Subject: 'Listing published',
      Comment: `Published on ${source}.`,
      Status: 'online',
      Source: source,
    });
  }
  out.push({
    ID: id++,
    PropertyID: property.ID,
    Date: `${addDays(today, -(published - 2))}T18:00:00Z`,
    Type: 'post',
    Contact: '',
    Subject: 'Social media post',
    Comment: 'Post with photo carousel on the agency page.',
    Status: 'online',
    Source: 'facebook',
  });
  const leads = property.Goal === GOAL_SALE ? 9 : 7;
  for (let i = 0; i < leads; i++) {
    const days = rng.int(0, Math.max(1, published - 1));
    out.push({
      ID: id++,
      PropertyID: property.ID,
      Date: `${addDays(today, -days)}T${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`,
      Type: 'lead',
      Contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      Subject: rng.pick([
        'Request for information',
        'Request for a visit',
        'Question about the price',
        'Question about availability',
      ]),
      Comment: rng.pick([
        'Would like to visit this week.',
        'Asks whether the price is negotiable.',
        'Asks for the EPC and the floor plan.',
        'Wants to know the monthly charges.',
      ]),
      Status: days < 3 ? 'open' : 'handled',
      Source: rng.pick(SOURCES),
    });
  }
  return out.sort((a, b) => (a.Date < b.Date ? 1 : -1));
}

function statistics(rng: Rng, property: PropertyRecord, today: string, published: number): MediaStatistic[] {
  const out: MediaStatistic[] = [];
  const days = Math.min(90, published);
  for (let ago = days - 1; ago >= 0; ago--) {
    const date = addDays(today, -ago);
    const sinceLaunch = published - ago;
    const launch = 0.8 + 0.9 * Math.exp(-sinceLaunch / 12);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.3 : 1;
    for (const source of SOURCES) {
      const views = Math.max(0, Math.round(BASE_VIEWS[source] * launch * weekend * rng.float(0.6, 1.4)));
      out.push({
        PropertyID: property.ID,
        Date: date,
        Source: source,
        Impressions: views * rng.int(8, 14),
        Views: views,
        Contacts: rng.chance(views / 70) ? rng.int(1, 2) : 0,
      });
    }
  }
  return out;
}

const DOCUMENTS: Record<'sale' | 'rent', [string, string][]> = {
  sale: [
    ['epc', 'EPC certificate'],
    ['asbestos', 'Asbestos certificate'],
    ['electrical', 'Electrical inspection report'],
    ['soil', 'Soil certificate'],
    ['brochure', 'Sales brochure'],
    ['mandate', 'Sales mandate'],
  ],
  rent: [
    ['epc', 'EPC certificate'],
    ['electrical', 'Electrical inspection report'],
    ['lease', 'Lease agreement'],
    ['report', 'Inventory of fixtures'],
  ],
};

function documents(
  property: PropertyRecord,
  ownerId: number,
  today: string,
  firstId: number,
  published: number,
): { rows: DocumentRecord[]; bodies: Record<string, string> } {
  const list = DOCUMENTS[property.Goal === GOAL_SALE ? 'sale' : 'rent'];
  const bodies: Record<string, string> = {};
  const rows = list.map(([category, name], i) => {
    const key = `documents/owner-${ownerId}/${property.ID}/${category}.pdf`;
    const date = addDays(today, -(published + 20 - i * 3));
    const body = simplePdf(name, [
      `Property: ${property.Street} ${property.HouseNumber}, ${property.City.Zip} ${property.City.Name.en}`,
      `Reference: ${property.RecordFile}`,
      `Date: ${date}`,
      '',
      'Demo document generated for the Belvue Immo owner portal.',
    ]);
    bodies[key] = body;
    return {
      ID: firstId + i,
      OwnerID: ownerId,
      PropertyID: property.ID,
      Name: name,
      Category: category,
      Date: date,
      MimeType: 'application/pdf',
      Size: body.length,
      Key: key,
    };
  });
  return { rows, bodies };
}

/** Days since publication of the owner's listings (set on their records by the generator). */
export const OWNER_PUBLISHED_DAYS_AGO = [95, 40] as const;

/** Who a demo owner is; `slot` is the index of their first property among all demo owners' properties (it keeps row ids apart). */
export interface DemoOwnerIdentity {
  ID: number;
  Email: string;
  Password: string;
  FirstName: string;
  LastName: string;
  Language: Lang;
  AgentID: number;
  slot: number;
}

export const DEMO_OWNERS: readonly DemoOwnerIdentity[] = [
  {
    ID: 1,
    Email: DEMO_OWNER_EMAIL,
    Password: DEMO_OWNER_PASSWORD,
    FirstName: 'Claire',
    LastName: 'Vermeulen',
    Language: 'en',
    AgentID: 2,
    slot: 0,
  },
  {
    ID: 2,
    Email: DEMO_SECOND_OWNER_EMAIL,
    Password: DEMO_SECOND_OWNER_PASSWORD,
    FirstName: 'Marc',
    LastName: 'Lambert',
    Language: 'fr',
    AgentID: 2,
    slot: 2,
  },
];

export function demoOwner(
  rng: Rng,
  properties: readonly PropertyRecord[],
  today: string,
  who: DemoOwnerIdentity = DEMO_OWNERS[0]!,
): DemoOwnerData {
  const { slot, ...identity } = who;
  const owner: DemoOwner = {
    ...identity,
    Salt: Array.from({ length: 16 }, () => rng.int(0, 255)),
    PropertyIDs: properties.map((p) => p.ID),
  };
  const activity: OwnerActivity = { visits: [], communications: [], media: [], stats: [], documents: [] };
  const documentBodies: Record<string, string> = {};
  properties.forEach((property, index) => {
    const i = slot + index;
    const sinceListed = Math.round(
      (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${property.PublicationDate.slice(0, 10)}T00:00:00Z`)) /
        86_400_000,
    );
    const published = OWNER_PUBLISHED_DAYS_AGO[i] ?? (Number.isFinite(sinceListed) ? Math.max(14, sinceListed) : 60);
    const prng = rng.fork(`owner-property-${i}`);
    activity.visits.push(...visits(prng, property, today, 100 * (i + 1)));
    activity.communications.push(...communications(prng, property, today, 100 * (i + 1), published));
    activity.media.push(...onlineMedia(prng, property, today, 100 * (i + 1), published));
    activity.stats.push(...statistics(prng, property, today, published));
    const docs = documents(property, owner.ID, today, 10 * (i + 1), published);
    activity.documents.push(...docs.rows);
    Object.assign(documentBodies, docs.bodies);
  });
  return { owner, activity, documentBodies };
}
