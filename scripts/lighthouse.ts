/**
 * Lighthouse (mobile preset, system Chromium) on pages of a running site (docs/quality.md bars:
 * Performance ≥ 95; Accessibility, Best Practices, SEO = 100). Takes the median of RUNS runs
 * per page and writes the JSON reports to reports/lighthouse/.
 * `npm run lighthouse -- [BASE_URL] [path ...]`
 *
 * `SCRIPTS=off` blocks the site's script files (the boot script then adds an entry that never
 * loads): the same pages as HTML and CSS only, which is the most any client-side change can gain
 * on the machine that measures (docs/quality.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromiumPath } from '../tests/e2e/chromium';

const [base = 'http://127.0.0.1:8787', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/en/', '/fr/', '/en/for-sale/', '/nl/te-koop/'];
const runs = Number(process.env.RUNS ?? 3);
const withoutScripts = process.env.SCRIPTS === 'off';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
mkdirSync('reports/lighthouse', { recursive: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
let failed = false;
for (const path of targets) {
  const scores: Record<string, number[]> = Object.fromEntries(categories.map((c) => [c, []]));
  const metrics: Record<string, number[]> = { lcp: [], tbt: [], cls: [], fcp: [], si: [] };
  const failures = new Set<string>();
  for (let i = 0; i < runs; i++) {
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
    const out = `reports/lighthouse/${name}${withoutScripts ? '-no-scripts' : ''}-${i}.json`;
    // On a loaded machine Lighthouse sometimes aborts a run (NO_NAVSTART): tried up to three times.
    for (let attempt = 1; ; attempt++) {
      try {
        execFileSync(
          'lighthouse',
          [
            `${base}${path}`,
            '--quiet',
            '--output=json',
            `--output-path=${out}`,
            `--only-categories=${categories.join(',')}`,
            ...(withoutScripts ? ['--blocked-url-patterns=*/assets/*.js'] : []),
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage',
          ],
          { env: { ...process.env, CHROME_PATH: chromiumPath() }, stdio: 'inherit' },
        );
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        console.log(`    (run aborted by Lighthouse, trying again)`);
      }
    }
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
      audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
    };
    for (const c of categories) scores[c]!.push(Math.round(report.categories[c]!.score * 100));
    metrics.lcp!.push(report.audits['largest-contentful-paint']?.numericValue ?? 0);
    metrics.tbt!.push(report.audits['total-blocking-time']?.numericValue ?? 0);
    metrics.cls!.push(report.audits['cumulative-layout-shift']?.numericValue ?? 0);
    metrics.fcp!.push(report.audits['first-contentful-paint']?.numericValue ?? 0);
    metrics.si!.push(report.audits['speed-index']?.numericValue ?? 0);
    for (const c of categories.slice(1)) {
      for (const ref of report.categories[c]!.auditRefs) {
        const audit = report.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failures.add(`${c}: ${audit.title}`);
      }
    }
  }
  const line = categories.map((c) => `${c} ${median(scores[c]!)}`).join(' · ');
  const m = `LCP ${Math.round(median(metrics.lcp!))} ms · TBT ${Math.round(median(metrics.tbt!))} ms · CLS ${median(metrics.cls!).toFixed(3)} · FCP ${Math.round(median(metrics.fcp!))} ms · SI ${Math.round(median(metrics.si!))} ms`;
  console.log(`${path}${withoutScripts ? ' (scripts blocked)' : ''}: ${line}\n    ${m}`);
  for (const f of failures) console.log(`    - ${f}`);
  if (median(scores.performance!) < 95 || categories.slice(1).some((c) => median(scores[c]!) < 100)) failed = true;
}
process.exit(failed ? 1 : 0);
