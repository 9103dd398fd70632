/**
 * The owner portal's data with the whise provider (worker/provider/whise-owners.ts), real D1
 * and the fake Whise: the owner logs in against the site's owner store; a property's visits and
 * communications come from Whise's activities (the same demo rows the d1 provider shows);
 * another owner's property is "not found" (null) without asking Whise; Whise down is a
 * ProviderError, and nothing personal is cached.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { d1Parts } from '../../worker/provider/d1';
import { typedDatabase } from '../../worker/provider/d1-errors';
import { ProviderError } from '../../worker/provider/errors';
import { ownerRef } from '../../worker/provider/owner-ref';
import { whiseParts } from '../../worker/provider/whise';
import { createFakeWhise, FAKE_WHISE_CLIENT_ID, FAKE_WHISE_PASSWORD, FAKE_WHISE_USERNAME } from '../support/fake-whise';
import { FIXTURE_TODAY, seedDemoFixture } from './support/demo-fixture';

const fake = createFakeWhise({ today: FIXTURE_TODAY, properties: 70, projects: 3 });
let demo: DemoData;
let restore: () => void = () => undefined;

beforeAll(async () => {
  demo = await seedDemoFixture(env.DB);
});
beforeEach(() => {
  fake.reset();
  restore = fake.install();
});
afterEach(() => restore());

const site = () => d1Parts(typedDatabase(env.DB)).owners;
const owners = () =>
  whiseParts(
    {
      baseUrl: fake.base,
      username: FAKE_WHISE_USERNAME,
      password: FAKE_WHISE_PASSWORD,
      clientId: FAKE_WHISE_CLIENT_ID,
      kv: env.CACHE,
    },
    { owners: site() },
  ).owners;

describe('whise owner data', () => {
  it("logs in against the site's owners, and shows Whise's visits and communications of the owner's property", async () => {
    const demoOwner = demo.owners[0]!;
    const owner = await owners().verifyOwner(demoOwner.Email, demoOwner.Password);
    expect(owner?.Email).toBe(demoOwner.Email);
    const ref = ownerRef(owner!);
    const propertyId = demoOwner.PropertyIDs[0]!;
    const [visits, d1Visits] = await Promise.all([
      owners().ownerVisits(ref, propertyId),
      site().ownerVisits(ref, propertyId),
    ]);
    expect(visits!.length).toBeGreaterThan(0);
    expect(visits!.map((v) => [v.ID, v.Date, v.Contact])).toEqual(d1Visits!.map((v) => [v.ID, v.Date, v.Contact]));
    const [comms, d1Comms] = await Promise.all([
      owners().ownerCommunications(ref, propertyId),
      site().ownerCommunications(ref, propertyId),
    ]);
    expect(comms!.map((c) => [c.ID, c.Subject])).toEqual(d1Comms!.map((c) => [c.ID, c.Subject]));
    expect(fake.calls.map((c) => c.endpoint)).toContain('v1/activities/calendars');
    expect(
      await env.CACHE.list({ prefix: 'provider' }).then((l) => l.keys.filter((k) => k.name.includes('owner'))),
    ).toEqual([]);
  });

  it("another owner's property is not found, without asking Whise", async () => {
    const [first, second] = demo.owners;
    const owner = await owners().verifyOwner(first!.Email, first!.Password);
    const foreign = second!.PropertyIDs[0]!;
    expect(await owners().ownerVisits(ownerRef(owner!), foreign)).toBeNull();
    expect(fake.calls.filter((c) => c.endpoint.startsWith('v1/activities'))).toEqual([]);
  });

  it('Whise down is a ProviderError', async () => {
    const demoOwner = demo.owners[0]!;
    const owner = await owners().verifyOwner(demoOwner.Email, demoOwner.Password);
    fake.failNext('server-error', 'server-error');
    const call = owners().ownerCommunications(ownerRef(owner!), demoOwner.PropertyIDs[0]!);
    await expect(call).rejects.toBeInstanceOf(ProviderError);
  });
});
