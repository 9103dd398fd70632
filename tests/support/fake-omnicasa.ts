/**
 * A fake Omnicasa website API for tests (docs/provider.md): a `fetch`-compatible function that
 * answers `GET {base}/OmnicasaService.svc/{Method}Json?json=…` in the real envelope
 * `{ "{Method}JsonResult": { Success, Code, Message, Value } }` from a small fixture set in four
 * languages (LanguageId NL 1, FR 2, EN 3, DE 4), with Omnicasa's loose typing: numbers as
 * strings, empty values as null or '-', WCF dates, GoogleX latitude / GoogleY longitude, and an
 * agency whose sold/rented marquees are 7/8 while its "option" marquee is 3.
 *
 * It checks CustomerName/CustomerPassword inside the json parameter, records every call, and
 * can be told to fail per method (or '*'): `Success: false`, malformed JSON, a wrong shape, a
 * wrong field type, HTTP 500, a delay, or hanging until the request's signal aborts.
 *
 * Use it as the provider's `fetch` option, or install it over globalThis.fetch inside workerd
 * tests (`const restore = fake.install(); … restore()`): the documents' URLs (FIXTURE_DOCUMENT_HOST)
 * answer small PDFs, other URLs pass through.
 */

import { PROPERTY_DETAIL_FIELD_NAMES } from '../../worker/provider/omnicasa/schema';

export type FailureMode =
  | { kind: 'success-false'; code?: number; message?: string }
  | { kind: 'malformed-json' }
  | { kind: 'wrong-shape' }
  | { kind: 'missing-result' }
  /** A list's item `index` (default 0) gets a word as Price and ID; a single Value a wrong ID. */
  | { kind: 'bad-field'; index?: number }
  /**
   * A list's item `index` (default 0), or a single Value, gets an object where each optional
   * field of a property's detail belongs (omnicasa-schema.ts PROPERTY_DETAIL_FIELD_NAMES; its
   * ID and Goal stay): the provider must keep the property with those facts empty.
   */
  | { kind: 'unreadable-fields'; index?: number }
  | { kind: 'http-500' }
  | { kind: 'delay'; ms: number }
  /** Answers normally once `until` resolves: what the worker sent before that did not wait for the call. */
  | { kind: 'held'; until: Promise<void> }
  | { kind: 'hang' };

export interface FakeCall {
  method: string;
  /** The full URL asked for. */
  url: string;
  /** The decoded json parameter. */
  json: Record<string, unknown>;
}

export interface FakeOmnicasaOptions {
  baseUrl?: string;
  customerName?: string;
  customerPassword?: string;
}

type L = { en: string; nl: string; fr: string; de: string };
type Row = Record<string, unknown>;

const LANG_OF_ID: Record<number, keyof L> = { 1: 'nl', 2: 'fr', 3: 'en', 4: 'de' };
const all = (s: string): L => ({ en: s, nl: s, fr: s, de: s });
const wcf = (iso: string): string => `/Date(${Date.parse(iso)}+0100)/`;

/** The person and demand ids the fake CRM answers to ContactOnMe / DemandRegister. */
export const FAKE_PERSON_ID = 7001;
export const FAKE_DEMAND_ID = 8001;

// ── fixtures ───────────────────────────────────────────────────────────────────────────

