/**
 * Omnicasa website API: the shapes of its answers, validated with arktype (docs/provider.md).
 *
 * Every answer is `{ "{Method}JsonResult": { Success, Code, Message, Value } }`; list methods
 * put `{ Items, RowsCount }` in Value. Omnicasa is loose with types: numbers may arrive as
 * strings ("350000", "12.5"), empty values as `null`, `""` or `"-"`, booleans as 0/1 or
 * "true", dates in WCF form (`/Date(1767222000000+0100)/`) or ISO. The field types below
 * accept exactly those spellings and normalize them (empty → null, numeric string → number);
 * anything else (a word where a number belongs, an object where a text belongs) fails
 * validation, and the adapter reports it as a provider failure naming the method and the field
 * ("GetPropertyList: Value.Items[3].Price must be a number …").
 *
 * Field names. Publicly known and relied on: the Property fields of docs/data-model.md (ID, WebID, WebIDs,
 * Goal, City, Zip, TypeDescription, MainTypeName, RecordFile, Marquee, MarqueeName,
 * SmallPictureItem, Price, PublishPrice, PriceUnit, PriceUnitText, PublishAddress, Street,
 * HouseNumber, BoxNr, CountryID, CountryName, EnergyPerformance, EPCLabelText), GoogleX
 * (latitude) / GoogleY (longitude), CreatedDate, the project fields (PublicAddress, …), the
 * GetWebIDList fields (ID, WebID, Name, ShowOrder, Sale, Rent) and the GetSubstatusList fields
 * (ID, Name, ShortName, Marquee). The other names (detail groups, histories, statistics,
 * documents, users, persons) are this adapter's reading of the API and are declared only here
 * and in ./map.ts: adjust them in these two files when an agency's API answers differ.
 * Undeclared fields are ignored, so new Omnicasa fields never break the site.
 *
 * Real field names. Public clients of the real API (modmore/Omnicasa's table schema,
 * RoloufGoudebin/braxelv2's typed answers, tombroucke/otomaties-omnicasa-sync) read
 * `NumberOfBedRooms`, `NumberOfBathRooms`, `NumberOfShowerRooms`, `NumberOfToilets`,
 * `NumberOfGarages`, `NumberOfParkings`, `DescriptionA`/`DescriptionB`, `VirtualTour`, `Ident`,
 * `LastChangedDate`, `Status`, `Zip` as a number and pictures as `SmallPicture(s)` /
 * `LargePicture(s)` (URLs) or `…PictureItem(s)`. `withOurNames` copies them onto the names this
 * adapter reads before validation, when the answer does not carry ours; both spellings work.
 *
 * Lists are validated item by item (`itemList`), and a property or project is read leniently
 * (common/lenient.ts): one unreadable field empties that fact (logged as
 * `omnicasa-field-emptied` with the method, the item's ID and the field), never the item; an
 * item whose ID (or a property's Goal) cannot be read is dropped and logged; only a wrong
 * envelope fails the call.
 */
import { type } from '../../../app/schema/arktype';
import { lenient, listOf, type LenientCheck } from '../common/lenient';
import { type Check, type ItemReport, itemReports } from '../common/list-items';
import { lazy } from '../../../shared/schema/lazy';
import {
  bool,
  count,
  date,
  dateTime,
  describeValue,
  id,
  idList,
  int,
  isEmptyValue,
  num,
  reqInt,
  text,
  toIntOrNull,
} from '../common/loose-fields';

/** A picture as Omnicasa describes it (SmallPictureItem, picture lists, XLargePictureItems). */
export const pictureSchema = lazy(() =>
  type({
    Url: text,
    'Width?': int,
    'Height?': int,
    'ID?': int,
    'Name?': text,
    'Order?': int,
  }),
);
export type RawPicture = typeof pictureSchema.infer;

/** SmallPictureItem: a picture object, or empty; a bare URL string is accepted too. */
export const optPicture = lazy(() => pictureSchema.or('null').or('string'));

// ── the envelope ───────────────────────────────────────────────────────────────────────

/** `{Method}JsonResult`: Success is a real boolean; Value is validated per method. */
export const resultSchema = lazy(() =>
  type({
    Success: 'boolean',
    'Code?': 'number | string | null',
    'Message?': 'string | null',
    'Value?': 'unknown',
  }),
);

// ── real field names ───────────────────────────────────────────────────────────────────

