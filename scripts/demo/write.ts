/**
 * Writes a demo data set into D1 (and the owner documents into R2): types, cities, agents,
 * projects, properties (source 'demo') and their price history, testimonials, the demo owner with a scrypt hash salted
 * from the seed, the owner's portal activity and the demo's search demands (alerts of source
 * 'demo', never e-mailed). Demo rows that the new set no longer has are
 * deleted; imported rows are left alone. Used by scripts/seed.ts and by tests (in workerd).
 */
import { hashPassword } from '../../worker/provider/password';
import {
  CityResolver,
  deleteStale,
  replaceDemands,
  replaceOwnerActivity,
  replacePriceHistory,
  upsertAgents,
  upsertCities,
  upsertOwners,
  upsertProjects,
  upsertProperties,
  upsertTestimonials,
  upsertTypes,
} from '../../worker/provider/d1-write';
import type { DemoData } from './index';

export const DEMO_SOURCE = 'demo';

export interface WriteOptions {
  /** Where the owner documents go; skipped when absent. */
  bucket?: R2Bucket;
}

export async function writeDemo(db: D1Database, data: DemoData, options: WriteOptions = {}): Promise<void> {
  const resolver = new CityResolver(db);
  await upsertTypes(db, data.types);
  await upsertCities(db, data.cities, resolver);
  await upsertAgents(db, data.agents);
  await upsertProjects(db, data.projects, DEMO_SOURCE, resolver);
  await upsertProperties(db, data.properties, DEMO_SOURCE, resolver);
  await replacePriceHistory(db, DEMO_SOURCE, data.priceHistory);
  await deleteStale(db, DEMO_SOURCE, {
    properties: data.properties.map((p) => p.ID),
    projects: data.projects.map((p) => p.ID),
  });
  await upsertTestimonials(db, data.testimonials);
  const owners = await Promise.all(
    data.owners.map(async ({ Password, Salt, ...owner }) => ({
      ...owner,
      PasswordHash: await hashPassword(Password, Uint8Array.from(Salt)),
    })),
  );
  await upsertOwners(db, owners);
  await replaceOwnerActivity(
    db,
    owners.flatMap((o) => o.PropertyIDs),
    data.activity,
  );
  await replaceDemands(db, DEMO_SOURCE, data.demands);
  if (options.bucket) {
    for (const [key, body] of Object.entries(data.documentBodies)) {
      await options.bucket.put(key, body, { httpMetadata: { contentType: 'application/pdf' } });
    }
  }
}
