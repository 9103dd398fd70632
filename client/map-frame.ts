/**
 * The embedded map frame (/client/map-frame.html): waits for the map message (docs/search.md) from its
 * parent page (same origin only), then draws the properties with maplibre-gl — clustered, with a
 * price marker per property (keyboard-focusable buttons) and a popup card. Tiles come from the
 * configured style; when it cannot load (offline, blocked) a plain background is drawn and the
 * markers and clusters still work. maplibre-gl is only ever loaded here, never on first load.
 *
 * Area search (when the page sends the tools' texts): 'Draw an area' lets the visitor click the
 * corners of an area (or, from the keyboard, pan with the arrow keys and add the map's centre as
 * a corner), then 'Finish'; 'Search this map area' takes the visible map. The frame posts the
 * points to its parent page (same origin only, shape checked there: MAP_AREA_TYPE); the page
 * puts the area in its URL and sends the narrowed list back, with the area's outline to draw.
 */
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import './styles/map-frame.css';
import {
  frameLang,
  isMapMessage,
  mappable,
  MAP_AREA_TYPE,
  MAP_READY_TYPE,
  type AreaTools,
  type MapAreaMessage,
  type MapMessage,
  type MapProperty,
} from '../shared/listing/map-message';

const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e6ebf0' } }],
};
const STYLE_TIMEOUT_MS = 4000;

// The worker file ships beside the bundle as a hashed asset (the package's own relative URL does not survive bundling).
maplibregl.setWorkerUrl(workerUrl);
const SOURCE = 'properties';
const AREA_SOURCE = 'area';
const DRAFT_SOURCE = 'area-draft';

let map: maplibregl.Map | undefined;
let current: MapMessage | undefined;
const markers = new Map<string, maplibregl.Marker>();

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

function popupCard(p: MapProperty, info: MapMessage['info']): HTMLElement {
  const card = el('div', 'map-card');
  if (p.photo) {
    const img = el('img', 'map-card__img');
    img.src = p.photo;
    img.alt = '';
    img.width = 240;
    img.height = 180;
    card.append(img);
  }
  card.append(
    el('p', 'map-card__price', p.price),
    el('p', 'map-card__title', p.title),
    el('p', 'map-card__place', p.place),
  );
  const link = el('a', 'map-card__link', info.view);
  link.href = p.href;
  link.target = '_top';
  card.append(link);
  return card;
}

function geojson(points: MapProperty[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: points.map((p) => ({
      type: 'Feature',
      id: p.id,
      properties: { id: p.id },
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
    })),
  };
}

function addData(): void {
  if (!map || !current) return;
  const points = mappable(current);
  const data = geojson(points);
  const source = map.getSource(SOURCE) as GeoJSONSource | undefined;
  if (source) source.setData(data);
  else {
    map.addSource(SOURCE, { type: 'geojson', data, cluster: true, clusterRadius: 48, clusterMaxZoom: 15 });
    // An invisible layer makes the source's features queryable; the visible markers are HTML.
    map.addLayer({
      id: 'properties-hit',
      type: 'circle',
      source: SOURCE,
      paint: { 'circle-radius': 1, 'circle-opacity': 0 },
    });
  }
  addAreaLayers();
  const fit = current.area?.length ? current.area : points;
  if (fit.length > 0) {
    const bounds = new maplibregl.LngLatBounds();
    for (const p of fit) bounds.extend([p.lng, p.lat]);
    // Room at the top for the area tools' bar.
    map.fitBounds(bounds, {
      padding: { top: current.tools ? 96 : 48, bottom: 48, left: 48, right: 48 },
      maxZoom: 14,
      animate: false,
    });
  }
}

type Ring = { lat: number; lng: number }[];
/** A ring as GeoJSON (closed), or an empty collection. */
function ringData(ring: Ring, closed: boolean): FeatureCollection {
  if (ring.length === 0) return { type: 'FeatureCollection', features: [] };
  const coordinates = ring.map((p) => [p.lng, p.lat]);
  if (closed && ring.length >= 3) {
    return {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'Polygon', coordinates: [[...coordinates, coordinates[0]!]] },
        },
      ],
    };
  }
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'LineString',
          coordinates: coordinates.length > 1 ? coordinates : [coordinates[0]!, coordinates[0]!],
        },
      },
      ...coordinates.map((c) => ({
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'Point' as const, coordinates: c },
      })),
    ],
  };
}

