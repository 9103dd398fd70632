/**
 * A fake Whise API for tests and for trying the whise provider locally (docs/provider.md),
 * written from the request and response shapes of the public client fw4-bvba/whise-api:
 * JSON POSTs with a bearer token; `token` (Username, Password) and `v1/admin/clients/token`
 * (ClientId, OfficeId) answer `{ token }`; `v1/estates/list` takes `Filter`, `Sort`, `Page`
 * (`Limit`, `Offset`) and answers `{ estates, totalCount }`; `v1/estates/usedcities/list`
 * answers `{ cities }`; `v1/estates/owned/list` takes an owner's `ContactUsername` and
 * `ContactPassword` (the demo owners' e-mail, or their username that is no e-mail address, and
 * FAKE_WHISE_OWNER_PASSWORD) and answers their
 * estates, or for other credentials the refusal the public client reads (`isValidRequest:
 * false`, validation code 'FailedAuthentication'); `v1/contacts/list` finds the demo owners by
 * `PrivateEmail` (each contact's `id`, as in the client's tests); `v1/activities/calendars` and `histories` answer `{ activities }` (the demo
 * owners' visits and communications); `v1/contacts/upsert` and `v1/calendars/create` record
 * what they get.
 *
 * Seeded from the same deterministic demo data as the d1 provider (scripts/demo), expressed in
 * Whise's shapes by `estatesFromDemo`, so the same pages can be compared with both providers.
 * The shapes and loose types are those of a published real answer of `v1/estates/list`
 * (tests/fixtures/whise/response_api_estates_list.json): bedrooms as `rooms`, `energyValue` as
 * a text range ('179-179'), `floor` as a text, the position and the other details as texts in
 * `details` under Whise's ids (latitude 1849, longitude 1850, …), dates as written there
 * ('08/18/2025 00:00'), pictures with `urlXXL`, `urlLarge`, `urlSmall` and `orientation`, and an
 * optional field simply absent when it has no value (never null).
 *
 * Failures, one per call in the order queued with `failNext`: 'expire-token' (every token
 * issued so far stops working: the next call answers 401), 'rate-limit' (429 with Retry-After),
 * 'server-error' (500), 'malformed-item' (the next estate list holds an estate whose id is
 * a word: dropped), 'unreadable-fields' (the next estate list holds an estate, id 999002, whose
 * every optional field is a value Whise's types cannot hold: kept, each of those facts empty), 'refused' (the next call but a token's is refused in a 200 answer, as the public
 * client reads refusals: `isValidRequest: false` with `validationErrors`). Use `fetch` as the provider's fetch option, or `install()` it over globalThis.fetch.
 */
import { DEFAULT_SEED, generateDemo, type DemoData } from '../../scripts/demo/index';
import { photoUrl, type Lang } from '../../shared/model/common';
import type { PropertyRecord, ProjectRecord } from '../../app/model/record';
import { COUNTRY, MARQUEE } from '../../shared/model/property';
import {
  whiseTypeOf,
  DETAIL_ID,
  WHISE_COUNTRY_BELGIUM,
  WHISE_COUNTRY_LUXEMBOURG,
  WHISE_DISPLAY_STATUS,
  WHISE_LANGUAGE,
  WHISE_PURPOSE,
  WHISE_PURPOSE_STATUS,
  WHISE_STATE,
  WHISE_STATUS,
} from '../../worker/provider/whise/map';

export const FAKE_WHISE_BASE = 'https://api.whise.fake';
export const FAKE_WHISE_USERNAME = 'agency@example.com';
export const FAKE_WHISE_PASSWORD = 'fake-whise-password';
export const FAKE_WHISE_CLIENT_ID = 1234;

/** The worker's variables that select Whise and point it at a fake Whise answering at `base`. */
export const whiseVariables = (base: string) => ({
  PROVIDER: 'whise',
  WHISE_BASE_URL: base,
  WHISE_USERNAME: FAKE_WHISE_USERNAME,
  WHISE_PASSWORD: FAKE_WHISE_PASSWORD,
  WHISE_CLIENT_ID: String(FAKE_WHISE_CLIENT_ID),
});
/** The Whise client's account at a fake Whise answering at `base` (the WhiseConfig fields of an account). */
export const fakeWhiseAccount = (base: string) => ({
  baseUrl: base,
  username: FAKE_WHISE_USERNAME,
  password: FAKE_WHISE_PASSWORD,
  clientId: FAKE_WHISE_CLIENT_ID,
});
export const FAKE_PICTURE_HOST = 'https://media.whise.fake/';
/**
 * Every demo owner's Whise password. Their username is their e-mail address, or as well a
 * username that is no e-mail address (`fakeWhiseOwnerUsername`): Whise usernames need not be one.
 */
