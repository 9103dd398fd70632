/**
 * The provider seams (docs/provider.md): what the site reads from and hands to the
 * agency's system of record, split by what callers need, so that each caller depends on one
 * part and each provider implements the parts it has. Implementations: `d1` (../d1/catalogue.ts,
 * ../d1/owners.ts: the embedded system of record), `omnicasa` (../omnicasa/catalogue.ts,
 * ../omnicasa/owners.ts: the agency's CRM) and `whise` (../whise/catalogue.ts, ../whise/delivery.ts,
 * ../whise/owners.ts: the other Belgian CRM). ../select.ts assembles a provider's parts
 * (ProviderParts) for a request; docs/decisions/005-provider-seams.md explains the split.
 *
 * | part          | callers                                 | behind the KV cache |
 * |---------------|-----------------------------------------|---------------------|
 * | Catalogue     | pages, /api/* listing routes            | yes (./cached.ts)     |
 * | OwnerData     | the owner portal (login, portal pages)  | never               |
 * | (LeadDelivery)| the lead queue consumer only            | never               |
 * | PasswordReset | the owner portal's forgot-password flow | never               |
 * | (AppointmentSource) | property pages, the appointment form | never |
 *
 * Rules every part keeps:
 * - Texts come in the language asked for (`lang`); field names are those of docs/data-model.md (shared/model).
 * - "Not found" is `null` (or an empty list), never an exception; exceptions mean the provider
 *   failed (a ProviderError, ./errors.ts: the caller shows 'API ERROR' or a cached copy).
 * - Arguments are checked with common/input.ts (an invalid id is "not found").
 */
import type { Lang, Paged } from '../../../shared/model/common';
import type { AppointmentSlot } from '../../../shared/model/appointment';
import type { Timing } from './timing';
import type { ListQuery, SearchResult } from '../../../shared/model/listing';
import type {
  Communication,
  MediaStatistic,
  OnlineMedia,
  Owner,
  OwnerDocument,
  OwnerSection,
  Visit,
  VisitCounts,
} from '../../../app/model/owner';
import type { Agent, Testimonial } from '../../../shared/model/people';
import type { Project, ProjectDetail } from '../../../app/model/project';
import type { Property, PropertyDetail } from '../../../shared/model/property';
import type { City, CityScope, PropertyType, Totals } from '../../../shared/model/taxonomy';

/**
 * The public catalogue: reads that give the same answer to every visitor, so `cached()` may keep
 * them in KV (its table CACHE_POLICY lists how each method is cached; a method added here must
 * be added there, the compiler checks it).
 */
export interface Catalogue {
  /** Short name for logs, cache keys and the Server-Timing header ('d1', 'omnicasa'). */
  readonly name: string;

  /**
   * One page of properties matching the filters, sorted (default 'date-desc', newest first;
   * common/order.ts), with `page`, `pages` and `total` (common/paging.ts). The rules of
   * app/listing/rules.ts hold: sold and rented properties are left out unless `closed` asks
   * for them (they then show their banners), a price bound leaves out prices on request unless
   * `onRequest` asks for them, and no price sort puts one without a shown price among the priced
   * ones. The other filters are those of ListQuery.
   */
  listProperties(query: ListQuery): Promise<Paged<Property>>;

  /** One property with every detail field group, or null when the id is unknown. */
  getProperty(id: number, lang: Lang): Promise<PropertyDetail | null>;

  /**
   * The cards of properties by id (the favourites page), in the order asked, null where a
   * property is unknown: ONE batched read for all of them (d1: one `IN (…)` query; Omnicasa and
   * Whise: their kept catalogue index), never one call per id. At most MAX_BY_IDS ids are read
   * (common/by-ids.ts); the others answer null.
   */
  propertiesByIds(ids: number[], lang: Lang): Promise<(Property | null)[]>;

  /**
   * Properties with every detail field group by id (the comparison), in the order asked, null
   * where unknown: one batched read where the provider has one (d1: one `IN (…)` query; Whise:
   * one `EstateIds` list), Omnicasa's `GetProperty` for the ids its index knows. At most
   * MAX_DETAILS_BY_IDS ids are read.
   */
  detailsByIds(ids: number[], lang: Lang): Promise<(PropertyDetail | null)[]>;

