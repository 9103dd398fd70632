/**
 * Demo properties: specs for standalone listings across every town, type and goal, then their
 * records (details, texts, photos). Each stands at a real address of its town (./addresses/),
 * is of a kind built in a town of that character, on a plot of the size such towns have
 * (./character.ts), and is priced by the market model (./market.ts askingPrice). Energy values
 * sit inside the label of the region's scale. "New" means put on the market in the last 14 days
 * of the demo's date (app/rules/new-listing.ts); "price on request" and discreet listings are
 * prestige homes only (PRESTIGE_FROM); rentals are the rental manager's, project units the
 * projects advisor's, sales the sales agents' (the managing director takes the prestige ones).
 * Flags (arriving, sold, rented, option, viager) are spread by position so every kind is present.
 */
import { epcLabel, epcLabelText, epcRange, type Region } from '../../shared/model/energy';
import { isNewListing, NEW_LISTING_DAYS } from '../../app/rules/new-listing';
import { GOAL_RENT, GOAL_SALE, MARQUEE, PRICE_UNIT, WEB_ID } from '../../shared/model/property';
import type { PropertyRecord } from '../../app/model/record';
import { pickAddress } from './addresses';
import { builtIn, FLAT_GARDEN_MAX, plotRange } from './character';
import { cityByZip, DEMO_CITIES, type DemoCity } from './cities';
import { askingPrice } from './market';
import { buildDetails } from './details';
import type { AdjectiveKey } from './texts/grammar';
import { photosFor } from './photo-pool';
import { roundTo, type Rng } from './prng';
import type { EpcSpec, Orientation, PropertySpec } from './spec';
import { composeDescription, composeTitle } from './texts/texts';
import { SUBTYPES, subtypesOf, type Subtype } from './types';

