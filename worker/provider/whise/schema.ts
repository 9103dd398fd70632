/**
 * Whise API: the shapes of its answers, validated with arktype (docs/provider.md,
 * docs/whise-mapping.md).
 *
 * Facts from the public PHP client fw4-bvba/whise-api (src/Endpoints, src/Enums, src/Request):
 * every call is a JSON POST with a bearer token; `POST {base}/token` (Username, Password) and
 * `POST v1/admin/clients/token` (ClientId, OfficeId) answer `{ token }`; `v1/estates/list`
 * answers `{ estates: [...], totalCount }` for a `Page` of `Limit`/`Offset`; objects are camelCase
 * (`id`, `category: { id }`, `purpose: { id }`, `purposeStatus: { id }`, `status: { id }`).
 *
 * The estate fields below are those of a published real answer of `v1/estates/list`
 * (tests/fixtures/whise/response_api_estates_list.json, read field by field in
 * worker/provider/whise/whise-real-answer.test.ts): bedrooms as `rooms`, `energyValue` as a text
 * ('179-179', '123'), `floor` as a text, the position in details 1849/1850, optional fields
 * simply absent. docs/whise-mapping.md gives each field's source (the real answer's line, or a
 * client's file) or says "not seen". Undeclared fields are ignored, so new Whise fields never
 * break the site.
 *
 * The value normalizers are Omnicasa's (../omnicasa/schema.ts): numbers may come as strings,
 * empty values as null or ''. An estate is read leniently (common/lenient.ts): one unreadable
 * field empties that fact (logged as `whise-field-emptied` with the endpoint, the estate's id
 * and the field), never the estate; only an estate without a readable id is dropped (logged as
 * `whise-item-dropped`), and only a wrong envelope fails the call.
 */
import { type } from '../../../app/schema/arktype';
import { lenient, listOf } from '../common/lenient';
import { type Check, type ItemReport, itemReports } from '../common/list-items';
import { bool, count, dateTime, field, id, int, isEmptyValue, num, text, toNumberOrNull } from '../common/loose-fields';
import { lazy } from '../../../shared/schema/lazy';

/** `{ id }` objects (category, purpose, purposeStatus, status, country, …). */
const ref = lazy(() => type({ id: int }).or('null'));

/** A picture of an estate (urlSmall for cards, urlLarge / urlXXL for the gallery). */
export const whisePictureSchema = lazy(() =>
  type({
    'id?': int,
    'order?': int,
    'urlSmall?': text,
    'urlLarge?': text,
    'urlXXL?': text,
  }),
);
export type WhisePicture = typeof whisePictureSchema.infer;

/** A text in one language (shortDescription, sms): Whise names languages 'nl-BE', 'fr-BE', 'en-GB', 'de-DE'. */
export const whiseTextSchema = lazy(() => type({ content: text, languageId: text }));
export type WhiseText = typeof whiseTextSchema.infer;

/** One detail of an estate (energy, flood area, planning, rooms, …): an id and its value (a text in the real answer). */
export const whiseDetailSchema = lazy(() => type({ id: id, 'value?': 'unknown', 'label?': text, 'group?': text }));

/** A representative (the agent of an estate). */
export const whiseRepresentativeSchema = lazy(() =>
  type({
    id: id,
    'name?': text,
    'firstName?': text,
    'email?': text,
    'phone?': text,
    'mobile?': text,
    'function?': text,
  }),
);
export type WhiseRepresentative = typeof whiseRepresentativeSchema.infer;

/**
 * An energy value as Whise writes it: a number, a numeric text ('123'), or a range whose first
 * number is the value ('179-179' → 179, '-12-0' → -12); empty → null; anything else undefined
 * (unreadable: the value is left empty, the estate stays).
 */
export function toEnergyValue(value: unknown): number | null | undefined {
  if (isEmptyValue(value)) return null;
  const plain = toNumberOrNull(value);
  if (plain !== undefined) return plain;
  if (typeof value !== 'string') return undefined;
  const range = /^\s*([+-]?\d+(?:[.,]\d+)?)\s*-\s*[+-]?\d+(?:[.,]\d+)?\s*$/.exec(value);
  return range ? Number(range[1]!.replace(',', '.')) : undefined;
}
const energy = lazy(() => field('a number or a range', toEnergyValue));

/** The estate fields this adapter reads (the sources: docs/whise-mapping.md). */
export const ESTATE_FIELDS = {
  id: id,
  'referenceNumber?': text,
  'name?': text,
  'address?': text,
  'number?': text,
  'box?': text,
  'zip?': text,
  'city?': text,
  'country?': ref,
  'price?': num,
  'displayPrice?': bool,
  'displayAddress?': bool,
  'category?': ref,
  'subCategory?': ref,
  'investmentEstate?': bool,
  'purpose?': ref,
  'purposeStatus?': ref,
  'status?': ref,
  'state?': ref,
  'displayStatusId?': int,
  'rooms?': int,
  'bedrooms?': int,
  'bathRooms?': int,
  'bathrooms?': int,
  'area?': num,
  'groundArea?': num,
  'gardenArea?': num,
  'floor?': int,
  'fronts?': int,
  'xPos?': num,
  'yPos?': num,
  'energyValue?': energy,
  'energyClass?': text,
  'createDateTime?': dateTime,
  'putOnlineDateTime?': dateTime,
  'availabilityDateTime?': dateTime,
  'parentId?': int,
  'linkVirtualVisit?': text,
  'link3DModel?': text,
  'linkVideo?': text,
  'pictures?': listOf(whisePictureSchema),
  'shortDescription?': listOf(whiseTextSchema),
  'longDescription?': listOf(whiseTextSchema),
  'sms?': listOf(whiseTextSchema),
  'details?': listOf(whiseDetailSchema),
  'representatives?': listOf(whiseRepresentativeSchema),
} as const;

