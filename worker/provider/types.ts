/**
 * The Provider: everything the site reads about listings and owners, behind one interface
 * (PRODUCT.md §2). Implementations: `d1` (./d1.ts, the embedded system of record) and, later,
 * `omnicasa` (the agency's CRM); `cached(provider)` wraps either in the KV cache.
 *
 * Rules every implementation keeps:
 * - Texts come in the language asked for (`lang`); field names are the seed's (shared/model).
 * - "Not found" is `null` (or an empty list), never an exception; exceptions mean the provider
 *   failed (the caller shows 'API ERROR' or a cached copy).
 * - PUBLIC calls return the same answer to every visitor: they may be cached.
 * - PERSONAL calls (marked below) concern one owner: they are NEVER cached, never logged with
 *   their data, and the owner-scoped ones answer `null` when the property is not that owner's.
 *
 * Forms (leads) are not here: they go to the D1 outbox first (PRODUCT.md §2 "Forms").
 */
import type { Lang, Paged } from '../../shared/model/common';
import type { ListQuery, SearchResult } from '../../shared/model/listing';
import type {
  Communication,
  MediaStatistic,
  OnlineMedia,
  Owner,
  OwnerDocument,
  Visit,
  VisitCounts,
} from '../../shared/model/owner';
import type { Agent, Testimonial } from '../../shared/model/people';
import type { Project, ProjectDetail } from '../../shared/model/project';
import type { Property, PropertyDetail } from '../../shared/model/property';
import type { City, CityScope, PropertyType, Totals } from '../../shared/model/taxonomy';

/** A property of the owner with what the portal's property picker shows. */
export interface OwnerProperty extends Property {
  Agent: Agent | null;
  VisitCounts: VisitCounts;
}

export interface Provider {
  /** Short name for logs and the Server-Timing header ('d1', 'omnicasa'). */
  readonly name: string;

  // ── PUBLIC (cacheable) ──────────────────────────────────────────────────────────────────

  /**
   * One page of properties matching the filters, sorted (default 'date-desc', newest first),
   * with `page`, `pages` and `total`. Sold and rented properties are included (they show a
   * ribbon); the goal, type, city and flag filters are those of ListQuery.
   */
  listProperties(query: ListQuery): Promise<Paged<Property>>;

  /** One property with every detail field group, or null when the id is unknown. */
  getProperty(id: number, lang: Lang): Promise<PropertyDetail | null>;

  /** Up to 4 available properties like this one (same goal and type, close in price and place). */
  similarProperties(id: number, lang: Lang): Promise<Property[]>;

  /** Every project, newest first, with unit counts and price range. */
  listProjects(lang: Lang): Promise<Project[]>;

  /** One project with its description, photos and units, or null. */
  getProject(id: number, lang: Lang): Promise<ProjectDetail | null>;

  /** Every property type in ShowOrder, with sale and rent counts. */
  listTypes(lang: Lang): Promise<PropertyType[]>;

  /** Cities that have properties in scope ('all', 'sale', 'rent'), by name, with their counts. */
  listCities(lang: Lang, scope: CityScope): Promise<City[]>;

  /** Number of properties for sale and for rent (home search block). */
  totals(): Promise<Totals>;

  /**
   * The home search panel (PRODUCT.md §5): empty `q` → every type with counts and no cities
   * or properties; otherwise types whose name (any language) contains `q`, cities whose name
   * (any language, accents and case ignored) contains `q` or whose postcode starts with it,
   * and properties: for a numeric `q` the property with exactly that ID, otherwise those whose
   * published street or reference contains `q` (at most 6).
   */
  search(q: string, lang: Lang): Promise<SearchResult>;

  /** The agency's agents. */
  listAgents(lang: Lang): Promise<Agent[]>;

  /** Published testimonials, newest first. */
  listTestimonials(lang: Lang): Promise<Testimonial[]>;

  // ── PERSONAL (never cached) ─────────────────────────────────────────────────────────────

  /**
   * PERSONAL. The owner whose e-mail and password match, or null. Takes as long for an
   * unknown e-mail as for a wrong password (no account enumeration).
   */
  verifyOwner(email: string, password: string): Promise<Owner | null>;

  /** PERSONAL. The owner by id (session lookups), or null. */
  getOwner(ownerId: number): Promise<Owner | null>;

  /** PERSONAL. The owner's properties with their agent and website visit counts. */
  ownerProperties(ownerId: number, lang: Lang): Promise<OwnerProperty[]>;

  /** PERSONAL. Visit history of one of the owner's properties, newest first; null if not theirs. */
  ownerVisits(ownerId: number, propertyId: number): Promise<Visit[] | null>;

  /** PERSONAL. Communications about one of the owner's properties, newest first; null if not theirs. */
  ownerCommunications(ownerId: number, propertyId: number): Promise<Communication[] | null>;

  /** PERSONAL. Online-media history of one of the owner's properties, newest first; null if not theirs. */
  ownerOnlineMedia(ownerId: number, propertyId: number): Promise<OnlineMedia[] | null>;

  /**
   * PERSONAL. Daily media statistics of one of the owner's properties for the `days` days up
   * to and including `until` (yyyy-mm-dd, default today UTC), oldest first; null if not theirs.
   */
  ownerMediaStatistics(ownerId: number, propertyId: number, days: number, until?: string): Promise<MediaStatistic[] | null>;

  /** PERSONAL. Website views of one of the owner's properties for day, week, month, total; null if not theirs. */
  ownerVisitCounts(ownerId: number, propertyId: number, until?: string): Promise<VisitCounts | null>;

  /** PERSONAL. Documents of one of the owner's properties, newest first; null if not theirs. */
  ownerDocuments(ownerId: number, propertyId: number): Promise<OwnerDocument[] | null>;
}