  /**
   * Every available property of a goal (not sold or rented), with what the listing's filters read
   * beyond its card and its city's names in every language: the one catalogue read per goal and
   * language that the search-alert run matches every alert against in memory
   * (worker/alerts/digest.ts, common/query-match.ts), and the search panel counts a typed text's
   * listing on (worker/search/reading.ts). Behind the KV cache like any catalogue read.
   */
  alertCandidates(goal: 0 | 1, lang: Lang): Promise<AlertCandidate[]>;

  /** Up to 4 available properties like this one (same goal and type, close in price and place). */
  similarProperties(id: number, lang: Lang): Promise<Property[]>;

  /** Every project, newest first, with unit counts and price range. */
  listProjects(lang: Lang): Promise<Project[]>;

  /** One project with its description, photos and units, or null. */
  getProject(id: number, lang: Lang): Promise<ProjectDetail | null>;

  /** Every property type in ShowOrder, with sale and rent counts (available properties only, as every count). */
  listTypes(lang: Lang): Promise<PropertyType[]>;

  /** Cities that have properties in scope ('all', 'sale', 'rent'), by name, with their counts. */
  listCities(lang: Lang, scope: CityScope): Promise<City[]>;

  /** Number of available properties for sale and for rent (home search block): the for-sale and for-rent lists' totals. */
  totals(): Promise<Totals>;

  /**
   * The home search panel (docs/search.md; the matching rules are common/search-text.ts): empty
   * `q` → every type with counts and no cities or properties; otherwise types whose name (any
   * language) contains `q`, cities whose name (any language, accents and case ignored) contains
   * `q` or whose postcode starts with it, and properties: for a numeric `q` the property with
   * exactly that ID, otherwise those whose published street or reference contains `q` (at most 6).
   */
  search(q: string, lang: Lang): Promise<SearchResult>;

  /** The agency's agents. */
  listAgents(lang: Lang): Promise<Agent[]>;

  /** Published testimonials, newest first. */
  listTestimonials(lang: Lang): Promise<Testimonial[]>;
}

/** What the listing's filters read of a property beyond its card (garages, parking, garden, terrace, new build). */
export interface ListingFacets {
  garages: number;
  parking: boolean;
  garden: boolean;
  terrace: boolean;
  /** A unit of a project or a building in the 'new' condition (app/listing/rules.ts). */
  newBuild: boolean;
}

/** A property as a search alert is matched against it in memory (Catalogue.alertCandidates). */
export interface AlertCandidate {
  property: Property;
  facets: ListingFacets;
  /** Its city's names in every language, folded (a criterion may name the city in any). */
  cityNames: string[];
}

/**
 * An owner as the provider knows them, as text: what a session keeps to find the owner again,
 * whichever provider holds them. Callers treat it as opaque: they get it from `ownerRef(owner)`
 * (./owner-ref.ts) after a login and hand it back unchanged. d1 and omnicasa both number their
 * owners (a d1 owner id, a CRM person id): for them it is that number in decimal; whise keeps
 * the login's username and the estates Whise listed for it (../whise/owner-ref.ts). A
 * reference that does not name an owner of this provider is "not found".
 */
export type OwnerRef = string;

/** A property of the owner with what the portal's property picker shows. */
export interface OwnerProperty extends Property {
  Agent: Agent | null;
  VisitCounts: VisitCounts;
}

/**
 * The owner portal's data (docs/owner-portal.md). PERSONAL: it concerns one owner, so it is
 * NEVER cached (it never passes through cached()), never logged with its data, and the
 * property-scoped calls answer `null` when the property is not that owner's.
 */
export interface OwnerData {
  /** Short name for logs and the Server-Timing header ('d1', 'omnicasa'). */
  readonly name: string;

  /**
   * Portal sections this provider has no source for (whise: media statistics, website view
   * counts, online media). The portal does not ask for them and says so instead of showing
   * zeros; their methods still answer null for a property that is not the owner's.
   */
  readonly unavailable?: readonly OwnerSection[];

  /**
   * What owners log in with: 'username' where the provider's usernames may not be e-mail
   * addresses (whise); an e-mail address when absent (d1, omnicasa).
   */
  readonly loginIdentifier?: 'username';