/** Real API name → the name this adapter reads (copied only when ours is absent or empty). */
export const REAL_NAMES: Readonly<Record<string, string>> = {
  NumberOfBedRooms: 'BedRooms',
  NumberOfBathRooms: 'BathRooms',
  NumberOfShowerRooms: 'ShowerRooms',
  NumberOfToilets: 'Toilets',
  NumberOfGarages: 'Garages',
  NumberOfParkings: 'Parkings',
  VirtualTour: 'VirtualTourUrl',
  Ident: 'RecordFile',
  SmallPicture: 'SmallPictureItem',
  LargePictures: 'XLargePictureItems',
};

/** The first entry of a list of pictures or URLs, or the value itself. */
const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A list of picture URLs (LargePictures) as picture items. */
const asPictureItems = (value: unknown): unknown =>
  Array.isArray(value) ? value.map((v, i) => (typeof v === 'string' ? { Url: v, Order: i + 1 } : v)) : value;

/**
 * An item with the real API's names copied onto ours (see the module comment): counts, the
 * virtual tour, the reference, DescriptionA (+ DescriptionB) as Description, the first of
 * SmallPictures / SmallPictureItems / LargePicture as the card picture, LargePictures and
 * LargePictureItems as the photos. Anything that is not an object is returned as it is.
 */
export function withOurNames(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const row = { ...(value as Record<string, unknown>) };
  const absent = (key: string) => isEmptyValue(row[key]);
  for (const [real, ours] of Object.entries(REAL_NAMES)) {
    if (absent(ours) && !isEmptyValue(row[real]))
      row[ours] = ours === 'XLargePictureItems' ? asPictureItems(row[real]) : row[real];
  }
  if (absent('Description')) {
    const parts = [row.DescriptionA, row.DescriptionB].filter(
      (d): d is string => typeof d === 'string' && !isEmptyValue(d),
    );
    if (parts.length) row.Description = parts.join('\n\n');
  }
  for (const key of ['SmallPictures', 'SmallPictureItems', 'LargePicture', 'LargePictureItem']) {
    if (absent('SmallPictureItem') && !isEmptyValue(firstOf(row[key]))) row.SmallPictureItem = firstOf(row[key]);
  }
  if (absent('XLargePictureItems') && Array.isArray(row.LargePictureItems))
    row.XLargePictureItems = row.LargePictureItems;
  return row;
}

// ── lists, item by item ────────────────────────────────────────────────────────────────

/** One dropped list item, as logged: the method, the item's ID, the field and its problem. */
export type DroppedItem = ItemReport<'method'>;
/** One field of an item left empty because Omnicasa's value could not be read, as logged. */
export type EmptiedItemField = ItemReport<'method'>;

/** Dropped items and emptied fields, logged with the method (JSON log lines; tests may replace the reporters). */
const reports = itemReports('omnicasa', 'method', 'ID');
/** Replaces the reporter of emptied fields (tests); returns the one it replaced. */
export const setEmptiedReporter = reports.emptied.replace;
/** Replaces the reporter of dropped items (tests); returns the one it replaced. */
export const setDroppedReporter = reports.dropped.replace;

/**
 * A single-object Value (GetProperty, GetProject) read leniently; null means "none" (not
 * found); `forMethod` names the method in the reports of emptied fields.
 */
function lenientValue<T>(check: LenientCheck<T>) {
  const forMethod =
    (method: string) =>
    (data: unknown): T | null | InstanceType<typeof type.errors> =>
      data === null || data === undefined ? null : reports.read(data, check, method);
  return Object.assign((data: unknown) => forMethod('?')(data), { forMethod });
}

/** The good items of a list; each bad one is reported with the method, its ID and the field. */
export const keepValid = reports.keep;

/**
 * A list Value checked item by item. The envelope (`{ Items: [...] | null, RowsCount? }`, or a
 * bare array) must be right or the call fails; items are checked one by one (keepValid).
 * `forMethod` gives the check that names the method in its reports (OmnicasaClient.call).
 */
export interface ItemList<T> {
  (data: unknown): T | InstanceType<typeof type.errors>;
  forMethod(method: string): Check<T>;
}

const listEnvelope = lazy(() => type({ Items: 'unknown[] | null', 'RowsCount?': 'unknown' }));
const rowsCount = lazy(() => type({ 'RowsCount?': 'unknown' }));

function itemListOf<T, Out>(
  item: Check<T>,
  shape: (items: T[], data: unknown) => Out | InstanceType<typeof type.errors>,
  bareArray: boolean,
): ItemList<Out> {
  const forMethod =
    (method: string): Check<Out> =>
    (data) => {
      if (bareArray && Array.isArray(data)) return shape(keepValid(data, item, method), { RowsCount: data.length });
      const envelope = listEnvelope(data);
      if (envelope instanceof type.errors) return envelope;
      return shape(keepValid(envelope.Items ?? [], item, method), data);
    };
  return Object.assign((data: unknown) => forMethod('?')(data), { forMethod });
}

