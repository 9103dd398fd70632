/**
 * The demo generator (scripts/demo): deterministic, and meeting docs/demo-data.md — at least 150
 * properties of both goals with every field group, the 8 sample types, 30+ Belgian towns across
 * the three regions (none in Luxembourg), 6+ projects with units, sold/rented/flagged listings,
 * agents, testimonials and the demo owner — with values that make sense together, an owner
 * portal whose figures agree (enquiries and contacts, weekly reports and visits, demands) in four
 * languages, and the data check (scripts/demo/check.ts) passing on the data the seed writes,
 * each of its rules shown to catch a breaking of it.
 */
import { describe, expect, it } from 'vitest';
import { generateDemo, type DemoData } from '../../scripts/demo/index';
import { checkDemo, checkReport, MAX_KM_FROM_CENTRE } from '../../scripts/demo/check';
import { isExtractAddress } from '../../scripts/demo/addresses';
import { PHOTO_POOL } from '../../scripts/demo/photo-pool';
import { PHOTOLESS_PLOT_ID } from '../../scripts/demo/properties';
import { cityByZip } from '../../scripts/demo/cities';
import { AVAILABLE_NOW, IN_TOWN_SENTENCES_EN, LARGE_PLOT } from '../../scripts/demo/texts/texts';
import {
  DEMO_OWNER_EMAIL,
  DEMO_OWNER_PASSWORD,
  DEMO_SECOND_OWNER_EMAIL,
  DEMO_SECOND_OWNER_PASSWORD,
  OWNER_PUBLISHED_DAYS_AGO,
} from '../../scripts/demo/owner';
import { MATCHING_DEMANDS } from '../../scripts/demo/demands';
import { demandsMatching } from '../support/demo-demands';
import { epcLabel, epcLabelText, regionOfZip } from '../../shared/model/energy';
import { validateFeed } from '../../app/model/feed';
import { COUNTRY, MARQUEE, PRICE_UNIT, WEB_ID } from '../../shared/model/property';
import type { PropertyRecord } from '../../app/model/record';

const TODAY = '2026-11-22';
const data = generateDemo({ today: TODAY });
const LANGS = ['en', 'nl', 'fr', 'de'] as const;

describe('determinism', () => {
  it('gives the same rows for the same seed and day', () => {
    expect(JSON.stringify(generateDemo({ today: TODAY }))).toBe(JSON.stringify(data));
  });
  it('gives other rows for another seed, and other dates for another day only', () => {
    expect(JSON.stringify(generateDemo({ today: TODAY, seed: 7 }).properties)).not.toBe(
      JSON.stringify(data.properties),
    );
    const later = generateDemo({ today: '2026-12-01' });
    expect(later.properties.map((p) => p.ID)).toEqual(data.properties.map((p) => p.ID));
    expect(later.properties.map((p) => p.Title.en)).toEqual(data.properties.map((p) => p.Title.en));
    expect(later.properties[0]!.PublicationDate).not.toBe(data.properties[0]!.PublicationDate);
  });
  it('rejects a malformed day', () => {
    expect(() => generateDemo({ today: '22/11/2026' })).toThrow(/yyyy-mm-dd/);
  });
});

