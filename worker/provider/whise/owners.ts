/**
 * The owner portal's data with the whise provider (../core/types.ts OwnerData; docs/owner-portal.md,
 * docs/whise-mapping.md). Owners log in with the username and password the agency gave them in
 * Whise; the site keeps no account of its own for them.
 *
 * - Login: `v1/estates/owned/list` with `ContactUsername` and `ContactPassword` (the public
 *   client's EstatesOwned::list) lists the owner's estates. A refused request (as the client
 *   reads it, ./schema.ts `whiseRefusal`) whose validation code names the authentication or
 *   the credentials, or an empty or missing list, is a failed login (null); any other refusal, a
 *   5xx or a timeout is a ProviderError (the login page answers 503). The username may be any
 *   text (the login field is a text field with whise: `loginIdentifier`). The owner's name and language come
 *   from `v1/contacts/list` filtered on the username when it is an e-mail address (reading; one
 *   contact must match, else the portal greets the username). The session keeps the username,
 *   that name and the estate ids (./owner-ref.ts): never the password.
 * - The owner's properties: those estates, read again at each request with `v1/estates/list`
 *   (`EstateIds`, Status Active or Archived, every display status) and mapped like the
 *   catalogue's; the agent is the estate's first representative.
 * - Visits: `v1/activities/calendars`; communications: `v1/activities/histories` (Filter
 *   `EstateIds`), for the owner's estates only. Items are validated one by one.
 * - Documents and matching search alerts: the site's own (../common/site-owner-store.ts).
 * - Whise has no equivalent of the media statistics, the website's view counters or the online
 *   media history: they are `unavailable` and the portal says so.
 *
 * PERSONAL: nothing here is cached, neither across requests nor in KV; within one request the
 * owner's estates are read once (the client's memo, one client per request).
 */
import { type } from '../../../app/schema/arktype';
import type { Lang } from '../../../shared/model/common';
import type { Communication, Owner, OwnerDocument, OwnerSection, Visit, VisitCounts } from '../../../app/model/owner';
import { isMailAddress } from '../../../app/rules/mail-address';
import { isId } from '../common/input';
import { isLang } from '../../../shared/paths/languages';
import { ProviderError } from '../core/errors';
import type { OwnerData, OwnerProperty, OwnerRef } from '../core/types';
import { dateTime, id, text } from '../common/loose-fields';
import { siteDemandCount, siteDocuments } from '../common/site-owner-store';
import type { WhiseClient } from './client';
import {
  PUBLIC_DISPLAY_STATUSES,
  toAgent,
  toProperty,
  WHISE_DISPLAY_STATUS,
  WHISE_LANGUAGE,
  WHISE_STATUS,
  type WhiseMapContext,
} from './map';
import { siteOf } from '../../config/site';
import { MAX_OWNED_ESTATES, readWhiseOwnerRef, whiseOwnerRef, type WhiseOwnerLogin } from './owner-ref';
import {
  contactList,
  estateList,
  listAnswer,
  ownedEstateList,
  refusalText,
  whiseRefusal,
  type WhiseContact,
  type WhiseEstate,
} from './schema';
import { lazy } from '../../../shared/schema/lazy';

const activitySchema = lazy(() =>
  type({
    id: id,
    'date?': dateTime,
    'startDateTime?': dateTime,
    'subject?': text,
    'contactName?': text,
    'typeName?': text,
    'statusName?': text,
    'comments?': text,
    'direction?': text,
  }),
);
export type WhiseActivity = typeof activitySchema.infer;
const activityList = listAnswer('activities', activitySchema);

const when = (a: WhiseActivity): string => a.startDateTime ?? a.date ?? '';
const newestFirst = <T extends { Date: string; ID: number }>(items: T[]): T[] =>
  items.sort((a, b) => b.Date.localeCompare(a.Date) || b.ID - a.ID);

/** Activities as the portal lists them, newest first: each with its id, day, type and contact, and what `fields` reads. */
function entries<T>(raws: readonly WhiseActivity[], propertyId: number, fields: (a: WhiseActivity) => T) {
  return newestFirst(
    raws.map((a) => ({
      ID: a.id,
      PropertyID: propertyId,
      Date: when(a),
      Type: a.typeName ?? '',
      Contact: a.contactName ?? '',
      ...fields(a),
    })),
  );
}

/** Calendar activities → the portal's visits. */
export function toVisits(raws: readonly WhiseActivity[], propertyId: number): Visit[] {
  return entries(raws, propertyId, (a) => ({ Status: a.statusName ?? '', Comment: a.comments || a.subject || '' }));
}