/** A list Value → its good items. */
export function itemList<T>(item: Check<T>): ItemList<T[]> {
  return itemListOf(item, (items) => items, true);
}

/** A page Value → its good items and RowsCount (which must be a count). */
export function itemPage<T>(item: Check<T>): ItemList<{ Items: T[]; RowsCount: number }> {
  const counted = lazy(() => type({ RowsCount: count }));
  return itemListOf(
    item,
    (items, data) => {
      const c = counted(rowsCount(data) instanceof type.errors ? {} : data);
      return c instanceof type.errors ? c : { Items: items, RowsCount: c.RowsCount };
    },
    false,
  );
}

// ── items ───────────────────────────────────────────────────────────────────────────────

/** The fields of a property card (GetPropertyList, GetRelatedProperties, GetProperty). */
const propertyFields = {
  ID: id,
  Goal: reqInt,
  'WebID?': int,
  'WebIDs?': idList,
  'City?': text,
  'Zip?': text,
  'CountryID?': int,
  'CountryName?': text,
  'TypeDescription?': text,
  'MainTypeName?': text,
  'RecordFile?': text,
  'Marquee?': int,
  'MarqueeName?': text,
  'Status?': int,
  'SubStatus?': int,
  'SmallPictureItem?': optPicture,
  'Price?': num,
  'PublishPrice?': bool,
  'PriceUnit?': int,
  'PriceUnitText?': text,
  'PublishAddress?': bool,
  'Street?': text,
  'HouseNumber?': text,
  'BoxNr?': text,
  'EnergyPerformance?': num,
  'EPCLabelText?': text,
  'GoogleX?': num,
  'GoogleY?': num,
  'Title?': text,
  'BedRooms?': int,
  'BathRooms?': int,
  'SurfaceLiving?': num,
  'SurfaceGround?': num,
  'Garages?': int,
  'IsNew?': bool,
  'IsArriving?': bool,
  'IsDiscreet?': bool,
  'CreatedDate?': date,
  'LastChangedDate?': dateTime,
  'ProjectID?': int,
  'UserID?': int,
  'HasGarden?': bool,
  'HasTerrace?': bool,
  'HasLift?': bool,
  'HasParking?': bool,
  'HasGarage?': bool,
} as const;

/** Any object, with the real API's names copied onto ours (withOurNames). */
const realNamed = lazy(() => type('object').pipe((row: object) => withOurNames(row) as Record<string, unknown>));

const strictProperty = lazy(() => realNamed.to(type(propertyFields)));
export type RawProperty = typeof strictProperty.infer;
/** A property card, read leniently (an unreadable optional field is left out). */
export const propertyItemSchema = lazy(() => lenient<RawProperty>(propertyFields, strictProperty, withOurNames));

/** GetProperty: the card fields plus the flat detail fields (grouped in ./map.ts). */
const propertyDetailFields = {
  ...propertyFields,
  'Description?': text,
  'VideoUrl?': text,
  'VirtualTourUrl?': text,
  'AvailableFrom?': date,
  'XLargePictureItems?': listOf(pictureSchema),
  // Surfaces
  'SurfaceTotal?': num,
  'SurfaceTerrace?': num,
  'SurfaceGarden?': num,
  'SurfaceOffice?': num,
  'SurfaceConstructed?': num,
  // Rooms
  'ShowerRooms?': int,
  'Toilets?': int,
  'Parkings?': int,
  'Floors?': int,
  'Floor?': int,
  // Building
  'ConstructionYear?': int,
  'RenovationYear?': int,
  'Facades?': int,
  'FacadeWidth?': num,
  'PlotWidth?': num,
  'CadastralIncome?': num,
  'Condition?': text,
  'Heating?': text,
  'Glazing?': text,
  'WindowFrame?': text,
  'Kitchen?': text,
  'Roof?': text,
  'RoofMaterial?': text,
  // Energy
  'TotalEnergy?': num,
  'Co2Emission?': num,
  'EPCEndDate?': date,
  'ELevel?': num,
  'EPCUniqueCode?': text,
  // Flood risk, asbestos, planning
  'FloodZone?': text,
  'FloodPScore?': text,
  'FloodGScore?': text,
  'RiparianZone?': bool,
  'AsbestosType?': text,
  'AsbestosDate?': date,
  'BuildingPermit?': bool,
  'AllotmentPermit?': bool,
  'PreemptiveRights?': bool,
  'Summons?': bool,
  'JudicialDecision?': bool,
  'AreaApplication?': text,
  // Costs
  'ChargesOwner?': num,
  'ChargesRenter?': num,
  'NotaryFee?': num,
  'RegistrationRights?': num,
  'Vat?': num,
  'TotalCost?': num,
  'ParkingPrice?': num,
  'GaragePrice?': num,
  'Deposit?': num,
  'AgencyCost?': num,
  'Inventory?': num,
  // Life annuity
  'ViagerBouquet?': num,
  'ViagerMonthlyAnnuity?': num,
  'ViagerAges?': idList,
  'ViagerOccupied?': bool,
} as const;
/** Every field a property's detail reads (the fake CRM's "every optional field unreadable" test uses it). */
export const PROPERTY_DETAIL_FIELD_NAMES = Object.keys(propertyDetailFields).map((key) => key.replace(/\?$/, ''));
const strictPropertyDetail = lazy(() => realNamed.to(propertyDetailFields));
export type RawPropertyDetail = typeof strictPropertyDetail.infer;
/** A property's detail, read leniently (an unreadable optional field is left out). */
export const propertyDetailSchema = lazy(() =>
  lenient<RawPropertyDetail>(propertyDetailFields, strictPropertyDetail, withOurNames),
);

