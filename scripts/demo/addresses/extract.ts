/**
 * Builds the demo's address extract (./data.json) from the open address data it cites
 * (./SOURCES.md): real streets of each demo town, with real address points (house number and
 * coordinates) where the register gives them. Run by hand when the demo's towns change; the
 * extract is committed, so neither the seed nor the tests need the sources:
 *
 *   tsx scripts/demo/addresses/extract.ts CRAB_REPO ICAR_REPO ESN_REPO
 *
 * Each argument is a git checkout (bare or not) of the source repository named in SOURCES.md;
 * files are read with `git show HEAD:path`. The selection is deterministic: per town, the streets
 * with enough addresses (or, in Brussels, lying in one municipality only), STREETS_PER_TOWN of
 * them spread over the alphabet, each with up to POINTS_PER_STREET address points spread over its
 * house numbers.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { DEMO_CITIES, type DemoCity } from '../cities';
import { distanceKm } from '../../../shared/geo/area';

const STREETS_PER_TOWN = 22;
const POINTS_PER_STREET = 3;
/** Brussels (Bruxelles-Ville, 1000): only the streets of the Pentagon (postcode 1000) near Grand-Place. */
const GRAND_PLACE = { lat: 50.8467, lng: 4.3525 };
const PENTAGON_KM = 0.8;

type Point = [number | null, number, number];
type Street = [string, Point[]];

const [crabRepo, icarRepo, esnRepo] = process.argv.slice(2);
if (!crabRepo || !icarRepo || !esnRepo) {
  console.error('usage: tsx scripts/demo/addresses/extract.ts CRAB_REPO ICAR_REPO ESN_REPO');
  process.exit(2);
}

const show = (repo: string, path: string): Buffer =>
  execFileSync('git', ['-C', repo, 'show', `HEAD:${path}`], { maxBuffer: 256 * 1024 * 1024 });
const commit = (repo: string): string => execFileSync('git', ['-C', repo, 'rev-parse', 'HEAD']).toString().trim();

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** `count` items spread evenly over a list (first, …, last). */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

/** Address points of one street: house numbers that are plain numbers, spread over the street. */
function pointsOf(addresses: { number: string; lat: number; lng: number }[]): Point[] {
  const plain = addresses
    .filter((a) => /^\d{1,4}$/.test(a.number) && Number.isFinite(a.lat) && Number.isFinite(a.lng))
    .map((a) => ({ ...a, n: Number(a.number) }))
    .sort((a, b) => a.n - b.n);
  const unique = plain.filter((a, i) => i === 0 || a.n !== plain[i - 1]!.n);
  return spread(unique, POINTS_PER_STREET).map((a) => [a.n, round(a.lat), round(a.lng)]);
}

/** Flanders: CRAB address positions per postcode (PKANCODE, COMMUNE_NL, STREET_NL, HUISNR, LAT, LON). */
function crabTown(town: DemoCity): { municipality: string; streets: Street[] } {
  // the CSV files are Latin-1 ('Floraliënlaan')
  const rows = show(crabRepo!, `crab_csv/${town.Zip}.csv`).toString('latin1').trim().split('\n').slice(1);
  const byStreet = new Map<string, { number: string; lat: number; lng: number }[]>();
  let municipality = '';
  for (const row of rows) {
    const [zip, commune, street, number, lat, lng] = row.split(',');
    if (zip !== town.Zip || !street) continue;
    municipality = commune ?? municipality;
    const list = byStreet.get(street) ?? [];
    list.push({ number: number ?? '', lat: Number(lat), lng: Number(lng) });
    byStreet.set(street, list);
  }
  const names = [...byStreet.keys()].filter((s) => byStreet.get(s)!.length >= 8).sort((a, b) => a.localeCompare(b));
  const streets = spread(names, STREETS_PER_TOWN)
    .map((name): Street => [name, pointsOf(byStreet.get(name)!)])
    .filter(([, points]) => points.length > 0);
  return { municipality, streets };
}