export const FAKE_WHISE_OWNER_PASSWORD = 'whise-owner-2026';
/** A demo owner's second Whise username, which is not an e-mail address ('owner' → 'owner.w'). */
export const fakeWhiseOwnerUsername = (email: string): string => `${email.split('@')[0]}.w`;
/** A demo owner's Whise contact id. */
export const fakeWhiseContactId = (ownerId: number): number => 5000 + ownerId;

export type WhiseFailure =
  | 'expire-token'
  | 'rate-limit'
  | 'server-error'
  | 'malformed-item'
  | 'unreadable-fields'
  | 'refused';

export interface FakeWhiseCall {
  endpoint: string;
  body: Record<string, unknown>;
  status: number;
}

export interface FakeWhiseOptions {
  /** yyyy-mm-dd the demo data is generated for (default today UTC). */
  today?: string;
  base?: string;
  /** Retry-After of a 'rate-limit' failure, seconds (default '1'). */
  retryAfter?: string;
  /** Demo listings and projects (default: the seed's 175 and 7). */
  properties?: number;
  projects?: number;
  /**
   * Where the pictures are (default FAKE_PICTURE_HOST): give the site's own origin and the
   * pictures are the seeded demo photos its /media route serves.
   */
  pictureHost?: string;
  /**
   * The estates `v1/estates/list` answers in a language, instead of the demo's (e.g. the
   * published real answer, tests/fixtures/whise/response_api_estates_list.json).
   */
  estates?: (lang: Lang) => Json[];
}

type Json = Record<string, unknown>;
const LANGS: Lang[] = ['nl', 'fr', 'en', 'de'];

const langOf = (languageId: unknown): Lang => LANGS.find((l) => WHISE_LANGUAGE[l] === languageId) ?? 'en';

const texts = (byLang: Record<Lang, string>): Json[] =>
  LANGS.map((l) => ({ content: byLang[l], languageId: WHISE_LANGUAGE[l] }));

function purposeStatus(goal: number, marquee: number): number {
  const rent = goal !== 0;
  if (marquee === MARQUEE.sold) return WHISE_PURPOSE_STATUS.sold;
  if (marquee === MARQUEE.rented) return WHISE_PURPOSE_STATUS.rented;
  if (marquee === MARQUEE.option) return rent ? WHISE_PURPOSE_STATUS.forRentOption : WHISE_PURPOSE_STATUS.forSaleOption;
  return rent ? WHISE_PURPOSE_STATUS.forRent : WHISE_PURPOSE_STATUS.forSale;
}

/** A value as the real answer writes details: a text ('2009', '1' for yes, '08/18/2025 00:00' for a day). */
function detailText(value: unknown, field: string): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (field === 'Energy.CertificateEndDate' && typeof value === 'string') {
    const [y, m, d] = value.split('-');
    return `${m}/${d}/${y} 00:00`;
  }
  return String(value);
}

/** The demo's detail groups as Whise details, under Whise's ids (whise-map.ts DETAIL_ID), values as texts. */
function detailsOf(p: PropertyRecord): Json[] {
  const out: Json[] = [];
  const groups = p.Details as unknown as Record<string, Record<string, unknown> | null>;
  const fieldValue = (field: string): unknown => {
    if (field === 'Position.Lat') return p.Lat;
    if (field === 'Position.Lng') return p.Lng;
    if (field === 'Rooms.IndoorParkings') return p.Details.Rooms.Parkings;
    if (field === 'Rooms.OutdoorParkings') return p.Details.Rooms.Parkings === null ? null : 0;
    if (field === 'Energy.Label') return p.EPCLabelText || null;
    const [group, name] = field.split('.') as [string, string];
    return groups[group]?.[name];
  };
  for (const [field, id] of Object.entries(DETAIL_ID)) {
    const value = fieldValue(field);
    if (value !== null && value !== undefined) out.push({ value: detailText(value, field), id, type: 'char' });
  }
  return out;
}