  /**
   * The owner whose e-mail and password match, or null. Takes as long for an unknown e-mail as
   * for a wrong password (no account enumeration).
   */
  verifyOwner(email: string, password: string): Promise<Owner | null>;

  /** The owner of a reference (session lookups), or null. */
  getOwner(owner: OwnerRef): Promise<Owner | null>;

  /** The owner's properties with their agent and website visit counts. */
  ownerProperties(owner: OwnerRef, lang: Lang): Promise<OwnerProperty[]>;

  /**
   * Visit history of one of the owner's properties, newest first; null if not theirs. With
   * `lang`, texts the provider holds in that language replace the ones as written (d1); a
   * CRM's texts are as its users wrote them.
   */
  ownerVisits(owner: OwnerRef, propertyId: number, lang?: Lang): Promise<Visit[] | null>;

  /** Communications about one of the owner's properties, newest first; null if not theirs. `lang` as for visits. */
  ownerCommunications(owner: OwnerRef, propertyId: number, lang?: Lang): Promise<Communication[] | null>;

  /** Online-media history of one of the owner's properties, newest first; null if not theirs. `lang` as for visits. */
  ownerOnlineMedia(owner: OwnerRef, propertyId: number, lang?: Lang): Promise<OnlineMedia[] | null>;

  /**
   * Daily media statistics of one of the owner's properties for the `days` days up to and
   * including `until` (yyyy-mm-dd, default today UTC; common/dates.ts statsWindow), oldest
   * first; null if not theirs.
   */
  ownerMediaStatistics(
    owner: OwnerRef,
    propertyId: number,
    days: number,
    until?: string,
  ): Promise<MediaStatistic[] | null>;

  /** Website views of one of the owner's properties for day, week, month, total; null if not theirs. */
  ownerVisitCounts(owner: OwnerRef, propertyId: number, until?: string): Promise<VisitCounts | null>;

  /** Documents of one of the owner's properties, newest first; null if not theirs. `lang` names them as for visits. */
  ownerDocuments(owner: OwnerRef, propertyId: number, lang?: Lang): Promise<OwnerDocument[] | null>;

  /**
   * How many active search demands (buyers or tenants looking) match one of the owner's
   * properties; null if not theirs. d1: confirmed, subscribed rows of `alerts` whose criteria
   * match the property's goal, type, city and price (common/alert-match.ts); omnicasa: the
   * CRM's GetNumberOfDemands for the property's type and price.
   */
  ownerDemandCount(owner: OwnerRef, propertyId: number): Promise<number | null>;
}

/**
 * The owner's forgotten password (docs/owner-portal.md). Never cached.
 * - d1 holds passwords: `start` stores a one-time token (only its SHA-256, valid 30 minutes)
 *   and returns it with the owner so the caller e-mails a link; `finish` sets a new password
 *   with such a token, once.
 * - omnicasa: the CRM owns passwords, so `start` asks the CRM to run its own flow
 *   (GetPersonForgetPassword) and returns null; there is no `finish`.
 * `start` answers null for an unknown e-mail, and its caller answers the same either way.
 */
export interface PasswordReset {
  readonly name: string;
  start(email: string, lang: Lang): Promise<{ owner: Owner; token: string } | null>;
  /** The owner whose password was set, or null when the token is unknown, used or expired. */
  finish?(token: string, password: string): Promise<Owner | null>;
}

/**
 * The parts one provider offers (../select.ts `createParts`, per request `partsFor`). Every
 * provider has a catalogue and owner data. Two more parts have their place here and are added
 * by the work that needs them, as optional members (a provider without one leaves it out, and
 * its callers fall back to what docs/architecture.md says):
 *
 * - `delivery?: LeadDelivery` — lead delivery to the agency's system, called only by the lead
 *   queue consumer (docs/forms-and-leads.md): `deliver(kind, lead, reading, idempotencyKey)`, where a
 *   redelivery with the same key must not create a second contact. Not behind the cache. The
 *   e-mail to the agency is not a provider part: it is sent for every provider.
 * - `resets?: PasswordReset` — the owner's forgotten password: with d1 a one-time reset link
 *   and setting a new password (docs/owner-portal.md: d1 only); the CRM owns its passwords, so with
 *   omnicasa the CRM's own forgotten-password request is all there is. Never cached.
 * - `appointments?: AppointmentSource` — viewing slots kept by the agency's system (omnicasa:
 *   GetAppointmentObject). Without it (d1) the slots are the site's own D1 table
 *   (worker/forms/slots.ts). Never cached: free places change with every booking.
 */