/** The searched area's outline and the area being drawn (re-added after a style change). */
function addAreaLayers(): void {
  if (!map || !current) return;
  const color = current.customMarker.color;
  const area = ringData(current.area ?? [], true);
  const areaSource = map.getSource(AREA_SOURCE) as GeoJSONSource | undefined;
  if (areaSource) areaSource.setData(area);
  else {
    map.addSource(AREA_SOURCE, { type: 'geojson', data: area });
    map.addLayer({
      id: 'area-fill',
      type: 'fill',
      source: AREA_SOURCE,
      paint: { 'fill-color': color, 'fill-opacity': 0.12 },
    });
    map.addLayer({
      id: 'area-line',
      type: 'line',
      source: AREA_SOURCE,
      paint: { 'line-color': color, 'line-width': 3 },
    });
  }
  const draftSource = map.getSource(DRAFT_SOURCE) as GeoJSONSource | undefined;
  if (draftSource) draftSource.setData(ringData(draft, false));
  else {
    map.addSource(DRAFT_SOURCE, { type: 'geojson', data: ringData(draft, false) });
    map.addLayer({
      id: 'draft-line',
      type: 'line',
      source: DRAFT_SOURCE,
      paint: { 'line-color': '#b4532a', 'line-width': 3, 'line-dasharray': [2, 1] },
    });
    map.addLayer({
      id: 'draft-points',
      type: 'circle',
      source: DRAFT_SOURCE,
      filter: ['==', '$type', 'Point'],
      paint: { 'circle-radius': 6, 'circle-color': '#b4532a', 'circle-stroke-color': '#fff', 'circle-stroke-width': 2 },
    });
  }
}

// ── area tools ────────────────────────────────────────────────────────────────────────────────
let draft: Ring = [];
let drawing = false;
let toolbar: HTMLElement | undefined;

