/**
 * The demo data check (docs/demo-data.md "What a Belgian buyer can check"): the rules a buyer
 * would check the demo against, as one function over the generated data. The suite runs it on
 * the data the seed writes (tests/unit/demo-data.test.ts: no rule may fail), and
 * `npm run demo:check` prints its report for a day.
 *
 * Rules: every place has its real postcode (bpost's list), municipality and coordinates; every
 * street is one of its town's (the open address extract, ./addresses/); no Luxembourg town; plots
 * and gardens fit the town's character; no price or rent repeats beyond a plausible share; "price
 * on request" and discretion only for prestige homes; prices and rents within the market model's
 * band; "new" is exactly the last 14 days; agents' roles match their properties; a visitor's
 * comment is not repeated word for word among a property's visits; a description speaks of shops
 * and the lively centre nearby only in town, and an arriving listing is not 'available
 * immediately'. That a property appears in
 * one home section only is checked on the rendered home page (tests/worker/home-sections.test.ts).
 */
import { regionOfZip } from '../../shared/model/energy';
import { bpostPostcode, isBelgianPostcode, postcodeHasPlace } from './bpost/be-postcodes';
import { COUNTRY, GOAL_SALE, MARQUEE, WEB_ID } from '../../shared/model/property';
import type { PropertyRecord } from '../../app/model/record';
import { isNewListing } from '../../app/rules/new-listing';
import { isExtractAddress, townAddresses } from './addresses';
import { builtIn, FLAT_GARDEN_MAX, plotRange } from './character';
import { cityByZip, DEMO_CITIES } from './cities';
import type { DemoData } from './index';
import { homeKind, medianPrice, PREMIUM_FACTOR, RENT_AREA, RENT_BASE, TYPICAL_AREA } from './market';
import { CANCELLED } from './texts/owner-texts';
import { PRESTIGE_FROM } from './properties';
import { AVAILABLE_NOW, IN_TOWN_SENTENCES_EN, LARGE_PLOT } from './texts/texts';
import { SUBTYPES } from './types';
import { distanceKm } from '../../shared/geo/area';

export interface CheckResult {
  rule: string;
  /** How many things the rule looked at. */
  checked: number;
  /** One line per thing that breaks the rule (empty: the rule holds). */
  failures: string[];
}

/** Most times one asking price (or one rent) may appear, and its largest share of the listings. */
export const REPEAT_LIMIT = { times: 3, share: 0.05 } as const;
/**
 * How far a home's price (rent) per m² may be from its region's median per m² (Statbel, the
 * barometers: ./market.ts), that of its municipality where Statbel names it among the dearest.
 */
export const PRICE_BAND = { low: 0.3, high: 2.6 } as const;
/** Farthest an address may be from its town's centre (km): Belgium's largest municipalities reach about 12 km. */
export const MAX_KM_FROM_CENTRE = 14;

/** A record's subtype key, from its type description. */
const subtypeOf = (p: PropertyRecord): string =>
  SUBTYPES.find((s) => s.webId === p.WebID && s.name.en === p.TypeDescription.en)?.key ?? '?';

const isHome = (p: PropertyRecord) =>
  p.WebID === WEB_ID.house || p.WebID === WEB_ID.apartment || p.WebID === WEB_ID.studio;
const isPrestigeRecord = (p: PropertyRecord) =>
  p.Goal === GOAL_SALE && (p.WebID === WEB_ID.house || p.WebID === WEB_ID.apartment) && (p.Price ?? 0) >= PRESTIGE_FROM;

function repeats(label: string, values: number[]): string[] {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const limit = Math.max(REPEAT_LIMIT.times, Math.ceil(values.length * REPEAT_LIMIT.share));
  return [...counts]
    .filter(([, n]) => n > limit)
    .map(([v, n]) => `${label} ${v} appears ${n} times in ${values.length} (at most ${limit})`);
}

