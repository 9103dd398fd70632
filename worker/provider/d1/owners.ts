/**
 * The d1 provider's owner data (../core/types.ts OwnerData) over the D1 tables of migrations/: owners
 * with their scrypt password hash (./password.ts), the owner–property links, and per property
 * the visits, communications, online media, media statistics and documents (R2 keys; documents
 * and matching alerts through ../common/site-owner-store.ts, which the whise owner data shares), their
 * texts in the reader's language where the row has them (column `texts`, ../common/row-texts.ts). Owner
 * references are the owners' ids in decimal (../core/owner-ref.ts). Never cached; every
 * property-scoped answer first checks that the property is the owner's.
 */
import type { Lang } from '../../../shared/model/common';
import type {
  Communication,
  MediaStatistic,
  OnlineMedia,
  Owner,
  OwnerDocument,
  Visit,
  VisitCounts,
} from '../../../app/model/owner';
import { isLang } from '../../../shared/paths/languages';
import { dayOrToday, daysBefore, statsWindow, todayUtc } from '../common/dates';
import { idOfRef, isId } from '../common/input';
import { PROPERTY_FROM, propertySelect, readAgent, toProperty, type PropertyRow } from './rows';
import { rowTexts } from '../common/row-texts';
import { DUMMY_HASH, verifyPassword } from './password';
import { siteDemandCount, siteDocuments } from '../common/site-owner-store';
import type { OwnerData, OwnerProperty, OwnerRef } from '../core/types';

/** What every history row of a property shows: its id, day, type and contact. */
const historyBase = (r: { id: number; property_id: number; date: string; type: string; contact: string }) => ({
  ID: r.id,
  PropertyID: r.property_id,
  Date: r.date,
  Type: r.type,
  Contact: r.contact,
});

export class D1OwnerData implements OwnerData {
  readonly name = 'd1';
  constructor(private readonly db: D1Database) {}

  async verifyOwner(email: string, password: string): Promise<Owner | null> {
    const address = email.trim();
    const tooLong = address.length > 254 || password.length > 1024;
    const row = tooLong
      ? null
      : await this.db.prepare('SELECT * FROM owners WHERE email = ? COLLATE NOCASE').bind(address).first<OwnerRow>();
    const ok = await verifyPassword(tooLong ? '' : password, row?.password_hash ?? DUMMY_HASH);
    return row && ok ? toOwner(row) : null;
  }

  async getOwner(owner: OwnerRef): Promise<Owner | null> {
    const ownerId = idOfRef(owner);
    if (ownerId === null) return null;
    const row = await this.db.prepare('SELECT * FROM owners WHERE id = ?').bind(ownerId).first<OwnerRow>();
    return row ? toOwner(row) : null;
  }

  /** The owner's id when the property is theirs, else null. */
  private async owns(owner: OwnerRef, propertyId: number): Promise<number | null> {
    const ownerId = idOfRef(owner);
    if (ownerId === null || !isId(propertyId)) return null;
    const row = await this.db
      .prepare('SELECT 1 AS ok FROM owner_properties WHERE owner_id = ? AND property_id = ?')
      .bind(ownerId, propertyId)
      .first();
    return row === null ? null : ownerId;
  }

  async ownerProperties(owner: OwnerRef, l: Lang): Promise<OwnerProperty[]> {
    const ownerId = idOfRef(owner);
    if (ownerId === null) return [];
    const rows = await this.db
      .prepare(
        `${propertySelect(l)}, p.agent_id ${PROPERTY_FROM} WHERE p.id IN (SELECT property_id FROM owner_properties WHERE owner_id = ?) ORDER BY p.id`,
      )
      .bind(ownerId)
      .all<PropertyRow & { agent_id: number | null }>();
    const out: OwnerProperty[] = [];
    for (const row of rows.results) {
      out.push({
        ...toProperty(row, l),
        Agent: row.agent_id === null ? null : await readAgent(this.db, row.agent_id, l),
        VisitCounts: await this.visitCounts(row.id, todayUtc()),
      });
    }
    return out;
  }

  /**
   * The property's rows of one history table, newest first, each shown as historyBase with what
   * `fields` reads; null when the property is not the owner's.
   */
  private async history<R extends VisitRow, T>(
    owner: OwnerRef,
    propertyId: number,
    table: 'visits' | 'communications' | 'online_media',
    fields: (row: R) => T,
  ): Promise<(ReturnType<typeof historyBase> & T)[] | null> {
    if ((await this.owns(owner, propertyId)) === null) return null;
    const rows = await this.db
      .prepare(`SELECT * FROM ${table} WHERE property_id = ? ORDER BY date DESC, id DESC`)
      .bind(propertyId)
      .all<R>();
    return rows.results.map((r) => ({ ...historyBase(r), ...fields(r) }));
  }

  ownerVisits(owner: OwnerRef, propertyId: number, lang?: Lang): Promise<Visit[] | null> {
    return this.history(owner, propertyId, 'visits', (r: VisitRow) => ({
      Status: r.status,
      Comment: r.comment,
      ...rowTexts(r.texts, lang, ['Comment']),
    }));
  }

