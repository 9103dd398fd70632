/**
 * The demo owner (owner@example.com / demo-owner-2026, docs/demo-data.md) with two properties and
 * everything the portal shows for them: visits, communications, online-media history, daily
 * media statistics since publication and documents (small PDFs stored in R2), their texts in the
 * four languages (./texts/owner-texts.ts); every enquiry the statistics count is in the online-media
 * history, and each weekly report counts the visits of its week. The password
 * is hashed by the writer (scripts/demo/write.ts) with a salt derived from the seed, so the
 * rows are the same on every run.
 */
import type { MediaStatistic } from '../../app/model/owner';
import { GOAL_SALE } from '../../shared/model/property';
import type {
  CommunicationRecord,
  DocumentRecord,
  OnlineMediaRecord,
  OwnerActivity,
  OwnerRecord,
  PropertyRecord,
  VisitRecord,
} from '../../app/model/record';
import {
  CANCELLED,
  COMMUNICATION,
  DOCUMENT_NAMES,
  ENQUIRIES,
  LISTING_PUBLISHED,
  publishedOn,
  RENT_FEEDBACK,
  rowTexts,
  SALE_FEEDBACK,
  SOCIAL_POST,
  type Text4,
  WEEKLY_REPORT,
  weeklyVisits,
} from './texts/owner-texts';
import { simplePdf } from './pdf';
import type { Rng } from './prng';
import { addDays } from './properties';

export const DEMO_OWNER_EMAIL = 'owner@example.com';
export const DEMO_OWNER_PASSWORD = 'demo-owner-2026';
/** A second owner with one property of their own, so the portal's access control can be tried (docs/owner-portal.md). */
export const DEMO_SECOND_OWNER_EMAIL = 'second.owner@example.com';
export const DEMO_SECOND_OWNER_PASSWORD = 'demo-second-2026';