export function checkDemo(data: DemoData): CheckResult[] {
  const results: CheckResult[] = [];
  const rule = (name: string, checked: number, failures: string[]) => results.push({ rule: name, checked, failures });
  const places = [
    ...data.properties.map((p) => ({ what: `property ${p.ID}`, ...p })),
    ...data.projects.map((p) => ({ what: `project ${p.ID}`, ...p })),
  ];
  const agentFunction = new Map(data.agents.map((a) => [a.ID, a.Function.en]));

  // postcode ↔ municipality ↔ coordinates
  const placeFailures: string[] = [];
  for (const c of data.cities) {
    const where = `town ${c.Zip} ${c.Name.en}`;
    if (c.CountryID !== COUNTRY.belgium) placeFailures.push(`${where}: not in Belgium (CountryID ${c.CountryID})`);
    if (!isBelgianPostcode(c.Zip)) placeFailures.push(`${where}: not a postcode of bpost's list`);
    const extract = townAddresses(c.Zip);
    const names = [...Object.values(c.Name), extract.municipality];
    if (!names.some((n) => postcodeHasPlace(c.Zip, n)))
      placeFailures.push(
        `${where}: none of its names is a place of ${c.Zip} (bpost: ${bpostPostcode(c.Zip)?.municipality})`,
      );
    if (regionOfZip(c.Zip, c.CountryID) !== cityByZip(c.Zip).region) placeFailures.push(`${where}: in another region`);
    const points = extract.streets.flatMap(([, pts]) => pts);
    const lats = points.map(([, lat]) => lat);
    const lngs = points.map(([, , lng]) => lng);
    const margin = 0.03;
    if (
      c.Lat < Math.min(...lats) - margin ||
      c.Lat > Math.max(...lats) + margin ||
      c.Lng < Math.min(...lngs) - margin ||
      c.Lng > Math.max(...lngs) + margin
    )
      placeFailures.push(`${where}: its centre lies outside its streets`);
  }
  for (const p of places) {
    if (p.Lat === null || p.Lng === null) {
      placeFailures.push(`${p.what}: no coordinates`);
      continue;
    }
    const city = DEMO_CITIES.find((c) => c.Zip === p.City.Zip);
    if (!city) placeFailures.push(`${p.what}: postcode ${p.City.Zip} is no demo town`);
    else {
      const distance = distanceKm({ lat: city.Lat, lng: city.Lng }, { lat: p.Lat, lng: p.Lng });
      if (distance > MAX_KM_FROM_CENTRE)
        placeFailures.push(`${p.what}: ${distance.toFixed(1)} km from ${city.Name.en}`);
    }
  }
  rule('postcode ↔ municipality ↔ coordinates', data.cities.length + places.length, placeFailures);

  // no street outside its town
  rule(
    'no street outside its town',
    places.length,
    places
      .filter((p) => p.Lat === null || p.Lng === null || !isExtractAddress(p.City.Zip, p.Street, p.Lat, p.Lng))
      .map((p) => `${p.what}: ${p.Street} at ${p.Lat}, ${p.Lng} is no address point of ${p.City.Zip}`),
  );

  // plots and gardens by the town's character
  const landFailures: string[] = [];
  for (const p of data.properties) {
    const city = cityByZip(p.City.Zip);
    const key = subtypeOf(p);
    const d = p.Details;
    const ground = d.Surfaces.Ground;
    if (!builtIn(key, city.character))
      landFailures.push(`property ${p.ID}: a ${key} in a ${city.character} (${city.Zip})`);
    const range = plotRange(key, city.character);
    if (range && ground !== null && (ground < range[0] || ground > range[1]))
      landFailures.push(`property ${p.ID}: a ${key} on ${ground} m² in a ${city.character} (${range[0]}–${range[1]})`);
    if (d.Surfaces.Garden !== null && ground !== null && d.Surfaces.Garden > ground)
      landFailures.push(`property ${p.ID}: a garden of ${d.Surfaces.Garden} m² on a plot of ${ground} m²`);
    if (key === 'ground-floor' && (d.Surfaces.Garden ?? 0) > FLAT_GARDEN_MAX[city.character])
      landFailures.push(`property ${p.ID}: a flat's garden of ${d.Surfaces.Garden} m² in a ${city.character}`);
  }
  rule('plots and gardens by town character', data.properties.length, landFailures);

  // value repetition
  const priced = data.properties.filter((p) => p.Price !== null);
  rule('value repetition: asking prices', priced.filter((p) => p.Goal === GOAL_SALE).length, [
    ...repeats(
      'sale price',
      priced.filter((p) => p.Goal === GOAL_SALE).map((p) => p.Price!),
    ),
  ]);
  rule('value repetition: rents', priced.filter((p) => p.Goal !== GOAL_SALE).length, [
    ...repeats(
      'rent',
      priced.filter((p) => p.Goal !== GOAL_SALE).map((p) => p.Price!),
    ),
  ]);

  // price on request and discretion: prestige homes only
  rule(
    'price on request only for prestige homes',
    data.properties.length,
    data.properties
      .filter((p) => (!p.PublishPrice || p.IsDiscreet) && !isPrestigeRecord(p))
      .map(
        (p) =>
          `property ${p.ID}: ${!p.PublishPrice ? 'price on request' : 'discreet'} for a ${p.TypeDescription.en} of ${p.Price} (prestige: a house or flat for sale from ${PRESTIGE_FROM})`,
      ),
  );

  // prices and rents of homes within the market model's band around the published medians
  const bandFailures: string[] = [];
  let homes = 0;
  for (const p of data.properties) {
    const kind = homeKind(subtypeOf(p));
    const living = p.Details.Surfaces.Living;
    if (!kind || !living || p.Price === null || !isHome(p)) continue;
    homes++;
    const town = cityByZip(p.City.Zip);
    const region = town.region;
    const studio = subtypeOf(p) === 'studio';
    const reference =
      p.Goal === GOAL_SALE
        ? medianPrice(town, kind) / TYPICAL_AREA[kind]
        : RENT_BASE[region][studio ? 'studio' : kind] / RENT_AREA[studio ? 'studio' : kind];
    const premium = PREMIUM_FACTOR[p.City.Zip]?.[kind === 'apartment' ? 'apartment' : 'house'] ?? 1;
    const ratio = p.Price / living / (reference * (p.Goal === GOAL_SALE ? premium : Math.sqrt(premium)));
    if (ratio < PRICE_BAND.low || ratio > PRICE_BAND.high)
      bandFailures.push(
        `property ${p.ID}: ${Math.round(p.Price / living)} a m² is ${ratio.toFixed(2)}× the median for a ${kind} in ${p.City.Name.en}`,
      );
  }
  rule('prices and rents within the market band', homes, bandFailures);

  // new = the last 14 days of the demo's date (a sold or rented one is no longer new)
  const closed = (p: PropertyRecord) => p.Marquee === MARQUEE.sold || p.Marquee === MARQUEE.rented;
  rule(
    'new means listed in the last 14 days',
    data.properties.length,
    data.properties
      .filter((p) => p.IsNew !== (isNewListing(p.PublicationDate, data.today) && !closed(p)))
      .map((p) => `property ${p.ID}: IsNew ${p.IsNew}, listed ${p.PublicationDate} (demo day ${data.today})`),
  );

  // agents' roles
  const roleFailures: string[] = [];
  for (const p of data.properties) {
    const fn = agentFunction.get(p.AgentID ?? -1) ?? '(none)';
    const expected =
      p.ProjectID !== null
        ? ['New-build and projects advisor']
        : p.Goal === GOAL_SALE
          ? ['Sales agent', 'Managing director']
          : ['Rental manager'];
    if (!expected.includes(fn))
      roleFailures.push(`property ${p.ID} (${p.Goal === GOAL_SALE ? 'sale' : 'rental'}): handled by the ${fn}`);
  }
  for (const p of data.projects) {
    const fn = agentFunction.get(p.AgentID ?? -1) ?? '(none)';
    if (fn !== 'New-build and projects advisor') roleFailures.push(`project ${p.ID}: handled by the ${fn}`);
  }
  rule("agents' roles", data.properties.length + data.projects.length, roleFailures);

  // visit comments
  const commentFailures: string[] = [];
  const byProperty = new Map<number, string[]>();
  for (const v of data.activity.visits) {
    if (!v.Comment || v.Comment === CANCELLED.en) continue;
    byProperty.set(v.PropertyID, [...(byProperty.get(v.PropertyID) ?? []), v.Comment]);
  }
  for (const [id, comments] of byProperty) {
    const seen = new Map<string, number>();
    for (const c of comments) seen.set(c, (seen.get(c) ?? 0) + 1);
    for (const [c, n] of seen) if (n > 1) commentFailures.push(`property ${id}: "${c}" written for ${n} visitors`);
  }
  rule('visit comments not repeated', data.activity.visits.length, commentFailures);

  // descriptions that fit the place: no shops around the corner in the countryside or on a large
  // plot (outside Brussels and city centres), no 'available immediately' for a listing coming soon
  const textFailures: string[] = [];
  for (const p of data.properties) {
    const town = cityByZip(p.City.Zip);
    const urban = town.region === 'brussels' || town.character === 'centre';
    const ground = p.Details.Surfaces.Ground ?? 0;
    const text = p.Description.en;
    if (!urban && (town.character === 'countryside' || ground >= LARGE_PLOT))
      for (const sentence of IN_TOWN_SENTENCES_EN)
        if (text.includes(sentence))
          textFailures.push(
            `property ${p.ID} (${town.character}, plot ${ground} m²): "${sentence}" in its description`,
          );
    if (p.IsArriving && text.includes(AVAILABLE_NOW.en))
      textFailures.push(`property ${p.ID}: coming soon and "${AVAILABLE_NOW.en}"`);
  }
  rule('descriptions fit the place', data.properties.length, textFailures);

  return results;
}

/** The report as text: one line per rule (✓ or ✗, what it checked), then each failure. */
export function checkReport(results: readonly CheckResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`${r.failures.length ? '✗' : '✓'} ${r.rule}: ${r.checked} checked, ${r.failures.length} failing`);
    for (const f of r.failures.slice(0, 20)) lines.push(`    ${f}`);
    if (r.failures.length > 20) lines.push(`    … and ${r.failures.length - 20} more`);
  }
  return lines.join('\n');
}
