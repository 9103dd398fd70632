/**
 * Main-thread work of a page load, unthrottled, in the system Chromium (decision record 020): for
 * each load, a trace; reported are the first contentful paint, the blocking time after it (each
 * task's time over 12.5 ms, the part that Lighthouse's 4× CPU simulation turns into blocking time
 * over 50 ms) and the longest task. Medians of RUNS loads, each in a fresh browser context.
 * Compare builds by serving both and passing both URLs: loads alternate between them.
 * `npm run mainthread -- URL [URL ...]`
 *
 * Opening a form (decision record 022: within 100 ms of main-thread time at 4× CPU slowdown):
 * `npm run mainthread -- --open-form=KIND [--hover-first] URL [URL ...]` loads each
 * detail page with the CPU slowed 4×, waits until its script has run, then moves the pointer to
 * the closed form's opener and clicks it at once (the worst case: nothing was warmed by an earlier
 * hover; `--hover-first`: the pointer rests on it until the network is idle, then the click) and
 * traces until the form is drawn and its island has hydrated. The form is drawn when the first
 * frame with `details#KIND[open] form` in the document has been painted (the task after that
 * frame's animation callbacks: the frame's style, layout and paint count). Reported: the main
 * thread's busy time from the pointer's arrival to the form drawn (its tasks' durations, and the
 * thread's own CPU time in them: on a loaded machine a task also lasts while the thread waits for
 * a core), and the longest task; then, from the drawing until the island has hydrated
 * (`data-hydrated`: a form drawn from the server's markup hydrates after it is drawn, decision
 * record 022, amendment 034), the busy time and the longest task; medians of RUNS. Also reported: the busy time
 * until the form was in the document, before its frame (the definition of 'drawn' before decision
 * record 022, amendment 034). `DEBUG_TASKS=1` lists each counted task with its inner events longer than
 * DEBUG_MIN µs (1000): where the time goes.
 *
 * The other interactions of docs/performance.md (each within 100 ms of main-thread time at 4× CPU):
 * `npm run mainthread -- --interact=lightbox|favourite|search URL [URL ...]` loads the page (a
 * detail page, a listing, the home page) at 4× CPU, waits until its script has run and it is quiet,
 * then, traced: `lightbox` clicks the lead photo (pointer arriving with the click, so the gallery's
 * island loads and hydrates in the measure) until the lightbox dialog's first frame is painted;
 * `favourite` clicks the first card's heart until its pressed state is painted; `search` focuses
 * the search box first (untraced: its island hydrates and the type list opens), then types one
 * letter until the letter is painted (`echo`) and until the city suggestions are painted (the
 * box waits 120 ms, then asks the server: the time the main thread waits is not counted).
 * Reported: busy time (its tasks' durations) and longest task from the input to each mark.
 */
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/chromium';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (without the time it waited for a core or was throttled). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const flags = new Map(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const [k = '', v = ''] = a.slice(2).split('=', 2);
      return [k, v] as const;
    }),
);
const urls = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!urls.length) throw new Error('usage: npm run mainthread -- [--open-form=KIND [--hover-first]] URL [URL ...]');
const runs = Number(process.env.RUNS ?? 7);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--headless=new'] });

async function load(url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'loading',
      'blink.user_timing',
      '__metadata',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  // The navigation's start: the last navigationStart before the paint (about:blank has its own).
  const start = events
    .filter((e) => e.name === 'navigationStart' && fcp && e.ts <= fcp.ts)
    .sort((a, b) => b.ts - a.ts)[0];
  if (!fcp || !start) throw new Error(`no first contentful paint in the trace of ${url}`);
  // The renderer's main thread: the CrRendererMain thread that ran the most tasks.
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.tid),
  );
  const counts = new Map<number, number>();
  for (const e of events) if (e.name === 'RunTask' && mains.has(e.tid)) counts.set(e.tid, (counts.get(e.tid) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tid === main && e.ts >= fcp.ts);
  const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;
  return {
    fcp: (fcp.ts - start.ts) / 1000,
    blocking: tasks.reduce((sum, t) => sum + Math.max(0, ms(t) - 12.5), 0),
    longest: Math.max(0, ...tasks.map(ms)),
  };
}

/** The renderer's main thread of a trace: the CrRendererMain thread that ran the most tasks. */
function mainThread(events: TraceEvent[]): number | undefined {
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.tid),
  );
  const counts = new Map<number, number>();
  for (const e of events) if (e.name === 'RunTask' && mains.has(e.tid)) counts.set(e.tid, (counts.get(e.tid) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Waits until the page has fetched nothing new for a second and its main thread is idle (a lazy island that came into view has hydrated). */
async function quiet(page: import('playwright-core').Page): Promise<void> {
  let seen = -1;
  for (;;) {
    const now = (await page.evaluate('performance.getEntriesByType("resource").length')) as number;
    if (now === seen) break;
    seen = now;
    await page.waitForTimeout(1000);
  }
  await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }))');
}