export interface ProviderParts {
  catalogue: Catalogue;
  owners: OwnerData;
  resets?: PasswordReset;
  /** Lead delivery to the agency's system (omnicasa); d1 has none: its leads go by e-mail only. */
  delivery?: LeadDelivery;
  /** Viewing slots of the agency's system (omnicasa); d1 has none: its slots are the D1 table. */
  appointments?: AppointmentSource;
  /**
   * What the scheduled job does to keep a slow provider's reads ready before visitors ask
   * (whise: rebuilds the kept estate index of every language, ../whise/index-store.ts); d1 and
   * omnicasa have none.
   */
  warmUp?: () => Promise<void>;
}

/** A property's viewing slots as the agency's system keeps them (future ones, full ones included). */
export interface AppointmentSource {
  slots(propertyId: number, lang: Lang, now?: Date): Promise<AppointmentSlot[]>;
}

/** A lead as the queue consumer hands it to a provider (a row of D1 `leads`, its payload parsed). */
export interface Lead {
  id: number;
  /** The form: contact-me, contact-appointment, demand-register, … (docs/forms-and-leads.md). */
  kind: string;
  lang: Lang;
  propertyId: number | null;
  /** The validated form, camelCase fields (forms contract): read as unknown values. */
  payload: Record<string, unknown>;
  createdAt: string;
}

/** A lead's contact fields, as every form shares them (read by worker/leads/content.ts `contactOf`). */
export interface LeadContact {
  title: 'mr' | 'ms' | 'miss' | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  remarks: string;
}

/**
 * What a lead says, read by the lead queue for the CRM (worker/leads/content.ts `leadReading`): the
 * texts come in as data, so a delivery writes the agency's words without knowing the forms.
 */
export interface LeadReading {
  contact: LeadContact;
  /** Every other field as 'Label: value' lines, in the lead's language. */
  details: string[];
  /** The form's name in the lead's language: the CRM's subject. */
  subject: string;
  propertyId: number | null;
  projectId: number | null;
}

/**
 * Steps of one lead's delivery already done (worker/leads/journal.ts, D1 `lead_deliveries`):
 * `once(step, run)` runs `run` only when `step` is not recorded, records it when `run`
 * succeeds and returns what it returned (kept as the step's detail, e.g. a CRM person id).
 */
export interface DeliveryJournal {
  once(step: string, run: () => Promise<string | null>): Promise<string | null>;
}

/** What a provider's delivery registered that the site keeps (a search alert's CRM demand). */
export interface DeliveryResult {
  /** The CRM's reference of a registered demand (UnsubscribeDemandPerson needs it), if any. */
  demandRef?: string | null;
}

/**
 * Lead delivery (docs/forms-and-leads.md), called only by the lead queue consumer. A redelivery
 * with the same idempotency key must not create a second contact: each CRM call is a step of
 * the journal. Failures throw (ProviderError): the consumer retries with back-off.
 */
export interface LeadDelivery {
  readonly name: string;
  deliver(
    kind: string,
    lead: Lead,
    reading: LeadReading,
    idempotencyKey: string,
    journal?: DeliveryJournal,
  ): Promise<DeliveryResult>;
  /** Ends a search alert's CRM demand (UnsubscribeDemandPerson). */
  unsubscribe(demandRef: string, lang: Lang): Promise<void>;
}

/** The method names of a part (its function members other than `name`). */
export type MethodOf<Part> = Exclude<
  { [K in keyof Part]-?: NonNullable<Part[K]> extends (...args: never[]) => unknown ? K : never }[keyof Part],
  'name'
>;

/** A request's provider parts and the collector of their timing (Server-Timing: worker/middleware/provider.ts). */
export type RequestParts = ProviderParts & { timing: Timing };