/** History activities → the portal's communications. */
export function toCommunications(raws: readonly WhiseActivity[], propertyId: number): Communication[] {
  return entries(raws, propertyId, (a) => ({
    Subject: a.subject ?? '',
    Comment: a.comments ?? '',
    Direction: a.direction ?? '',
  }));
}

/** The portal sections Whise has no source for. */
export const WHISE_UNAVAILABLE: readonly OwnerSection[] = ['mediaStatistics', 'visitCounts', 'onlineMedia'];

/** A validation code that says the owner's credentials were refused (not our request). */
const CREDENTIALS_REFUSED = /auth|credential|password|username|login/i;

/**
 * The login's reading of a `v1/estates/owned/list` answer: the estate ids (empty: no estate),
 * `refused` for refused credentials, or an error text for an answer that is neither (a
 * provider failure: our request was refused for another reason, or the envelope is wrong).
 */
export function readOwnedAnswer(data: unknown): { ids: number[] } | { refused: true } | string {
  const refusal = whiseRefusal(data);
  if (refusal) {
    const reasons = refusal.errors.map((e) => `${e.code ?? ''} ${e.message ?? ''}`);
    return reasons.some((r) => CREDENTIALS_REFUSED.test(r)) ? { refused: true } : refusalText(refusal);
  }
  const list = ownedEstateList(data, 'v1/estates/owned/list');
  return typeof list === 'string' ? list : { ids: [...new Set(list.items.map((e) => e.id))] };
}

/** Whise's language id ('nl-BE', 'fr', …) → the site's language, or null. */
export function langOfWhise(languageId: string | undefined): Lang | null {
  const code = (languageId ?? '').toLowerCase().slice(0, 2);
  return isLang(code) ? code : null;
}

/** The owner of a login (the reference is the session's). */
export function ownerOfLogin(login: WhiseOwnerLogin, ref: OwnerRef = whiseOwnerRef(login)): Owner {
  return {
    ID: login.contactId,
    Email: login.username,
    FirstName: login.firstName,
    LastName: login.lastName,
    Language: login.language,
    AgentID: null,
    Ref: ref,
  };
}

/** Website counts: Whise has none (the portal does not show them: `unavailable`). */
const NO_COUNTS: VisitCounts = { Day: 0, Week: 0, Month: 0, Total: 0, Period: 'rolling' };

/** Where the whise owner data takes what Whise does not hold. */
export interface WhiseOwnerOptions {
  /** What mapping an estate needs in a language (the site's type names): the catalogue's. */
  context: (lang: Lang) => Promise<WhiseMapContext>;
  /** The site's database: documents and search alerts (../common/site-owner-store.ts). */
  db?: D1Database;
  /** Where a failed name lookup is reported (default console.warn); never given personal data. */
  log?: (message: string) => void;
}

export class WhiseOwnerData implements OwnerData {
  readonly name = 'whise';
  readonly unavailable = WHISE_UNAVAILABLE;
  /** Whise usernames need not be e-mail addresses: the login field takes any text. */
  readonly loginIdentifier = 'username';

  constructor(
    private readonly client: WhiseClient,
    private readonly options: WhiseOwnerOptions,
  ) {}

  async verifyOwner(email: string, password: string): Promise<Owner | null> {
    const username = email.trim();
    if (!username || !password || username.length > 254 || password.length > 1024) return null;
    const answer = await this.client.read(
      'v1/estates/owned/list',
      {
        ContactUsername: username,
        ContactPassword: password,
        Page: { Limit: MAX_OWNED_ESTATES, Offset: 0 },
      },
      readOwnedAnswer,
    );
    if ('refused' in answer || answer.ids.length === 0) return null;
    const contact = await this.contact(username);
    return ownerOfLogin({
      username,
      firstName: contact?.firstName ?? '',
      lastName: contact?.name ?? '',
      language: langOfWhise(contact?.languageId),
      contactId: contact?.id ?? contact?.contactId ?? 0,
      estateIds: [...answer.ids].sort((a, b) => a - b).slice(0, MAX_OWNED_ESTATES),
    });
  }

  /** The one contact whose e-mail is the username, or null (no e-mail, none or several, or Whise failed). */
  private async contact(username: string): Promise<WhiseContact | null> {
    if (!isMailAddress(username)) return null;
    try {
      const list = await this.client.read(
        'v1/contacts/list',
        { Filter: { PrivateEmail: username }, Page: { Limit: 2, Offset: 0 } },
        contactList,
      );
      return list.items.length === 1 ? list.items[0]! : null;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      (this.options.log ?? console.warn)(`whise owner name not read: ${error.message}`);
      return null;
    }
  }

