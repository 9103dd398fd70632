/**
 * What the owner portal's pages receive (docs/owner-portal.md): built on the server from the provider's
 * owner data for the logged-in owner only (worker/owner/portal.ts), sent as the route's loader
 * data (server render) or by GET /api/owner/portal (browser navigation). Never cached.
 */
import type { PictureItem } from '../../shared/model/common';
import type { Communication, OnlineMedia, OwnerSection, Visit, VisitCounts } from './owner';
import type { Agent } from '../../shared/model/people';

/** One of the owner's properties as the picker and the heading show it. */
export interface PortalProperty {
  ID: number;
  Title: string;
  TypeDescription: string;
  Goal: number;
  City: string;
  Zip: string;
  /** Street and number, '' when the address is not published. */
  Address: string;
  RecordFile: string;
  Photo: PictureItem | null;
}

/** The statistics channel of the agency's own website (MediaStatistic.Source, lower case). */
export const WEBSITE_SOURCE = 'website';

/** One day of the 30-day graph: every channel's detail views and contacts added up. */
export interface PortalDay {
  /** yyyy-mm-dd. */
  Date: string;
  /** Views on every channel (the website and the portals), the website's included. */
  Views: number;
  /** Of `Views`, those on the agency's website. */
  Website: number;
  Contacts: number;
}

/** A document the owner may open, through the authorised route `Href`. */
export interface PortalDocument {
  ID: number;
  Name: string;
  Category: string;
  Date: string;
  MimeType: string;
  Size: number;
  Href: string;
}

export interface PortalSelection {
  property: PortalProperty;
  visits: Visit[];
  communications: Communication[];
  onlineMedia: OnlineMedia[];
  /** Views of the property's page on the agency website (day, week, month, total). */
  counts: VisitCounts;
  /** The last 30 days, oldest first, every day present (empty when the provider has no media statistics). */
  days: PortalDay[];
  documents: PortalDocument[];
  agent: Agent | null;
  /** Active search demands (buyers or tenants) matching the property. */
  demands: number;
  /**
   * Sections the provider has no source for (empty for d1 and omnicasa; whise: media
   * statistics, website counts, online media): the page says so instead of showing their
   * empty lists and zero counts.
   */
  unavailable: OwnerSection[];
}

export interface PortalView {
  owner: { FirstName: string; LastName: string; Email: string };
  properties: PortalProperty[];
  /** The shown property (the first one when none is asked); null when the owner has none. */
  selected: PortalSelection | null;
}

/** The portal's answer: not logged in, a property that is not the owner's, or the view. */
export type PortalAnswer = { status: 'anonymous' } | { status: 'refused' } | { status: 'ok'; view: PortalView };

/**
 * How owners log in and get a new password with the site's provider (decision record 029): the
 * login's first field takes an e-mail address (d1, omnicasa) or a username that may be none
 * (whise: the username the agency gave the owner in Whise); the forgotten-password page sends a
 * message (d1: a one-time link; omnicasa: the CRM's own) or, where the CRM keeps the password and
 * the site cannot reset it (whise), says that the agency manages it and how to reach the agency.
 */
export interface OwnerLogin {
  identifier: 'email' | 'username';
  reset: 'message' | 'agency';
  /** On the login page after a failed login without JavaScript: what the owner typed in the first field. */
  typed?: string;
  /** Turnstile's site key when the site asks for it: a login of an account with several failures must pass it. */
  siteKey?: string;
}

/** The login page's query: what went wrong at the last attempt (no-JavaScript posts come back with it). */
export interface LoginSearch {
  error?: 'failed' | 'limited' | 'api' | 'challenge';
  /** Seconds to wait, with error=limited. */
  retry?: number;
  /** After logout, reset or a reset request: a notice to show. */
  notice?: 'logged-out' | 'reset-done' | 'reset-sent' | 'expired';
}

export function parseLoginSearch(raw: Record<string, unknown>): LoginSearch {
  const out: LoginSearch = {};
  if (raw.error === 'failed' || raw.error === 'limited' || raw.error === 'api' || raw.error === 'challenge')
    out.error = raw.error;
  const retry = Number(raw.retry);
  if (out.error === 'limited' && Number.isInteger(retry) && retry > 0 && retry <= 86400) out.retry = retry;
  if (
    raw.notice === 'logged-out' ||
    raw.notice === 'reset-done' ||
    raw.notice === 'reset-sent' ||
    raw.notice === 'expired'
  )
    out.notice = raw.notice;
  return out;
}

/** The reset page's query: the token from the e-mailed link and what went wrong at the last post. */
export interface ResetSearch {
  token?: string;
  error?: 'mismatch' | 'empty' | 'invalid' | 'short';
}

export function parseResetSearch(raw: Record<string, unknown>): ResetSearch {
  const out: ResetSearch = {};
  if (typeof raw.token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(raw.token)) out.token = raw.token;
  if (raw.error === 'mismatch' || raw.error === 'empty' || raw.error === 'invalid' || raw.error === 'short')
    out.error = raw.error;
  return out;
}

/**
 * How long a refused login must wait, as the message says it (docs/owner-portal.md): in seconds
 * under a minute (a 30 s wait is not '1 minute'), else in whole minutes, rounded up; at least 1.
 */
export function loginWait(retryAfterSeconds: number): { seconds: number } | { minutes: number } {
  const s = Math.max(1, Math.ceil(Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : 60));
  return s < 60 ? { seconds: s } : { minutes: Math.ceil(s / 60) };
}