/** A demo owner: the owner's record with the password itself (the writer hashes it) in place of its hash. */
export interface DemoOwner extends Omit<OwnerRecord, 'PasswordHash'> {
  Password: string;
  /** 16 salt bytes for the password hash. */
  Salt: number[];
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

/** The visits: planned ones ahead, done and cancelled ones behind, with the candidate's feedback in four languages. */
function visits(rng: Rng, property: PropertyRecord, today: string, firstId: number): VisitRecord[] {
  const sale = property.Goal === GOAL_SALE;
  const pastDays = sale ? [3, 6, 9, 13, 17, 22, 28, 35, 44, 58, 71] : [2, 5, 8, 12, 16, 21, 27];
  const futureDays = sale ? [2, 5] : [3];
  const feedback = sale ? SALE_FEEDBACK : RENT_FEEDBACK;
  const out: VisitRecord[] = [];
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
  // each visitor's own words: no comment repeats among a property's visits
  const comments = rng.sample(feedback, pastDays.length);
  if (comments.length < pastDays.filter((_, i) => i % 5 !== 3).length)
    throw new Error(`too few visit comments for ${pastDays.length} visits`);
  let next = 0;
  pastDays.forEach((d, i) => {
    const cancelled = i % 5 === 3;
    const { en, Texts } = rowTexts({ Comment: cancelled ? CANCELLED : comments[next++]! });
    out.push({
      ID: id++,
      PropertyID: property.ID,
      Date: at(-d),
      Type: sale && d === 22 ? 'open-house' : i % 4 === 1 ? 'second-visit' : 'visit',
      Contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      Status: cancelled ? 'cancelled' : 'done',
      ...en,
      Texts,
    });
  });
  return out;
}

/** The visits done in the seven days up to `days` days ago, and how many of them were second visits. */
function weekOfVisits(list: readonly VisitRecord[], today: string, days: number): { done: number; second: number } {
  const last = addDays(today, -days);
  const first = addDays(today, -(days + 6));
  const week = list.filter((v) => v.Status === 'done' && v.Date.slice(0, 10) >= first && v.Date.slice(0, 10) <= last);
  return { done: week.length, second: week.filter((v) => v.Type === 'second-visit').length };
}

function communications(
  rng: Rng,
  property: PropertyRecord,
  today: string,
  firstId: number,
  published: number,
  visitList: readonly VisitRecord[],
  owner: string,
): CommunicationRecord[] {
  const sale = property.Goal === GOAL_SALE;
  const report = (days: number) => {
    const { done, second } = weekOfVisits(visitList, today, days);
    return { Subject: WEEKLY_REPORT, Comment: weeklyVisits(done, second) };
  };
  const items: [number, string, { Subject: Text4; Comment: Text4 }, string][] = [
    [published + 10, 'meeting', sale ? COMMUNICATION.saleMandate : COMMUNICATION.rentMandate, 'out'],
    [published + 6, 'email', COMMUNICATION.photoShoot, 'out'],
    [published + 1, 'email', COMMUNICATION.online, 'out'],
    [Math.max(1, published - 28), 'phone', sale ? COMMUNICATION.notary : COMMUNICATION.deposit, 'in'],
    [Math.max(1, Math.round(published / 3)), 'email', COMMUNICATION.statistics, 'out'],
    [15, 'email', report(15), 'out'],
    [sale ? 3 : 4, sale ? 'phone' : 'email', sale ? COMMUNICATION.offer : COMMUNICATION.application, 'out'],
  ];
  return items
    .filter(([days]) => days >= 0)
    .map(([days, type, text, direction], i) => {
      const { en, Texts } = rowTexts(text);
      return {
        ID: firstId + i,
        PropertyID: property.ID,
        Date: `${addDays(today, -days)}T${String(rng.int(8, 17)).padStart(2, '0')}:00:00Z`,
        Type: type,
        Contact: owner,
        ...en,
        Texts,
        Direction: direction,
      };
    });
}

const SOURCES = ['website', 'immoweb', 'zimmo', 'immovlan'] as const;
const BASE_VIEWS: Record<(typeof SOURCES)[number], number> = { website: 14, immoweb: 42, zimmo: 16, immovlan: 11 };
/** About one view in this many becomes an enquiry (a contact). */
const VIEWS_PER_CONTACT = 200;

/**
 * The online-media history: the publication on each channel, a social post, and one enquiry
 * for every contact the statistics count (same day, same channel), so the graph's contacts and
 * the enquiries listed agree.
 */
function onlineMedia(
  rng: Rng,
  property: PropertyRecord,
  today: string,
  firstId: number,
  published: number,
  stats: readonly MediaStatistic[],
): OnlineMediaRecord[] {
  const out: OnlineMediaRecord[] = [];
  let id = firstId;
  for (const source of SOURCES) {
    const { en, Texts } = rowTexts({ Subject: LISTING_PUBLISHED, Comment: publishedOn(source) });
    out.push({
      ID: id++,
      PropertyID: property.ID,
      Date: `${addDays(today, -published)}T09:00:00Z`,
      Type: 'publication',
      Contact: '',
      ...en,
      Texts,
      Status: 'online',
      Source: source,
    });
  }
  const post = rowTexts(SOCIAL_POST);
  out.push({
    ID: id++,
    PropertyID: property.ID,
    Date: `${addDays(today, -(published - 2))}T18:00:00Z`,
    Type: 'post',
    Contact: '',
    ...post.en,
    Texts: post.Texts,
    Status: 'online',
    Source: 'facebook',
  });
  const recent = addDays(today, -2);
  for (const s of stats) {
    for (let n = 0; n < s.Contacts; n++) {
      const { en, Texts } = rowTexts(rng.pick(ENQUIRIES));
      out.push({
        ID: id++,
        PropertyID: property.ID,
        Date: `${s.Date}T${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`,
        Type: 'lead',
        Contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
        ...en,
        Texts,
        Status: s.Date >= recent ? 'open' : 'handled',
        Source: s.Source,
      });
    }
  }
  return out.sort((a, b) => (a.Date < b.Date ? 1 : a.Date > b.Date ? -1 : b.ID - a.ID));
}

/** Daily views, impressions and contacts on each channel since publication (at most a year). */
function statistics(rng: Rng, property: PropertyRecord, today: string, published: number): MediaStatistic[] {
  const out: MediaStatistic[] = [];
  const days = Math.min(365, published);
  // Enquiries come steadily with the views (about one in VIEWS_PER_CONTACT), at irregular moments.
  const owed: Record<string, number> = {};
  for (let ago = days - 1; ago >= 0; ago--) {
    const date = addDays(today, -ago);
    const sinceLaunch = published - ago;
    const launch = 0.8 + 0.9 * Math.exp(-sinceLaunch / 12);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.3 : 1;
    for (const source of SOURCES) {
      const views = Math.max(0, Math.round(BASE_VIEWS[source] * launch * weekend * rng.float(0.6, 1.4)));
      owed[source] = (owed[source] ?? 0) + views / VIEWS_PER_CONTACT;
      const contacts = owed[source]! >= rng.float(0.6, 1.6) ? 1 : 0;
      owed[source]! -= contacts;
      out.push({
        PropertyID: property.ID,
        Date: date,
        Source: source,
        Impressions: views * rng.int(8, 14),
        Views: views,
        Contacts: contacts,
      });
    }
  }
  return out;
}

const DOCUMENTS: Record<'sale' | 'rent', string[]> = {
  sale: ['epc', 'asbestos', 'electrical', 'soil', 'brochure', 'mandate'],
  rent: ['epc', 'electrical', 'lease', 'report'],
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
  const rows = list.map((category, i) => {
    const { en, Texts } = rowTexts({ Name: DOCUMENT_NAMES[category]! });
    const key = `documents/owner-${ownerId}/${property.ID}/${category}.pdf`;
    const date = addDays(today, -(published + 20 - i * 3));
    const body = simplePdf(en.Name, [
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
      ...en,
      Texts,
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
export interface DemoOwnerIdentity extends Omit<DemoOwner, 'Salt' | 'PropertyIDs'> {
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
    const visitList = visits(prng, property, today, 100 * (i + 1));
    const stats = statistics(prng, property, today, published);
    activity.visits.push(...visitList);
    activity.communications.push(
      ...communications(
        prng,
        property,
        today,
        100 * (i + 1),
        published,
        visitList,
        `${owner.FirstName} ${owner.LastName}`,
      ),
    );
    activity.media.push(...onlineMedia(prng, property, today, 1000 * (i + 1), published, stats));
    activity.stats.push(...stats);
    const docs = documents(property, owner.ID, today, 10 * (i + 1), published);
    activity.documents.push(...docs.rows);
    Object.assign(documentBodies, docs.bodies);
  });
  return { owner, activity, documentBodies };
}
