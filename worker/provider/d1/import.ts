/**
 * Imports a JSON feed of properties (app/model/feed.ts) into the d1 provider's tables:
 * every record is validated on its own (schema, then references: known type ids, agents and
 * projects), its photos are stored through the caller's `storePhoto` (sharp + R2 in Node,
 * scripts/import.ts; a fake in tests), and the good records are upserted in place (source
 * 'import'), so re-running a feed updates the same rows. Rejected records are reported by
 * index, ID, field and message; they never stop the good ones.
 */
import {
  extraWebIds,
  feedToRecord,
  validateFeed,
  type FeedRecord,
  type FieldError,
  type PhotoSource,
  type RejectedRecord,
} from '../../../app/model/feed';
import type { PropertyRecord } from '../../../app/model/record';
import { upsertProperties } from './write';
import { arktypeReady } from '../../../app/schema/arktype';

export const IMPORT_SOURCE = 'import';

/** Stores one photo and returns its media name; throws with a readable message when it cannot. */
export type StorePhoto = (source: PhotoSource, record: FeedRecord) => Promise<string>;

export interface ImportOptions {
  storePhoto: StorePhoto;
  /** Default publication date, yyyy-mm-dd (today). */
  today?: string;
}

export interface ImportReport {
  imported: { index: number; id: number }[];
  rejected: RejectedRecord[];
}

interface References {
  types: Map<number, { en: string; nl: string; fr: string; de: string }>;
  agents: Set<number>;
  projects: Set<number>;
}

async function loadReferences(db: D1Database): Promise<References> {
  const [types, agents, projects] = await db.batch([
    db.prepare('SELECT id, name_en AS en, name_nl AS nl, name_fr AS fr, name_de AS de FROM property_types'),
    db.prepare('SELECT id FROM agents'),
    db.prepare('SELECT id FROM projects'),
  ]);
  return {
    types: new Map(
      ((types?.results ?? []) as { id: number; en: string; nl: string; fr: string; de: string }[]).map((t) => [
        t.id,
        t,
      ]),
    ),
    agents: new Set(((agents?.results ?? []) as { id: number }[]).map((a) => a.id)),
    projects: new Set(((projects?.results ?? []) as { id: number }[]).map((p) => p.id)),
  };
}

/** Reference errors of a schema-valid record. */
function referenceErrors(record: FeedRecord, refs: References): FieldError[] {
  const errors: FieldError[] = [];
  if (!refs.types.has(record.WebID))
    errors.push({
      field: 'WebID',
      message: `WebID ${record.WebID} is not a known property type (known: ${[...refs.types.keys()].join(', ')})`,
    });
  const unknown = extraWebIds(record).filter((id) => !refs.types.has(id));
  if (unknown.length) errors.push({ field: 'WebIDs', message: `unknown property type ${unknown.join(', ')}` });
  if (record.AgentID != null && !refs.agents.has(record.AgentID))
    errors.push({ field: 'AgentID', message: `AgentID ${record.AgentID} is not a known agent` });
  if (record.ProjectID != null && !refs.projects.has(record.ProjectID))
    errors.push({ field: 'ProjectID', message: `ProjectID ${record.ProjectID} is not a known project` });
  return errors;
}

export async function importFeed(db: D1Database, json: unknown, options: ImportOptions): Promise<ImportReport> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  await arktypeReady();
  const { valid, rejected } = validateFeed(json);
  const refs = await loadReferences(db);
  const records: PropertyRecord[] = [];
  const imported: ImportReport['imported'] = [];
  for (const { index, record } of valid) {
    const errors = referenceErrors(record, refs);
    const photos: string[] = [];
    if (errors.length === 0) {
      for (const [i, source] of (record.Photos ?? []).entries()) {
        try {
          photos.push(await options.storePhoto(source, record));
        } catch (error) {
          errors.push({ field: `Photos.${i}`, message: error instanceof Error ? error.message : String(error) });
        }
      }
    }
    if (errors.length) {
      rejected.push({ index, id: record.ID, errors });
      continue;
    }
    const stored = feedToRecord(record, photos, today);
    if (record.TypeDescription === undefined) {
      const names = refs.types.get(record.WebID)!;
      stored.TypeDescription = { en: names.en, nl: names.nl, fr: names.fr, de: names.de };
    }
    records.push(stored);
    imported.push({ index, id: record.ID });
  }
  if (records.length) await upsertProperties(db, records, IMPORT_SOURCE);
  rejected.sort((a, b) => a.index - b.index);
  return { imported, rejected };
}

/** A report as lines of text for the command line. */
export function formatReport(report: ImportReport): string[] {
  const lines = [
    `imported ${report.imported.length} propert${report.imported.length === 1 ? 'y' : 'ies'}${report.imported.length ? `: ${report.imported.map((r) => r.id).join(', ')}` : ''}`,
  ];
  if (report.rejected.length) lines.push(`rejected ${report.rejected.length}:`);
  for (const r of report.rejected) {
    lines.push(`  #${r.index}${r.id !== null ? ` (ID ${r.id})` : ''}`);
    for (const e of r.errors) lines.push(`    ${e.field || '(record)'}: ${e.message}`);
  }
  return lines;
}
