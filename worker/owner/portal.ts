/**
 * The owner portal's view for the logged-in owner (app/model/owner-portal.ts). Access is
 * decided once per request: the owner's property list is loaded once and a property id that is
 * not in it is refused before any of its data is asked for (the provider parts check again,
 * from their own per-request memory, never by repeating the CRM's ownership calls). The graph
 * covers the last 30 days (docs/owner-portal.md), every day present, all channels added up.
 * Sections the provider has no source for (OwnerData `unavailable`) are not asked for: the view
 * names them and the page says so.
 */
import type { Lang } from '../../shared/model/common';
import type { MediaStatistic, OwnerDocument, OwnerSection } from '../../app/model/owner';
import {
  WEBSITE_SOURCE,
  type PortalAnswer,
  type PortalDay,
  type PortalDocument,
  type PortalProperty,
} from '../../app/model/owner-portal';
import { daysBefore, statsWindow } from '../provider/common/dates';
import type { OwnerData, OwnerProperty, OwnerRef } from '../provider/core';

export const GRAPH_DAYS = 30;

export const toPortalProperty = (p: OwnerProperty): PortalProperty => ({
  ID: p.ID,
  Title: p.Title,
  TypeDescription: p.TypeDescription,
  Goal: p.Goal,
  City: p.City,
  Zip: p.Zip,
  Address: p.PublishAddress ? [p.Street, p.HouseNumber].filter(Boolean).join(' ') : '',
  RecordFile: p.RecordFile,
  Photo: p.SmallPictureItem,
});

/** The authorised route of one document (worker/owner/documents.ts), its file named in `lang`. */
export const documentHref = (propertyId: number, documentId: number, lang: Lang): string =>
  `/api/owner/documents/${propertyId}/${documentId}?lang=${lang}`;

const toPortalDocument = (d: OwnerDocument, lang: Lang): PortalDocument => ({
  ID: d.ID,
  Name: d.Name,
  Category: d.Category,
  Date: d.Date,
  MimeType: d.MimeType,
  Size: d.Size,
  Href: documentHref(d.PropertyID, d.ID, lang),
});

/**
 * Every day of the window, oldest first, with every channel's views and contacts added up and,
 * apart, the website channel's views (part of the total, so the graph and the website counter agree).
 */
export function graphDays(stats: readonly MediaStatistic[], until?: string, now: Date = new Date()): PortalDay[] {
  const { first, last } = statsWindow(GRAPH_DAYS, until, now);
  const byDay = new Map<string, PortalDay>();
  for (let day = last; day >= first; day = daysBefore(day, 1))
    byDay.set(day, { Date: day, Views: 0, Website: 0, Contacts: 0 });
  for (const s of stats) {
    const day = byDay.get(s.Date);
    if (!day) continue;
    day.Views += s.Views;
    if (s.Source.toLowerCase() === WEBSITE_SOURCE) day.Website += s.Views;
    day.Contacts += s.Contacts;
  }
  return [...byDay.values()].reverse();
}

/** The portal for `ref` with `propertyId` selected (null: the first property). */
export async function buildPortal(
  owners: OwnerData,
  ref: OwnerRef,
  lang: Lang,
  propertyId: number | null,
): Promise<Exclude<PortalAnswer, { status: 'anonymous' }> | null> {
  const owner = await owners.getOwner(ref);
  if (!owner) return null;
  const list = await owners.ownerProperties(ref, lang);
  const chosen = propertyId === null ? list[0] : list.find((p) => p.ID === propertyId);
  if (propertyId !== null && !chosen) return { status: 'refused' };
  const view = {
    owner: { FirstName: owner.FirstName, LastName: owner.LastName, Email: owner.Email },
    properties: list.map(toPortalProperty),
    selected: null,
  };
  if (!chosen) return { status: 'ok', view };
  const id = chosen.ID;
  const unavailable = [...(owners.unavailable ?? [])];
  const has = (section: OwnerSection): boolean => !unavailable.includes(section);
  const [visits, communications, onlineMedia, stats, documents, demands] = await Promise.all([
    owners.ownerVisits(ref, id, lang),
    owners.ownerCommunications(ref, id, lang),
    has('onlineMedia') ? owners.ownerOnlineMedia(ref, id, lang) : [],
    has('mediaStatistics') ? owners.ownerMediaStatistics(ref, id, GRAPH_DAYS) : [],
    owners.ownerDocuments(ref, id, lang),
    owners.ownerDemandCount(ref, id),
  ]);
  return {
    status: 'ok',
    view: {
      ...view,
      selected: {
        property: toPortalProperty(chosen),
        visits: visits ?? [],
        communications: communications ?? [],
        onlineMedia: onlineMedia ?? [],
        counts: chosen.VisitCounts,
        days: has('mediaStatistics') ? graphDays(stats ?? []) : [],
        documents: (documents ?? []).map((d) => toPortalDocument(d, lang)),
        agent: chosen.Agent,
        demands: demands ?? 0,
        unavailable,
      },
    },
  };
}
