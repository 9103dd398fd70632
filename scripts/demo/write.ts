/**
 * Writes a demo data set into D1 (and the owner documents into R2): types, cities, agents,
 * projects, properties (source 'demo') and their price history, testimonials, the demo owner with a scrypt hash salted
 * from the seed, the owner's portal activity and the demo's search demands (alerts of source
 * 'demo', never e-mailed). Demo rows that the new set no longer has are
 * deleted; imported rows are left alone. Used by scripts/seed.ts and by tests (in workerd).
 */
import * as d1 from '../../worker/provider/d1';
import type { DemoData } from './index';

export const DEMO_SOURCE = 'demo';

/** The tables of an owner's portal activity (worker/provider/d1/write.ts replaceOwnerActivity). */
const ACTIVITY_TABLES = ['visits', 'communications', 'online_media', 'media_stats', 'documents'];

export interface WriteOptions {
  /** Where the owner documents go; skipped when absent. */
  bucket?: R2Bucket;
}

export async function writeDemo(db: D1Database, data: DemoData, options: WriteOptions = {}): Promise<void> {
  const resolver = new d1.CityResolver(db);
  await d1.upsertTypes(db, data.types);
  await d1.upsertCities(db, data.cities, resolver);
  await d1.upsertAgents(db, data.agents);
  await d1.upsertProjects(db, data.projects, DEMO_SOURCE, resolver);
  await d1.upsertProperties(db, data.properties, DEMO_SOURCE, resolver);
  await d1.replacePriceHistory(db, DEMO_SOURCE, data.priceHistory);
  await d1.deleteStale(db, DEMO_SOURCE, {
    properties: data.properties.map((p) => p.ID),
    projects: data.projects.map((p) => p.ID),
  });
  await d1.upsertTestimonials(db, data.testimonials);
  // The properties with demo activity before this write, but those of owners outside the set:
  // when a new data set gives an owner other properties, the activity of the old ones goes too
  // (its rows would otherwise stay, and the new rows, numbered per owner's property, collide with
  // their ids), also after an earlier write that stopped half-way (owners already rewritten).
  const before = await activityBefore(
    db,
    data.owners.map((o) => o.ID),
  );
  const owners = await Promise.all(
    data.owners.map(async ({ Password, Salt, ...owner }) => ({
      ...owner,
      PasswordHash: await d1.hashPassword(Password, Uint8Array.from(Salt)),
    })),
  );
  await d1.upsertOwners(db, owners);
  await d1.replaceOwnerActivity(db, [...new Set([...before, ...owners.flatMap((o) => o.PropertyIDs)])], data.activity);
  await d1.replaceDemands(db, DEMO_SOURCE, data.demands);
  if (options.bucket) {
    for (const [key, body] of Object.entries(data.documentBodies)) {
      await options.bucket.put(key, body, { httpMetadata: { contentType: 'application/pdf' } });
    }
  }
}

/** The properties that have portal activity in D1 now, except those held by owners other than the given ones. */
async function activityBefore(db: D1Database, ownerIds: readonly number[]): Promise<number[]> {
  const tables = ACTIVITY_TABLES.map((t) => `SELECT property_id FROM ${t}`).join(' UNION ');
  const others = ownerIds.length ? `owner_id NOT IN (${ownerIds.map(() => '?').join(', ')})` : '1';
  const { results } = await db
    .prepare(
      `SELECT property_id FROM (${tables}) WHERE property_id NOT IN (SELECT property_id FROM owner_properties WHERE ${others})`,
    )
    .bind(...ownerIds)
    .all<{ property_id: number }>();
  return results.map((r) => r.property_id);
}