/**
 * `DEBUG_TASKS=1`: a task's inner events longer than DEBUG_MIN µs (1000), named with the event's
 * type (an input's) or its script's file: where the time goes.
 */
function innerEvents(events: TraceEvent[], main: number | undefined, t: TraceEvent): string[] {
  const min = Number(process.env.DEBUG_MIN ?? 1000);
  return events
    .filter(
      (e) =>
        e.tid === main && e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && (e.dur ?? 0) > min,
    )
    .map((e) => {
      const data = (e as { args?: { data?: { type?: string; url?: string } } }).args?.data;
      const what = data?.type ?? data?.url?.split('/').pop()?.slice(0, 40) ?? '';
      return `${e.name}${what}:${((e.dur ?? 0) / 1000).toFixed(1)}`;
    });
}

/** What an interaction's trace records: the main thread's tasks and the page's marks. */
const INTERACTION_TRACE = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
  '__metadata',
];

/** A returning visitor's page (the cookie choice made: no consent dialog covers it) loaded at 4× CPU slowdown. */
async function throttledPage(url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies(
    ['consent', 'analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'].map((name) => ({
      name,
      value: name === 'consent' ? 'true' : 'false',
      url,
    })),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { context, page, cdp };
}

/** Opens a closed form on a detail page at 4× CPU slowdown: main-thread time from the pointer's arrival to the form drawn. */
async function openForm(url: string, kind: string, hoverFirst: boolean) {
  const { context, page, cdp } = await throttledPage(url);
  const opener = page.locator(`#${kind} .form-disclosure__summary`);
  // The page's script has run: the opener is a button.
  await page.waitForFunction(
    (k) => document.querySelector(`#${k} .form-disclosure__summary`)?.tagName === 'BUTTON',
    kind,
  );
  await opener.scrollIntoViewIfNeeded();
  // What scrolling brought into view (the purchase costs' island) is done before the measure.
  await quiet(page);
  const box = await opener.boundingBox();
  if (!box) throw new Error(`no opener of ${kind} on ${url}`);
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // The pointer's input goes straight to the page (no test driver's checks in between); the page
  // marks the first pointer event and the moment the form is in the document (nothing polls it).
  // (A string: the script runner's helpers for named functions do not exist in the page.)
  await page.evaluate(`(() => {
    const start = () => {
      if (!performance.getEntriesByName('open-form:start').length) performance.mark('open-form:start');
    };
    ${hoverFirst ? '' : "addEventListener('pointerover', start, { capture: true, once: true });"}
    addEventListener('pointerdown', start, { capture: true, once: true });
    window.formDrawn = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('details#${kind}[open] form')) return;
        observer.disconnect();
        performance.mark('open-form:inserted');
        // Drawn: the first frame with the form in the document has been painted (its style,
        // layout and paint are counted), the task after that frame's animation callbacks.
        requestAnimationFrame(() => setTimeout(() => {
          performance.mark('open-form:drawn');
          resolve();
        }, 0));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    window.formHydrated = new Promise((resolve) => {
      const done = () => {
        const island = document.querySelector('details#${kind}[open]')?.closest('[data-island][data-hydrated]');
        if (!island) return false;
        performance.mark('open-form:hydrated');
        resolve();
        return true;
      };
      const observer = new MutationObserver(() => done() && observer.disconnect());
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
  })()`);
  const mouse = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased') =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      ...at,
      button: type === 'mouseMoved' ? 'none' : 'left',
      clickCount: 1,
    });
  if (hoverFirst) {
    // The pointer rests on the opener first (what warms React), and the click comes once that is done.
    await mouse('mouseMoved');
    await quiet(page);
  }
  await browser.startTracing(page, { categories: INTERACTION_TRACE });
  if (!hoverFirst) await mouse('mouseMoved');
  await mouse('mousePressed');
  await mouse('mouseReleased');
  await page.evaluate('window.formDrawn');
  await page.evaluate('window.formHydrated');
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  const mark = (name: string) => events.find((e) => e.name === name)?.ts;
  const from = mark('open-form:start');
  const to = mark('open-form:drawn');
  const hydrated = mark('open-form:hydrated');
  if (from === undefined || to === undefined || hydrated === undefined)
    throw new Error(`no open-form marks in the trace of ${url}`);
  const main = mainThread(events);
  const within = (a: number, b: number) =>
    events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tid === main && e.ts >= a && e.ts <= b);
  const tasks = within(from, to);
  const inserted = mark('open-form:inserted') ?? to;
  // Until the form is in the document (without the frame that paints it: the definition before decision record 022, amendment 034).
  const untilInserted = within(from, inserted);
  // After the drawing, until the island has hydrated (the tasks that end after the drawn mark).
  const after = within(to, hydrated).filter((e) => e.ts + (e.dur ?? 0) > to);
  const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;
  if (process.env.DEBUG_TASKS)
    for (const t of [...tasks, ...after]) {
      const inner = innerEvents(events, main, t);
      console.log(
        `+${((t.ts - from) / 1000).toFixed(0)} ms: task ${ms(t).toFixed(1)} ms${t.ts >= to ? ' (after the drawing)' : ''} ${inner.join(' ')}`,
      );
    }
  return {
    busy: tasks.reduce((sum, t) => sum + ms(t), 0),
    inDocument: untilInserted.reduce((sum, t) => sum + ms(t), 0),
    cpu: tasks.reduce((sum, t) => sum + (t.tdur ?? 0) / 1000, 0),
    longest: Math.max(0, ...tasks.map(ms)),
    wall: (to - from) / 1000,
    afterBusy: after.reduce((sum, t) => sum + ms(t), 0),
    afterLongest: Math.max(0, ...after.map(ms)),
    hydratedWall: (hydrated - from) / 1000,
  };
}

