/**
 * The browser's one entry in the islands render (decision record 022), started after the first
 * paint by the boot script: the shell's plain script (./shell.ts), the home banner's moving media
 * (./hero.ts), a detail page's print and share (./detail-tools.ts), the cookie consent, the
 * favourites hearts, and the islands. Each `[data-island]` element loads its own chunk and React
 * only when its `data-when` says: `intent` (the first pointer, touch or focus inside it), `visible`
 * (300 px ahead of the viewport) or `load`; a closed form's opener arms its `click`
 * (./form-openers.ts). No React is downloaded by a visit that touches no island.
 * `<html data-islands="ready">` tells that every island has its trigger (tests wait for it).
 */
import { readPageData } from '../../shared/islands/page-data';
import { isIslandName } from '../../shared/islands/names';
import { startShell } from './shell';
import { startHero } from './hero';
import { armFormOpener, listenFormOpen } from './form-openers';
import { startDetailTools } from './detail-tools';

const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;

function hydrate(el: HTMLElement): void {
  if (el.dataset.hydrating) return;
  el.dataset.hydrating = 'true';
  void import('./hydrate').then((m) => m.hydrateIsland(el));
}

function arm(el: HTMLElement, visible: IntersectionObserver): void {
  if (!isIslandName(el.dataset.island)) return;
  switch (el.dataset.when) {
    case 'load':
      hydrate(el);
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
        hydrate(el);
      };
      for (const type of INTENT) el.addEventListener(type, go, { passive: true });
    }
  }
}

function start(): void {
  const page = readPageData();
  startShell(page);
  startHero();
  if (page) {
    const { preview, ...site } = page;
    void import('../../shared/consent/boot').then((m) => m.startConsent(site, { preview }));
  }
  void import('../favourites-island');
  const tools = document.querySelector<HTMLElement>('.detail-tools');
  if (tools) startDetailTools(tools);
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visible.unobserve(entry.target);
        const island = entry.target.closest<HTMLElement>('[data-island]');
        if (island) hydrate(island);
      }
    },
    { rootMargin: '300px' },
  );
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) arm(el, visible);
  listenFormOpen();
  // A refused post drawn again at /api/forms/{kind}: the address bar goes back to the form's page.
  const submission = document.getElementById('form-submission');
  if (submission && window.location.pathname.startsWith('/api/forms/'))
    void import('../form-submission').then((m) => m.readSubmission(submission));
  document.documentElement.dataset.islands = 'ready';
}

start();
