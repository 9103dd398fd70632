/**
 * The owner portal's shapes (docs/owner-portal.md): the owner, the visit history, the
 * communications, the online-media history (date, type, contact, subject, comment, status,
 * source), visit counts for day/week/month/total, media statistics per day and documents.
 * All of it is personal data: never cached, never sent to anyone but the owner.
 */
import type { Lang } from '../../shared/model/common';

export interface Owner {
  ID: number;
  Email: string;
  FirstName: string;
  LastName: string;
  /** The language the CRM records for the owner; null when it records none (the site's default applies). */
  Language: Lang | null;
  /** The agent who manages the owner's properties. */
  AgentID: number | null;
  /**
   * What a session keeps to find the owner again, when it is not the ID in decimal (whise: the
   * login's username and the estates Whise listed for it; worker/provider/whise/owner-ref.ts).
   * Server-side only: never sent to the browser.
   */
  Ref?: string;
}

/**
 * Owner-portal sections a provider may have no source for (OwnerData `unavailable`): the
 * portal then says so instead of showing zeros. `mediaStatistics`: the 30-day graph of views on
 * every channel; `visitCounts`: the website's own view counters; `onlineMedia`: the history of
 * the property's online publications.
 */
export type OwnerSection = 'mediaStatistics' | 'visitCounts' | 'onlineMedia';

/** A visit of the property by a candidate (calendar history). */
export interface Visit {
  ID: number;
  PropertyID: number;
  /** ISO 8601 date-time. */
  Date: string;
  /** 'visit' | 'second-visit' | 'open-house'. */
  Type: string;
  /** Candidate's name as the owner may see it (initial of the last name). */
  Contact: string;
  /** 'planned' | 'done' | 'cancelled'. */
  Status: string;
  /** Candidate's feedback or the agent's note. */
  Comment: string;
}

/** What a communication and an online-media event both record: when, what kind, with whom, about what. */
interface Message {
  ID: number;
  PropertyID: number;
  Date: string;
  /** Communications: 'email' | 'phone' | 'letter' | 'meeting' | 'sms'; online media: 'publication' | 'lead' | 'update' | 'post'. */
  Type: string;
  Contact: string;
  Subject: string;
  Comment: string;
}

/** A communication between the agency and the owner or a third party about the property. */
export interface Communication extends Message {
  /** 'in' (received) or 'out' (sent). */
  Direction: string;
}

/** An online-media event: publication on a portal, a lead from a portal, a social post. */
export interface OnlineMedia extends Message {
  /** 'online' | 'handled' | 'open' | 'offline'. */
  Status: string;
  /** Portal or channel: 'website', 'immoweb', 'zimmo', 'immovlan', 'facebook', 'athome'. */
  Source: string;
}

/**
 * What the week and month of VisitCounts cover: `rolling` (d1) the last 7 and 30 days up to
 * today, `calendar` (the Omnicasa CRM's ThisWeek / ThisMonth) the current week and month.
 */
export type CountsPeriod = 'rolling' | 'calendar';

/** Views of the property's page on the agency website. */
export interface VisitCounts {
  Day: number;
  Week: number;
  Month: number;
  Total: number;
  Period: CountsPeriod;
}

/** One day of statistics of one channel. */
export interface MediaStatistic {
  PropertyID: number;
  /** yyyy-mm-dd. */
  Date: string;
  Source: string;
  /** Times the property appeared in result lists. */
  Impressions: number;
  /** Detail page views. */
  Views: number;
  /** Contact requests. */
  Contacts: number;
}

export interface OwnerDocument {
  ID: number;
  PropertyID: number;
  Name: string;
  /** 'epc' | 'asbestos' | 'electrical' | 'soil' | 'brochure' | 'mandate' | 'lease' | 'report'. */
  Category: string;
  /** yyyy-mm-dd. */
  Date: string;
  MimeType: string;
  /** Size in bytes. */
  Size: number;
  /** R2 key in the MEDIA bucket (under documents/, never served by /media). */
  Key: string;
}