/** One interaction: how the page is made ready, what the visitor does, and which states are marked once painted. */
interface Interaction {
  ready: string;
  before?: (page: import('playwright-core').Page) => Promise<void>;
  /** A pointer click on this element's centre, or one letter typed into the focused element. */
  act: { click: string } | { type: string };
  /** Marks in order, each an expression true once its state is in the document. */
  marks: { name: string; when: string }[];
}

const INTERACTIONS: Record<string, Interaction> = {
  lightbox: {
    ready: "document.querySelector('.photos__lead a') !== null",
    act: { click: '.photos__lead a' },
    marks: [{ name: 'drawn', when: "document.querySelector('dialog.lightbox[open]') !== null" }],
  },
  favourite: {
    ready: "document.querySelector('article.card button[data-save]:not([hidden])') !== null",
    act: { click: 'article.card button[data-save]' },
    marks: [
      {
        name: 'drawn',
        when: "document.querySelector('article.card button[data-save]')?.getAttribute('aria-pressed') === 'true'",
      },
    ],
  },
  search: {
    ready: "document.querySelector('[role=combobox]') !== null",
    before: async (page) => {
      await page.locator('[role=combobox]').first().focus();
      await page.waitForFunction(() => document.querySelector('[role=listbox] [role=option]') !== null);
    },
    act: { type: 'b' },
    marks: [
      { name: 'echo', when: "document.querySelector('[role=combobox]').value === 'b'" },
      {
        name: 'drawn',
        when: "[...document.querySelectorAll('[role=listbox] [role=option]')].some((o) => /^b/i.test(o.querySelector('.combo__label')?.textContent ?? ''))",
      },
    ],
  },
};

