/**
 * What the site itself keeps about a property for its owner, whichever provider holds the
 * owner (docs/owner-portal.md): the documents the agency stored in the site (D1 `documents`,
 * bytes in R2) and the number of the site's search alerts (D1 `alerts`) that match the property.
 * The d1 owner data (../d1/owners.ts) reads them for its owners; the whise owner data
 * (../whise/owners.ts) for properties Whise says are the owner's. The caller has checked the
 * ownership. PERSONAL: never cached.
 */
import type { OwnerDocument } from '../../../app/model/owner';
import { alertMatches, type MatchTarget } from './alert-match';
import { rowTexts } from './row-texts';
import type { Lang } from '../../../shared/paths/languages';

interface DocumentRow {
  id: number;
  owner_id: number;
  property_id: number;
  name: string;
  category: string;
  date: string;
  mime_type: string;
  size: number;
  r2_key: string;
  /** The name in other languages (./row-texts.ts). */
  texts?: string;
}

/**
 * The property's documents, newest first: those stored for `ownerId` when it is given (d1, whose
 * owners are rows of its own), else every document stored for the property (an owner known by
 * the CRM only, whose ownership the CRM decided). Names in `lang` where the row has it.
 */
export async function siteDocuments(
  db: D1Database,
  propertyId: number,
  ownerId?: number,
  lang?: Lang,
): Promise<OwnerDocument[]> {
  const rows = await db
    .prepare('SELECT * FROM documents WHERE property_id = ? ORDER BY date DESC, id DESC')
    .bind(propertyId)
    .all<DocumentRow>();
  return rows.results
    .filter((r) => ownerId === undefined || r.owner_id === ownerId)
    .map((r) => ({
      ID: r.id,
      PropertyID: r.property_id,
      Name: rowTexts(r.texts, lang, ['Name']).Name ?? r.name,
      Category: r.category,
      Date: r.date,
      MimeType: r.mime_type,
      Size: r.size,
      Key: r.r2_key,
    }));
}

/** Confirmed, subscribed alerts whose criteria match the property (common/alert-match.ts). */
export async function siteDemandCount(db: D1Database, target: MatchTarget): Promise<number> {
  const alerts = await db
    .prepare('SELECT criteria FROM alerts WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL')
    .all<{ criteria: string }>();
  return alerts.results.filter((a) => alertMatches(a.criteria, target)).length;
}