/** A condition as Whise's `state` (whise-map.ts WHISE_STATE), or null. */
function stateOf(condition: string | null): Json | null {
  const id = Object.entries(WHISE_STATE).find(([, c]) => c === condition)?.[0];
  return id ? { id: Number(id) } : null;
}

/** Fields of an estate with a value (the real answer leaves a field out rather than writing null). */
const present = (fields: Json): Json =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined && v !== ''));

/** The demo's agents as Whise representatives. */
function representative(demo: DemoData, agentId: number | null): Json[] {
  const a = demo.agents.find((x) => x.ID === agentId);
  return a
    ? [{ id: a.ID, firstName: a.FirstName, name: a.LastName, email: a.Email, phone: a.Phone, mobile: a.Mobile }]
    : [];
}

let pictureHost = FAKE_PICTURE_HOST;
const pictures = (names: string[]): Json[] =>
  names.map((name, i) => ({
    id: i + 1,
    order: i + 1,
    orientation: 'Landscape',
    urlLarge: `${pictureHost.replace(/\/+$/, '')}${photoUrl(name, 1360)}`,
    urlSmall: `${pictureHost.replace(/\/+$/, '')}${photoUrl(name, 400)}`,
    updateDateTime: '2025-04-28T07:14:35.41',
  }));

/** One demo listing as a Whise estate, with its city and texts in `lang`, in the real answer's shapes. */
function estateOfProperty(demo: DemoData, p: PropertyRecord, lang: Lang): Json {
  const category = whiseTypeOf(p.WebIDs);
  const d = p.Details;
  return present({
    id: p.ID,
    address: p.Street,
    area: d.Surfaces.Living,
    city: p.City.Name[lang],
    createDateTime: `${p.PublicationDate}T09:14:34.64`,
    currency: '€',
    // the real answer holds these only as true (absent in half its estates); a hidden price or address is written false
    displayAddress: p.PublishAddress,
    displayPrice: p.PublishPrice,
    displayStatusId: WHISE_DISPLAY_STATUS.online,
    // the real answer writes the energy value as a text range ('179-179')
    energyClass: p.EPCLabelText,
    energyValue: p.EnergyPerformance === null ? null : `${p.EnergyPerformance}-${p.EnergyPerformance}`,
    garage: (d.Rooms.Garages ?? 0) > 0 ? 1 : 0,
    gardenArea: d.Surfaces.Garden,
    groundArea: d.Surfaces.Ground,
    investmentEstate: category?.investmentEstate ? true : null,
    name: p.Title[lang],
    number: p.HouseNumber,
    parking: (d.Rooms.Parkings ?? 0) > 0 ? 1 : 0,
    price: p.Price,
    referenceNumber: p.RecordFile,
    shortDescription: texts(p.Description),
    sms: texts(p.Title),
    zip: p.City.Zip,
    category: category ? { id: category.category } : null,
    subCategory: category?.subCategory ? { id: category.subCategory } : null,
    country: { id: p.City.CountryID === COUNTRY.luxembourg ? WHISE_COUNTRY_LUXEMBOURG : WHISE_COUNTRY_BELGIUM },
    status: { id: WHISE_STATUS.active },
    purpose: { id: p.Goal === 0 ? WHISE_PURPOSE.sale : WHISE_PURPOSE.rent },
    purposeStatus: { id: purposeStatus(p.Goal, p.Marquee) },
    state: stateOf(d.Building.Condition),
    pictures: pictures(p.Photos),
    details: detailsOf(p),
    availabilityDateTime: p.AvailableFrom ? `${p.AvailableFrom}T00:00:00` : null,
    bathRooms: d.Rooms.Bathrooms,
    fronts: d.Building.FacadeCount,
    rooms: d.Rooms.Bedrooms,
    box: p.BoxNr,
    // the real answer writes the floor as a text
    floor: d.Rooms.Floor === null ? null : String(d.Rooms.Floor),
    parentId: p.ProjectID,
    // put online: in the real answer only some estates carry it; createDateTime is the same day here
    putOnlineDateTime: p.ID % 2 === 0 ? `${p.PublicationDate}T09:43:37.84` : null,
    linkVirtualVisit: p.VirtualTourUrl,
    linkVideo: p.VideoUrl,
    representatives: representative(demo, p.AgentID),
  });
}

