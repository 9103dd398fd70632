/**
 * The deterministic demo data set (docs/demo-data.md): the same seed and day give the same rows.
 * Everything dated is relative to `today` (publication dates, owner statistics since
 * publication), so a seed run on another day refreshes the dates and nothing else. Pure: no I/O, no
 * Math.random, no clock (callers pass `today`), so tests can build fixtures from it in workerd.
 */
import type {
  AgentRecord,
  CityRecord,
  DemandRecord,
  OwnerActivity,
  ProjectRecord,
  PropertyRecord,
  TestimonialRecord,
  TypeRecord,
} from '../../app/model/record';
import { DEMO_CITIES } from './cities';
import { demoDemands } from './demands';
import { DEMO_OWNERS, demoOwner, OWNER_PUBLISHED_DAYS_AGO, type DemoOwner } from './owner';
import { DEMO_AGENTS, demoTestimonials } from './people';
import { PHOTO_POOL, type PhotoSpec } from './photo-pool';
import { Rng } from './prng';
import { demoProjects } from './projects';
import { addDays, importedPlotWithoutPhotos, OWNER_LISTINGS, standaloneProperties } from './properties';
import { DEMO_TYPES } from './types';
import { demoPriceHistory } from './price-history';
import type { PriceChangeRecord } from '../../worker/provider/d1';

export const DEFAULT_SEED = 20261122;

export interface DemoOptions {
  seed?: number;
  /** yyyy-mm-dd: the day the data is generated for. */
  today: string;
  /** Standalone listings (besides project units); default 175. */
  properties?: number;
  /** Projects (at most 7); default 7. */
  projects?: number;
}

export interface DemoData {
  today: string;
  types: TypeRecord[];
  cities: CityRecord[];
  agents: AgentRecord[];
  projects: ProjectRecord[];
  /** Standalone listings and project units. */
  properties: PropertyRecord[];
  testimonials: TestimonialRecord[];
  owners: DemoOwner[];
  activity: OwnerActivity;
  /** Buyers and tenants looking (search alerts without a lead), counted by the owner portal. */
  demands: DemandRecord[];
  /** Asking prices that were reduced (./price-history.ts). */
  priceHistory: PriceChangeRecord[];
  documentBodies: Record<string, string>;
  photos: PhotoSpec[];
}

export function generateDemo(options: DemoOptions): DemoData {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today)) throw new Error(`today must be yyyy-mm-dd (was ${options.today})`);
  const rng = new Rng(options.seed ?? DEFAULT_SEED);
  const today = options.today;
  const count = Math.max(OWNER_LISTINGS.length + 14, options.properties ?? 175);
  const standalone = standaloneProperties(rng.fork('properties'), { count, today, firstId: 5_100_000 });
  const { projects, units } = demoProjects(rng.fork('projects'), {
    today,
    firstProjectId: 301,
    firstUnitId: 5_400_000,
    count: Math.min(7, Math.max(0, options.projects ?? 7)),
  });
  const ownerListings = standalone.slice(0, OWNER_LISTINGS.length);
  ownerListings.forEach((p, i) => {
    p.PublicationDate = addDays(today, -(OWNER_PUBLISHED_DAYS_AGO[i] ?? 60));
    p.IsNew = false;
  });
  const owner = demoOwner(rng.fork('owner'), ownerListings, today);
  // The second demo owner owns the next standalone listing (access control can be tried).
  const secondListing = standalone.slice(OWNER_LISTINGS.length, OWNER_LISTINGS.length + 1);
  const second = demoOwner(rng.fork('owner-2'), secondListing, today, DEMO_OWNERS[1]!);
  const photoless = importedPlotWithoutPhotos(rng.fork('imported-plot'), today);
  const demands = demoDemands(
    rng.fork('demands'),
    [...ownerListings, ...secondListing],
    standalone.slice(OWNER_LISTINGS.length + 1),
    today,
  );
  const properties = [...standalone, photoless, ...units];
  return {
    today,
    types: DEMO_TYPES.map(({ ID, ShowOrder, Sale, Rent, Name, Keywords }) => ({
      ID,
      ShowOrder,
      Sale,
      Rent,
      Name,
      Keywords,
    })),
    cities: DEMO_CITIES.map(({ Zip, CountryID, Name, Lat, Lng }) => ({ Zip, CountryID, Name, Lat, Lng })),
    agents: DEMO_AGENTS,
    projects,
    properties,
    testimonials: demoTestimonials(today),
    owners: [owner.owner, second.owner],
    activity: {
      visits: [...owner.activity.visits, ...second.activity.visits],
      communications: [...owner.activity.communications, ...second.activity.communications],
      media: [...owner.activity.media, ...second.activity.media],
      stats: [...owner.activity.stats, ...second.activity.stats],
      documents: [...owner.activity.documents, ...second.activity.documents],
    },
    demands,
    priceHistory: demoPriceHistory(properties, today),
    documentBodies: { ...owner.documentBodies, ...second.documentBodies },
    photos: PHOTO_POOL,
  };
}
