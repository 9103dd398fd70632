/**
 * What loaders receive through router context: the server's data access, the site's reads
 * (worker/reads/reads.ts: content store, provider behind the KV cache) called directly by
 * worker/render/server-data.ts; the JSON API's GET routes answer with the same reads.
 */
import type { DetailBlockView, PageView, SiteView } from '../content/views';
import type { Paged } from '../../shared/model/common';
import type { ListQuery } from '../../shared/model/listing';
import type { Project, ProjectDetail } from '../model/project';
import type { Property, PropertyDetail } from '../../shared/model/property';
import type { City, CityScope, PropertyType, Totals } from '../../shared/model/taxonomy';
import type { Lang } from '../../shared/paths/languages';
import type { AppointmentSlot } from '../../shared/model/appointment';
import type { OwnerLogin, PortalAnswer } from '../model/owner-portal';

export interface DataApi {
  site(lang: Lang): Promise<SiteView>;
  /** A content page by original path; null when there is none (the route answers 404). */
  page(lang: Lang, original: string, opts?: { preview?: boolean }): Promise<PageView | null>;
  totals(): Promise<Totals>;
  types(lang: Lang): Promise<PropertyType[]>;
  cities(lang: Lang, scope: CityScope): Promise<City[]>;
  properties(query: ListQuery): Promise<Paged<Property>>;
  /** With the detail-page blocks whose display conditions the property meets (chosen on the server). */
  property(id: number, lang: Lang): Promise<(PropertyDetail & { Blocks?: DetailBlockView[] }) | null>;
  similar(id: number, lang: Lang): Promise<Property[]>;
  /** The favourites page: the cards of up to 60 ids in one batched read, in the order asked, null where gone. */
  propertiesByIds(ids: number[], lang: Lang): Promise<(Property | null)[]>;
  /** The comparison: up to 4 properties with their details in one batched read, in the order asked, null where gone. */
  detailsByIds(ids: number[], lang: Lang): Promise<(PropertyDetail | null)[]>;
  projects(lang: Lang): Promise<Project[]>;
  project(id: number, lang: Lang): Promise<ProjectDetail | null>;
  /** A property's viewing slots (future ones, full ones included). */
  slots(propertyId: number): Promise<AppointmentSlot[]>;
  /** Owner portal: true when the request carries a live owner session (never cached). */
  ownerSignedIn(): Promise<boolean>;
  /** Owner portal: the logged-in owner's view with one property selected (null: the first). */
  ownerPortal(lang: Lang, propertyId: number | null): Promise<PortalAnswer>;
  /** Owner portal: how owners log in and get a new password with the site's provider. */
  ownerLogin(): Promise<OwnerLogin>;
}

export interface RouterContext {
  data: DataApi;
}
