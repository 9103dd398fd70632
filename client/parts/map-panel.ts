/**
 * The map panel as plain script (decision record 022, amendment 031), declared on what
 * app/components/listing/MapPanel.tsx drew (`visible`: 300 px ahead of the viewport): reads the
 * panel's data the server wrote beside the frame (shared/listing/map-panel-data.ts), fetches a
 * listing's markers from the JSON API meanwhile, waits until the frame listens, and posts it the
 * map message. A panel that shows the map on request draws its frame on the button's click. On a
 * listing, an area the visitor draws or picks in the frame (only from this frame, on this
 * origin, in the checked shape) becomes the listing's address: a document navigation.
 */
import {
  isMapAreaMessage,
  MAP_FRAME_PATH,
  MAP_READY_TYPE,
  postMapMessage,
  type MapMessage,
  type MapProperty,
} from '../../shared/listing/map-message';
import type { MapPanelData } from '../../shared/listing/map-panel-data';
import { hrefWithArea } from '../listing/area-choice';

async function markersOf(data: MapPanelData): Promise<MapProperty[]> {
  if (typeof data.markers !== 'string') return data.markers;
  try {
    const res = await fetch(data.markers, { headers: { Accept: 'application/json' } });
    return res.ok ? ((await res.json()) as MapProperty[]) : [];
  } catch {
    // offline: the map still shows, without markers
    return [];
  }
}

/** Resolves once the frame's script listens: it says so, or it had loaded before this script ran. */
function frameReady(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => {
    const onReady = (e: MessageEvent) => {
      if (
        e.origin !== window.location.origin ||
        e.source !== frame.contentWindow ||
        (e.data as { type?: string })?.type !== MAP_READY_TYPE
      )
        return;
      window.removeEventListener('message', onReady);
      resolve();
    };
    window.addEventListener('message', onReady);
    const doc = frame.contentDocument;
    if (doc?.readyState === 'complete' && doc.location.pathname === MAP_FRAME_PATH) {
      window.removeEventListener('message', onReady);
      resolve();
    }
  });
}

function followArea(frame: HTMLIFrameElement): void {
  window.addEventListener('message', (e) => {
    if (e.origin !== window.location.origin || e.source !== frame.contentWindow || !isMapAreaMessage(e.data)) return;
    const href = hrefWithArea(window.location.pathname, window.location.search, e.data.points);
    if (href) window.location.assign(href);
  });
}

async function drive(frame: HTMLIFrameElement, data: MapPanelData, markers: Promise<MapProperty[]>): Promise<void> {
  if (data.areaSearch) followArea(frame);
  const [properties] = await Promise.all([markers, frameReady(frame)]);
  const target = frame.contentWindow;
  if (!target) return;
  const message: MapMessage = { ...data.setup, properties };
  postMapMessage(target, message, window.location.origin);
}

/** Starts one panel (`[data-map-panel]`); `data-started` then tells that it works (tests wait for it). */
export function start(panel: HTMLElement): void {
  const text = panel.querySelector('script[type="application/json"]')?.textContent;
  if (!text) return;
  const data = JSON.parse(text) as MapPanelData;
  panel.dataset.started = 'true';
  const frame = panel.querySelector<HTMLIFrameElement>('iframe.map-frame');
  if (frame) {
    void drive(frame, data, markersOf(data));
    return;
  }
  const show = panel.querySelector<HTMLButtonElement>('button[data-map-show]');
  show?.addEventListener('click', () => {
    const drawn = document.createElement('iframe');
    drawn.className = 'map-frame';
    drawn.title = data.frame.title;
    drawn.src = data.frame.src;
    void drive(drawn, data, markersOf(data));
    show.replaceWith(drawn);
  });
}
