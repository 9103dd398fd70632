/**
 * The d1 provider's reading of stored values (docs/provider.md "Unreadable fields"): one
 * unreadable column or detail field empties that fact, never the property. The import and the
 * seed only write checked values, but a row edited by hand (`wrangler d1 execute`) or left by an
 * older version can hold anything SQLite accepts: a word in a number column, broken JSON in
 * `details`, `photos`, `title` or `description`. Each reader here returns the value when it has
 * the expected kind and the empty value otherwise (null, '' or an empty list), so a card or a
 * detail page still shows every other fact. The SQL side guards its JSON reads the same way
 * (./rows.ts: `json_valid` before `json_extract`).
 */
import type { Lang } from '../../../shared/model/common';
import { MEDIA_NAME } from '../../../app/model/media-name';
import type { PropertyDetails, Viager } from '../../../shared/model/property';

/** A finite number (or a numeric text, as SQLite may hand one back), else null. */
export function storedNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** A whole number, else null. */
export function storedInt(value: unknown): number | null {
  const n = storedNumber(value);
  return n !== null && Number.isSafeInteger(n) ? n : null;
}

/** A record id (a positive whole number), else null. */
export function storedId(value: unknown): number | null {
  const n = storedInt(value);
  return n !== null && n > 0 ? n : null;
}

/** A text, else ''. */
export const storedText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A text or null ('' and anything but a text are null). */
export const storedOptText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** A day yyyy-mm-dd (the first ten characters of a stored date), else ''. */
export function storedDay(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return '';
  const day = value.slice(0, 10);
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? '' : day;
}

/** A 0/1 flag as stored: 1 (or true) is true, anything else false. */
export const storedFlag = (value: unknown): boolean => value === 1 || value === true || value === '1';

/** Parsed JSON, or undefined when the text is not JSON. */
export function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A media name (app/model/media-name.ts) or null. */
export const storedMediaName = (value: unknown): string | null =>
  typeof value === 'string' && MEDIA_NAME.test(value) ? value : null;

/** The photo names of a stored `photos` JSON list; anything unreadable is left out. */
export function storedPhotos(text: unknown): string[] {
  const list = parseJson(text);
  return Array.isArray(list) ? list.map(storedMediaName).filter((n): n is string => n !== null) : [];
}

/** A text per language as stored (JSON): `lang`, else English, else ''. */
export function storedLocalized(text: unknown, lang: Lang): string {
  const parsed = parseJson(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return '';
  const texts = parsed as Partial<Record<Lang, unknown>>;
  return storedText(texts[lang]) || storedText(texts.en);
}

type Kind = 'number' | 'text' | 'bool' | 'day';
type Groups = Exclude<keyof PropertyDetails, 'Viager'>;

/** The kind of every field of every detail group (shared/model/property.ts). */
const DETAIL_KINDS = {
  Surfaces: {
    Total: 'number',
    Living: 'number',
    Ground: 'number',
    Terrace: 'number',
    Garden: 'number',
    Office: 'number',
    Constructed: 'number',
  },
  Rooms: {
    Bedrooms: 'number',
    Bathrooms: 'number',
    Showers: 'number',
    Toilets: 'number',
    Garages: 'number',
    Parkings: 'number',
    Floors: 'number',
    Floor: 'number',
  },
  Building: {
    ConstructionYear: 'number',
    RenovationYear: 'number',
    FacadeCount: 'number',
    FacadeWidth: 'number',
    PlotWidth: 'number',
    CadastralIncome: 'number',
    Condition: 'text',
    Heating: 'text',
    Glazing: 'text',
    WindowFrame: 'text',
    Kitchen: 'text',
    Roof: 'text',
    RoofMaterial: 'text',
  },
  Energy: {
    Label: 'text',
    TotalEnergy: 'number',
    SpecificEnergy: 'number',
    Co2Emission: 'number',
    CertificateEndDate: 'day',
    ELevel: 'number',
    UniqueCode: 'text',
  },
  FloodRisk: { Zone: 'text', PScore: 'text', GScore: 'text', RiparianZone: 'bool' },
  Asbestos: { Type: 'text', Date: 'day' },
  Planning: {
    BuildingPermit: 'bool',
    AllotmentPermit: 'bool',
    PreemptiveRights: 'bool',
    Summons: 'bool',
    JudicialDecision: 'bool',
    AreaApplication: 'text',
  },
  Costs: {
    ChargesOwner: 'number',
    ChargesRenter: 'number',
    NotaryFee: 'number',
    RegistrationRights: 'number',
    Vat: 'number',
    TotalCost: 'number',
    ParkingPrice: 'number',
    GaragePrice: 'number',
    Deposit: 'number',
    AgencyCost: 'number',
    Inventory: 'number',
  },
} as const satisfies { [G in Groups]: Record<keyof PropertyDetails[G], Kind> };

function readKind(kind: Kind, value: unknown): unknown {
  switch (kind) {
    case 'number':
      return storedNumber(value);
    case 'text':
      return storedOptText(value);
    case 'bool':
      return typeof value === 'boolean' ? value : null;
    case 'day':
      return storedDay(value) || null;
  }
}

function readViager(value: unknown): Viager | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const bouquet = storedNumber(v.Bouquet);
  const monthly = storedNumber(v.MonthlyAnnuity);
  if (bouquet === null || monthly === null) return null;
  const ages = Array.isArray(v.Ages) ? v.Ages.map(storedInt).filter((a): a is number => a !== null) : [];
  return { Bouquet: bouquet, MonthlyAnnuity: monthly, Ages: ages, Occupied: v.Occupied === true };
}

/**
 * The detail groups of a stored `details` JSON: every field of the expected kind as stored,
 * every other field (unreadable, missing, or the whole JSON broken) null; a life annuity
 * without a readable lump sum and annuity is none.
 */
export function storedDetails(text: unknown): PropertyDetails {
  const parsed = parseJson(text);
  const root =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [group, fields] of Object.entries(DETAIL_KINDS)) {
    const stored = root[group];
    const source =
      stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
    out[group] = Object.fromEntries(
      Object.entries(fields).map(([field, kind]) => [field, readKind(kind as Kind, source[field])]),
    );
  }
  out.Viager = readViager(root.Viager);
  return out as unknown as PropertyDetails;
}