export const FIXTURE_CITIES: { Zip: string; CountryID: number; Name: L }[] = [
  { Zip: '1000', CountryID: 10, Name: { en: 'Brussels', nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel' } },
  { Zip: '4000', CountryID: 10, Name: { en: 'Liège', nl: 'Luik', fr: 'Liège', de: 'Lüttich' } },
  { Zip: '9000', CountryID: 10, Name: { en: 'Ghent', nl: 'Gent', fr: 'Gand', de: 'Gent' } },
  { Zip: '2000', CountryID: 10, Name: { en: 'Antwerp', nl: 'Antwerpen', fr: 'Anvers', de: 'Antwerpen' } },
  { Zip: '1450', CountryID: 50, Name: { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' } },
];

export const FIXTURE_TYPES: { ID: number; WebID: number; ShowOrder: number; Sale: unknown; Rent: unknown; Name: L }[] =
  [
    {
      ID: 101,
      WebID: 1,
      ShowOrder: 1,
      Sale: true,
      Rent: 'true',
      Name: { en: 'House', nl: 'Huis', fr: 'Maison', de: 'Haus' },
    },
    {
      ID: 102,
      WebID: 2,
      ShowOrder: 2,
      Sale: 1,
      Rent: 1,
      Name: { en: 'Apartment', nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' },
    },
    {
      ID: 104,
      WebID: 4,
      ShowOrder: 3,
      Sale: true,
      Rent: false,
      Name: { en: 'Land', nl: 'Grond', fr: 'Terrain', de: 'Grundstück' },
    },
    {
      ID: 106,
      WebID: 6,
      ShowOrder: '4' as unknown as number,
      Sale: true,
      Rent: true,
      Name: { en: 'Commercial', nl: 'Handelspand', fr: 'Commerce', de: 'Gewerbe' },
    },
  ];

/** Agency marquees: 1 new, 3 option (NOT sold here), 7 sold, 8 rented. */
export const FIXTURE_SUBSTATUSES: { ID: number; Marquee: number; StatusID: number; Name: L }[] = [
  { ID: 21, Marquee: 1, StatusID: 1, Name: { en: 'New', nl: 'Nieuw', fr: 'Nouveau', de: 'Neu' } },
  { ID: 22, Marquee: 3, StatusID: 1, Name: { en: 'Under option', nl: 'Optie', fr: 'Sous option', de: 'Reserviert' } },
  { ID: 23, Marquee: 7, StatusID: 2, Name: { en: 'Sold', nl: 'Verkocht', fr: 'Vendu', de: 'Verkauft' } },
  { ID: 24, Marquee: 8, StatusID: 4, Name: { en: 'Rented', nl: 'Verhuurd', fr: 'Loué', de: 'Vermietet' } },
];

interface FixtureProperty {
  ID: number | string;
  Goal: number | string;
  WebID: number;
  WebIDs?: string;
  zip: string;
  Price: unknown;
  PublishPrice?: unknown;
  PriceUnit?: unknown;
  PublishAddress?: unknown;
  Street?: string;
  HouseNumber?: unknown;
  Marquee?: unknown;
  MarqueeName?: L;
  BedRooms?: unknown;
  BathRooms?: unknown;
  SurfaceLiving?: unknown;
  Garages?: unknown;
  GoogleX?: unknown;
  GoogleY?: unknown;
  EnergyPerformance?: unknown;
  EPCLabelText?: unknown;
  created: string;
  RecordFile?: unknown;
  IsNew?: unknown;
  IsArriving?: unknown;
  IsDiscreet?: unknown;
  ProjectID?: unknown;
  UserID?: unknown;
  Title?: L;
  hasParking?: boolean;
  hasGarden?: boolean;
  hasTerrace?: boolean;
  /** No photo (SmallPictureItem null), as an imported plot often has. */
  noPicture?: boolean;
}

export const FIXTURE_PROPERTIES: FixtureProperty[] = [
  {
    ID: 101,
    Goal: 0,
    WebID: 1,
    WebIDs: '1',
    zip: '1000',
    Price: '450000',
    PublishPrice: true,
    PublishAddress: 'true',
    Street: 'Rue Haute',
    HouseNumber: 12,
    Marquee: 1,
    BedRooms: '3',
    BathRooms: '-',
    SurfaceLiving: '180.5',
    Garages: '2',
    GoogleX: '50.8466',
    GoogleY: '4.3528',
    EnergyPerformance: '150',
    EPCLabelText: '-',
    created: '2026-01-10T09:00:00Z',
    RecordFile: 'REF-101',
    IsNew: true,
    UserID: 7,
    hasGarden: true,
    Title: {
      en: 'Bright town house',
      nl: 'Lichtrijke stadswoning',
      fr: 'Maison de ville lumineuse',
      de: 'Helles Stadthaus',
    },
  },
  {
    ID: '102',
    Goal: '0',
    WebID: 2,
    zip: '9000',
    Price: 250000,
    PublishAddress: false,
    Street: 'Veldstraat',
    HouseNumber: '5',
    Marquee: '7',
    GoogleX: 51.0543,
    GoogleY: 3.7174,
    created: '2025-11-02T09:00:00Z',
    RecordFile: 'REF-102',
    UserID: 8,
    BedRooms: 2,
  },
  {
    ID: 103,
    Goal: 1,
    WebID: 2,
    zip: '4000',
    Price: '950',
    PriceUnit: '2',
    PublishPrice: false,
    PublishAddress: true,
    Street: 'Rue Léopold',
    HouseNumber: '8',
    Marquee: 8,
    created: '2025-12-01T09:00:00Z',
    RecordFile: null,
    BedRooms: '1',
    hasTerrace: true,
  },
  {
    ID: 104,
    Goal: 1,
    WebID: 1,
    zip: '1000',
    Price: 1800,
    PriceUnit: 2,
    PublishAddress: true,
    Street: 'Avenue Louise',
    HouseNumber: '200',
    Marquee: 3,
    created: '2026-02-01T09:00:00Z',
    RecordFile: 'REF-104',
    BedRooms: 4,
    Garages: 1,
    hasParking: true,
    UserID: 7,
  },
  {
    ID: 105,
    Goal: 0,
    WebID: 4,
    WebIDs: '4,1',
    zip: '2000',
    Price: '-',
    PublishAddress: true,
    Street: 'Meir',
    HouseNumber: '-',
    Marquee: null,
    created: '2025-10-15T09:00:00Z',
    RecordFile: '-',
    GoogleX: '0',
    GoogleY: '0',
    noPicture: true,
  },
  {
    ID: 106,
    Goal: 2,
    WebID: 6,
    zip: '2000',
    Price: 120000,
    PublishAddress: true,
    Street: 'Groenplaats',
    HouseNumber: '1',
    created: '2025-09-01T09:00:00Z',
    RecordFile: 'REF-106',
  },
  {
    ID: 107,
    Goal: 0,
    WebID: 2,
    zip: '1000',
    Price: 300000,
    PublishAddress: true,
    Street: 'Rue Neuve',
    HouseNumber: '3',
    created: '2026-01-20T09:00:00Z',
    RecordFile: 'REF-107',
    ProjectID: 501,
    BedRooms: 2,
  },
  {
    ID: 108,
    Goal: 0,
    WebID: 2,
    zip: '1000',
    Price: '340000',
    PublishAddress: true,
    Street: 'Rue Neuve',
    HouseNumber: '3B',
    Marquee: 7,
    created: '2026-01-21T09:00:00Z',
    RecordFile: 'REF-108',
    ProjectID: '501',
    BedRooms: 3,
  },
  {
    ID: 109,
    Goal: 0,
    WebID: 1,
    zip: '1450',
    Price: 900000,
    PublishAddress: false,
    Street: 'Boulevard Royal',
    Marquee: 0,
    created: '2025-08-01T09:00:00Z',
    RecordFile: 'REF-109',
    IsDiscreet: 'true',
    BedRooms: 5,
    Garages: 3,
  },
  {
    ID: 110,
    Goal: 1,
    WebID: 2,
    zip: '9000',
    Price: '1100',
    PriceUnit: 2,
    PublishAddress: true,
    Street: 'Korenmarkt',
    HouseNumber: '9',
    created: '2026-02-10T09:00:00Z',
    RecordFile: 'REF-110',
    IsArriving: 1,
    Garages: 1,
  },
  {
    ID: 111,
    Goal: 0,
    WebID: 1,
    zip: '4000',
    Price: 280000,
    PublishAddress: true,
    Street: 'Rue Saint-Gilles',
    HouseNumber: '40',
    created: '2025-12-20T09:00:00Z',
    RecordFile: 'REF-111',
    BedRooms: 3,
  },
  {
    ID: 112,
    Goal: 0,
    WebID: 2,
    zip: '4000',
    Price: 199000,
    PublishAddress: true,
    Street: 'Rue Féronstrée',
    HouseNumber: '2',
    created: '2026-01-05T09:00:00Z',
    RecordFile: 'REF-112',
    BedRooms: 1,
  },
];

/** Detail-only fields of property 101 (GetProperty). */
export const FIXTURE_DETAIL_101: Row = {
  Description: {
    en: '<p>Beautiful &amp; bright</p><p>Second<br>line</p><script>alert(1)</script>',
    nl: '<p>Mooi &amp; licht</p>',
    fr: '<p>Belle &amp; lumineuse</p>',
    de: '<p>Schön &amp; hell</p>',
  },
  SurfaceTotal: '250',
  Facades: '4',
  Heating: 'gas',
  Toilets: '2',
  ConstructionYear: '1998',
  RenovationYear: '-',
  FloodZone: 'none',
  BuildingPermit: 'true',
  ChargesOwner: null,
  ViagerBouquet: '-',
  VideoUrl: 'javascript:alert(1)',
  VirtualTourUrl: 'https://tour.example/101',
  AvailableFrom: '15/03/2026',
  EPCEndDate: wcf('2034-05-01T00:00:00Z'),
};

export const FIXTURE_PICTURES: Row[] = [
  { ID: 9012, ObjectID: 101, Url: 'https://img.example/101/2.jpg', Width: '1360', Height: '1020', Order: 2 },
  { ID: 9011, ObjectID: 101, Url: 'https://img.example/101/1.jpg', Width: 1360, Height: 1020, Order: 1 },
  { ID: 9013, ObjectID: 101, Url: 'javascript:alert(1)', Order: 3 },
  { ID: 9021, ObjectID: 102, Url: 'https://img.example/102/1.jpg', Order: 1 },
];

export const FIXTURE_PROJECTS: Row[] = [
  {
    ID: 501,
    Name: {
      en: 'Sunfield Residence',
      nl: 'Residentie Zonneveld',
      fr: 'Résidence Champ-Soleil',
      de: 'Residenz Sonnenfeld',
    },
    Street: 'Rue Neuve',
    HouseNumber: '3',
    Zip: '1000',
    City: 'city:1000',
    CountryID: 10,
    Goal: 0,
    PublishAddress: true,
    ShortDescription: all('<b>Twelve</b> flats'),
    Description: all('<p>A new building.</p>'),
    GoogleX: '50.85',
    GoogleY: '4.355',
    Delivery: '2027-06',
    CreatedDate: wcf('2025-12-01T00:00:00Z'),
    UserID: 7,
    XLargePictureItems: [{ ID: 1, Url: 'https://img.example/p501/1.jpg', Width: 1360, Height: 1020 }],
  },
  {
    ID: 502,
    Name: all('Korenmarkt Lofts'),
    Street: 'Korenmarkt',
    HouseNumber: '20',
    Zip: '9000',
    City: 'city:9000',
    CountryID: '10',
    Goal: 1,
    ShortDescription: '-',
    CreatedDate: wcf('2026-01-15T00:00:00Z'),
  },
];

export const FIXTURE_USERS: Row[] = [
  {
    ID: 7,
    FirstName: 'Anna',
    LastName: 'Janssens',
    Function: { en: 'Estate agent', nl: 'Vastgoedmakelaar', fr: 'Agent immobilier', de: 'Immobilienmaklerin' },
    Email: 'anna@agency.example',
    Phone: '02 123 45 67',
    GSM: '0470 12 34 56',
    Languages: 'nl,fr,en',
  },
  {
    ID: 8,
    Name: 'Marc Dubois',
    Function: all('Manager'),
    Email: 'marc@agency.example',
    Phone: '-',
    GSM: null,
    Languages: 'fr',
  },
];

export const FIXTURE_OWNERS: (Row & { Password: string; properties: number[] })[] = [
  {
    ID: 9001,
    Email: 'owner@example.com',
    Password: 'demo-owner-2026',
    FirstName: 'Olivia',
    LastName: 'Owner',
    LanguageId: 1,
    UserID: 7,
    properties: [101, 104],
  },
  {
    ID: 9002,
    Email: 'other@example.com',
    Password: 'other-pass-1',
    FirstName: 'Otto',
    LastName: 'Other',
    LanguageId: '4',
    UserID: '-',
    properties: [102],
  },
];

export const FIXTURE_CALENDAR: Row[] = [
  {
    ID: 1,
    ObjectID: 101,
    Date: wcf('2026-02-01T10:00:00Z'),
    TypeName: 'Visit',
    PersonName: 'Jan Peeters',
    StatusName: 'done',
    Description: 'Liked the <b>garden</b>',
  },
  {
    ID: 2,
    ObjectID: 101,
    Date: wcf('2026-02-05T15:30:00Z'),
    TypeName: 'Second visit',
    PersonName: 'Jan Peeters',
    StatusName: 'planned',
    Description: null,
  },
  {
    ID: 3,
    ObjectID: 102,
    Date: wcf('2026-02-06T15:30:00Z'),
    TypeName: 'Visit',
    PersonName: 'Someone Else',
    StatusName: 'done',
    Description: '',
  },
];
export const FIXTURE_AUTOMATIC: Row[] = [
  {
    ID: 11,
    ObjectID: 101,
    Date: '2026-02-02T09:00:00',
    TypeName: 'email',
    PersonName: 'Anna Janssens',
    Subject: 'Visit report',
    Description: 'See attached.',
    Direction: 'out',
  },
];
export const FIXTURE_MEDIA_ONLINE: Row[] = [
  {
    ID: 21,
    ObjectID: 101,
    Date: '2026-01-11',
    TypeName: 'publication',
    PersonName: '-',
    Subject: 'Published',
    Description: '',
    StatusName: 'online',
    MediaName: 'Immoweb',
  },
  {
    ID: 22,
    ObjectID: 101,
    Date: '2026-01-15',
    TypeName: 'lead',
    PersonName: 'Eva De Smet',
    Subject: 'Question',
    Description: 'Is it still free?',
    StatusName: 'handled',
    MediaName: 'Zimmo',
  },
];
/** The owner's histories of a property, by the method that reads them (each filtered by ObjectID). */
const HISTORIES: Record<string, Row[]> = {
  GetCalendarHistories: FIXTURE_CALENDAR,
  GetAutomaticHistories: FIXTURE_AUTOMATIC,
  GetMediaOnlineHistories: FIXTURE_MEDIA_ONLINE,
};

export const FIXTURE_MEDIA_STATS: Row[] = [
  { ObjectID: 101, Date: '2026-02-08', MediaName: 'Website', Impressions: '120', Views: '14', Contacts: '1' },
  { ObjectID: 101, Date: '2026-02-09', MediaName: 'Immoweb', Impressions: 300, Views: 20, Contacts: '-' },
  { ObjectID: 101, Date: '2026-02-10', MediaName: 'Website', Impressions: 80, Views: 9, Contacts: 0 },
];
export const FIXTURE_VISIT_STATS: Record<number, Row> = {
  101: { Today: '3', ThisWeek: 12, ThisMonth: '40', Total: '250' },
  104: { Today: 0, ThisWeek: '-', ThisMonth: 2, Total: 7 },
};
/** Active demands of the agency's candidates (GetNumberOfDemands): a type and a price range. */
export const FIXTURE_DEMANDS: { WebID: number; min: number; max: number }[] = [
  { WebID: 1, min: 300000, max: 500000 },
  { WebID: 1, min: 400000, max: 600000 },
  { WebID: 2, min: 100000, max: 300000 },
  { WebID: 1, min: 1000, max: 2000 },
];

/** Document bytes served at the documents' URLs (the CRM's document store). */
export const FIXTURE_DOCUMENT_HOST = 'https://docs.example/';

export const FIXTURE_DOCUMENTS: Row[] = [
  {
    ID: 31,
    ObjectID: 101,
    Name: 'EPC certificate.pdf',
    CategoryName: 'EPC',
    Date: wcf('2025-12-01T00:00:00Z'),
    Size: '12345',
    Url: 'https://docs.example/epc-101.pdf',
  },
  {
    ID: 32,
    ObjectID: 101,
    Name: 'Brochure.pdf',
    CategoryName: 'Brochure',
    Date: '2026-01-10',
    Size: 20000,
    Url: 'https://docs.example/brochure-101.pdf',
    MimeType: 'application/pdf',
  },
  {
    ID: 33,
    ObjectID: 102,
    Name: 'Other.pdf',
    CategoryName: 'EPC',
    Date: '2026-01-10',
    Size: 1,
    Url: 'https://docs.example/other.pdf',
  },
];

/** A day `days` from `now` at `hour`:00 UTC, as ISO. */
const dayAt = (now: number, days: number, hour: number): string => {
  const d = new Date(now + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/**
 * Viewing appointments (GetAppointmentObject) per property, dated from the moment of the call,
 * in the spellings the adapter accepts. 101: one with free places (612), one full (613), one
 * past (614), one without a capacity (615) and one malformed; 104: only full ones.
 */
export function fixtureAppointments(objectId: number, now = Date.now()): Row[] {
  if (objectId === 101) {
    return [
      {
        ID: 612,
        StartDate: wcf(dayAt(now, 3, 16)),
        EndDate: wcf(dayAt(now, 3, 17)),
        MaxPersons: '4',
        NumberOfPersons: 1,
      },
      {
        AppointmentID: 613,
        BeginDate: `${dayAt(now, 5, 0).slice(0, 10)} 10:00:00`,
        MaxPersons: 2,
        Persons: [{ ID: 1 }, { ID: 2 }],
      },
      { ID: 614, StartDate: wcf(dayAt(now, -2, 16)), MaxPersons: 4 },
      { ID: 615, Date: `${dayAt(now, 7, 0).slice(0, 10)}T11:00:00` },
      { ID: 'soon', StartDate: 'next week' },
    ];
  }
  if (objectId === 104) {
    return [
      { ID: 620, StartDate: wcf(dayAt(now, 4, 16)), IsFull: 'true' },
      { ID: 621, StartDate: wcf(dayAt(now, 6, 16)), MaxPersons: 1, NumberOfRegistrations: '1' },
    ];
  }
  return [];
}

// ── rendering ──────────────────────────────────────────────────────────────────────────

const isL = (v: unknown): v is L =>
  !!v && typeof v === 'object' && !Array.isArray(v) && 'en' in v && 'nl' in v && 'fr' in v && 'de' in v;

/** A row in one language: every per-language text picked; 'city:ZIP' becomes the city name. */
function render(row: Row, lang: keyof L): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (isL(value)) out[key] = value[lang];
    else if (typeof value === 'string' && value.startsWith('city:'))
      out[key] = FIXTURE_CITIES.find((c) => c.Zip === value.slice(5))?.Name[lang] ?? '';
    else out[key] = value;
  }
  return out;
}

const typeOf = (webId: number) => FIXTURE_TYPES.find((t) => t.WebID === webId)!;
const cityOf = (zip: string) => FIXTURE_CITIES.find((c) => c.Zip === zip)!;

/** A property row as GetPropertyList answers it (the fixture plus derived texts). */
function propertyRow(p: FixtureProperty, lang: keyof L, detail = false): Row {
  const city = cityOf(p.zip);
  const type = typeOf(p.WebID);
  const marquee = p.Marquee === null || p.Marquee === undefined ? null : Number(p.Marquee);
  const sub = FIXTURE_SUBSTATUSES.find((s) => s.Marquee === marquee);
  const row: Row = {
    ID: p.ID,
    Goal: p.Goal,
    WebID: p.WebID,
    WebIDs: p.WebIDs ?? String(p.WebID),
    City: city.Name[lang],
    Zip: p.zip,
    CountryID: city.CountryID,
    CountryName:
      city.CountryID === 50 ? { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' }[lang] : '-',
    TypeDescription: type.Name[lang],
    MainTypeName: type.Name[lang],
    RecordFile: p.RecordFile ?? null,
    Marquee: p.Marquee ?? null,
    MarqueeName: sub ? sub.Name[lang] : '-',
    SmallPictureItem: p.noPicture
      ? null
      : {
          Url: `https://img.example/${p.ID}/small.jpg`,
          Width: '400',
          Height: 300,
          ID: Number(p.ID) * 10,
          Name: `p${p.ID}`,
        },
    Price: p.Price,
    PublishPrice: p.PublishPrice ?? true,
    PriceUnit: p.PriceUnit ?? 1,
    PriceUnitText: '-',
    PublishAddress: p.PublishAddress ?? false,
    Street: p.Street ?? '-',
    HouseNumber: p.HouseNumber ?? '-',
    BoxNr: '-',
    EnergyPerformance: p.EnergyPerformance ?? null,
    EPCLabelText: p.EPCLabelText ?? null,
    GoogleX: p.GoogleX ?? null,
    GoogleY: p.GoogleY ?? null,
    BedRooms: p.BedRooms ?? '-',
    BathRooms: p.BathRooms ?? null,
    SurfaceLiving: p.SurfaceLiving ?? null,
    Garages: p.Garages ?? 0,
    IsNew: p.IsNew ?? false,
    IsArriving: p.IsArriving ?? 0,
    IsDiscreet: p.IsDiscreet ?? 'false',
    CreatedDate: wcf(p.created),
    ProjectID: p.ProjectID ?? null,
    UserID: p.UserID ?? null,
    Status: 1,
    UnusedFutureField: { anything: true },
  };
  if (p.Title) row.Title = p.Title[lang];
  if (detail && Number(p.ID) === 101) Object.assign(row, render(FIXTURE_DETAIL_101, lang));
  return row;
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '-' || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);
const listOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

function sortRows(rows: FixtureProperty[], fields: string[], lang: keyof L): FixtureProperty[] {
  const value = (p: FixtureProperty, field: string): number | string | null => {
    switch (field) {
      case 'Price':
        return num(p.Price);
      case 'TypeDescription':
        return typeOf(p.WebID).Name[lang];
      case 'City':
        return cityOf(p.zip).Name[lang];
      case 'CreatedDate':
        return p.created;
      case 'ID':
        return Number(p.ID);
      default:
        return null;
    }
  };
  return [...rows].sort((a, b) => {
    for (const spec of fields) {
      const [field = '', dir] = spec.split(/\s+/);
      const sign = dir?.toUpperCase() === 'DESC' ? -1 : 1;
      const va = value(a, field);
      const vb = value(b, field);
      if (va === vb) continue;
      if (va === null) return 1;
      if (vb === null) return -1;
      const c = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb));
      if (c !== 0) return sign * c;
    }
    return 0;
  });
}

function filterProperties(json: Row, lang: keyof L): FixtureProperty[] {
  let rows = FIXTURE_PROPERTIES.slice();
  if (json.Goal !== undefined) rows = rows.filter((p) => Number(p.Goal) === Number(json.Goal));
  if (ids(json.WebIDs).length)
    rows = rows.filter((p) =>
      (p.WebIDs ?? String(p.WebID))
        .split(',')
        .map(Number)
        .some((w) => ids(json.WebIDs).includes(w)),
    );
  if (listOf(json.Zips).length) rows = rows.filter((p) => listOf(json.Zips).includes(p.zip));
  if (listOf(json.CityNames).length)
    rows = rows.filter((p) => listOf(json.CityNames).includes(cityOf(p.zip).Name[lang]));
  if (json.PriceFrom !== undefined) rows = rows.filter((p) => (num(p.Price) ?? -1) >= Number(json.PriceFrom));
  if (json.PriceTo !== undefined)
    rows = rows.filter((p) => num(p.Price) !== null && num(p.Price)! <= Number(json.PriceTo));
  if (json.MinRoom !== undefined) rows = rows.filter((p) => (num(p.BedRooms) ?? 0) >= Number(json.MinRoom));
  if (json.HasGarage) rows = rows.filter((p) => (num(p.Garages) ?? 0) > 0);
  if (json.HasParking) rows = rows.filter((p) => p.hasParking);
  if (json.HasGarden) rows = rows.filter((p) => p.hasGarden);
  if (json.HasTerrace) rows = rows.filter((p) => p.hasTerrace);
  if (json.ProjectID !== undefined) rows = rows.filter((p) => num(p.ProjectID) === Number(json.ProjectID));
  if (ids(json.IDs).length) rows = rows.filter((p) => ids(json.IDs).includes(Number(p.ID)));
  if (ids(json.SkipMarqueeList).length)
    rows = rows.filter((p) => !ids(json.SkipMarqueeList).includes(num(p.Marquee) ?? -1));
  return sortRows(rows, listOf(json.SortFields).length ? listOf(json.SortFields) : ['ID'], lang);
}

/** Items Limit1..Limit2 (1-based, inclusive) and RowsCount. */
function page<T>(rows: T[], json: Row): { Items: T[]; RowsCount: number; From: number; To: number } {
  const from = json.Limit1 === undefined ? 1 : Math.max(1, Number(json.Limit1));
  const to = json.Limit2 === undefined ? rows.length : Number(json.Limit2);
  return { Items: rows.slice(from - 1, Math.max(from - 1, to)), RowsCount: rows.length, From: from, To: to };
}

// ── the server ─────────────────────────────────────────────────────────────────────────

interface Answer {
  value: unknown;
  /** The first item's holder, for 'bad-field' (a list's Items[0] or the Value itself). */
}

export interface FakeOmnicasa {
  readonly baseUrl: string;
  readonly customerName: string;
  readonly customerPassword: string;
  /** Every call, oldest first. */
  readonly calls: FakeCall[];
  /** E-mail addresses the CRM sent its own forgotten-password mail to. */
  readonly forgotten: string[];
  /** The calls of one method. */
  callsOf(method: string): FakeCall[];
  /** The fetch function (give it to the provider, or install it). */
  fetch: typeof fetch;
  /** Fail `method` ('*' = every method) in this way, for the next `times` calls (default: until cleared). */
  fail(method: string, mode: FailureMode, times?: number): void;
  /** Forget failures. */
  clearFailures(): void;
  /** Forget calls and failures. */
  reset(): void;
  /** Replace globalThis.fetch (other URLs pass through); returns the function that restores it. */
  install(): () => void;
  /**
   * Answer properties in the field names public clients of the real API read (NumberOfBedRooms,
   * SurfaceGround, Zip as a number, SmallPicture as a URL, Ident, DescriptionA, VirtualTour,
   * sold/rented only through Status 2/4 without a marquee) until reset().
   */
  useRealNames(on?: boolean): void;
}

/** The worker's variables that select Omnicasa and point it at `fake` (its base URL and customer). */
export const omnicasaVariables = (fake: Pick<FakeOmnicasa, 'baseUrl' | 'customerName' | 'customerPassword'>) => ({
  PROVIDER: 'omnicasa',
  OMNICASA_BASE_URL: fake.baseUrl,
  OMNICASA_CUSTOMER_NAME: fake.customerName,
  OMNICASA_CUSTOMER_PASSWORD: fake.customerPassword,
});

/** A property row renamed as the real API names its fields (see FakeOmnicasa.useRealNames). */
export function inRealNames(row: Row): Row {
  const out: Row = { ...row };
  const rename = (from: string, to: string) => {
    if (from in out) {
      out[to] = out[from];
      delete out[from];
    }
  };
  rename('BedRooms', 'NumberOfBedRooms');
  rename('BathRooms', 'NumberOfBathRooms');
  rename('Garages', 'NumberOfGarages');
  rename('Toilets', 'NumberOfToilets');
  rename('RecordFile', 'Ident');
  rename('Description', 'DescriptionA');
  rename('VirtualTourUrl', 'VirtualTour');
  out.Zip = Number(out.Zip);
  const picture = out.SmallPictureItem as { Url?: string } | null;
  delete out.SmallPictureItem;
  if (picture?.Url) out.SmallPicture = picture.Url;
  out.SurfaceGround = Number(out.ID) === 101 ? '420' : null;
  // Sold (agency marquee 7) and rented (8) only through the main Status.
  const marquee = out.Marquee === null || out.Marquee === undefined ? null : Number(out.Marquee);
  if (marquee === 7 || marquee === 8) {
    out.Status = marquee === 7 ? 2 : 4;
    out.Marquee = null;
    out.MarqueeName = '-';
  }
  return out;
}

export function createFakeOmnicasa(options: FakeOmnicasaOptions = {}): FakeOmnicasa {
  const baseUrl = options.baseUrl ?? 'https://omnicasa.test/1.12';
  const customerName = options.customerName ?? 'agency-demo';
  const customerPassword = options.customerPassword ?? 's3cret-Pa55word';
  const calls: FakeCall[] = [];
  const forgotten: string[] = [];
  let failures: { method: string; mode: FailureMode; left: number }[] = [];
  let realNames = false;
  const named = (row: Row): Row => (realNames ? inRealNames(row) : row);

  const envelope = (method: string, result: Row): Response =>
    new Response(JSON.stringify({ [`${method}JsonResult`]: result }), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  const ok = (method: string, value: unknown): Response =>
    envelope(method, { Code: 0, Message: '', Success: true, Value: value });

  function answer(method: string, json: Row): Answer | null {
    const lang = LANG_OF_ID[Number(json.LanguageId)] ?? 'nl';
    switch (method) {
      case 'GetPropertyList':
        return {
          value: page(
            filterProperties(json, lang).map((p) => named(propertyRow(p, lang))),
            json,
          ),
        };
      case 'GetProperty': {
        const p = FIXTURE_PROPERTIES.find((x) => Number(x.ID) === Number(json.ID));
        return { value: p ? named(propertyRow(p, lang, true)) : null };
      }
      case 'GetPropertyPictureList':
        return {
          value: { Items: FIXTURE_PICTURES.filter((x) => ids(json.IDs).includes(Number(x.ObjectID))), RowsCount: 0 },
        };
      case 'GetWebIDList':
        return {
          value: page(
            FIXTURE_TYPES.map((t) => render(t as unknown as Row, lang)),
            json,
          ),
        };
      case 'GetCityListOfObjects': {
        const zips = new Set(
          FIXTURE_PROPERTIES.filter((p) => json.Goal === undefined || Number(p.Goal) === Number(json.Goal)).map(
            (p) => p.zip,
          ),
        );
        return {
          value: {
            Items: FIXTURE_CITIES.filter((c) => zips.has(c.Zip)).map((c) => ({
              Name: c.Name[lang],
              Zip: c.Zip,
              CountryID: String(c.CountryID),
              CountryName: '-',
            })),
          },
        };
      }
      case 'GetSubstatusList':
        return {
          value: page(
            FIXTURE_SUBSTATUSES.map((s) => ({ ...render(s as unknown as Row, lang), ShortName: '-' })),
            json,
          ),
        };
      case 'GetProjectList':
        return {
          value: page(
            FIXTURE_PROJECTS.map((p) => {
              const r = render(p, lang);
              delete r.Description;
              delete r.XLargePictureItems;
              return r;
            }),
            json,
          ),
        };
      case 'GetProject': {
        const p = FIXTURE_PROJECTS.find((x) => Number(x.ID) === Number(json.ID));
        return { value: p ? render(p, lang) : null };
      }
      case 'GetUser': {
        const u = FIXTURE_USERS.find((x) => Number(x.ID) === Number(json.ID));
        return { value: u ? render(u, lang) : null };
      }
      case 'GetUserList':
        return {
          value: page(
            FIXTURE_USERS.map((u) => render(u, lang)),
            json,
          ),
        };
      case 'CheckPersonLogin': {
        const o = FIXTURE_OWNERS.find(
          (x) =>
            String(x.Email).toLowerCase() === String(json.Email ?? '').toLowerCase() && x.Password === json.Password,
        );
        if (!o || json.IsProprietors !== true) return { value: null };
        const { Password: _p, properties: _ps, ...person } = o;
        return { value: person };
      }
      case 'GetPerson': {
        const o = FIXTURE_OWNERS.find((x) => x.ID === Number(json.ID));
        if (!o) return { value: null };
        const { Password: _p, properties: _ps, ...person } = o;
        return { value: person };
      }
      case 'GetRelatedProperties': {
        const o = FIXTURE_OWNERS.find((x) => String(x.Email).toLowerCase() === String(json.Email ?? '').toLowerCase());
        const rows = o ? FIXTURE_PROPERTIES.filter((p) => o.properties.includes(Number(p.ID))) : [];
        return {
          value: page(
            rows.map((p) => propertyRow(p, lang)),
            json,
          ),
        };
      }
      case 'GetCalendarHistories':
      case 'GetAutomaticHistories':
      case 'GetMediaOnlineHistories':
        return {
          value: page(
            HISTORIES[method]!.filter((h) => h.ObjectID === Number(json.ObjectID)),
            json,
          ),
        };
      case 'GetMediaObjectStatisticsGraphList':
        return {
          value: { Items: FIXTURE_MEDIA_STATS.filter((s) => ids(json.ObjectIDs).includes(Number(s.ObjectID))) },
        };
      case 'GetVisitStatisticOfProperty':
        return { value: FIXTURE_VISIT_STATS[Number(json.ID)] ?? { Today: 0, ThisWeek: 0, ThisMonth: 0, Total: 0 } };
      case 'GetNumberOfDemands': {
        const webIds = ids(json.WebIDs);
        const price = Number(json.PriceMin ?? NaN);
        const n = FIXTURE_DEMANDS.filter(
          (d) =>
            (!webIds.length || webIds.includes(d.WebID)) &&
            (!Number.isFinite(price) || (price >= d.min && price <= d.max)),
        ).length;
        return { value: { Items: [{ NumberOfDemands: String(n) }] } };
      }
      case 'GetPersonForgetPassword': {
        const o = FIXTURE_OWNERS.find((x) => String(x.Email).toLowerCase() === String(json.Email ?? '').toLowerCase());
        if (o) forgotten.push(String(o.Email));
        return { value: o ? 'Mail sent' : '' };
      }
      case 'GetDocumentList':
        return {
          value: page(
            FIXTURE_DOCUMENTS.filter(
              (d) =>
                ids(json.ObjectIDs).includes(Number(d.ObjectID)) &&
                (json.Publish === undefined || json.Publish === true),
            ),
            json,
          ),
        };
      // Lead delivery: the person (and demand) the CRM made or found.
      case 'ContactOnMe':
      case 'ContactOnMeProject':
        return { value: { ID: FAKE_PERSON_ID } };
      case 'DemandRegister':
        return { value: { ID: FAKE_PERSON_ID, DemandID: FAKE_DEMAND_ID } };
      case 'GetAppointmentObject':
        return { value: { Items: fixtureAppointments(Number(json.ObjectID)) } };
      case 'AddPersonToAppointment':
      case 'UnsubscribeDemandPerson':
        return { value: true };
      default:
        return null;
    }
  }

  const abortError = (signal: AbortSignal | null | undefined): unknown =>
    signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
  const wait = (ms: number, signal: AbortSignal | null | undefined): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError(signal));
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(abortError(signal));
        },
        { once: true },
      );
    });
  const hang = (signal: AbortSignal | null | undefined): Promise<never> =>
    new Promise((_, reject) => {
      if (signal?.aborted) return reject(abortError(signal));
      signal?.addEventListener('abort', () => reject(abortError(signal)), { once: true });
    });

  async function serve(request: Request, signal: AbortSignal | null | undefined): Promise<Response> {
    const url = new URL(request.url);
    const match = /\/OmnicasaService\.svc\/([A-Za-z0-9]+)Json$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) return new Response('Not found', { status: 404 });
    const method = match[1]!;
    let json: Row;
    try {
      json = JSON.parse(url.searchParams.get('json') ?? '') as Row;
    } catch {
      return new Response('Bad request', { status: 400 });
    }
    calls.push({ method, url: request.url, json });

    const failure = failures.find((f) => (f.method === method || f.method === '*') && f.left > 0);
    if (failure) {
      failure.left -= 1;
      const mode = failure.mode;
      switch (mode.kind) {
        case 'success-false':
          return envelope(method, {
            Code: mode.code ?? 600,
            Message: mode.message ?? 'Error',
            Success: false,
            Value: null,
          });
        case 'malformed-json':
          return new Response('<html><body>Service Unavailable</body></html>', {
            status: 200,
            headers: { 'content-type': 'text/html' },
          });
        case 'wrong-shape':
          return envelope(method, {
            Code: 0,
            Message: '',
            Success: true,
            Value: { Items: 'not a list', RowsCount: 'many' },
          });
        case 'missing-result':
          return new Response(JSON.stringify({ Result: { Success: true } }), { status: 200 });
        case 'http-500':
          return new Response('Internal Server Error', { status: 500 });
        case 'hang':
          return hang(signal);
        case 'delay':
          await wait(mode.ms, signal);
          break;
        case 'held':
          await mode.until;
          break;
        case 'unreadable-fields': {
          const a = answer(method, json);
          const value = a?.value as { Items?: Row[] } | Row | null;
          const list =
            value && Array.isArray((value as { Items?: Row[] }).Items) ? (value as { Items: Row[] }).Items : null;
          const item = list ? list[mode.index ?? 0] : (value as Row | null);
          if (item) {
            for (const key of Object.keys(item)) if (key !== 'ID' && key !== 'Goal') delete item[key];
            for (const name of PROPERTY_DETAIL_FIELD_NAMES)
              if (name !== 'ID' && name !== 'Goal') item[name] = { unreadable: name };
          }
          return ok(method, value);
        }
        case 'bad-field': {
          const a = answer(method, json);
          const value = a?.value as { Items?: Row[] } | Row | null;
          const list =
            value && Array.isArray((value as { Items?: Row[] }).Items) ? (value as { Items: Row[] }).Items : null;
          const item = list?.[mode.index ?? 0];
          if (item) {
            item.Price = 'n/a';
            item.ID = `n/a-${String(item.ID)}`;
          } else if (value && !list) (value as Row).ID = { not: 'an id' };
          return ok(method, value);
        }
      }
    }

    if (json.CustomerName !== customerName || json.CustomerPassword !== customerPassword) {
      return envelope(method, { Code: 401, Message: 'Invalid customer name or password', Success: false, Value: null });
    }
    const a = answer(method, json);
    if (!a) return envelope(method, { Code: 404, Message: `Unknown method ${method}`, Success: false, Value: null });
    return ok(method, a.value);
  }

  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    return serve(request, init?.signal ?? (input instanceof Request ? input.signal : undefined));
  }) as typeof fetch;

  return {
    baseUrl,
    customerName,
    customerPassword,
    calls,
    forgotten,
    callsOf: (method) => calls.filter((c) => c.method === method),
    fetch: fakeFetch,
    fail(method, mode, times = Infinity) {
      failures.push({ method, mode, left: times });
    },
    clearFailures() {
      failures = [];
    },
    reset() {
      calls.length = 0;
      forgotten.length = 0;
      failures = [];
      realNames = false;
    },
    useRealNames(on = true) {
      realNames = on;
    },
    install() {
      const original = globalThis.fetch;
      globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.startsWith(FIXTURE_DOCUMENT_HOST)) {
          const name = url.slice(FIXTURE_DOCUMENT_HOST.length);
          return Promise.resolve(
            new Response(`%PDF-1.4 fake CRM document ${name}`, {
              status: 200,
              headers: { 'content-type': 'application/pdf' },
            }),
          );
        }
        return url.startsWith(`${baseUrl}/`) ? fakeFetch(input, init) : original(input, init);
      }) as typeof fetch;
      return () => {
        globalThis.fetch = original;
      };
    },
  };
}
