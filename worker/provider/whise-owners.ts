/**
 * The owner portal's data with the whise provider (types.ts OwnerData; docs/owner-portal.md).
 * The owners' accounts are the site's (the d1 part: login, password, their properties, website
 * visit counts, documents, demand counts, media statistics); what happened around a property
 * comes from Whise's activities, for properties the d1 part says are the owner's:
 *
 * - visits: `v1/activities/calendars` (Filter `EstateIds`), the agency's calendar;
 * - communications: `v1/activities/histories` (Filter `EstateIds`).
 *
 * Both answer `{ activities: [...] }` (the public client's response key); an item's fields
 * (`id`, `date`, `subject`, `contactName`, `typeName`, `statusName`, `comments`, `direction`)
 * are this adapter's reading, declared only here. Items are validated one by one (a bad one is
 * dropped and logged). PERSONAL: never cached.
 */
import { type } from 'arktype';
import type { Communication, Visit } from '../../shared/model/owner';
import { dateTime, id, text } from './omnicasa-schema';
import type { OwnerData, OwnerRef } from './types';
import type { WhiseClient } from './whise-client';
import { listAnswer } from './whise-schema';

const activitySchema = type({
  id: id,
  'date?': dateTime,
  'startDateTime?': dateTime,
  'subject?': text,
  'contactName?': text,
  'typeName?': text,
  'statusName?': text,
  'comments?': text,
  'direction?': text,
});
export type WhiseActivity = typeof activitySchema.infer;
const activityList = listAnswer('activities', activitySchema);

const when = (a: WhiseActivity): string => a.startDateTime ?? a.date ?? '';
const newestFirst = <T extends { Date: string; ID: number }>(items: T[]): T[] =>
  items.sort((a, b) => b.Date.localeCompare(a.Date) || b.ID - a.ID);

/** Calendar activities → the portal's visits. */
export function toVisits(raws: readonly WhiseActivity[], propertyId: number): Visit[] {
  return newestFirst(
    raws.map((a) => ({
      ID: a.id,
      PropertyID: propertyId,
      Date: when(a),
      Type: a.typeName ?? '',
      Contact: a.contactName ?? '',
      Status: a.statusName ?? '',
      Comment: a.comments || a.subject || '',
    })),
  );
}

/** History activities → the portal's communications. */
export function toCommunications(raws: readonly WhiseActivity[], propertyId: number): Communication[] {
  return newestFirst(
    raws.map((a) => ({
      ID: a.id,
      PropertyID: propertyId,
      Date: when(a),
      Type: a.typeName ?? '',
      Contact: a.contactName ?? '',
      Subject: a.subject ?? '',
      Comment: a.comments ?? '',
      Direction: a.direction ?? '',
    })),
  );
}

export class WhiseOwnerData implements OwnerData {
  readonly name = 'whise';
  readonly verifyOwner: OwnerData['verifyOwner'];
  readonly getOwner: OwnerData['getOwner'];
  readonly ownerProperties: OwnerData['ownerProperties'];
  readonly ownerOnlineMedia: OwnerData['ownerOnlineMedia'];
  readonly ownerMediaStatistics: OwnerData['ownerMediaStatistics'];
  readonly ownerVisitCounts: OwnerData['ownerVisitCounts'];
  readonly ownerDocuments: OwnerData['ownerDocuments'];
  readonly ownerDemandCount: OwnerData['ownerDemandCount'];

  constructor(
    private readonly client: WhiseClient,
    private readonly site: OwnerData,
  ) {
    this.verifyOwner = (...a) => site.verifyOwner(...a);
    this.getOwner = (...a) => site.getOwner(...a);
    this.ownerProperties = (...a) => site.ownerProperties(...a);
    this.ownerOnlineMedia = (...a) => site.ownerOnlineMedia(...a);
    this.ownerMediaStatistics = (...a) => site.ownerMediaStatistics(...a);
    this.ownerVisitCounts = (...a) => site.ownerVisitCounts(...a);
    this.ownerDocuments = (...a) => site.ownerDocuments(...a);
    this.ownerDemandCount = (...a) => site.ownerDemandCount(...a);
  }

  /** Whether the property is the owner's (the site's owner store decides). */
  private async owns(owner: OwnerRef, propertyId: number): Promise<boolean> {
    return (await this.site.ownerVisitCounts(owner, propertyId)) !== null;
  }

  private async activities(endpoint: string, propertyId: number): Promise<WhiseActivity[]> {
    return (await this.client.read(endpoint, { Filter: { EstateIds: [propertyId] } }, activityList)).items;
  }

  async ownerVisits(owner: OwnerRef, propertyId: number): Promise<Visit[] | null> {
    if (!(await this.owns(owner, propertyId))) return null;
    return toVisits(await this.activities('v1/activities/calendars', propertyId), propertyId);
  }

  async ownerCommunications(owner: OwnerRef, propertyId: number): Promise<Communication[] | null> {
    if (!(await this.owns(owner, propertyId))) return null;
    return toCommunications(await this.activities('v1/activities/histories', propertyId), propertyId);
  }
}
