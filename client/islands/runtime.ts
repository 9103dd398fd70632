/**
 * The browser's one entry in the islands render (decision record 022), started after the first
 * paint by the boot script: the shell's plain script (./shell.ts), the home banner's moving media
 * (./hero.ts), a detail page's print and share (./detail-tools.ts), the cookie consent, the
 * favourites hearts, the map panels (./map-panel.ts, plain script too, started 300 px ahead of
 * the viewport), the owner login's posting in place (./owner-login.ts) and the favourites page's
 * list (./favourites-page.ts), each on its page only, and the islands. Each `[data-island]`
 * element loads its own chunk and React
 * only when its `data-when` says: `intent` (the first pointer, touch or focus inside it), `visible`
 * (300 px ahead of the viewport) or `load`; a closed form's opener arms its `click`
 * (./form-openers.ts); the photos arm their lightbox's `dialog` (./photo-viewer.ts). No React is downloaded by a visit that touches no island.
 * `<html data-islands="ready">` tells that every island has its trigger and the owner login and
 * favourites page are enhanced (tests wait for it).
 */
import { readPageData } from '../../shared/islands/page-data';
import { isIslandName } from '../../shared/islands/names';
import { MAP_PANEL_ATTR } from '../../shared/listing/map-panel-data';
import { startShell } from './shell';
import { startHero } from './hero';
import { replayEarlyClicks } from './replay';
import { armFormOpener, listenFormOpen, warmDateFields } from './form-openers';
import { startDetailTools } from './detail-tools';
import { holdEarlySubmit } from './early-submit';

const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;

const hydrating = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates an island once; the promise settles when its code has loaded and React took it over. */
function hydrate(el: HTMLElement): Promise<void> {
  let done = hydrating.get(el);
  if (!done) {
    el.dataset.hydrating = 'true';
    done = import('./hydrate').then((m) => m.hydrateIsland(el));
    hydrating.set(el, done);
  }
  return done;
}

/**
 * Parts armed by a chunk of their own (the photos' viewer, the owner login's posting in place, the
 * favourites page's list): `ready` waits for them, so that a test acting after `ready` meets the
 * enhanced page and never, by the machine's speed, the plain one.
 */
const arming: Promise<unknown>[] = [];

function arm(el: HTMLElement, visible: IntersectionObserver): void {
  if (!isIslandName(el.dataset.island)) return;
  // A closed form's opener is a button of the runtime's own (./form-openers.ts), the photos' openers
  // are links (./photo-viewer.ts): nothing to replay.
  if (el.dataset.when !== 'click' && el.dataset.when !== 'dialog') replayEarlyClicks(el);
  switch (el.dataset.when) {
    case 'dialog':
      arming.push(import('./photo-viewer').then((m) => m.armPhotoViewer(el)));
      break;
    case 'load':
      void hydrate(el);
      break;
    case 'visible':
      // The island's element takes no box (`display: contents`): its first child is what comes into view.
      visible.observe(el.firstElementChild ?? el);
      break;
    case 'click':
      armFormOpener(el);
      break;
    default: {
      const go = () => {
        for (const type of INTENT) el.removeEventListener(type, go);
        void hydrate(el);
      };
      for (const type of INTENT) el.addEventListener(type, go, { passive: true });
      // A form sent before React is there is validated by React all the same (./early-submit.ts).
      if (el.dataset.island === 'form') holdEarlySubmit(el, () => hydrate(el));
    }
  }
}

function start(): void {
  const page = readPageData();
  startShell(page);
  startHero();
  if (page) {
    const { preview, tags, ...site } = page;
    void import('../consent/boot').then((m) => m.startConsent(site, { preview, tags: tags !== false }));
  }
  void import('../favourites-island');
  if (document.querySelector('form[data-owner-login]'))
    arming.push(import('./owner-login').then((m) => m.startOwnerLogin()));
  const favourites = document.querySelector<HTMLElement>('[data-favourites-page]');
  if (favourites) arming.push(import('./favourites-page').then((m) => m.startFavouritesPage(favourites)));
  const tools = document.querySelector<HTMLElement>('.detail-tools');
  if (tools) startDetailTools(tools);
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const el = entry.target as HTMLElement;
        visible.unobserve(el);
        if (el.hasAttribute(MAP_PANEL_ATTR)) {
          void import('./map-panel').then((m) => m.startMapPanel(el));
          continue;
        }
        // An island's element has no box (`display: contents`): its first child is observed.
        const island = el.closest<HTMLElement>('[data-island]');
        if (island) void hydrate(island);
      }
    },
    { rootMargin: '300px' },
  );
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) arm(el, visible);
  for (const el of document.querySelectorAll<HTMLElement>(`[${MAP_PANEL_ATTR}]`)) visible.observe(el);
  listenFormOpen();
  warmDateFields();
  // A refused post drawn again at /api/forms/{kind}: the address bar goes back to the form's page.
  const submission = document.getElementById('form-submission');
  if (submission && window.location.pathname.startsWith('/api/forms/'))
    void import('../form-submission').then((m) => m.readSubmission(submission));
  void Promise.allSettled(arming).then(() => {
    document.documentElement.dataset.islands = 'ready';
  });
}

start();