/** GetWebIDList: one property type. */
export const webIdSchema = lazy(() =>
  type({
    ID: id,
    'WebID?': int,
    'Name?': text,
    'ShowOrder?': int,
    'Sale?': bool,
    'Rent?': bool,
  }),
);
export type RawWebId = typeof webIdSchema.infer;

/** GetCityListOfObjects: one city that has properties. */
export const cityItemSchema = lazy(() =>
  type({
    'Name?': text,
    'City?': text,
    Zip: text,
    'CountryID?': int,
    'CountryName?': text,
  }),
);
export type RawCity = typeof cityItemSchema.infer;

/**
 * GetSubstatusList: one sub-status. `Marquee` is the value properties carry in their Marquee
 * field while in this sub-status (per agency); `StatusID`, when given, is the main status
 * (Omnicasa: 2 sold, 4 rented).
 */
export const substatusSchema = lazy(() =>
  type({
    ID: id,
    'Name?': text,
    'ShortName?': text,
    'Marquee?': int,
    'StatusID?': int,
  }),
);
export type RawSubstatus = typeof substatusSchema.infer;

/** GetProjectList / GetProject: a new-build project. */
const projectFields = {
  ID: id,
  'Name?': text,
  'PublicAddress?': text,
  'Street?': text,
  'HouseNumber?': text,
  'BoxNr?': text,
  'Zip?': text,
  'City?': text,
  'CountryID?': int,
  'CountryName?': text,
  'Goal?': int,
  'PublishAddress?': bool,
  'SmallPictureItem?': optPicture,
  'ShortDescription?': text,
  'GoogleX?': num,
  'GoogleY?': num,
  'Delivery?': text,
  'CreatedDate?': date,
} as const;
const strictProject = lazy(() => type(projectFields));
/** A project card, read leniently. */
export const projectItemSchema = lazy(() => lenient<typeof strictProject.infer>(projectFields, strictProject));
/** The names a schema reads, for a method's `DisplayFields` (the fields the CRM is asked to answer). */
const namesOf = (fields: object): string[] => Object.keys(fields).map((key) => key.replace(/\?$/, ''));
export type RawProject = typeof strictProject.infer;
const projectDetailFields = {
  ...projectFields,
  'Description?': text,
  'VideoUrl?': text,
  'VirtualTourUrl?': text,
  'UserID?': int,
  'XLargePictureItems?': listOf(pictureSchema),
  'LargePictureItems?': listOf(pictureSchema),
} as const;
const strictProjectDetail = lazy(() => type(projectDetailFields));
/** A project's detail, read leniently. */
export const projectDetailSchema = lazy(() =>
  lenient<typeof strictProjectDetail.infer>(projectDetailFields, strictProjectDetail),
);
/** DisplayFields of GetProjectList and GetProject (the methods that take it, per fw4-bvba/omnicasa-api). */
export const PROJECT_LIST_FIELDS = namesOf(projectFields);
export const PROJECT_DETAIL_FIELDS = namesOf(projectDetailFields);
export type RawProjectDetail = typeof strictProjectDetail.infer;

/** GetUser / GetUserList: an agent of the agency. */
export const userSchema = lazy(() =>
  type({
    ID: id,
    'FirstName?': text,
    'LastName?': text,
    'Name?': text,
    'Function?': text,
    'Email?': text,
    'Phone?': text,
    'GSM?': text,
    'Languages?': text,
  }),
);
export type RawUser = typeof userSchema.infer;