  ownerCommunications(owner: OwnerRef, propertyId: number, lang?: Lang): Promise<Communication[] | null> {
    return this.history(owner, propertyId, 'communications', (r: CommunicationRow) => ({
      Subject: r.subject,
      Comment: r.comment,
      Direction: r.direction,
      ...rowTexts(r.texts, lang, ['Subject', 'Comment']),
    }));
  }

  ownerOnlineMedia(owner: OwnerRef, propertyId: number, lang?: Lang): Promise<OnlineMedia[] | null> {
    return this.history(owner, propertyId, 'online_media', (r: OnlineMediaRow) => ({
      Subject: r.subject,
      Comment: r.comment,
      Status: r.status,
      Source: r.source,
      ...rowTexts(r.texts, lang, ['Subject', 'Comment']),
    }));
  }

  async ownerMediaStatistics(
    owner: OwnerRef,
    propertyId: number,
    days: number,
    until?: string,
  ): Promise<MediaStatistic[] | null> {
    if ((await this.owns(owner, propertyId)) === null) return null;
    const { first, last } = statsWindow(days, until);
    const rows = await this.db
      .prepare('SELECT * FROM media_stats WHERE property_id = ? AND date >= ? AND date <= ? ORDER BY date, source')
      .bind(propertyId, first, last)
      .all<MediaStatRow>();
    return rows.results.map((r) => ({
      PropertyID: r.property_id,
      Date: r.date,
      Source: r.source,
      Impressions: r.impressions,
      Views: r.views,
      Contacts: r.contacts,
    }));
  }

  private async visitCounts(propertyId: number, until: string): Promise<VisitCounts> {
    const row = await this.db
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN date = ?2 THEN views END), 0) AS day,
           COALESCE(SUM(CASE WHEN date > ?3 AND date <= ?2 THEN views END), 0) AS week,
           COALESCE(SUM(CASE WHEN date > ?4 AND date <= ?2 THEN views END), 0) AS month,
           COALESCE(SUM(CASE WHEN date <= ?2 THEN views END), 0) AS total
         FROM media_stats WHERE property_id = ?1 AND source = 'website'`,
      )
      .bind(propertyId, until, daysBefore(until, 7), daysBefore(until, 30))
      .first<{ day: number; week: number; month: number; total: number }>();
    return {
      Day: row?.day ?? 0,
      Week: row?.week ?? 0,
      Month: row?.month ?? 0,
      Total: row?.total ?? 0,
      Period: 'rolling',
    };
  }

  async ownerVisitCounts(owner: OwnerRef, propertyId: number, until?: string): Promise<VisitCounts | null> {
    if ((await this.owns(owner, propertyId)) === null) return null;
    return this.visitCounts(propertyId, dayOrToday(until));
  }

  async ownerDocuments(owner: OwnerRef, propertyId: number, lang?: Lang): Promise<OwnerDocument[] | null> {
    const ownerId = await this.owns(owner, propertyId);
    return ownerId === null ? null : siteDocuments(this.db, propertyId, ownerId, lang);
  }

  /** Confirmed, subscribed alerts whose criteria match the property (../common/site-owner-store.ts). */
  async ownerDemandCount(owner: OwnerRef, propertyId: number): Promise<number | null> {
    if ((await this.owns(owner, propertyId)) === null) return null;
    const [property, webIds] = await this.db.batch([
      this.db
        .prepare(
          'SELECT p.goal, p.web_id, p.price, c.zip, c.name_en, c.name_nl, c.name_fr, c.name_de FROM properties p JOIN cities c ON c.id = p.city_id WHERE p.id = ?',
        )
        .bind(propertyId),
      this.db.prepare('SELECT web_id FROM property_web_ids WHERE property_id = ?').bind(propertyId),
    ]);
    const p = (property!.results as DemandPropertyRow[])[0];
    if (!p) return 0;
    return siteDemandCount(this.db, {
      Goal: p.goal,
      WebID: p.web_id,
      WebIDs: (webIds!.results as { web_id: number }[]).map((r) => r.web_id).join(','),
      Zip: p.zip,
      CityNames: [p.name_en, p.name_nl, p.name_fr, p.name_de],
      Price: p.price,
    });
  }
}

interface DemandPropertyRow {
  goal: number;
  web_id: number;
  price: number | null;
  zip: string;
  name_en: string;
  name_nl: string;
  name_fr: string;
  name_de: string;
}

/** A row of `owners` (the password hash only where a query reads it). */
export interface OwnerRow {
  id: number;
  email: string;
  password_hash?: string;
  first_name: string;
  last_name: string;
  language: string;
  agent_id: number | null;
}

export const toOwner = (row: OwnerRow): Owner => ({
  ID: row.id,
  Email: row.email,
  FirstName: row.first_name,
  LastName: row.last_name,
  Language: isLang(row.language) ? row.language : null,
  AgentID: row.agent_id,
});

interface VisitRow {
  id: number;
  property_id: number;
  date: string;
  type: string;
  contact: string;
  status: string;
  comment: string;
  /** JSON by language (../common/row-texts.ts). */
  texts?: string;
}
interface CommunicationRow extends VisitRow {
  subject: string;
  direction: string;
}
interface OnlineMediaRow extends VisitRow {
  subject: string;
  source: string;
}
interface MediaStatRow {
  property_id: number;
  date: string;
  source: string;
  impressions: number;
  views: number;
  contacts: number;
}