const strictEstate = lazy(() => type(ESTATE_FIELDS));
export type WhiseEstate = typeof strictEstate.infer;

/**
 * One estate of `v1/estates/list` (and of `v1/estates/owned/list`), read leniently: an
 * unreadable optional field is left out (common/lenient.ts).
 */
export const whiseEstateSchema = lazy(() => lenient<WhiseEstate>(ESTATE_FIELDS, strictEstate));

/** A city of `v1/estates/usedcities/list`. */
export const whiseCitySchema = lazy(() => type({ 'id?': int, name: text, zip: text, 'countryId?': int }));
export type WhiseCity = typeof whiseCitySchema.infer;

/** The token answers of `token` and `v1/admin/clients/token`. */
export const tokenAnswer = lazy(() => type({ token: 'string > 0' }));

// ── lists, item by item ────────────────────────────────────────────────────────────────

/** One dropped estate (or other list item), as logged: the endpoint, its id, the field and its problem. */
export type WhiseDroppedItem = ItemReport<'endpoint'>;
/** One estate field left empty because Whise's value could not be read, as logged. */
export type WhiseEmptiedField = ItemReport<'endpoint'>;

/** Dropped items and emptied fields, logged with the endpoint (JSON log lines; tests may replace the reporters). */
const reports = itemReports('whise', 'endpoint', 'id');
/** Replaces the reporter of emptied fields (tests); returns the one it replaced. */
export const setWhiseEmptiedReporter = reports.emptied.replace;
/** Replaces the reporter of dropped items (tests); returns the one it replaced. */
export const setWhiseDroppedReporter = reports.dropped.replace;

/**
 * The good items of a list; each bad one is reported with the endpoint, its id and the field.
 * A lenient check (common/lenient.ts) keeps an item whose optional fields it cannot read, and
 * each field it empties is reported.
 */
export const keepValidItems = reports.keep;

/**
 * A list answer `{ [key]: [...], totalCount? }`: items are checked one by one. As the public
 * client reads it (ApiAdapter::request), a missing key is an empty list ("the Whise API omits the
 * property entirely if no data is available") and a refusal (`whiseRefusal`) fails the call; an
 * answer that is not an object, or whose key is not a list, is a wrong envelope.
 */
export function listAnswer<T>(
  key: string,
  item: Check<T>,
): (data: unknown, endpoint: string) => { items: T[]; totalCount: number } | string {
  const envelope = lazy(() =>
    type({ 'totalCount?': count }).and({ [`${key}?`]: 'unknown[] | null' } as Record<string, 'unknown[] | null'>),
  );
  return (data, endpoint) => {
    if (!data || typeof data !== 'object' || Array.isArray(data)) return 'answer is not an object';
    const refused = whiseRefusal(data);
    if (refused) return refusalText(refused);
    const checked = envelope(data);
    if (checked instanceof type.errors) return checked.summary;
    const raw = ((checked as Record<string, unknown>)[key] as unknown[] | null | undefined) ?? [];
    const items = keepValidItems(raw, item, endpoint);
    return { items, totalCount: (checked as { totalCount?: number }).totalCount ?? raw.length };
  };
}

export const estateList = listAnswer('estates', whiseEstateSchema);
export const cityList = listAnswer('cities', whiseCitySchema);

// ── owner portal ──────────────────────────────────────────────────────────────────────

/** One validation error of a refused request. */
export interface WhiseValidationError {
  code?: string;
  message?: string;
}

/**
 * A refused request as the public client reads it (ApiAdapter::request): an answer that carries
 * `isValidRequest` (not null) or a non-empty `validationErrors`, and whose `isValidRequest` is
 * not true-ish, is refused (a 200 answer: Whise refuses in the body, not with the status); its
 * `validationErrors` are `[{ message, code }]` (the client's tests name the code
 * 'FailedAuthentication'). Null when the answer is not a refusal.
 */
export function whiseRefusal(data: unknown): { errors: WhiseValidationError[] } | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const { isValidRequest, validationErrors } = data as { isValidRequest?: unknown; validationErrors?: unknown };
  const errors = Array.isArray(validationErrors) ? validationErrors : [];
  if ((isValidRequest === undefined || isValidRequest === null) && errors.length === 0) return null;
  if (isValidRequest) return null;
  return {
    errors: errors.map((e) => {
      const one = (e && typeof e === 'object' ? e : {}) as Record<string, unknown>;
      return {
        ...(typeof one.code === 'string' && one.code ? { code: one.code } : {}),
        ...(typeof one.message === 'string' && one.message ? { message: one.message } : {}),
      };
    }),
  };
}

/** A refusal as an error text: its codes and messages (bounded). */
export function refusalText(refusal: { errors: WhiseValidationError[] }): string {
  const reasons = refusal.errors.map((e) => `${e.code ?? ''} ${e.message ?? ''}`.trim()).filter(Boolean);
  return `request refused (${reasons.join('; ') || 'no reason given'})`.slice(0, 300);
}

/** An estate of `v1/estates/owned/list` as the login reads it: its id only. */
export const ownedEstateList = lazy(() => listAnswer('estates', type({ id: id })));

/**
 * A contact of `v1/contacts/list`: the answer key `contacts` and the contact's `id` are the
 * public client's (Contacts::list, its Contacts::get test); `contactId` (kept as a fallback), the
 * names and the language are this adapter's reading.
 */
export const whiseContactSchema = lazy(() =>
  type({
    'id?': id,
    'contactId?': id,
    'firstName?': text,
    'name?': text,
    'languageId?': text,
  }),
);
export type WhiseContact = typeof whiseContactSchema.infer;
export const contactList = listAnswer('contacts', whiseContactSchema);