/** CheckPersonLogin / GetPerson: a person (an owner when IsProprietors). */
export const personSchema = lazy(() =>
  type({
    ID: int,
    'Email?': text,
    'FirstName?': text,
    'LastName?': text,
    'LanguageId?': int,
    'UserID?': int,
  }),
);
export type RawPerson = typeof personSchema.infer;

/** GetCalendarHistories / GetAutomaticHistories / GetMediaOnlineHistories: one history line. */
export const historySchema = lazy(() =>
  type({
    ID: id,
    Date: dateTime,
    'ObjectID?': int,
    'TypeName?': text,
    'PersonName?': text,
    'Subject?': text,
    'Description?': text,
    'StatusName?': text,
    'MediaName?': text,
    'Direction?': text,
  }),
);
export type RawHistory = typeof historySchema.infer;

/** GetMediaObjectStatisticsGraphList: one day of one channel. */
export const mediaStatSchema = lazy(() =>
  type({
    Date: date,
    'ObjectID?': int,
    'MediaName?': text,
    'Impressions?': int,
    'Views?': int,
    'Contacts?': int,
  }),
);
export type RawMediaStat = typeof mediaStatSchema.infer;

/** GetVisitStatisticOfProperty: website views of one property. */
export const visitStatSchema = lazy(() =>
  type({
    'Today?': int,
    'ThisWeek?': int,
    'ThisMonth?': int,
    'Total?': int,
  }),
);
export type RawVisitStat = typeof visitStatSchema.infer;

/** GetDocumentList: one published document. */
export const documentSchema = lazy(() =>
  type({
    ID: id,
    'ObjectID?': int,
    'Name?': text,
    'CategoryName?': text,
    'Date?': date,
    'MimeType?': text,
    'Size?': int,
    'Url?': text,
  }),
);
export type RawDocument = typeof documentSchema.infer;

// ── Values ─────────────────────────────────────────────────────────────────────────────

/** GetPropertyList / GetRelatedProperties: a page of properties; RowsCount gives the pages. */
export const propertyPage = itemPage(propertyItemSchema);
export const propertyList = itemList(propertyItemSchema);
export const pictureList = itemList(pictureSchema);
export const webIdList = itemList(webIdSchema);
export const cityList = itemList(cityItemSchema);
export const substatusList = itemList(substatusSchema);
export const projectList = itemList(projectItemSchema);
export const userList = itemList(userSchema);
export const historyList = itemList(historySchema);
export const mediaStatList = itemList(mediaStatSchema);
export const documentList = itemList(documentSchema);

/**
 * GetNumberOfDemands: the CRM's public client reads the answer as a list (its
 * ListResponseSimple: an array, or `{ Items }`) without naming the fields of an item. Read
 * here as: a bare number; or items carrying a count (`NumberOfDemands`, `Count` or `Total`,
 * summed); or, when no item carries a count, one item per demand.
 */
const demandItem = lazy(() => type({ 'NumberOfDemands?': int, 'Count?': int, 'Total?': int }));
const demandItems = lazy(() => demandItem.array());
export const demandCountValue = lazy(() =>
  type('unknown').pipe((value, ctx): number => {
    if (value === null || value === undefined) return 0;
    const list = Array.isArray(value)
      ? value
      : typeof value === 'object' && 'Items' in (value as object)
        ? ((value as { Items: unknown }).Items ?? [])
        : null;
    if (list === null) {
      const n = toIntOrNull(value);
      return n === undefined
        ? (ctx.error({ expected: 'a count or a list of demands', actual: describeValue(value) }) as never)
        : (n ?? 0);
    }
    const items = demandItems(list);
    if (items instanceof type.errors)
      return ctx.error({ expected: 'a list of demands', actual: describeValue(list) }) as never;
    const counted = items.filter((i) => [i.NumberOfDemands, i.Count, i.Total].some((n) => typeof n === 'number'));
    if (!counted.length) return items.length;
    return counted.reduce((sum, i) => sum + (i.NumberOfDemands ?? i.Count ?? i.Total ?? 0), 0);
  }),
);

/** GetPersonForgetPassword: the CRM answers a text (or nothing); only success matters. */
export const anyValue = lazy(() => type('unknown'));

/** Single-object Values: null means "none" (not found, wrong login). */
export const propertyDetailValue = lenientValue(propertyDetailSchema);
export const projectDetailValue = lenientValue(projectDetailSchema);
export const userValue = lazy(() => userSchema.or('null'));
export const personValue = lazy(() => personSchema.or('null'));
export const visitStatValue = lazy(() => visitStatSchema.or('null'));

/** What a method's Value validates to. */