/** A demo project as a Whise estate (its units name it as their parentId; `canHaveChildren` as in the real answer). */
function estateOfProject(demo: DemoData, p: ProjectRecord, lang: Lang): Json {
  return present({
    id: p.ID,
    address: p.Street,
    city: p.City.Name[lang],
    createDateTime: `${p.PublicationDate}T09:14:34.64`,
    displayAddress: p.PublishAddress,
    displayStatusId: WHISE_DISPLAY_STATUS.online,
    name: p.Name[lang],
    number: p.HouseNumber,
    shortDescription: texts(p.Description),
    sms: texts(p.Summary),
    zip: p.City.Zip,
    category: { id: 2 },
    country: { id: p.City.CountryID === COUNTRY.luxembourg ? WHISE_COUNTRY_LUXEMBOURG : WHISE_COUNTRY_BELGIUM },
    status: { id: WHISE_STATUS.active },
    purpose: { id: p.Goal === 0 ? WHISE_PURPOSE.sale : WHISE_PURPOSE.rent },
    purposeStatus: { id: p.Goal === 0 ? WHISE_PURPOSE_STATUS.forSale : WHISE_PURPOSE_STATUS.forRent },
    pictures: pictures(p.Photos),
    details: [
      { value: String(p.Lat), id: DETAIL_ID['Position.Lat'], type: 'float' },
      { value: String(p.Lng), id: DETAIL_ID['Position.Lng'], type: 'float' },
    ],
    availabilityDateTime: p.Delivery ? `${p.Delivery}-01T00:00:00` : null,
    canHaveChildren: true,
    putOnlineDateTime: `${p.PublicationDate}T09:43:37.84`,
    representatives: representative(demo, p.AgentID),
  });
}

/**
 * An estate whose every optional field holds a value Whise's types cannot hold (a word where
 * a number belongs, an object where a text belongs, a list where an `{ id }` belongs): the
 * whise provider must list it with those facts empty (docs/provider.md "Unreadable fields").
 */
export const UNREADABLE_ESTATE_ID = 999_002;
export function unreadableEstate(): Json {
  return {
    id: UNREADABLE_ESTATE_ID,
    referenceNumber: { code: 'W-1' },
    name: ['Villa'],
    address: { street: 'Kerkstraat' },
    number: { n: 1 },
    box: ['A'],
    zip: { code: '9000' },
    city: ['Gent'],
    country: 'Belgium',
    price: 'on request',
    displayPrice: 'perhaps',
    displayAddress: 'perhaps',
    category: 'House',
    subCategory: [13],
    investmentEstate: 'sometimes',
    purpose: 'sale',
    purposeStatus: { id: 'sold' },
    status: 'active',
    state: 'good',
    displayStatusId: 'online',
    rooms: 'four',
    bedrooms: 'four',
    bathRooms: 'two',
    bathrooms: 'two',
    area: 'large',
    groundArea: 'large',
    gardenArea: 'green',
    floor: 'RDC',
    fronts: 'two',
    xPos: 'north',
    yPos: 'east',
    energyValue: 'C-ish',
    energyClass: { label: 'C' },
    createDateTime: 'yesterday',
    putOnlineDateTime: 'last week',
    availabilityDateTime: 'soon',
    parentId: 'project',
    linkVirtualVisit: { url: 'x' },
    link3DModel: ['x'],
    linkVideo: { href: 'x' },
    pictures: 'none',
    shortDescription: 'Une maison',
    longDescription: { fr: 'Une maison' },
    sms: 7,
    details: { 14: '2009' },
    representatives: 'Sophie',
  };
}

/** Every demo estate (projects and listings) in one language, newest first. */
export function estatesFromDemo(demo: DemoData, lang: Lang): Json[] {
  return [
    ...demo.projects.map((p) => estateOfProject(demo, p, lang)),
    ...demo.properties.map((p) => estateOfProperty(demo, p, lang)),
  ].sort((a, b) => String(b.createDateTime).localeCompare(String(a.createDateTime)) || Number(b.id) - Number(a.id));
}