export const addDays = (iso: string, days: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** A sale from this price on, of a house or a flat, is a prestige home (the home page's "Prestige" module). */
export const PRESTIGE_FROM = 750_000;

/** The demo agency's agents by role (./people.ts DEMO_AGENTS). */
export const AGENT_ROLE = { managingDirector: 1, sales: 2, rentals: 3, projects: 4 } as const;

/** Which types each goal offers, with their share of listings. */
const TYPE_WEIGHTS: Record<0 | 1, [number, number][]> = {
  0: [
    [WEB_ID.house, 34],
    [WEB_ID.apartment, 30],
    [WEB_ID.studio, 5],
    [WEB_ID.land, 8],
    [WEB_ID.investment, 5],
    [WEB_ID.commercial, 6],
    [WEB_ID.garage, 5],
    [WEB_ID.offices, 7],
  ],
  1: [
    [WEB_ID.house, 20],
    [WEB_ID.apartment, 40],
    [WEB_ID.studio, 12],
    [WEB_ID.commercial, 9],
    [WEB_ID.garage, 8],
    [WEB_ID.offices, 11],
  ],
};

const SUBTYPE_WEIGHTS: Record<string, number> = {
  terraced: 4,
  semi: 3,
  villa: 3,
  farm: 1.5,
  bungalow: 1.5,
  mansion: 2,
  apartment: 6,
  penthouse: 1.2,
  duplex: 1.5,
  'ground-floor': 1.5,
  loft: 1,
  plot: 1,
  investment: 2,
  'apartment-block': 1,
  shop: 3,
  hospitality: 1,
  'garage-box': 2,
  'parking-space': 1.5,
  office: 3,
  'office-building': 1,
};

const EPC_BANDS: Record<Region, Record<string, string[]>> = {
  flanders: {
    new: ['a_plus', 'a'],
    excellent: ['a', 'b'],
    good: ['b', 'c'],
    'to-refresh': ['c', 'd'],
    'to-renovate': ['d', 'e', 'f'],
  },
  brussels: {
    new: ['a', 'a_sub', 'b_plus'],
    excellent: ['b_plus', 'b', 'b_sub', 'c_plus'],
    good: ['c_plus', 'c', 'c_sub', 'd_plus'],
    'to-refresh': ['d_plus', 'd', 'd_sub', 'e_plus'],
    'to-renovate': ['e', 'e_sub', 'f_plus', 'f', 'g'],
  },
  wallonia: {
    new: ['a_plusplus', 'a_plus'],
    excellent: ['a', 'b'],
    good: ['b', 'c'],
    'to-refresh': ['c', 'd'],
    'to-renovate': ['e', 'f', 'g'],
  },
};
function epcFor(city: DemoCity, condition: string, rng: Rng): EpcSpec {
  const code = rng.pick(EPC_BANDS[city.region][condition] ?? ['c']);
  const [low, high] = epcRange(city.region, code);
  const value = Math.round(rng.float(low + 1, high - 1));
  const checked = epcLabel(city.region, value);
  return { value, code: checked, text: epcLabelText(checked) };
}

/** Years built per subtype. */
const BUILT: Record<string, [number, number]> = {
  terraced: [1905, 2016],
  semi: [1960, 2021],
  villa: [1965, 2024],
  farm: [1850, 1950],
  bungalow: [1965, 1992],
  mansion: [1880, 1932],
  apartment: [1962, 2024],
  penthouse: [2004, 2024],
  duplex: [1970, 2021],
  'ground-floor': [1962, 2021],
  loft: [1900, 1960],
  studio: [1965, 2021],
  investment: [1900, 1980],
  'apartment-block': [1960, 2000],
  shop: [1900, 1990],
  hospitality: [1900, 1980],
  'garage-box': [1960, 2012],
  'parking-space': [1985, 2020],
  office: [1975, 2021],
  'office-building': [1985, 2022],
};

const VIDEO_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const videoId = (rng: Rng) => Array.from({ length: 11 }, () => rng.pick([...VIDEO_CHARS])).join('');
/** A video link of each kind the detail page recognises (shared/model/video.ts): mostly YouTube, some Vimeo and Facebook. */
const demoVideo = (rng: Rng, id: number) => {
  const host = rng.pick(['youtube', 'youtube', 'youtube', 'vimeo', 'facebook'] as const);
  if (host === 'vimeo') return `https://vimeo.com/${800000000 + id}`;
  if (host === 'facebook') return `https://www.facebook.com/belvue.immo/videos/${1000000000 + id}/`;
  return `https://www.youtube.com/watch?v=${videoId(rng)}`;
};
/** A virtual tour: mostly Matterport, some TVL and Yisual. */
const demoTour = (rng: Rng) => {
  const host = rng.pick(['matterport', 'matterport', 'tvl', 'yisual'] as const);
  const key = videoId(rng).replace(/[-_]/g, 'x');
  if (host === 'tvl') return `https://tour.tvl.be/${key}`;
  if (host === 'yisual') return `https://app.yisual.com/tour/${key}`;
  return `https://my.matterport.com/show/?m=${key}`;
};

export interface SpecInput {
  id: number;
  goal: number;
  subtype: Subtype;
  city: DemoCity;
  today: string;
  /** Position among listings of the same goal: spreads flags. */
  slot: number;
  agentId: number;
  projectId?: number | null;
  /** Forces a new build (project units). */
  newBuild?: boolean;
}

/** Decides every fact of one property. */
export function buildSpec(input: SpecInput, rng: Rng): PropertySpec {
  const { subtype: sub, city, goal, today, slot } = input;
  const sale = goal === GOAL_SALE;
  const year = Number(today.slice(0, 4));
  const key = sub.key;
  const webId = sub.webId;
  const [builtMin, builtMax] = BUILT[key] ?? [1960, 2020];
  const constructionYear = input.newBuild
    ? year + rng.int(0, 1)
    : webId === WEB_ID.land
      ? null
      : rng.int(builtMin, Math.min(builtMax, year - 1));
  const age = constructionYear === null ? 0 : year - constructionYear;
  const condition =
    webId === WEB_ID.land
      ? null
      : input.newBuild || age <= 1
        ? 'new'
        : rng.weighted<string>([
            ['excellent', age < 15 ? 5 : 2],
            ['good', 5],
            ['to-refresh', age > 25 ? 3 : 1],
            ['to-renovate', age > 50 ? 2.5 : 0.3],
          ]);
  const renovationYear =
    (condition === 'good' || condition === 'excellent') && age > 30 && rng.chance(0.65)
      ? rng.int(Math.max(constructionYear! + 20, 2003), year - 1)
      : null;

  // sizes and rooms
  let living: number | null = null;
  let ground: number | null = null;
  let garden: number | null = null;
  let terrace: number | null = null;
  let bedrooms: number | null = null;
  let bathrooms: number | null = null;
  let showers: number | null = null;
  let toilets: number | null = null;
  let garages: number | null = null;
  let parkings: number | null = null;
  let floors: number | null = null;
  let floor: number | null = null;
  let facades: number | null = null;
  let facadeWidth: number | null = null;
  let plotWidth: number | null = null;
  let units: number | null = null;
  let seats: number | null = null;
  let parkingPrice: number | null = null;
  let shopOnGround = false;
  // the plot a town of this character gives this kind of property (./character.ts)
  const plot = () => {
    const range = plotRange(key, city.character);
    if (!range) throw new Error(`${key} is not built in a ${city.character} (${city.Zip})`);
    return roundTo(rng.int(range[0], range[1]), 5);
  };
  switch (webId) {
    case WEB_ID.house: {
      const ranges: Record<string, [number, number, number, number]> = {
        // living min/max, bedrooms min/max
        terraced: [110, 185, 2, 4],
        semi: [140, 220, 3, 4],
        villa: [200, 380, 3, 6],
        farm: [180, 320, 3, 5],
        bungalow: [110, 180, 2, 3],
        mansion: [220, 380, 4, 6],
      };
      const [lMin, lMax, bMin, bMax] = ranges[key] ?? ranges.terraced!;
      living = rng.int(lMin, lMax);
      const share = (living - lMin) / Math.max(1, lMax - lMin);
      floors = key === 'bungalow' ? 1 : key === 'mansion' ? rng.int(3, 4) : rng.int(2, 3);
      const footprint = Math.round(living / floors);
      // a plot at least as large as the house's footprint and a yard
      ground = Math.max(plot(), roundTo(footprint + 30, 5));
      garden = Math.max(0, roundTo(ground - footprint - rng.int(10, 40), 5)) || null;
      terrace = rng.chance(0.7) ? rng.int(12, 45) : null;
      bedrooms = clamp(Math.round(bMin + share * (bMax - bMin) + rng.float(-0.6, 0.6)), bMin, bMax);
      bathrooms = bedrooms >= 4 ? rng.int(2, 3) : rng.int(1, 2);
      showers = rng.int(0, 2);
      toilets = bathrooms + rng.int(0, 1);
      garages =
        key === 'terraced' || key === 'mansion' ? (rng.chance(0.35) ? 1 : 0) : rng.int(1, key === 'villa' ? 3 : 2);
      parkings = key === 'villa' || key === 'farm' ? rng.int(1, 4) : 0;
      facades = key === 'terraced' || key === 'mansion' ? 2 : key === 'semi' ? 3 : 4;
      facadeWidth = facades === 2 ? rng.int(5, 9) : rng.int(9, 18);
      plotWidth = facades === 2 ? facadeWidth : rng.int(15, 40);
      break;
    }
    case WEB_ID.apartment:
    case WEB_ID.studio: {
      const ranges: Record<string, [number, number, number, number]> = {
        apartment: [62, 140, 1, 3],
        penthouse: [130, 260, 2, 4],
        duplex: [110, 180, 2, 4],
        'ground-floor': [78, 130, 2, 3],
        loft: [100, 200, 1, 3],
        studio: [27, 45, 0, 0],
      };
      const [lMin, lMax, bMin, bMax] = ranges[key] ?? ranges.apartment!;
      living = rng.int(lMin, lMax);
      const share = (living - lMin) / Math.max(1, lMax - lMin);
      bedrooms = clamp(Math.round(bMin + share * (bMax - bMin) + rng.float(-0.6, 0.6)), bMin, bMax);
      bathrooms = bedrooms === 0 ? 0 : bedrooms >= 3 ? rng.int(1, 2) : 1;
      showers = bedrooms === 0 ? 1 : rng.int(0, 1);
      toilets = bedrooms >= 2 ? rng.int(1, 2) : 1;
      const buildingFloors = key === 'penthouse' ? rng.int(5, 10) : rng.int(3, 8);
      floor =
        key === 'penthouse'
          ? buildingFloors
          : key === 'ground-floor'
            ? 0
            : key === 'duplex'
              ? rng.int(1, buildingFloors - 1)
              : rng.int(0, buildingFloors);
      if (key === 'ground-floor') garden = rng.int(20, FLAT_GARDEN_MAX[city.character]);
      terrace = key === 'penthouse' ? rng.int(30, 120) : rng.chance(0.45) ? rng.int(6, 25) : null;
      if (webId === WEB_ID.apartment && rng.chance(0.45)) {
        parkings = 1;
        parkingPrice = askingPrice(
          { sale, subtype: 'parking-space', webId: WEB_ID.garage, city, living: 12, ground: null, condition: null },
          rng,
        ).price;
      }
      if (key === 'loft' || key === 'duplex') floors = 2;
      break;
    }
    case WEB_ID.land:
      ground = plot();
      plotWidth = clamp(Math.round(Math.sqrt(ground) * rng.float(0.45, 0.75)), 6, 60);
      break;
    case WEB_ID.investment:
      units = key === 'apartment-block' ? rng.int(6, 8) : rng.int(3, 5);
      shopOnGround = key === 'investment' && rng.chance(0.5);
      living = units * rng.int(65, 85) + (shopOnGround ? rng.int(60, 120) : 0);
      floors = key === 'apartment-block' ? rng.int(4, 5) : rng.int(3, 4);
      ground = plot();
      toilets = units + (shopOnGround ? 1 : 0);
      parkings = key === 'apartment-block' ? rng.int(2, units) : 0;
      break;
    case WEB_ID.commercial:
      living = key === 'hospitality' ? rng.int(120, 300) : rng.int(60, 250);
      seats = key === 'hospitality' ? roundTo(living / 3.5, 5) : null;
      toilets = key === 'hospitality' ? 2 : 1;
      floor = 0;
      terrace = key === 'hospitality' ? rng.int(20, 60) : null;
      break;
    case WEB_ID.garage:
      living = key === 'garage-box' ? rng.int(14, 20) : rng.int(12, 15);
      garages = key === 'garage-box' ? 1 : 0;
      parkings = key === 'parking-space' ? 1 : 0;
      break;
    case WEB_ID.offices:
      if (key === 'office-building') {
        living = rng.int(600, 1400);
        floors = rng.int(2, 5);
        ground = plot();
      } else {
        living = sale ? rng.int(80, 600) : rng.int(60, 240);
        floor = rng.int(0, 6);
      }
      toilets = Math.max(1, Math.round(living / 150));
      parkings = rng.int(0, Math.round(living / 60));
      break;
  }

  // building equipment
  const isBuilding = webId !== WEB_ID.land && webId !== WEB_ID.garage;
  const isNewCond = condition === 'new';
  const heating = !isBuilding
    ? null
    : isNewCond
      ? 'heat-pump'
      : key === 'farm'
        ? rng.pick(['oil', 'pellets', 'wood', 'gas'])
        : key === 'studio' && rng.chance(0.35)
          ? 'electric'
          : rng.weighted<string>([
              ['gas', city.region === 'wallonia' ? 5 : 8],
              ['oil', city.region === 'wallonia' ? 3 : 1],
              ['heat-pump', 1],
              ['district', 0.3],
            ]);
  const glazing = !isBuilding
    ? null
    : isNewCond
      ? 'triple'
      : condition === 'to-renovate' && rng.chance(0.5)
        ? 'single'
        : 'double';
  const frame = !isBuilding
    ? null
    : isNewCond
      ? rng.pick(['aluminium', 'pvc'])
      : rng.pick(['pvc', 'wood', 'aluminium']);
  const kitchen =
    webId === WEB_ID.house || webId === WEB_ID.apartment
      ? isNewCond
        ? 'fully-equipped'
        : condition === 'to-renovate'
          ? 'separate'
          : rng.pick(['equipped', 'fully-equipped', 'separate'])
      : webId === WEB_ID.studio
        ? 'kitchenette'
        : null;
  const roof =
    webId === WEB_ID.house
      ? key === 'villa'
        ? rng.pick(['hip', 'flat', 'gable'])
        : key === 'bungalow'
          ? 'hip'
          : 'gable'
      : webId === WEB_ID.investment || webId === WEB_ID.commercial
        ? rng.pick(['gable', 'flat'])
        : webId === WEB_ID.offices
          ? 'flat'
          : null;
  const roofMaterial =
    roof === null
      ? null
      : roof === 'flat'
        ? rng.pick(['epdm', 'bitumen'])
        : city.region === 'wallonia'
          ? rng.pick(['slate', 'tiles'])
          : rng.pick(['tiles', 'tiles', 'slate', 'zinc']);
  const epc =
    webId === WEB_ID.land || webId === WEB_ID.garage || condition === null ? null : epcFor(city, condition, rng);
  const eLevel = isNewCond ? rng.int(15, 35) : null;

  // price: the market model (./market.ts), the one source of a demo property's price
  const { price, income } = askingPrice(
    { sale, subtype: key, webId, city, living, ground, condition, units, shopOnGround },
    rng,
  );
  const yieldPct = income === null ? null : Math.round((income / price) * 1000) / 10;

  // flags by position (every kind present), dates
  const sold = sale && slot % 11 === 5;
  const option = sale && !sold && slot % 23 === 9;
  const rented = !sale && slot % 9 === 4;
  const arriving = !sold && !rented && slot % 13 === 7;
  // put on the market: sold and rented ones months ago; a third of the coming-soon ones and about
  // one in thirty others in the last 14 days (new: some ten of the demo's listings, as an agency
  // of its size takes on in a fortnight); the rest over the last ten months, recent ones more often
  const recent = !sold && !rented && (arriving ? rng.chance(0.35) : rng.chance(0.03));
  const daysAgo = recent
    ? rng.int(0, NEW_LISTING_DAYS - 1)
    : sold || rented
      ? rng.int(90, 360)
      : NEW_LISTING_DAYS + 1 + Math.floor(285 * rng.next() ** 1.6);
  const published = addDays(today, -daysAgo);
  const isNew = isNewListing(published, today);
  const available = sale ? null : rng.chance(0.55) ? addDays(today, rng.int(7, 75)) : null;
  const viager =
    sale && !sold && (webId === WEB_ID.house || webId === WEB_ID.apartment) && slot % 19 === 12
      ? (() => {
          const bouquet = roundTo(price * rng.float(0.22, 0.35), 1000);
          return {
            Bouquet: bouquet,
            MonthlyAnnuity: roundTo((price - bouquet) / rng.int(150, 190), 10),
            Ages: rng.chance(0.5) ? [rng.int(74, 86)] : [rng.int(74, 84), rng.int(72, 86)],
            Occupied: true,
          };
        })()
      : null;
  // a real address of the town (./addresses/: a street of its municipality, an address point on it)
  const address = pickAddress(rng.fork('address'), city.Zip);
  const box = floor !== null && webId !== WEB_ID.commercial && floor > 0 ? `${floor}.${rng.int(1, 4)}` : '';
  const adjectives: AdjectiveKey[] =
    webId === WEB_ID.garage
      ? []
      : webId === WEB_ID.land || webId === WEB_ID.commercial || webId === WEB_ID.offices || webId === WEB_ID.investment
        ? ['located']
        : condition === 'new'
          ? ['modern', 'bright']
          : renovationYear
            ? ['renovated', 'bright', 'spacious']
            : condition === 'to-renovate' || condition === 'to-refresh'
              ? ['charming', 'spacious']
              : ['bright', 'spacious', 'charming'];
  const zoning =
    webId === WEB_ID.commercial || webId === WEB_ID.offices
      ? 'mixed'
      : key === 'farm' || (webId === WEB_ID.land && rng.chance(0.4))
        ? 'residential-rural'
        : key === 'villa' && rng.chance(0.3)
          ? 'residential-park'
          : webId === WEB_ID.garage
            ? null
            : 'residential';

  return {
    id: input.id,
    goal,
    subtype: sub,
    city,
    street: address.street,
    houseNumber: address.houseNumber,
    box,
    // discreet listings (chosen among prestige homes, standaloneProperties) hide it too
    publishAddress: !(key === 'villa' && rng.chance(0.25)),
    lat: address.lat,
    lng: address.lng,
    living,
    ground,
    garden,
    terrace,
    bedrooms,
    bathrooms,
    showers,
    toilets,
    garages,
    parkings,
    floors,
    floor,
    units,
    shopOnGround,
    seats,
    constructionYear,
    renovationYear,
    condition,
    heating,
    glazing,
    frame,
    kitchen,
    roof,
    roofMaterial,
    facades,
    facadeWidth,
    plotWidth,
    orientation: garden ? rng.pick<Orientation>(['south', 'west', 'south-west', 'east', 'south-east']) : null,
    epc,
    eLevel,
    price,
    // price on request: prestige homes only (standaloneProperties chooses them)
    publishPrice: true,
    priceUnit: sale ? PRICE_UNIT.total : PRICE_UNIT.perMonth,
    marquee: sold ? MARQUEE.sold : rented ? MARQUEE.rented : option ? MARQUEE.option : MARQUEE.none,
    isNew,
    isArriving: arriving,
    isDiscreet: false,
    published,
    available,
    depositMonths: sale
      ? null
      : city.region === 'flanders' || (webId !== WEB_ID.house && webId !== WEB_ID.apartment && webId !== WEB_ID.studio)
        ? 3
        : 2,
    parkingPrice,
    income,
    yieldPct,
    viager,
    zoning,
    projectId: input.projectId ?? null,
    agentId: input.agentId,
    adjective: adjectives.length ? rng.pick(adjectives) : null,
  };
}

/** The record of a spec: details, texts and photos derived from it. */
export function specToRecord(s: PropertySpec, rng: Rng, today: string): PropertyRecord {
  const details = buildDetails(s, rng.fork('details'), today);
  const media = rng.fork('media');
  return {
    ID: s.id,
    WebID: s.subtype.webId,
    WebIDs: [
      s.subtype.webId,
      ...(s.subtype.key === 'investment' && s.shopOnGround ? [WEB_ID.commercial] : []),
      ...(s.subtype.key === 'office-building' ? [WEB_ID.investment] : []),
    ],
    Goal: s.goal,
    City: { Zip: s.city.Zip, CountryID: s.city.CountryID, Name: s.city.Name },
    Street: s.street,
    HouseNumber: s.houseNumber,
    BoxNr: s.box,
    PublishAddress: s.publishAddress,
    Price: s.price,
    PublishPrice: s.publishPrice,
    PriceUnit: s.priceUnit,
    Marquee: s.marquee,
    RecordFile: `BV-${s.published.slice(0, 4)}-${String(s.id % 100000).padStart(5, '0')}`,
    TypeDescription: s.subtype.name,
    Title: composeTitle(s),
    Description: composeDescription(s, rng.fork('text')),
    EnergyPerformance: s.epc?.value ?? null,
    EPCLabelText: s.epc?.text ?? '',
    Lat: s.lat,
    Lng: s.lng,
    IsNew: s.isNew,
    IsArriving: s.isArriving,
    IsDiscreet: s.isDiscreet,
    PublicationDate: s.published,
    AvailableFrom: s.available,
    ProjectID: s.projectId,
    AgentID: s.agentId,
    VideoUrl: media.chance(0.15) ? demoVideo(media, s.id) : null,
    VirtualTourUrl: media.chance(0.12) ? demoTour(media) : null,
    Photos: photosFor(s, rng.fork('photos')),
    Details: details,
  };
}

export const subtype = (key: string): Subtype => {
  const found = SUBTYPES.find((s) => s.key === key);
  if (!found) throw new Error(`no subtype ${key}`);
  return found;
};

/**
 * The agency's prestige mandates (the home page's "Prestige" module and the discreet sales):
 * the kinds of homes of the municipalities where Belgium's dearest ones stand.
 */
const PRESTIGE_PLAN: readonly { subtype: string; zip: string }[] = [
  { subtype: 'villa', zip: '1180' },
  { subtype: 'mansion', zip: '1050' },
  { subtype: 'penthouse', zip: '8300' },
  { subtype: 'villa', zip: '9830' },
  { subtype: 'villa', zip: '1410' },
  { subtype: 'mansion', zip: '1000' },
  { subtype: 'penthouse', zip: '1050' },
  { subtype: 'villa', zip: '8300' },
  { subtype: 'mansion', zip: '1180' },
  { subtype: 'villa', zip: '1200' },
  { subtype: 'villa', zip: '3080' },
  { subtype: 'penthouse', zip: '2000' },
];

/** The demo owner's two properties: a house for sale in Ghent and a flat for rent in Ixelles. */
export const OWNER_LISTINGS = [
  { goal: GOAL_SALE, subtype: 'semi', zip: '9000' },
  { goal: GOAL_RENT, subtype: 'apartment', zip: '1050' },
] as const;

export interface StandaloneOptions {
  count: number;
  today: string;
  /** First property id; ids grow from here with gaps. */
  firstId: number;
}

/** The agent of a listing by role: rentals the rental manager, sales the sales agent, prestige sales the managing director. */
export function agentFor(goal: number, prestige: boolean): number {
  if (goal !== GOAL_SALE) return AGENT_ROLE.rentals;
  return prestige ? AGENT_ROLE.managingDirector : AGENT_ROLE.sales;
}

/** Whether a spec is a prestige home: a house or flat for sale from PRESTIGE_FROM on. */
export const isPrestige = (s: Pick<PropertySpec, 'goal' | 'subtype' | 'price'>): boolean =>
  s.goal === GOAL_SALE &&
  (s.subtype.webId === WEB_ID.house || s.subtype.webId === WEB_ID.apartment) &&
  s.price >= PRESTIGE_FROM;

/** Discreet listings among the prestige homes (the agency sells them off the public market). */
const DISCREET_COUNT = 4;

/**
 * `count` standalone listings (no project): owner listings first, then one of each type × goal,
 * then the agency's prestige mandates, then the rest. Each listing's town is one whose character builds its kind (./character.ts);
 * every town is used once before any repeats, then towns are drawn by weight.
 */
export function standaloneProperties(rng: Rng, options: StandaloneOptions): PropertyRecord[] {
  const { count, today } = options;
  const plan: { goal: number; subtype: Subtype; city: DemoCity }[] = [];
  for (const o of OWNER_LISTINGS) plan.push({ goal: o.goal, subtype: subtype(o.subtype), city: cityByZip(o.zip) });
  for (const o of PRESTIGE_PLAN) plan.push({ goal: GOAL_SALE, subtype: subtype(o.subtype), city: cityByZip(o.zip) });
  const cityQueue = rng.shuffle(DEMO_CITIES);
  const takeCity = (sub: Subtype): DemoCity => {
    const fits = (c: DemoCity) => builtIn(sub.key, c.character);
    const index = cityQueue.findIndex(fits);
    if (index >= 0) return cityQueue.splice(index, 1)[0]!;
    return rng.weighted(DEMO_CITIES.filter(fits).map((city) => [city, city.weight] as const));
  };
  const subtypesFor = (webId: number, goal: number) =>
    subtypesOf(webId).filter((s) => goal === GOAL_SALE || s.key !== 'office-building');
  for (const goal of [GOAL_SALE, GOAL_RENT] as const) {
    for (const [webId] of TYPE_WEIGHTS[goal]) {
      const sub = rng.pick(subtypesFor(webId, goal));
      plan.push({ goal, subtype: sub, city: takeCity(sub) });
    }
  }
  while (plan.length < count) {
    const goal = rng.chance(0.6) ? GOAL_SALE : GOAL_RENT;
    const webId = rng.weighted(TYPE_WEIGHTS[goal]);
    const sub = rng.weighted(subtypesFor(webId, goal).map((s) => [s, SUBTYPE_WEIGHTS[s.key] ?? 1] as const));
    plan.push({ goal, subtype: sub, city: takeCity(sub) });
  }
  const slots = { 0: 0, 1: 0 };
  const built = plan.slice(0, count).map((p, i) => {
    const goalKey = p.goal === GOAL_SALE ? 0 : 1;
    const slot = slots[goalKey]++;
    const id = options.firstId + i * 13 + rng.int(0, 12);
    const specRng = rng.fork(`property-${i}`);
    const spec = buildSpec(
      {
        id,
        goal: p.goal,
        subtype: p.subtype,
        city: p.city,
        today,
        slot: i < OWNER_LISTINGS.length ? 0 : slot,
        agentId: 0,
      },
      specRng,
    );
    spec.agentId = agentFor(spec.goal, isPrestige(spec));
    return { spec, specRng, owner: i < OWNER_LISTINGS.length };
  });
  // something new of each goal, whatever the number of listings: the newest open listing of a
  // goal without one is put on the market in the last days
  const newRng = rng.fork('new');
  for (const goal of [GOAL_SALE, GOAL_RENT]) {
    const open = built.filter(
      (b) => !b.owner && b.spec.goal === goal && b.spec.marquee !== MARQUEE.sold && b.spec.marquee !== MARQUEE.rented,
    );
    if (open.length && !open.some((b) => b.spec.isNew)) {
      const spec = open.reduce((a, b) => (b.spec.published > a.spec.published ? b : a)).spec;
      spec.published = addDays(today, -newRng.int(0, NEW_LISTING_DAYS - 1));
      spec.isNew = isNewListing(spec.published, today);
    }
  }
  // prestige homes only: a few discreet (address and price kept private) and, of the others,
  // about one in five at "price on request"
  const flagRng = rng.fork('prestige');
  const prestige = built.filter((b) => !b.owner && isPrestige(b.spec) && b.spec.marquee === MARQUEE.none);
  const discreet = new Set(flagRng.sample(prestige, DISCREET_COUNT).map((b) => b.spec.id));
  for (const { spec } of prestige) {
    if (discreet.has(spec.id)) {
      spec.isDiscreet = true;
      spec.publishAddress = false;
      spec.publishPrice = false;
    } else if (flagRng.chance(0.2)) spec.publishPrice = false;
  }
  return built.map(({ spec, specRng }) => specToRecord(spec, specRng, today));
}

/** Id of the demo's imported building plot without photos (see importedPlotWithoutPhotos). */
export const PHOTOLESS_PLOT_ID = 5_099_001;

/**
 * A building plot in Namur as an import often delivers it: no photos. Published today and
 * flagged new, so that it would lead every newest-first list if the order did not put
 * photo-less listings after the others; it shows the designed placeholder of its type.
 */
export function importedPlotWithoutPhotos(rng: Rng, today: string): PropertyRecord {
  const spec = buildSpec(
    {
      id: PHOTOLESS_PLOT_ID,
      goal: GOAL_SALE,
      subtype: subtype('plot'),
      city: cityByZip('5000'),
      today,
      slot: 0,
      agentId: AGENT_ROLE.sales,
    },
    rng,
  );
  const record = specToRecord(spec, rng, today);
  return { ...record, Photos: [], PublicationDate: today, IsNew: true };
}