/** Wallonia: ICAR per postcode (streets) and per street (addresses), streets lying in this postcode only. */
function icarTown(town: DemoCity): { municipality: string; streets: Street[] } {
  const index = JSON.parse(show(icarRepo!, `data/${town.Zip}.json`).toString('utf8')) as {
    streets: { name: string; sanName: string; numOfAddr: number; otherPCs?: string[] }[];
  };
  const candidates = index.streets
    .filter((s) => s.numOfAddr >= 8 && !s.otherPCs?.length)
    .sort((a, b) => a.name.localeCompare(b.name));
  let municipality = '';
  const streets: Street[] = [];
  for (const s of spread(candidates, STREETS_PER_TOWN)) {
    const file = JSON.parse(show(icarRepo!, `data/${town.Zip}/${s.sanName}.json`).toString('utf8')) as {
      addresses: { housenumber: string; lat: number; lon: number; municipality: string; pcode: string }[];
    };
    const own = file.addresses.filter((a) => a.pcode === town.Zip);
    if (own[0]) municipality = own[0].municipality;
    const points = pointsOf(own.map((a) => ({ number: a.housenumber, lat: a.lat, lng: a.lon })));
    // ICAR writes some names in lower case ('avenue des Arts'): a street name starts with a capital
    if (points.length) streets.push([s.name.charAt(0).toUpperCase() + s.name.slice(1), points]);
  }
  return { municipality, streets };
}

/** The newest commit of a repository that holds `path` (a large file may be missing from newer ones). */
function newestWith(repo: string, path: string): string {
  for (const c of execFileSync('git', ['-C', repo, 'log', '--format=%H', '--', path]).toString().trim().split('\n')) {
    try {
      execFileSync('git', ['-C', repo, 'cat-file', '-e', `${c}:${path}`], { stdio: 'ignore' });
      return c;
    } catch {
      // not in this copy: try an older commit
    }
  }
  throw new Error(`no commit holds ${path}`);
}

/**
 * Brussels: the street lists per municipality (OSM, 2020) and the OSM geometry of each street,
 * from EqualStreetNames' ways (streets that are one way or several) and relations (streets
 * mapped as a relation), by the street's bilingual name.
 */
const esnWays = (() => {
  let ways: Map<string, [number, number][]> | undefined;
  return () => {
    if (ways) return ways;
    ways = new Map();
    const files: [string, string][] = [
      ['HEAD', 'data/ways.geojson'],
      [newestWith(esnRepo!, 'data/relations.geojson'), 'data/relations.geojson'],
    ];
    for (const [rev, path] of files) {
      const geo = JSON.parse(
        execFileSync('git', ['-C', esnRepo!, 'show', `${rev}:${path}`], { maxBuffer: 256 * 1024 * 1024 }).toString(
          'utf8',
        ),
      ) as {
        features: { properties: { name: string }; geometry: { type: string; coordinates: unknown } | null }[];
      };
      for (const f of geo.features) {
        if (!f.geometry) continue;
        const lines =
          f.geometry.type === 'LineString'
            ? [f.geometry.coordinates as [number, number][]]
            : f.geometry.type === 'MultiLineString'
              ? (f.geometry.coordinates as [number, number][][])
              : [];
        const list = ways.get(f.properties.name) ?? [];
        for (const line of lines) list.push(...line);
        if (list.length) ways.set(f.properties.name, list);
      }
    }
    return ways;
  };
})();

/** The (French, Dutch) street names of a municipality's list (an .ods spreadsheet: content.xml rows). */
function odsStreets(file: string): [string, string][] {
  const dir = execFileSync('mktemp', ['-d']).toString().trim();
  writeFileSync(`${dir}/list.ods`, show(esnRepo!, file));
  const xml = execFileSync('unzip', ['-p', `${dir}/list.ods`, 'content.xml'], { maxBuffer: 64 * 1024 * 1024 }).toString(
    'utf8',
  );
  const decode = (s: string) =>
    s
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const out: [string, string][] = [];
  for (const row of xml.match(/<table:table-row[^>]*>[\s\S]*?<\/table:table-row>/g) ?? []) {
    const cells = [...row.matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)].map((m) => decode(m[1]!.replace(/<[^>]+>/g, '')));
    if ((cells[0] === 'way' || cells[0] === 'relation') && cells[2] && cells[3]) out.push([cells[2], cells[3]]);
  }
  return out;
}