  async getOwner(ref: OwnerRef): Promise<Owner | null> {
    const login = readWhiseOwnerRef(ref);
    return login ? ownerOfLogin(login, ref) : null;
  }

  /** The login of a reference when the property is one of its estates, else null. */
  private owning(ref: OwnerRef, propertyId: number): WhiseOwnerLogin | null {
    const login = readWhiseOwnerRef(ref);
    return login && isId(propertyId) && login.estateIds.includes(propertyId) ? login : null;
  }

  /** The owner's estates in one language, read once per request. */
  private estates(login: WhiseOwnerLogin, lang: Lang): Promise<WhiseEstate[]> {
    const ids = login.estateIds;
    return this.client.remember(`owned:${ids.join(',')}:${lang}`, async () => {
      const page = await this.client.read(
        'v1/estates/list',
        {
          Filter: {
            EstateIds: ids,
            StatusIds: [WHISE_STATUS.active, WHISE_STATUS.archived],
            DisplayStatusIds: [WHISE_DISPLAY_STATUS.offline, ...PUBLIC_DISPLAY_STATUSES],
            LanguageId: WHISE_LANGUAGE[lang],
            IncludeGroupEstates: true,
          },
          Page: { Limit: ids.length, Offset: 0 },
        },
        estateList,
      );
      return page.items.filter((raw) => ids.includes(raw.id));
    });
  }

  async ownerProperties(ref: OwnerRef, l: Lang): Promise<OwnerProperty[]> {
    const login = readWhiseOwnerRef(ref);
    if (!login) return [];
    const [raws, ctx] = await Promise.all([this.estates(login, l), this.options.context(l)]);
    return raws
      .map((raw) => {
        const agent = raw.representatives?.[0];
        return { ...toProperty(raw, ctx), Agent: agent ? toAgent(agent) : null, VisitCounts: NO_COUNTS };
      })
      .sort((a, b) => a.ID - b.ID);
  }

  private async activities(endpoint: string, propertyId: number): Promise<WhiseActivity[]> {
    return (await this.client.read(endpoint, { Filter: { EstateIds: [propertyId] } }, activityList)).items;
  }

  async ownerVisits(ref: OwnerRef, propertyId: number): Promise<Visit[] | null> {
    if (!this.owning(ref, propertyId)) return null;
    return toVisits(await this.activities('v1/activities/calendars', propertyId), propertyId);
  }

  async ownerCommunications(ref: OwnerRef, propertyId: number): Promise<Communication[] | null> {
    if (!this.owning(ref, propertyId)) return null;
    return toCommunications(await this.activities('v1/activities/histories', propertyId), propertyId);
  }

  /** Whise has no online-media history (`unavailable`). */
  async ownerOnlineMedia(ref: OwnerRef, propertyId: number): Promise<[] | null> {
    return this.owning(ref, propertyId) ? [] : null;
  }

  /** Whise has no media statistics (`unavailable`). */
  async ownerMediaStatistics(ref: OwnerRef, propertyId: number): Promise<[] | null> {
    return this.owning(ref, propertyId) ? [] : null;
  }

  /** Whise has no website view counts (`unavailable`). */
  async ownerVisitCounts(ref: OwnerRef, propertyId: number): Promise<VisitCounts | null> {
    return this.owning(ref, propertyId) ? NO_COUNTS : null;
  }

  /** The documents the agency stored in the site for the property. */
  async ownerDocuments(ref: OwnerRef, propertyId: number, lang?: Lang): Promise<OwnerDocument[] | null> {
    if (!this.owning(ref, propertyId)) return null;
    return this.options.db ? siteDocuments(this.options.db, propertyId, undefined, lang) : [];
  }

  /** The site's search alerts matching the estate (goal, types, postcode or city name, price). */
  async ownerDemandCount(ref: OwnerRef, propertyId: number): Promise<number | null> {
    const login = this.owning(ref, propertyId);
    if (!login) return null;
    const property = (await this.ownerProperties(ref, login.language ?? siteOf().defaultLang)).find(
      (p) => p.ID === propertyId,
    );
    if (!property || !this.options.db) return 0;
    return siteDemandCount(this.options.db, {
      Goal: property.Goal,
      WebID: property.WebID,
      WebIDs: property.WebIDs,
      Zip: property.Zip,
      CityNames: [property.City],
      Price: property.Price,
    });
  }
}