export interface FakeWhise {
  readonly demo: DemoData;
  readonly base: string;
  /** Every call, in order (token calls included). */
  readonly calls: FakeWhiseCall[];
  /** Contacts upserted (v1/contacts/upsert and create), in order. */
  readonly contacts: Json[];
  /** Calendar events created (v1/calendars/create), in order. */
  readonly events: Json[];
  fetch: typeof fetch;
  failNext(...failures: WhiseFailure[]): void;
  reset(): void;
  install(): () => void;
}

export function createFakeWhise(options: FakeWhiseOptions = {}): FakeWhise {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const demo = generateDemo({
    today,
    seed: DEFAULT_SEED,
    ...(options.properties !== undefined ? { properties: options.properties } : {}),
    ...(options.projects !== undefined ? { projects: options.projects } : {}),
  });
  const base = (options.base ?? FAKE_WHISE_BASE).replace(/\/+$/, '');
  pictureHost = options.pictureHost ?? FAKE_PICTURE_HOST;
  const byLang = new Map(LANGS.map((l) => [l, options.estates ? options.estates(l) : estatesFromDemo(demo, l)]));
  const calls: FakeWhiseCall[] = [];
  const contacts: Json[] = [];
  const events: Json[] = [];
  let failures: WhiseFailure[] = [];
  let validTokens = new Set<string>();
  let issued = 0;
  let contactIds = 9000;

  const answer = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

  function handle(endpoint: string, body: Json, bearer: string | null): Response {
    const failure = failures[0];
    if (failure === 'rate-limit' || failure === 'server-error') {
      failures.shift();
      return failure === 'rate-limit'
        ? answer(429, { Message: 'Too many requests' }, { 'retry-after': options.retryAfter ?? '1' })
        : answer(500, { Message: 'Internal error' });
    }
    if (failure === 'expire-token' && endpoint !== 'token' && endpoint !== 'v1/admin/clients/token') {
      failures.shift();
      validTokens = new Set();
    }
    if (failure === 'refused' && endpoint !== 'token' && endpoint !== 'v1/admin/clients/token') {
      failures.shift();
      return answer(200, {
        isValidRequest: false,
        validationErrors: [{ code: 'InvalidValue', message: 'A field is not valid' }],
      });
    }
    if (endpoint === 'token') {
      if (body.Username !== FAKE_WHISE_USERNAME || body.Password !== FAKE_WHISE_PASSWORD) return answer(401, {});
      const token = `account-${++issued}`;
      validTokens.add(token);
      return answer(200, { token, retCode: 0 });
    }
    if (!bearer || !validTokens.has(bearer)) return answer(401, { Message: 'Authorization has been denied' });
    switch (endpoint) {
      case 'v1/admin/clients/token': {
        if (body.ClientId !== FAKE_WHISE_CLIENT_ID) return answer(400, { Message: 'Unknown client' });
        const token = `client-${++issued}`;
        validTokens.add(token);
        return answer(200, { token, retCode: 0 });
      }
      case 'v1/estates/list': {
        const filter = (body.Filter ?? {}) as Json;
        const page = (body.Page ?? {}) as { Limit?: number; Offset?: number };
        let estates = byLang.get(langOf(filter.LanguageId)) ?? [];
        const ids = filter.EstateIds as number[] | undefined;
        if (ids) estates = estates.filter((e) => ids.includes(e.id as number));
        const offset = page.Offset ?? 0;
        let slice = estates.slice(offset, offset + (page.Limit ?? estates.length));
        if (failures[0] === 'malformed-item') {
          failures.shift();
          slice = [...slice.slice(0, 2), { id: 'nine-nine-nine', price: 350000 }, ...slice.slice(2)];
        }
        if (failures[0] === 'unreadable-fields') {
          failures.shift();
          slice = [...slice.slice(0, 2), unreadableEstate(), ...slice.slice(2)];
        }
        return answer(200, { estates: slice, totalCount: estates.length, isValidRequest: true });
      }
      case 'v1/estates/usedcities/list': {
        const lang = langOf(((body.Filter ?? {}) as Json).LanguageId);
        const seen = new Map<string, Json>();
        for (const e of byLang.get(lang) ?? []) seen.set(String(e.zip), { name: e.city, zip: e.zip });
        return answer(200, { cities: [...seen.values()], totalCount: seen.size });
      }
      case 'v1/estates/owned/list': {
        const owner = demo.owners.find(
          (o) =>
            typeof body.ContactUsername === 'string' &&
            [o.Email.toLowerCase(), fakeWhiseOwnerUsername(o.Email).toLowerCase()].includes(
              body.ContactUsername.trim().toLowerCase(),
            ) &&
            body.ContactPassword === FAKE_WHISE_OWNER_PASSWORD,
        );
        if (!owner)
          return answer(200, {
            isValidRequest: false,
            validationErrors: [{ code: 'FailedAuthentication', message: 'Invalid contact credentials' }],
          });
        const page = (body.Page ?? {}) as { Limit?: number; Offset?: number };
        const lang = langOf(((body.Filter ?? {}) as Json).LanguageId);
        const estates = (byLang.get(lang) ?? []).filter((e) => owner.PropertyIDs.includes(e.id as number));
        const offset = page.Offset ?? 0;
        return answer(200, {
          estates: estates.slice(offset, offset + (page.Limit ?? estates.length)),
          totalCount: estates.length,
          isValidRequest: true,
        });
      }
      case 'v1/contacts/list': {
        const email = ((body.Filter ?? {}) as Json).PrivateEmail;
        const found = demo.owners
          .filter((o) => typeof email === 'string' && o.Email.toLowerCase() === email.toLowerCase())
          .map((o) => ({
            id: fakeWhiseContactId(o.ID),
            firstName: o.FirstName,
            name: o.LastName,
            privateEmail: o.Email,
            languageId: WHISE_LANGUAGE[o.Language],
          }));
        return answer(200, { contacts: found, totalCount: found.length });
      }
      case 'v1/activities/calendars':
      case 'v1/activities/histories': {
        const ids = (((body.Filter ?? {}) as Json).EstateIds as number[] | undefined) ?? [];
        /** The fields every Whise activity has, a calendar entry or a history one. */
        const common = (a: { ID: number; Type: string; Contact: string; Comment: string }) => ({
          id: a.ID,
          typeName: a.Type,
          contactName: a.Contact,
          comments: a.Comment,
        });
        const ofEstates = <T extends { PropertyID: number }>(list: T[]) =>
          list.filter((a) => ids.includes(a.PropertyID));
        const activities =
          endpoint === 'v1/activities/calendars'
            ? ofEstates(demo.activity.visits).map((v) => ({
                ...common(v),
                startDateTime: v.Date,
                statusName: v.Status,
              }))
            : ofEstates(demo.activity.communications).map((c) => ({
                ...common(c),
                date: c.Date,
                subject: c.Subject,
                direction: c.Direction,
              }));
        return answer(200, { activities, totalCount: activities.length });
      }
      case 'v1/contacts/create':
      case 'v1/contacts/upsert': {
        const contactId = ++contactIds;
        contacts.push({ ...body, contactId });
        return answer(200, { contactId, isValidRequest: true });
      }
      case 'v1/calendars/create': {
        events.push(body);
        return answer(200, { calendarId: 70_000 + events.length, isValidRequest: true });
      }
      default:
        return answer(404, { Message: `No such endpoint: ${endpoint}` });
    }
  }

  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const endpoint = url.pathname.replace(/^\/+/, '');
    const text = await request.text();
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      return answer(400, { Message: 'Body is not JSON' });
    }
    const auth = request.headers.get('authorization');
    const response = handle(endpoint, body, auth?.startsWith('Bearer ') ? auth.slice(7) : null);
    calls.push({ endpoint, body, status: response.status });
    return response;
  }) as typeof fetch;

  return {
    demo,
    base,
    calls,
    contacts,
    events,
    fetch: fakeFetch,
    failNext(...next) {
      failures.push(...next);
    },
    reset() {
      calls.length = 0;
      contacts.length = 0;
      events.length = 0;
      failures = [];
      validTokens = new Set();
    },
    install() {
      const original = globalThis.fetch;
      globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        return url.startsWith(base) ? fakeFetch(input, init) : original(input, init);
      }) as typeof fetch;
      return () => {
        globalThis.fetch = original;
      };
    },
  };
}