/** One interaction at 4× CPU slowdown: main-thread busy time from the input to each mark's frame painted. */
async function interact(url: string, spec: Interaction, hoverFirst: boolean) {
  const { context, page, cdp } = await throttledPage(url);
  await page.waitForFunction(spec.ready);
  if ('click' in spec.act) await page.locator(spec.act.click).first().scrollIntoViewIfNeeded();
  await quiet(page);
  await spec.before?.(page);
  await quiet(page);
  // The page marks the input's arrival and each state's first painted frame (nothing polls it).
  await page.evaluate(`(() => {
    const start = () => {
      if (!performance.getEntriesByName('interact:start').length) performance.mark('interact:start');
    };
    for (const type of ${JSON.stringify(hoverFirst ? ['pointerdown', 'keydown'] : ['pointerover', 'pointerdown', 'keydown'])}) addEventListener(type, start, { capture: true, once: true });
    const marks = ${JSON.stringify(spec.marks.map((m) => m.name))};
    const checks = [${spec.marks.map((m) => `() => (${m.when})`).join(', ')}];
    window.interactDone = Promise.all(marks.map((name, i) => new Promise((resolve) => {
      let seen = false;
      const check = () => {
        if (seen || !checks[i]()) return;
        seen = true;
        requestAnimationFrame(() => setTimeout(() => {
          performance.mark('interact:' + name);
          resolve();
        }, 0));
      };
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true });
      addEventListener('input', check, { capture: true });
    })));
  })()`);
  if (hoverFirst && 'click' in spec.act) {
    // The pointer rests on the target first (what loads and hydrates its island), then the click.
    const box = await page.locator(spec.act.click).first().boundingBox();
    if (box)
      await cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseMoved',
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
    await quiet(page);
  }
  await browser.startTracing(page, { categories: INTERACTION_TRACE });
  if ('click' in spec.act) {
    const box = await page.locator(spec.act.click).first().boundingBox();
    if (!box) throw new Error(`no ${spec.act.click} on ${url}`);
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const moves = hoverFirst
      ? (['mousePressed', 'mouseReleased'] as const)
      : (['mouseMoved', 'mousePressed', 'mouseReleased'] as const);
    for (const type of moves)
      await cdp.send('Input.dispatchMouseEvent', {
        type,
        ...at,
        button: type === 'mouseMoved' ? 'none' : 'left',
        clickCount: 1,
      });
  } else {
    const key = spec.act.type;
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  }
  await page.evaluate('window.interactDone');
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  const mark = (name: string) => events.find((e) => e.name === name)?.ts;
  const from = mark('interact:start');
  if (from === undefined) throw new Error(`no start mark in the trace of ${url}`);
  const main = mainThread(events);
  const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;
  return Object.fromEntries(
    spec.marks.map(({ name }) => {
      const to = mark(`interact:${name}`);
      if (to === undefined) throw new Error(`no ${name} mark in the trace of ${url}`);
      const tasks = events.filter(
        (e) => e.name === 'RunTask' && e.ph === 'X' && e.tid === main && e.ts >= from && e.ts <= to,
      );
      if (process.env.DEBUG_TASKS)
        for (const t of tasks) {
          const inner = innerEvents(events, main, t);
          console.log(
            `${name} +${((t.ts - from) / 1000).toFixed(0)} ms: task ${ms(t).toFixed(1)} ms ${inner.join(' ')}`,
          );
        }
      return [
        name,
        {
          busy: tasks.reduce((sum, t) => sum + ms(t), 0),
          longest: Math.max(0, ...tasks.map(ms)),
          wall: (to - from) / 1000,
        },
      ];
    }),
  );
}

const interaction = flags.get('interact');
if (interaction) {
  const spec = INTERACTIONS[interaction];
  if (!spec) throw new Error(`--interact=${Object.keys(INTERACTIONS).join('|')}`);
  const rows = new Map(urls.map((u) => [u, [] as Awaited<ReturnType<typeof interact>>[]]));
  for (let i = 0; i < runs; i++)
    for (const url of urls) rows.get(url)!.push(await interact(url, spec, flags.has('hover-first')));
  await browser.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [url, r] of rows)
    for (const { name } of spec.marks) {
      const m = (k: 'busy' | 'longest' | 'wall') => median(r.map((x) => x[name]![k])).toFixed(0);
      console.log(
        `${url}${flags.has('hover-first') ? ' (pointer resting first)' : ''}, ${interaction} until ${name} at 4× CPU: main thread busy ${m('busy')} ms · longest task ${m('longest')} ms · after ${m('wall')} ms (medians of ${runs}; busy by run: ${r.map((x) => x[name]!.busy.toFixed(0)).join(' ')})`,
      );
    }
  process.exit(0);
}

const kind = flags.get('open-form');
if (kind) {
  const rows = new Map(urls.map((u) => [u, [] as Awaited<ReturnType<typeof openForm>>[]]));
  for (let i = 0; i < runs; i++)
    for (const url of urls) rows.get(url)!.push(await openForm(url, kind, flags.has('hover-first')));
  await browser.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [url, r] of rows) {
    const m = (k: keyof (typeof r)[number]) => median(r.map((x) => x[k])).toFixed(0);
    console.log(
      `${url}${flags.has('hover-first') ? ' (pointer resting first)' : ''}, opening ${kind} at 4× CPU: main thread busy ${m('busy')} ms (its own CPU time ${m('cpu')} ms) · longest task ${m('longest')} ms · drawn after ${m('wall')} ms (busy until the form was in the document, before its frame: ${m('inDocument')} ms); then until hydrated: busy ${m('afterBusy')} ms · longest task ${m('afterLongest')} ms · hydrated after ${m('hydratedWall')} ms (medians of ${runs}; busy by run: ${r.map((x) => x.busy.toFixed(0)).join(' ')})`,
    );
  }
  process.exit(0);
}

const results = new Map(urls.map((u) => [u, [] as Awaited<ReturnType<typeof load>>[]]));
for (let i = 0; i < runs; i++) for (const url of urls) results.get(url)!.push(await load(url));
await browser.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [url, rows] of results) {
  const m = (k: 'fcp' | 'blocking' | 'longest') => median(rows.map((r) => r[k])).toFixed(0);
  console.log(
    `${url}: FCP ${m('fcp')} ms · blocking after FCP ${m('blocking')} ms · longest task ${m('longest')} ms (medians of ${runs})`,
  );
}
