/**
 * `npm run seed` (tsx scripts/seed.ts): applies the D1 migrations and the demo data set (rows,
 * owner documents and photos) to wrangler's default local state (.wrangler/state), idempotently:
 * the rows are rewritten only when the generated set differs from the one recorded in the
 * `meta` table (or demo rows went missing), and photos and documents already in R2 are not
 * stored again, so a second run changes
 * nothing and takes a few seconds (it clears the login back-off counters, so the demo owner can
 * log in after any earlier run). Dates in the demo set are relative to the day (UTC), so a run
 * on a later day refreshes them; DEMO_TODAY=yyyy-mm-dd pins the day. When it rewrites the rows it
 * forgets the provider's answers cached in KV for the old set (./lib/cached-answers.ts), so the
 * first visit after it lists and counts the new set.
 */
import { createHash } from 'node:crypto';
import { generateDemo, DEFAULT_SEED } from './demo/index';
import { drawPhoto } from './demo/svg/index';
import { writeDemo } from './demo/write';
import { listKeys, photoKeys, photoVariants, pool, putVariants } from './lib/photos';
import { forgetCachedAnswers } from './lib/cached-answers';
import { applyMigrations, openPlatform } from './lib/platform';
import { localStamp, writeDemoSlots } from '../worker/forms/slots';
import { isClosed } from '../shared/model/property';

const FINGERPRINT_KEY = 'demo_fingerprint';

async function main(): Promise<void> {
  const started = Date.now();
  const today = process.env.DEMO_TODAY ?? new Date().toISOString().slice(0, 10);
  applyMigrations();
  console.log(`seed: migrations applied (${Date.now() - started} ms)`);

  const data = generateDemo({ today, seed: DEFAULT_SEED });
  // Every step below is idempotent, so a connection to the local platform that breaks (seen as
  // undici's 'fetch failed' on a machine loaded by other jobs) is opened again and the seed goes
  // on from where the stored state is; any other error stops it.
  for (let attempt = 1; ; attempt++) {
    try {
      await seedOnce(data, today);
      break;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isTransportFailure(error)) throw error;
      console.log(
        `seed: the local platform's connection failed (${describe(error)}); attempt ${attempt + 1} of ${MAX_ATTEMPTS}`,
      );
    }
  }
  console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const MAX_ATTEMPTS = 3;

/** undici's failed fetch (the bindings' transport of getPlatformProxy), not an error of the data or of D1. */
function isTransportFailure(error: unknown): boolean {
  return error instanceof TypeError && error.message === 'fetch failed';
}

function describe(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return [error instanceof Error ? error.message : String(error), cause?.code ?? cause?.message]
    .filter(Boolean)
    .join(': ');
}

async function seedOnce(data: ReturnType<typeof generateDemo>, today: string): Promise<void> {
  const { photos, ...rows } = data;
  const fingerprint = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const platform = await openPlatform();
  try {
    const { DB, MEDIA, CACHE } = platform.env;
    const recorded = await DB.prepare('SELECT value FROM meta WHERE key = ?')
      .bind(FINGERPRINT_KEY)
      .first<{ value: string }>();
    const demoRows = await DB.prepare("SELECT COUNT(*) AS n FROM properties WHERE source = 'demo'").first<{
      n: number;
    }>();
    if (recorded?.value === fingerprint && demoRows?.n === data.properties.length) {
      console.log(
        `seed: demo rows up to date (${data.properties.length} properties, ${data.projects.length} projects)`,
      );
    } else {
      await writeDemo(DB, data);
      await DB.prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
        .bind(FINGERPRINT_KEY, fingerprint)
        .run();
      console.log(
        `seed: wrote ${data.properties.length} properties, ${data.projects.length} projects, ${data.cities.length} cities for ${today}`,
      );
      const forgotten = await forgetCachedAnswers(CACHE);
      if (forgotten) console.log(`seed: forgot ${forgotten} cached answers of the previous data set`);
    }

    // Login counts (worker/owner/limits.ts) from earlier runs are cleared: after a seed the demo
    // owner can log in from this machine at once, whatever a previous test run typed wrongly.
    const locks = await DB.prepare('DELETE FROM login_attempts').run();
    if (locks.meta.changes) console.log(`seed: cleared ${locks.meta.changes} login counts`);
    // So are the e-mail quotas (worker/email/quota.ts): a new run may send its pages to a friend
    // and its reset links again. Bookings of demo slots that were replaced go with them.
    await DB.prepare('DELETE FROM mail_quota').run();
    await DB.prepare(
      "DELETE FROM slot_bookings WHERE slot_key LIKE 'd1:%' AND CAST(substr(slot_key, 4) AS INTEGER) NOT IN (SELECT id FROM appointment_slots)",
    ).run();

    const future = await DB.prepare(
      "SELECT COUNT(*) AS n FROM appointment_slots WHERE source = 'demo' AND starts_at > ?",
    )
      .bind(localStamp(new Date()))
      .first<{ n: number }>();
    if (!future?.n) {
      const open = data.properties
        .filter((p) => !isClosed(p))
        .map((p) => p.ID)
        .sort((a, b) => a - b);
      console.log(`seed: wrote ${await writeDemoSlots(DB, open, today)} viewing slots`);
    }

    const documents = await listKeys(MEDIA, 'documents/');
    const missingDocuments = Object.entries(data.documentBodies).filter(([key]) => !documents.has(key));
    for (const [key, body] of missingDocuments)
      await MEDIA.put(key, body, { httpMetadata: { contentType: 'application/pdf' } });
    if (missingDocuments.length) console.log(`seed: stored ${missingDocuments.length} owner documents`);

    const present = await listKeys(MEDIA, 'photos/demo-');
    const missing = photos.filter((photo) => photoKeys(photo.name).some((key) => !present.has(key)));
    await pool(missing, 2, async (photo) => {
      await putVariants(MEDIA, await photoVariants(photo.name, Buffer.from(drawPhoto(photo))));
    });
    console.log(`seed: photos ${photos.length - missing.length} present, ${missing.length} rendered`);
  } finally {
    await platform.dispose();
  }
}

main().catch((error: unknown) => {
  console.error('seed failed:', describe(error));
  process.exitCode = 1;
});
