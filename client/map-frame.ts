/**
 * The embedded map frame (/client/map-frame.html): waits for the seed's map message from its
 * parent page (same origin only), then draws the properties with maplibre-gl — clustered, with a
 * price marker per property (keyboard-focusable buttons) and a popup card. Tiles come from the
 * configured style; when it cannot load (offline, blocked) a plain background is drawn and the
 * markers and clusters still work. maplibre-gl is only ever loaded here, never on first load.
 */
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import './styles/map-frame.css';
import { frameLang, isMapMessage, mappable, MAP_READY_TYPE, type MapMessage, type MapProperty } from '../shared/listing/map-message';

const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e6ebf0' } }],
};
const STYLE_TIMEOUT_MS = 4000;

// The worker file ships beside the bundle as a hashed asset (the package's own relative URL does not survive bundling).
maplibregl.setWorkerUrl(workerUrl);
const SOURCE = 'properties';

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
  card.append(el('p', 'map-card__price', p.price), el('p', 'map-card__title', p.title), el('p', 'map-card__place', p.place));
  const link = el('a', 'map-card__link', info.view);
  link.href = p.href;
  link.target = '_top';
  card.append(link);
  return card;
}

function geojson(points: MapProperty[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: points.map((p) => ({ type: 'Feature', id: p.id, properties: { id: p.id }, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } })),
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
    map.addLayer({ id: 'properties-hit', type: 'circle', source: SOURCE, paint: { 'circle-radius': 1, 'circle-opacity': 0 } });
  }
  if (points.length > 0) {
    const bounds = new maplibregl.LngLatBounds();
    for (const p of points) bounds.extend([p.lng, p.lat]);
    map.fitBounds(bounds, { padding: 48, maxZoom: 14, animate: false });
  }
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
      const popup = new maplibregl.Popup({ offset: 20, maxWidth: '260px', focusAfterOpen: true }).setDOMContent(popupCard(p, current.info));
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
}

window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin || !isMapMessage(event.data)) return;
  start(event.data);
});

// The page's language comes with the frame's URL (then with each message): declared at once.
document.documentElement.lang = frameLang(window.location.search) ?? document.documentElement.lang;
if (window.parent !== window) window.parent.postMessage({ type: MAP_READY_TYPE }, window.location.origin);
