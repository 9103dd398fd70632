/**
 * Lighthouse (mobile preset, system Chromium) on pages of a running site (docs/quality.md bars:
 * Performance 100; Accessibility, Best Practices, SEO = 100). Takes the median of RUNS runs per
 * page and writes the JSON reports to reports/lighthouse/.
 * `npm run lighthouse -- [BASE_URL] [path ...]`
 *
 * Beside each score it prints the host's benchmark index (Lighthouse's `benchmarkIndex`, median
 * of the runs). Lighthouse slows the CPU four times whatever the host, so a slow host scores far
 * lower than a fast one; a second series then runs with the CPU slowdown calibrated to the host
 * as Lighthouse's throttling documentation describes (docs/throttling.md: the default 4× takes a
 * high-end desktop into the mid-tier mobile bracket; lower it on a weaker host): the multiplier is
 * 4 × index / 2,500, so a host at 2,500 gets the default 4× and each host emulates the same phone
 * (index about 625, mid-tier mobile). On a host whose index is under 2,500 the calibrated figure is
 * the one that counts; above it the default one does. `CALIBRATED=0` skips the second series.
 *
 * `SCRIPTS=off` blocks the site's script files (the boot script then adds an entry that never
 * loads): the same pages as HTML and CSS only. `SCRIPTS=both` measures each page both ways, the
 * runs alternating (with, without, with, ...) so that a host slowing down or speeding up meets
 * both alike, and prints what the scripts cost (docs/quality.md's bar: within 1 point of Performance and
 * 30 ms of blocking time, medians against medians; a page over it fails the run).
 * `CONTROL=1` with it adds the control: a second series with the scripts blocked, its runs
 * alternating with the other two, compared with the first against the same bar. It prints how far
 * apart one page lands from itself in the same run (Lighthouse's simulation multiplies every
 * observed main-thread task by the CPU slowdown, so a stall of the host becomes blocking time); a
 * difference within that spread is not the scripts'. The control never fails the run. After the
 * pages, every run of every page is pooled: the mean blocking time in each mode and what the
 * scripts add to it, with a 95 % bootstrap interval (decision record 021, amendment 045).
 *
 * `VISIT=repeat` measures a second visit: for each page, one Chromium with its own profile is
 * started, the page is loaded once by Lighthouse, then measured in the same browser without its
 * storage reset (`--disable-storage-reset`), so its cached files (the stylesheets, the scripts,
 * the font) come from the disk cache.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../lib/chromium';

const [base = 'http://127.0.0.1:8787', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/en/', '/fr/', '/en/for-sale/', '/nl/te-koop/'];
const runs = Number(process.env.RUNS ?? 3);
const withoutScripts = process.env.SCRIPTS === 'off';
const bothWays = process.env.SCRIPTS === 'both';
const control = bothWays && process.env.CONTROL === '1';
const calibrate = process.env.CALIBRATED !== '0';
const repeat = process.env.VISIT === 'repeat';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The benchmark index at which Lighthouse's default 4× applies unchanged. */
const REFERENCE_INDEX = 2500;
const DEFAULT_SLOWDOWN = 4;
mkdirSync('reports/lighthouse', { recursive: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Series {
  scores: Record<string, number>;
  line: string;
  failures: Set<string>;
  index: number;
  /** The median blocking time, ms. */
  tbt: number;
  /** Every run's blocking time, ms. */
  tbts: number[];
}

/** A Chromium with its own profile and a debugging port, for the repeat visits; stopped after `use`. */
async function withChromium<T>(use: (port: number) => T): Promise<T> {
  const port = 9300 + Math.floor(Math.random() * 600);
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-repeat-'));
  const chromium = spawn(
    chromiumPath(),
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {
        if (tries > 100) throw new Error('Chromium did not open its debugging port');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return use(port);
  } finally {
    chromium.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

function lighthouse(url: string, out: string, slowdown: number | null, port: number | null, blocked: boolean): void {
  execFileSync(
    'lighthouse',
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${categories.join(',')}`,
      ...(blocked ? ['--blocked-url-patterns=*/assets/*.js'] : []),
      ...(slowdown ? [`--throttling.cpuSlowdownMultiplier=${slowdown}`] : []),
      ...(port ? [`--port=${port}`, '--disable-storage-reset'] : [`--chrome-flags=${CHROME_FLAGS.join(' ')}`]),
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, stdio: 'inherit' },
  );
}

/** How a series loads the page: with its scripts blocked or not; `tag` tells two like series apart. */
interface Mode {
  blocked: boolean;
  tag: string;
  label: string;
}

/** One Lighthouse run's figures. */
interface Run {
  scores: Record<string, number>;
  metrics: Record<'lcp' | 'tbt' | 'cls' | 'fcp' | 'si', number>;
  index: number;
  failures: string[];
}

/** Run `i` of `path` (with the site's scripts blocked when `blocked`), its report in reports/lighthouse/. */
function measureOnce(path: string, i: number, slowdown: number | null, port: number | null, mode: Mode): Run {
  const { blocked, tag } = mode;
  const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
  const out = `reports/lighthouse/${name}${blocked ? '-no-scripts' : ''}${tag}${port ? '-repeat' : ''}${slowdown ? '-calibrated' : ''}-${i}.json`;
  // On a loaded machine Lighthouse sometimes aborts a run (NO_NAVSTART): tried up to three times.
  for (let attempt = 1; ; attempt++) {
    try {
      // A repeat visit: the first load fills the cache.
      if (port && i === 0 && attempt === 1)
        lighthouse(`${base}${path}`, `${out}.first-visit.json`, slowdown, port, blocked);
      lighthouse(`${base}${path}`, out, slowdown, port, blocked);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`    (run aborted by Lighthouse, trying again)`);
    }
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
    environment?: { benchmarkIndex?: number };
  };
  const value = (id: string) => report.audits[id]?.numericValue ?? 0;
  const failures: string[] = [];
  for (const c of categories.slice(1)) {
    for (const ref of report.categories[c]!.auditRefs) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failures.push(`${c}: ${audit.title}`);
    }
  }
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round(report.categories[c]!.score * 100)])),
    metrics: {
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcp: value('first-contentful-paint'),
      si: value('speed-index'),
    },
    index: report.environment?.benchmarkIndex ?? 0,
    failures,
  };
}

/** The medians of a page's runs. */
function summarise(list: Run[], slowdown: number | null): Series {
  const medians = Object.fromEntries(categories.map((c) => [c, median(list.map((r) => r.scores[c]!))]));
  const m = (k: keyof Run['metrics']) => median(list.map((r) => r.metrics[k]));
  const index = Math.round(median(list.map((r) => r.index)));
  const line = `${categories.map((c) => `${c} ${medians[c]}`).join(' · ')} · benchmark index ${index} · CPU ${slowdown ?? DEFAULT_SLOWDOWN}×\n    LCP ${Math.round(m('lcp'))} ms · TBT ${Math.round(m('tbt'))} ms · CLS ${m('cls').toFixed(3)} · FCP ${Math.round(m('fcp'))} ms · SI ${Math.round(m('si'))} ms`;
  return {
    scores: medians,
    line,
    failures: new Set(list.flatMap((r) => r.failures)),
    index,
    tbt: m('tbt'),
    tbts: list.map((r) => r.metrics.tbt),
  };
}

const WITH: Mode = { blocked: false, tag: '', label: '' };
const BLOCKED: Mode = { blocked: true, tag: '', label: ' (scripts blocked)' };
const CONTROL: Mode = { blocked: true, tag: '-control', label: ' (scripts blocked, control)' };
/** The series each page gets: one, or (`SCRIPTS=both`) with and without scripts, and the control. */
const modes: Mode[] = bothWays ? [WITH, BLOCKED, ...(control ? [CONTROL] : [])] : [withoutScripts ? BLOCKED : WITH];

/** A page's runs in each mode, the modes alternating run by run so that all meet the host in the same state. */
function series(path: string, slowdown: number | null, port: number | null = null): Series[] {
  const runsOf: Run[][] = modes.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, mode] of modes.entries()) runsOf[k]!.push(measureOnce(path, i, slowdown, port, mode));
  }
  return runsOf.map((list) => summarise(list, slowdown));
}

/** Whether a series meets the bars: Performance 100 and the other three categories 100. */
const meetsScores = (s: Series) =>
  s.scores.performance === 100 && categories.slice(1).every((c) => s.scores[c] === 100);

/** Prints what `a` costs over `b` against docs/quality.md's bar (1 point, 30 ms); whether it is within. */
function compare(what: string, a: Series, b: Series): boolean {
  const points = b.scores.performance! - a.scores.performance!;
  const ms = Math.round(a.tbt - b.tbt);
  const within = Math.abs(points) <= 1 && Math.abs(ms) <= 30;
  console.log(
    `    ${what}: ${points >= 0 ? '-' : '+'}${Math.abs(points)} point(s), TBT ${ms >= 0 ? '+' : ''}${ms} ms${within ? '' : ' (over the bar: 1 point, 30 ms)'}`,
  );
  return within;
}

/** A small seeded generator (mulberry32), so that the same reports give the same interval. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The difference of the means of `a` and `b` and its 95 % bootstrap interval (5,000 resamples). */
function meanDifference(a: number[], b: number[]): [number, number, number] {
  const random = seeded(22);
  const resample = (xs: number[]) => mean(Array.from(xs, () => xs[Math.floor(random() * xs.length)]!));
  const ds = Array.from({ length: 5000 }, () => resample(a) - resample(b)).sort((x, y) => x - y);
  return [mean(a) - mean(b), ds[124]!, ds[4874]!];
}

/** Every run of every page, by mode (`SCRIPTS=both`). */
const pooled: number[][] = modes.map(() => []);

let failed = false;
for (const path of targets) {
  const labels = modes.map((m) => `${path}${m.label}${repeat ? ' (repeat visit)' : ''}`);
  const measure = (slowdown: number | null) =>
    repeat ? withChromium((port) => series(path, slowdown, port)) : Promise.resolve(series(path, slowdown));
  const plain = await measure(null);
  for (const [k, s] of plain.entries()) console.log(`${labels[k]}: ${s.line}`);
  let counted = plain;
  if (calibrate && plain[0]!.index > 0) {
    const slowdown = Math.max(1, Math.round(((DEFAULT_SLOWDOWN * plain[0]!.index) / REFERENCE_INDEX) * 10) / 10);
    const calibrated = await measure(slowdown);
    for (const [k, s] of calibrated.entries()) console.log(`${labels[k]}, calibrated: ${s.line}`);
    if (plain[0]!.index < REFERENCE_INDEX) counted = calibrated;
  }
  for (const s of counted) for (const f of s.failures) console.log(`    - ${f}`);
  // The control repeats the blocked series to show the spread; only the other two hold the bars.
  if (!counted.every((s, k) => modes[k] === CONTROL || meetsScores(s))) failed = true;
  if (bothWays) {
    // docs/quality.md's bar: the scripts cost within 1 point of Performance and 30 ms of blocking time.
    const [withScripts, without, again] = counted as [Series, Series, Series?];
    if (!compare('scripts', withScripts, without)) failed = true;
    if (again) compare('control, blocked against blocked', again, without);
    for (const [k, s] of counted.entries()) pooled[k]!.push(...s.tbts);
  }
}
if (bothWays && targets.length > 1) {
  const ms = (x: number) => `${Math.round(x)} ms`;
  const [withScripts, without, again] = pooled as [number[], number[], number[]?];
  console.log(
    `All pages, ${withScripts.length} runs each way: mean TBT ${ms(mean(withScripts))} with scripts, ${ms(mean(without))} without${again ? `, ${ms(mean(again))} in the control` : ''}`,
  );
  const line = (what: string, [d, low, high]: [number, number, number]) =>
    console.log(`    ${what}: ${d >= 0 ? '+' : ''}${ms(d)} (95 % interval ${ms(low)} to ${ms(high)})`);
  line('scripts', meanDifference(withScripts, without));
  if (again) line('control, blocked against blocked', meanDifference(again, without));
}
process.exit(failed ? 1 : 0);