const esnLists = (() => {
  let lists: Map<string, [string, string][]> | undefined;
  return () => {
    if (lists) return lists;
    const files = execFileSync('git', ['-C', esnRepo!, 'ls-tree', '--name-only', 'HEAD', 'event-2020-02-17/'])
      .toString()
      .trim()
      .split('\n')
      // one list per municipality (equalstreetnames.ods is the whole region's)
      .filter((f) => f.endsWith('.ods') && !f.endsWith('/equalstreetnames.ods'));
    lists = new Map(files.map((f) => [f, odsStreets(f)]));
    return lists;
  };
})();

function esnTown(town: DemoCity): { municipality: string; streets: Street[] } {
  const lists = esnLists();
  const file = [...lists.keys()].find((f) => f.includes(town.esnList!));
  if (!file) throw new Error(`no street list for ${town.Zip}`);
  const elsewhere = new Set(
    [...lists.entries()].filter(([f]) => f !== file).flatMap(([, streets]) => streets.map(([fr]) => fr)),
  );
  const ways = esnWays();
  const names = [
    ...new Set(
      lists
        .get(file)!
        .filter(([fr]) => !elsewhere.has(fr))
        .map(([fr, nl]) => `${fr}\t${nl}`),
    ),
  ]
    .map((key) => key.split('\t') as [string, string])
    .filter(
      ([fr, nl]) =>
        /^(Rue|Avenue|Chaussée|Boulevard|Place|Drève|Square|Clos|Allée|Chemin|Quai|Parvis)\b/.test(fr) &&
        ways.has(`${fr} - ${nl}`),
    )
    .filter(([fr, nl]) => {
      if (town.Zip !== '1000') return true;
      return ways.get(`${fr} - ${nl}`)!.every(([lng, lat]) => distanceKm(GRAND_PLACE, { lat, lng }) <= PENTAGON_KM);
    })
    .sort((a, b) => a[0].localeCompare(b[0]));
  const streets = spread(names, STREETS_PER_TOWN).map(([fr, nl]): Street => {
    const coords = ways.get(`${fr} - ${nl}`)!;
    const points = spread(coords, Math.min(POINTS_PER_STREET, coords.length)).map(
      ([lng, lat]): Point => [null, round(lat), round(lng)],
    );
    return [fr, points];
  });
  return { municipality: town.esnList!.split('_')[0]!, streets };
}

const towns: string[] = [];
for (const town of DEMO_CITIES) {
  const read = town.source === 'crab' ? crabTown(town) : town.source === 'icar' ? icarTown(town) : esnTown(town);
  if (read.streets.length < 8) throw new Error(`${town.Zip}: only ${read.streets.length} streets`);
  towns.push(`    ${JSON.stringify({ zip: town.Zip, municipality: read.municipality, streets: read.streets })}`);
  console.log(`${town.Zip} ${read.municipality}: ${read.streets.length} streets`);
}

const sources = {
  crab: `pietercolpaert/crab-tools ${commit(crabRepo)} crab_csv/{postcode}.csv`,
  icar: `osmbe/icar ${commit(icarRepo)} data/{postcode}.json, data/{postcode}/{street}.json`,
  osm: `EqualStreetNames/equalstreetnames-brussels ${commit(esnRepo)} data/ways.geojson, event-2020-02-17/*.ods; ${newestWith(esnRepo, 'data/relations.geojson')} data/relations.geojson`,
};
writeFileSync(
  new URL('./data.json', import.meta.url),
  `{\n  "about": "Generated by scripts/demo/addresses/extract.ts; sources and licences: scripts/demo/addresses/SOURCES.md",\n  "sources": ${JSON.stringify(sources)},\n  "towns": [\n${towns.join(',\n')}\n  ]\n}\n`,
);
