/**
 * The d1 provider's personal calls: owner login with the scrypt hash (its parameters checked,
 * since production Workers limits are not enforced locally), and the portal data of the demo
 * owner, scoped to the owner's own properties.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../scripts/demo/owner';
import { D1OwnerData } from '../../worker/provider/d1/owners';
import { DUMMY_HASH, SCRYPT_PARAMS, hashPassword, parseHash, verifyPassword } from '../../worker/provider/d1/password';
import { seedDemoFixture } from './support/demo-fixture';

let data: DemoData;
let provider: D1OwnerData;
let today: string;

beforeAll(async () => {
  today = new Date().toISOString().slice(0, 10);
  data = await seedDemoFixture(env.DB, { properties: 20, projects: 1, today, bucket: env.MEDIA });
  provider = new D1OwnerData(env.DB);
});

describe('password hashing in workerd', () => {
  it('uses scrypt N=2^14, r=8, p=5 and verifies in constant form', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.startsWith('scrypt$N=16384,r=8,p=5$')).toBe(true);
    expect(parseHash(stored)).toMatchObject(SCRYPT_PARAMS);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horse ', stored)).toBe(false);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('x', 'pbkdf2$whatever')).toBe(false);
  });

  it('stores the demo owner with those parameters', async () => {
    const row = await env.DB.prepare('SELECT password_hash FROM owners WHERE email = ?')
      .bind(DEMO_OWNER_EMAIL)
      .first<{ password_hash: string }>();
    expect(parseHash(row!.password_hash)).toMatchObject(SCRYPT_PARAMS);
  });
});

describe('owner portal', () => {
  it('verifies the demo owner and refuses wrong or unknown credentials', async () => {
    const owner = await provider.verifyOwner(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    expect(owner).toMatchObject({ ID: 1, Email: DEMO_OWNER_EMAIL, FirstName: 'Claire' });
    expect(await provider.verifyOwner(' OWNER@example.com ', DEMO_OWNER_PASSWORD)).toMatchObject({ ID: 1 });
    expect(await provider.verifyOwner(DEMO_OWNER_EMAIL, 'demo-owner-2025')).toBeNull();
    expect(await provider.verifyOwner('nobody@example.com', DEMO_OWNER_PASSWORD)).toBeNull();
    expect(await provider.verifyOwner(DEMO_OWNER_EMAIL, 'x'.repeat(5000))).toBeNull();
    expect(await provider.getOwner('1')).toMatchObject({ Email: DEMO_OWNER_EMAIL });
    expect(await provider.getOwner('3')).toBeNull();
  });

  it("lists the owner's two properties with their agent and visit counts", async () => {
    const owned = await provider.ownerProperties('1', 'en');
    expect(owned.map((p) => p.ID)).toEqual([...data.owners[0]!.PropertyIDs].sort((a, b) => a - b));
    for (const p of owned) {
      const website = data.activity.stats.filter((s) => s.PropertyID === p.ID && s.Source === 'website');
      // the sale with the sales agent, the rental with the rental manager
      expect(p.Agent).toMatchObject({ ID: data.properties.find((x) => x.ID === p.ID)!.Goal === 0 ? 2 : 3 });
      expect(p.VisitCounts.Total).toBe(website.reduce((n, s) => n + s.Views, 0));
      expect(p.VisitCounts.Day).toBe(website.find((s) => s.Date === today)?.Views ?? 0);
      expect(p.VisitCounts.Week).toBeGreaterThanOrEqual(p.VisitCounts.Day);
      expect(p.VisitCounts.Month).toBeGreaterThanOrEqual(p.VisitCounts.Week);
      expect(p.VisitCounts.Total).toBeGreaterThanOrEqual(p.VisitCounts.Month);
    }
    expect(await provider.ownerProperties('3', 'en')).toEqual([]);
  });

  it('gives visits, communications, online media, statistics and documents only for owned properties', async () => {
    const [first, second] = data.owners[0]!.PropertyIDs as [number, number];
    const visits = (await provider.ownerVisits('1', first))!;
    expect(visits.length).toBe(data.activity.visits.filter((v) => v.PropertyID === first).length);
    expect(visits.map((v) => v.Date)).toEqual([...visits.map((v) => v.Date)].sort().reverse());
    expect(new Set(visits.map((v) => v.Status))).toEqual(new Set(['planned', 'done', 'cancelled']));
    expect((await provider.ownerCommunications('1', first))!.length).toBeGreaterThan(3);
    const media = (await provider.ownerOnlineMedia('1', second))!;
    expect(media.every((m) => m.Source && m.Status && m.Date && m.Type)).toBe(true);
    expect(new Set(media.map((m) => m.Type))).toEqual(new Set(['publication', 'post', 'lead']));

    const stats = (await provider.ownerMediaStatistics('1', first, 90, today))!;
    expect(new Set(stats.map((s) => s.Date)).size).toBe(90);
    expect(stats[0]!.Date < stats.at(-1)!.Date).toBe(true);
    expect(stats.at(-1)!.Date).toBe(today);
    const month = (await provider.ownerMediaStatistics('1', first, 30, today))!;
    expect(new Set(month.map((s) => s.Date)).size).toBe(30);

    const documents = (await provider.ownerDocuments('1', first))!;
    expect(documents.length).toBe(6);
    expect(documents.every((d) => d.Key.startsWith('documents/owner-1/') && d.MimeType === 'application/pdf')).toBe(
      true,
    );
    const pdf = await env.MEDIA.get(documents[0]!.Key);
    expect((await pdf!.text()).startsWith('%PDF-1.4')).toBe(true);
    expect(await provider.ownerVisitCounts('1', first, today)).toEqual(
      (await provider.ownerProperties('1', 'en')).find((p) => p.ID === first)!.VisitCounts,
    );

    const someoneElses = data.properties.find((p) => !data.owners[0]!.PropertyIDs.includes(p.ID))!.ID;
    expect(await provider.ownerVisits('1', someoneElses)).toBeNull();
    expect(await provider.ownerCommunications('1', someoneElses)).toBeNull();
    expect(await provider.ownerOnlineMedia('1', someoneElses)).toBeNull();
    expect(await provider.ownerMediaStatistics('1', someoneElses, 30)).toBeNull();
    expect(await provider.ownerVisitCounts('1', someoneElses)).toBeNull();
    expect(await provider.ownerDocuments('1', someoneElses)).toBeNull();
    expect(await provider.ownerVisits('3', first)).toBeNull();
  });
});