describe('docs/demo-data.md minimums', () => {
  const sale = data.properties.filter((p) => p.Goal === 0);
  const rent = data.properties.filter((p) => p.Goal !== 0);

  it('has at least 150 properties of both goals with unique ids', () => {
    expect(data.properties.length).toBeGreaterThanOrEqual(150);
    expect(sale.length).toBeGreaterThan(50);
    expect(rent.length).toBeGreaterThan(40);
    expect(new Set(data.properties.map((p) => p.ID)).size).toBe(data.properties.length);
  });

  it('has the 8 sample types with WebIDs 1–8 named in four languages, each used', () => {
    expect(data.types.map((t) => t.ID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const t of data.types) {
      for (const lang of LANGS) expect(t.Name[lang]).toMatch(/\S/);
      expect(data.properties.some((p) => p.WebID === t.ID)).toBe(true);
    }
    expect(data.types.find((t) => t.ID === WEB_ID.land)!.Name).toEqual({
      en: 'Land',
      nl: 'Grond',
      fr: 'Terrain',
      de: 'Grundstück',
    });
  });

  it('has at least 30 Belgian towns across the three regions, none in Luxembourg, all used', () => {
    const regions = new Map<string, number>();
    for (const c of data.cities) {
      const region = regionOfZip(c.Zip, c.CountryID);
      regions.set(String(region), (regions.get(String(region)) ?? 0) + 1);
    }
    expect(data.cities.filter((c) => c.CountryID === COUNTRY.belgium).length).toBeGreaterThanOrEqual(30);
    expect(regions.get('brussels')).toBeGreaterThanOrEqual(5);
    expect(regions.get('flanders')).toBeGreaterThanOrEqual(10);
    expect(regions.get('wallonia')).toBeGreaterThanOrEqual(10);
    // the demo agency is a Belgian one (docs/decisions/062-demo-places-from-open-address-data.md)
    expect(data.cities.filter((c) => c.CountryID !== COUNTRY.belgium)).toEqual([]);
    expect(regions.has('null')).toBe(false);
    const used = new Set(data.properties.map((p) => `${p.City.CountryID}-${p.City.Zip}`));
    for (const c of data.cities) expect(used.has(`${c.CountryID}-${c.Zip}`), c.Name.en).toBe(true);
    const names = data.cities.map((c) => c.Name);
    expect(names).toContainEqual({ en: 'Brussels', nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel' });
    expect(names).toContainEqual({ en: 'Antwerp', nl: 'Antwerpen', fr: 'Anvers', de: 'Antwerpen' });
    expect(names.filter((n) => /[À-ÿ]/.test(Object.values(n).join(''))).length).toBeGreaterThanOrEqual(4);
  });

  it('has at least 6 projects with units, some priced starting from', () => {
    expect(data.projects.length).toBeGreaterThanOrEqual(6);
    for (const project of data.projects) {
      const units = data.properties.filter((p) => p.ProjectID === project.ID);
      expect(units.length, project.Name.en).toBeGreaterThanOrEqual(3);
      expect(units.every((u) => u.City.Zip === project.City.Zip && u.Goal === project.Goal)).toBe(true);
    }
    expect(data.properties.filter((p) => p.PriceUnit === PRICE_UNIT.startingFrom).length).toBeGreaterThanOrEqual(3);
  });

  it('has sold, rented, under-option, new, arriving, discreet and life-annuity listings', () => {
    expect(sale.filter((p) => p.Marquee === MARQUEE.sold).length).toBeGreaterThanOrEqual(3);
    expect(rent.filter((p) => p.Marquee === MARQUEE.rented).length).toBeGreaterThanOrEqual(3);
    expect(data.properties.some((p) => p.Marquee === MARQUEE.option)).toBe(true);
    expect(data.properties.filter((p) => p.Marquee === MARQUEE.sold).every((p) => p.Goal === 0)).toBe(true);
    expect(data.properties.filter((p) => p.Marquee === MARQUEE.rented).every((p) => p.Goal !== 0)).toBe(true);
    for (const flag of ['IsNew', 'IsArriving', 'IsDiscreet'] as const)
      expect(data.properties.filter((p) => p[flag]).length, flag).toBeGreaterThanOrEqual(3);
    expect(data.properties.filter((p) => p.IsDiscreet).every((p) => !p.PublishAddress)).toBe(true);
    expect(data.properties.filter((p) => p.Details.Viager).length).toBeGreaterThanOrEqual(2);
    expect(data.properties.filter((p) => !p.PublishPrice).length).toBeGreaterThanOrEqual(1);
  });

  it('has 4 agents, testimonials, the demo owner with two properties and portal data, and a second owner', () => {
    expect(data.agents.length).toBe(4);
    expect(data.testimonials.length).toBeGreaterThanOrEqual(6);
    expect(new Set(data.testimonials.map((t) => t.Language))).toEqual(new Set(LANGS));
    const [owner, second] = data.owners;
    expect(data.owners.length).toBe(2);
    // The second owner (access control) owns one other property, with its own rows and documents.
    expect(second).toMatchObject({ ID: 2, Email: DEMO_SECOND_OWNER_EMAIL, Password: DEMO_SECOND_OWNER_PASSWORD });
    expect(second!.PropertyIDs).toHaveLength(1);
    expect(owner!.PropertyIDs).not.toContain(second!.PropertyIDs[0]);
    const secondDocs = data.activity.documents.filter((d) => d.PropertyID === second!.PropertyIDs[0]);
    expect(secondDocs.length).toBeGreaterThanOrEqual(4);
    expect(secondDocs.every((d) => d.OwnerID === 2)).toBe(true);
    const ids = (rows: { ID: number }[]) => new Set(rows.map((r) => r.ID)).size === rows.length;
    expect(
      ids(data.activity.visits) &&
        ids(data.activity.communications) &&
        ids(data.activity.media) &&
        ids(data.activity.documents),
    ).toBe(true);
    expect(owner).toMatchObject({ Email: DEMO_OWNER_EMAIL, Password: DEMO_OWNER_PASSWORD });
    expect(owner!.PropertyIDs.length).toBe(2);
    const goals = owner!.PropertyIDs.map((id) => data.properties.find((p) => p.ID === id)!.Goal);
    expect(goals.sort()).toEqual([0, 1]);
    for (const id of owner!.PropertyIDs) {
      expect(data.activity.visits.filter((v) => v.PropertyID === id).length).toBeGreaterThanOrEqual(5);
      expect(data.activity.communications.filter((c) => c.PropertyID === id).length).toBeGreaterThanOrEqual(5);
      expect(data.activity.media.filter((m) => m.PropertyID === id).length).toBeGreaterThanOrEqual(5);
      expect(data.activity.documents.filter((d) => d.PropertyID === id).length).toBeGreaterThanOrEqual(4);
    }
    const first = owner!.PropertyIDs[0]!;
    const days = new Set(data.activity.stats.filter((s) => s.PropertyID === first).map((s) => s.Date));
    // Statistics since publication (the first listing went online 95 days ago).
    expect(days.size).toBe(OWNER_PUBLISHED_DAYS_AGO[0]);
    expect(days.has(TODAY)).toBe(true);
    for (const d of data.activity.documents) expect(data.documentBodies[d.Key]?.length).toBe(d.Size);
  });
});

describe('values that make sense', () => {
  const isGarage = (p: PropertyRecord) => p.WebID === WEB_ID.garage;

  it('prices sales and rents from the market model, without clamps (scripts/demo/market.ts)', () => {
    const sales = data.properties.filter((x) => x.Goal === 0 && !isGarage(x)).map((p) => p.Price!);
    const rents = data.properties.filter((x) => x.Goal !== 0 && !isGarage(x)).map((p) => p.Price!);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Statbel's Belgian medians of 2024 are 260,000 (closed houses), 370,000 (open) and 243,000 (flats)
    expect(median(sales)).toBeGreaterThan(220_000);
    expect(median(sales)).toBeLessThan(600_000);
    // the barometers' average new lease is 827 (Wallonia) to 1,321 (Brussels) a month
    expect(median(rents)).toBeGreaterThan(700);
    expect(median(rents)).toBeLessThan(1_600);
    // no floor or ceiling on which values pile up
    expect(sales.filter((v) => v === 150_000).length).toBeLessThanOrEqual(1);
    expect(rents.filter((v) => v === 650).length).toBeLessThanOrEqual(2);
    // the cheapest: a small building plot in Namur (the notaries' 81 a m² of the province)
    expect(Math.min(...sales)).toBeGreaterThan(10_000);
    expect(Math.max(...sales)).toBeGreaterThan(1_500_000);
    for (const p of data.properties)
      expect(p.PriceUnit).toBe(p.Goal === 0 ? (p.PriceUnit === PRICE_UNIT.startingFrom ? 7 : 1) : PRICE_UNIT.perMonth);
    for (const p of data.properties.filter(isGarage)) expect(p.Price!).toBeLessThanOrEqual(p.Goal === 0 ? 70000 : 250);
  });

  it('gives EPC values inside the label of their region', () => {
    let checked = 0;
    for (const p of data.properties) {
      const region = regionOfZip(p.City.Zip, p.City.CountryID);
      if (p.EnergyPerformance === null) continue;
      expect(region).not.toBeNull();
      const label = epcLabel(region!, p.EnergyPerformance);
      expect(p.Details.Energy.Label, String(p.ID)).toBe(label);
      expect(p.EPCLabelText).toBe(epcLabelText(label));
      expect(p.Details.Energy.SpecificEnergy).toBe(p.EnergyPerformance);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    expect(
      data.properties
        .filter((p) => p.WebID === WEB_ID.land || isGarage(p))
        .every((p) => p.EnergyPerformance === null && p.EPCLabelText === ''),
    ).toBe(true);
  });

  it('fills field groups where they make sense', () => {
    for (const p of data.properties) {
      const d = p.Details;
      if (p.WebID === WEB_ID.land) {
        expect(d.Rooms.Bedrooms).toBeNull();
        expect(d.Surfaces.Living).toBeNull();
        expect(d.Surfaces.Ground).toBeGreaterThan(0);
        expect(d.Planning.AllotmentPermit).toBe(true);
      }
      if (p.WebID === WEB_ID.apartment || p.WebID === WEB_ID.studio) {
        if ((d.Surfaces.Garden ?? 0) > 0) expect(d.Rooms.Floor, `${p.ID} flat with garden`).toBe(0);
        expect(d.Rooms.Floor).not.toBeNull();
        expect(d.Building.FacadeCount).toBeNull();
      }
      if (p.WebID === WEB_ID.house) {
        expect(d.Rooms.Bedrooms).toBeGreaterThanOrEqual(2);
        expect(d.Surfaces.Ground).toBeGreaterThan(d.Surfaces.Constructed!);
        expect(d.Building.FacadeCount).toBeGreaterThanOrEqual(2);
        expect(d.Building.ConstructionYear).not.toBeNull();
        expect(d.Building.Roof).not.toBeNull();
        expect(d.FloodRisk.Zone).not.toBeUndefined();
      }
      if (p.WebID === WEB_ID.studio) expect(d.Rooms.Bedrooms).toBe(0);
      if (p.Goal === 0) {
        expect(d.Costs.NotaryFee).toBeGreaterThan(0);
        expect(d.Costs.RegistrationRights).not.toBeNull();
        expect(d.Costs.TotalCost).toBeGreaterThan(p.Price!);
        expect(d.Costs.Deposit).toBeNull();
      } else {
        expect(d.Costs.Deposit).toBeGreaterThanOrEqual(p.Price! * 2);
        expect(d.Costs.NotaryFee).toBeNull();
      }
      if (
        regionOfZip(p.City.Zip, p.City.CountryID) === 'flanders' &&
        p.WebID !== WEB_ID.land &&
        p.WebID !== WEB_ID.garage
      ) {
        expect(d.FloodRisk.PScore).toMatch(/^[A-D]$/);
        expect(d.Asbestos.Type).not.toBeNull();
      }
    }
  });

  it('places every property and project at an address point of its town (scripts/demo/addresses/)', () => {
    for (const p of [...data.properties, ...data.projects]) {
      expect(isExtractAddress(p.City.Zip, p.Street, p.Lat!, p.Lng!), `${p.ID} ${p.Street} ${p.City.Zip}`).toBe(true);
      expect(p.HouseNumber).toMatch(/^\d{1,4}$/);
    }
    // two properties may share a street, not a door (a flat's box apart)
    const doors = data.properties
      .filter((p) => p.ProjectID === null)
      .map((p) => `${p.City.Zip} ${p.Street} ${p.HouseNumber} ${p.BoxNr}`);
    expect(doors.length - new Set(doors).size).toBeLessThanOrEqual(3);
    expect(MAX_KM_FROM_CENTRE).toBeLessThanOrEqual(15);
  });

  it('references 4–8 pool photos per property and every pool photo is used', () => {
    const pool = new Set(PHOTO_POOL.map((p) => p.name));
    const used = new Set<string>();
    for (const p of data.properties) {
      if (p.ID === PHOTOLESS_PLOT_ID) continue;
      expect(p.Photos.length).toBeGreaterThanOrEqual(4);
      expect(p.Photos.length).toBeLessThanOrEqual(8);
      expect(new Set(p.Photos).size).toBe(p.Photos.length);
      for (const name of p.Photos) {
        expect(pool.has(name), name).toBe(true);
        used.add(name);
      }
    }
    for (const a of data.agents) used.add(a.PhotoName!);
    for (const name of pool) expect(used.has(name), name).toBe(true);
    expect(PHOTO_POOL.length).toBeGreaterThanOrEqual(40);
  });

  it('has one imported building plot without photos, the newest listing for sale', () => {
    const photoless = data.properties.filter((p) => p.Photos.length === 0);
    expect(photoless.map((p) => p.ID)).toEqual([PHOTOLESS_PLOT_ID]);
    const plot = photoless[0]!;
    expect(plot.WebID).toBe(WEB_ID.land);
    expect(plot.Goal).toBe(0);
    expect(plot.Marquee).toBe(0);
    expect(plot.PublicationDate).toBe(data.today);
  });

  it('writes titles and descriptions in four distinct languages', () => {
    for (const p of data.properties) {
      for (const lang of LANGS) {
        expect(p.Title[lang]).toMatch(/\S/);
        expect(p.Description[lang].length).toBeGreaterThan(80);
        expect(p.Description[lang]).not.toMatch(/undefined|null|NaN/);
      }
      expect(new Set(LANGS.map((l) => p.Description[l])).size).toBe(4);
    }
    const sample = data.properties.find((p) => p.WebID === WEB_ID.apartment && p.Goal === 0)!;
    expect(sample.Description.nl).toMatch(/appartement|verdieping|slaapkamer/i);
    expect(sample.Description.fr).toMatch(/appartement|étage|chambre/i);
    expect(sample.Description.de).toMatch(/Wohnung|Obergeschoss|Schlafzimmer/);
    const variety = new Set(data.properties.map((p) => p.Description.en.split('.')[0]));
    expect(variety.size).toBeGreaterThan(data.properties.length / 2);
  });

  it('validates against the import feed schema (the same field rules as imported data)', () => {
    const feed = data.properties.map((p) => ({
      ...p,
      City: p.City.Name,
      Zip: p.City.Zip,
      CountryID: p.City.CountryID,
      WebIDs: p.WebIDs.join(','),
      Photos: p.Photos.map((Name) => ({ Name })),
      ...p.Details,
    }));
    const { rejected } = validateFeed(feed);
    expect(rejected).toEqual([]);
  });
});

describe("the owner portal's demo data", () => {
  const ownerIds = data.owners.flatMap((o) => o.PropertyIDs);

  it('has every history text and document name in the four languages, each its own', () => {
    const rows = [
      ...data.activity.visits.filter((v) => v.Comment).map((v) => ({ en: { Comment: v.Comment }, texts: v.Texts })),
      ...[...data.activity.communications, ...data.activity.media].map((r) => ({
        en: { Subject: r.Subject, Comment: r.Comment },
        texts: r.Texts,
      })),
      ...data.activity.documents.map((d) => ({ en: { Name: d.Name }, texts: d.Texts })),
    ];
    expect(rows.length).toBeGreaterThan(50);
    for (const { en, texts } of rows) {
      for (const [key, text] of Object.entries(en)) {
        expect(text).toMatch(/\S/);
        for (const lang of ['nl', 'fr', 'de'] as const) {
          const translated = (texts?.[lang] as Record<string, string> | undefined)?.[key];
          expect(translated, `${lang} ${key} of "${text}"`).toMatch(/\S/);
          // A channel's name or a count may stay the same; a sentence does not.
          if (text.length > 20) expect(translated).not.toBe(text);
        }
      }
    }
  });

  it('lists one enquiry for every contact the statistics count, on that day and channel', () => {
    for (const id of ownerIds) {
      const leads = data.activity.media.filter((m) => m.PropertyID === id && m.Type === 'lead');
      const contacts = data.activity.stats.filter((s) => s.PropertyID === id && s.Contacts > 0);
      expect(leads.length).toBe(contacts.reduce((n, s) => n + s.Contacts, 0));
      for (const s of contacts)
        expect(leads.filter((m) => m.Date.slice(0, 10) === s.Date && m.Source === s.Source).length).toBe(s.Contacts);
      // About one view in 200 becomes an enquiry: a handful a week, not dozens.
      const last30 = contacts.filter((s) => s.Date > '2026-10-23').reduce((n, s) => n + s.Contacts, 0);
      expect(last30).toBeGreaterThan(3);
      expect(last30).toBeLessThan(40);
    }
  });

  it('counts in each weekly report the visits done in the week it covers', () => {
    const reports = data.activity.communications.filter((c) => c.Subject === 'Weekly report');
    expect(reports.length).toBe(ownerIds.length);
    for (const r of reports) {
      const end = r.Date.slice(0, 10);
      const start = new Date(Date.parse(`${end}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
      const done = data.activity.visits.filter(
        (v) =>
          v.PropertyID === r.PropertyID &&
          v.Status === 'done' &&
          v.Date.slice(0, 10) >= start &&
          v.Date.slice(0, 10) <= end,
      ).length;
      expect(r.Comment).toMatch(done === 0 ? /^No visits/ : new RegExp(`^${done} visits? this week`));
    }
  });

  it("has buyers and tenants looking for each owner's property: a few of the demands, never all", () => {
    const confirmed = data.demands.filter((d) => d.ConfirmedAt <= `${TODAY}T23:59:59Z`);
    expect(confirmed.length).toBe(data.demands.length);
    ownerIds.forEach((id, i) => {
      const matching = demandsMatching(data, id);
      expect(matching, String(id)).toBeGreaterThanOrEqual(MATCHING_DEMANDS[i] ?? 1);
      expect(matching).toBeLessThan(data.demands.length / 2);
    });
    expect(new Set(data.demands.map((d) => d.Email)).size).toBe(data.demands.length);
  });
});

describe('the data check (scripts/demo/check.ts) on the data the seed writes', () => {
  const results = checkDemo(data);
  const failing = (d: DemoData, name: string) => checkDemo(d).find((r) => r.rule === name)!.failures;
  const copy = () => structuredClone(data);

  it('passes every rule', () => {
    expect(results.length).toBeGreaterThanOrEqual(10);
    for (const r of results) {
      expect(r.checked, r.rule).toBeGreaterThan(0);
      expect(r.failures, r.rule).toEqual([]);
    }
    expect(checkReport(results)).toMatch(/^✓ postcode ↔ municipality ↔ coordinates: \d+ checked, 0 failing/);
  });

  it('catches a street of another town, a wrong postcode, a point far away and a Luxembourg town', () => {
    const d = copy();
    const ixelles = d.properties.find((p) => p.City.Zip === '1050')!;
    const anderlecht = d.properties.find((p) => p.City.Zip === '1070')!;
    anderlecht.Street = ixelles.Street;
    expect(failing(d, 'no street outside its town')).toEqual([expect.stringContaining(`property ${anderlecht.ID}`)]);
    const d2 = copy();
    d2.properties[5]!.Lat = d2.properties[5]!.Lat! + 0.3;
    expect(failing(d2, 'postcode ↔ municipality ↔ coordinates').join()).toContain(`property ${d2.properties[5]!.ID}`);
    const d3 = copy();
    d3.cities.push({
      Zip: '1450',
      CountryID: COUNTRY.luxembourg,
      Name: { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' },
      Lat: 49.61,
      Lng: 6.13,
    });
    expect(() => checkDemo(d3)).toThrow(/no address extract for 1450/);
    const d4 = copy();
    d4.cities[0]!.Zip = '1020';
    expect(() => checkDemo(d4)).toThrow();
  });

  it('catches a farm in a city centre, a garden larger than its plot and a big plot in Brussels', () => {
    const d = copy();
    const farm = d.properties.find((p) => p.TypeDescription.en === 'Farmhouse')!;
    farm.City = { ...d.properties.find((p) => p.City.Zip === '1000')!.City };
    expect(failing(d, 'plots and gardens by town character').join()).toMatch(
      new RegExp(`property ${farm.ID}: a farm in a centre`),
    );
    const d2 = copy();
    const house = d2.properties.find((p) => p.WebID === WEB_ID.house && p.Details.Surfaces.Garden)!;
    house.Details.Surfaces.Garden = house.Details.Surfaces.Ground! + 100;
    expect(failing(d2, 'plots and gardens by town character').join()).toContain(`property ${house.ID}: a garden of`);
  });

  it('catches a price or a rent repeated beyond a plausible share', () => {
    const d = copy();
    const rents = d.properties.filter((p) => p.Goal !== 0).slice(0, 12);
    for (const p of rents) p.Price = 650;
    expect(failing(d, 'value repetition: rents')).toEqual([expect.stringMatching(/^rent 650 appears 1\d times/)]);
    const d2 = copy();
    for (const p of d2.properties.filter((x) => x.Goal === 0).slice(0, 12)) p.Price = 150_000;
    expect(failing(d2, 'value repetition: asking prices')).toEqual([
      expect.stringMatching(/^sale price 150000 appears/),
    ]);
  });

  it('catches "price on request" on a studio, and a price far from the market', () => {
    const d = copy();
    const studio = d.properties.find((p) => p.WebID === WEB_ID.studio && p.Goal === 0)!;
    studio.PublishPrice = false;
    expect(failing(d, 'price on request only for prestige homes')).toEqual([
      expect.stringContaining(`property ${studio.ID}`),
    ]);
    const d2 = copy();
    const flat = d2.properties.find((p) => p.WebID === WEB_ID.apartment && p.Goal === 0)!;
    flat.Price = 10_000_000;
    expect(failing(d2, 'prices and rents within the market band').join()).toContain(`property ${flat.ID}`);
  });

  it('catches NEW on a listing a month old, and a listing of the last days without it', () => {
    const d = copy();
    const old = d.properties.find((p) => !p.IsNew && p.Marquee === 0)!;
    const fresh = d.properties.find((p) => p.IsNew)!;
    old.IsNew = true;
    fresh.IsNew = false;
    expect(failing(d, 'new means listed in the last 14 days').length).toBe(2);
  });

  it("catches a rental handled by a sales agent, and a visitor's comment repeated", () => {
    const d = copy();
    const rental = d.properties.find((p) => p.Goal !== 0 && p.ProjectID === null)!;
    rental.AgentID = 2;
    expect(failing(d, "agents' roles")).toEqual([`property ${rental.ID} (rental): handled by the Sales agent`]);
    const d2 = copy();
    const [a, b] = d2.activity.visits.filter(
      (v) => v.PropertyID === d2.owners[0]!.PropertyIDs[0] && v.Comment && v.Status === 'done',
    );
    b!.Comment = a!.Comment;
    expect(failing(d2, 'visit comments not repeated')).toHaveLength(1);
  });

  it('catches shops around the corner of a farm, and an arriving listing available immediately', () => {
    const d = copy();
    const farm = d.properties.find((p) => p.TypeDescription.en === 'Farmhouse')!;
    farm.Description.en += `\n\n${IN_TOWN_SENTENCES_EN[0]}`;
    expect(failing(d, 'descriptions fit the place')).toEqual([expect.stringContaining(`property ${farm.ID}`)]);
    const d2 = copy();
    const arriving = d2.properties.find((p) => p.IsArriving)!;
    arriving.Description.en += ` ${AVAILABLE_NOW.en}`;
    expect(failing(d2, 'descriptions fit the place')).toEqual([
      `property ${arriving.ID}: coming soon and "${AVAILABLE_NOW.en}"`,
    ]);
  });

  it('describes countryside homes and large plots without the town centre at the door', () => {
    const outlying = data.properties.filter((p) => {
      const town = cityByZip(p.City.Zip);
      return (
        town.region !== 'brussels' &&
        town.character !== 'centre' &&
        (town.character === 'countryside' || (p.Details.Surfaces.Ground ?? 0) >= LARGE_PLOT)
      );
    });
    expect(outlying.length).toBeGreaterThan(10);
    for (const p of outlying)
      for (const sentence of IN_TOWN_SENTENCES_EN) expect(p.Description.en, `property ${p.ID}`).not.toContain(sentence);
  });
});
