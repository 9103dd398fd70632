/**
 * The write model: records as they are stored (every language at once), produced by the demo
 * generator and by the import feed, and written to D1 by worker/provider/d1/write.ts. The read
 * model (Property, PropertyDetail, …) is what providers return for one language.
 */
import type { Lang, Localized } from '../../shared/model/common';
import type { Communication, MediaStatistic, OnlineMedia, OwnerDocument, Visit } from './owner';
import type { Property, PropertyDetail, PropertyDetails } from '../../shared/model/property';
import type { Testimonial } from '../../shared/model/people';
import type { ProjectDetail } from './project';

export interface TypeRecord {
  ID: number;
  ShowOrder: number;
  Sale: boolean;
  Rent: boolean;
  Name: Localized;
  /** More words a search should find this type by (subtype names), any language. */
  Keywords?: string[];
}

/** A city by postcode, country and name(s); stored once and shared by properties and projects. */
export interface CityRef {
  Zip: string;
  CountryID: number;
  /** Name per language (a city with one name has it in all four). */
  Name: Localized;
}

export interface CityRecord extends CityRef {
  /** Centre of the city. */
  Lat: number;
  Lng: number;
}

export interface AgentRecord {
  ID: number;
  FirstName: string;
  LastName: string;
  Function: Localized;
  Email: string;
  Phone: string;
  Mobile: string;
  PhotoName: string | null;
  Languages: Lang[];
}

/** Where a property or a project stands: its city, its street address and whether that is published, its position. */
interface AddressRecord extends Pick<Property, 'Street' | 'HouseNumber' | 'BoxNr' | 'PublishAddress' | 'Lat' | 'Lng'> {
  City: CityRef;
}

/** The fields a property record keeps as the read model has them, in one language for all. */
type PropertyAsRead =
  | 'ID'
  | 'WebID'
  | 'Goal'
  | 'Price'
  | 'PublishPrice'
  | 'PriceUnit'
  | 'Marquee'
  | 'RecordFile'
  | 'EnergyPerformance'
  | 'EPCLabelText'
  | 'IsNew'
  | 'IsArriving'
  | 'IsDiscreet'
  | 'PublicationDate'
  | 'AvailableFrom'
  | 'ProjectID'
  | 'VideoUrl'
  | 'VirtualTourUrl';

export interface PropertyRecord extends AddressRecord, Pick<PropertyDetail, PropertyAsRead> {
  /** Every type id, WebID first. */
  WebIDs: number[];
  TypeDescription: Localized;
  Title: Localized;
  Description: Localized;
  AgentID: number | null;
  /** Media names, in order (the first is the card picture). */
  Photos: string[];
  Details: PropertyDetails;
}

export interface ProjectRecord
  extends AddressRecord,
    Pick<ProjectDetail, 'ID' | 'Goal' | 'Delivery' | 'PublicationDate' | 'VideoUrl' | 'VirtualTourUrl'> {
  Name: Localized;
  Summary: Localized;
  Description: Localized;
  Photos: string[];
  AgentID: number | null;
}

/** A testimonial as stored: its title and text in every language. */
export interface TestimonialRecord extends Omit<Testimonial, 'Title' | 'Text'> {
  Title: Localized;
  Text: Localized;
}

export interface OwnerRecord {
  ID: number;
  Email: string;
  FirstName: string;
  LastName: string;
  Language: Lang;
  AgentID: number | null;
  /** `scrypt$N=…,r=…,p=…$salt$hash` (worker/provider/d1/password.ts). */
  PasswordHash: string;
  PropertyIDs: number[];
}

/**
 * A history row's or a document's texts in other languages (D1 column `texts`, JSON). The row's
 * own Subject, Comment or Name is the text as written and the fallback for a language not given.
 */
export type RowTexts<K extends string> = Partial<Record<Lang, Partial<Record<K, string>>>>;

export interface VisitRecord extends Visit {
  Texts?: RowTexts<'Comment'>;
}

export interface CommunicationRecord extends Communication {
  Texts?: RowTexts<'Subject' | 'Comment'>;
}

export interface OnlineMediaRecord extends OnlineMedia {
  Texts?: RowTexts<'Subject' | 'Comment'>;
}

/** A document stored in R2 with the bytes to put there. */
export interface DocumentRecord extends OwnerDocument {
  OwnerID: number;
  Texts?: RowTexts<'Name'>;
}

/** Everything the owner portal shows, for the owners of a data set. */
export interface OwnerActivity {
  visits: VisitRecord[];
  communications: CommunicationRecord[];
  media: OnlineMediaRecord[];
  stats: MediaStatistic[];
  documents: DocumentRecord[];
}

/**
 * A buyer's or tenant's search ("keep me informed") that did not come through the website's
 * forms, so no digest is e-mailed for it (table `alerts` with lead_id NULL): the demo's
 * demands, which the owner portal counts as buyers and tenants looking.
 */
export interface DemandRecord {
  Email: string;
  Lang: Lang;
  /** app/alerts/match.ts AlertCriteria, stored as JSON. */
  Criteria: Record<string, unknown>;
  /** ISO date-time of the confirmation. */
  ConfirmedAt: string;
}