function sendArea(points: Ring): void {
  const message: MapAreaMessage = { type: MAP_AREA_TYPE, points };
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

function setDrawing(on: boolean): void {
  drawing = on;
  draft = [];
  document.body.dataset.drawing = on ? 'true' : 'false';
  map?.getCanvas().style.setProperty('cursor', on ? 'crosshair' : '');
  (map?.getSource(DRAFT_SOURCE) as GeoJSONSource | undefined)?.setData(ringData(draft, false));
  renderTools();
}

function addCorner(point: { lat: number; lng: number }): void {
  if (!drawing) return;
  draft.push({ lat: point.lat, lng: point.lng });
  (map?.getSource(DRAFT_SOURCE) as GeoJSONSource | undefined)?.setData(ringData(draft, false));
  renderTools();
}

function button(
  text: string,
  onClick: () => void,
  opts: { primary?: boolean; disabled?: boolean; name?: string } = {},
): HTMLButtonElement {
  const b = el('button', `map-tool${opts.primary ? ' map-tool--primary' : ''}`, text);
  b.type = 'button';
  if (opts.name) b.dataset.tool = opts.name;
  b.disabled = !!opts.disabled;
  b.addEventListener('click', (e) => {
    e.stopPropagation();
    onClick();
  });
  return b;
}

/** The toolbar: idle (draw, search this map area) or drawing (hint, add the centre, finish, cancel). */
function renderTools(): void {
  const tools: AreaTools | undefined = current?.tools;
  if (!tools || !map) {
    toolbar?.remove();
    toolbar = undefined;
    return;
  }
  if (!toolbar) {
    toolbar = el('div', 'map-tools');
    toolbar.setAttribute('role', 'toolbar');
    document.body.append(toolbar);
  }
  const focused = (document.activeElement as HTMLElement | null)?.dataset?.tool;
  toolbar.replaceChildren();
  if (!drawing) {
    toolbar.append(
      button(tools.draw, () => setDrawing(true), { name: 'draw' }),
      button(
        tools.searchView,
        () => {
          const b = map!.getBounds();
          sendArea([
            { lat: b.getSouth(), lng: b.getWest() },
            { lat: b.getNorth(), lng: b.getWest() },
            { lat: b.getNorth(), lng: b.getEast() },
            { lat: b.getSouth(), lng: b.getEast() },
          ]);
        },
        { primary: true, name: 'view' },
      ),
    );
  } else {
    const hint = el('p', 'map-tools__hint', tools.hint);
    hint.setAttribute('aria-live', 'polite');
    toolbar.append(
      hint,
      button(tools.addPoint, () => addCorner(map!.getCenter()), { name: 'add' }),
      button(
        tools.finish,
        () => {
          const points = draft;
          setDrawing(false);
          sendArea(points);
        },
        { primary: true, disabled: draft.length < 3, name: 'finish' },
      ),
      button(tools.cancel, () => setDrawing(false), { name: 'cancel' }),
    );
  }
  // Keep the keyboard where it was (the toolbar is rebuilt on each change).
  if (focused) (toolbar.querySelector(`[data-tool="${focused}"]:not([disabled])`) as HTMLElement | null)?.focus();
}

function updateMarkers(): void {
  if (!map || !current || !map.getSource(SOURCE)) return;
  const byId = new Map(current.properties.map((p) => [p.id, p]));
  const seen = new Set<string>();
  for (const f of map.querySourceFeatures(SOURCE)) {
    const props = f.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: number };
    const coords = (f.geometry as Point).coordinates as [number, number];
    const key = props.cluster ? `c${props.cluster_id}` : `p${props.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (markers.has(key)) continue;
    const button = el('button', props.cluster ? 'map-marker map-marker--cluster' : 'map-marker');
    button.type = 'button';
    button.style.setProperty('--marker', current.customMarker.color);
    if (props.cluster) {
      const count = props.point_count ?? 0;
      button.textContent = String(count);
      button.setAttribute('aria-label', current.info.cluster.replace('{count}', String(count)));
      button.addEventListener('click', async () => {
        const source = map!.getSource(SOURCE) as GeoJSONSource;
        const zoom = await source.getClusterExpansionZoom(props.cluster_id!);
        map!.easeTo({ center: coords, zoom: Math.min(zoom, 16) });
      });
    } else {
      const p = byId.get(props.id!);
      if (!p) continue;
      button.textContent = p.price;
      button.setAttribute('aria-label', `${p.title}, ${p.price}`);
      // The marker owns its popup: it opens on click (the click must not reach the map, which closes popups).
      const popup = new maplibregl.Popup({ offset: 20, maxWidth: '260px', focusAfterOpen: true }).setDOMContent(
        popupCard(p, current.info),
      );
      markers.set(key, new maplibregl.Marker({ element: button }).setLngLat(coords).setPopup(popup).addTo(map));
      continue;
    }
    markers.set(key, new maplibregl.Marker({ element: button }).setLngLat(coords).addTo(map));
  }
  for (const [key, marker] of markers) {
    if (!seen.has(key)) {
      marker.remove();
      markers.delete(key);
    }
  }
}

function start(message: MapMessage): void {
  current = message;
  document.documentElement.lang = message.lang;
  document.getElementById('map')?.setAttribute('aria-label', message.info.region);
  if (map) {
    for (const m of markers.values()) m.remove();
    markers.clear();
    addData();
    renderTools();
    return;
  }
  const wantsTiles = message.mapType === 'streets' && !!message.styleUrl;
  map = new maplibregl.Map({
    container: 'map',
    style: wantsTiles ? message.styleUrl! : PLAIN_STYLE,
    center: [4.47, 50.5],
    zoom: 7,
    attributionControl: { compact: true },
    // The popup's close button in the page's language (maplibre's own text is English).
    locale: { 'Popup.Close': message.info.close },
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  let styled = !wantsTiles;
  const fallBackToPlain = () => {
    if (styled) return;
    styled = true;
    document.body.dataset.tiles = 'unavailable';
    map!.setStyle(PLAIN_STYLE);
  };
  const timer = setTimeout(fallBackToPlain, STYLE_TIMEOUT_MS);
  map.on('error', () => {
    if (!styled) fallBackToPlain();
  });
  map.on('style.load', () => {
    if (map!.getStyle().layers.length > 1) styled = true;
    clearTimeout(timer);
    addData();
  });
  map.on('render', updateMarkers);
  map.on('moveend', updateMarkers);
  // Whether the map is moving (a pan, a zoom, an animation): a state a test can wait for.
  map.on('movestart', () => {
    document.body.dataset.moving = 'true';
  });
  map.on('moveend', () => {
    document.body.dataset.moving = 'false';
  });
  map.on('click', (e) => addCorner(e.lngLat));
  renderTools();
}

window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin || !isMapMessage(event.data)) return;
  start(event.data);
});

// The page's language comes with the frame's URL (then with each message): declared at once.
document.documentElement.lang = frameLang(window.location.search) ?? document.documentElement.lang;
if (window.parent !== window) window.parent.postMessage({ type: MAP_READY_TYPE }, window.location.origin);
