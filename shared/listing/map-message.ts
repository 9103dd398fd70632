/**
 * The message a page posts to the embedded map frame (docs/search.md): after 50 ms, carrying the
 * property list, message info (texts of the popups), the map type, a custom marker and the
 * marquee ignore list (properties whose Marquee is listed are left off the map, e.g. sold ones).
 * The frame (client/map-frame.ts, /map-frame.html) validates it before drawing anything.
 */
export const MAP_MESSAGE_TYPE = 'agency-map';
/** Where the map frame is served (client/map-frame.html). */
export const MAP_FRAME_PATH = '/client/map-frame.html';
export const MAP_MESSAGE_DELAY_MS = 50;
/** The frame announces that it listens (it may load before the page that embeds it hydrates). */
export const MAP_READY_TYPE = 'agency-map-ready';

export interface MapProperty {
  id: number;
  lat: number;
  lng: number;
  title: string;
  price: string;
  place: string;
  href: string;
  photo: string | null;
  marquee: number;
}

export interface MapMessage {
  type: typeof MAP_MESSAGE_TYPE;
  /** The page's language: the frame declares it (`<html lang>`) and labels its controls in it. */
  lang: string;
  properties: MapProperty[];
  info: { view: string; close: string; cluster: string; region: string };
  mapType: 'streets' | 'plain';
  /** Marker colour (CSS colour); the marker shows the price. */
  customMarker: { color: string };
  marqueeIgnore: number[];
  /** A MapLibre style URL; when it cannot load, the frame draws a plain background. */
  styleUrl?: string;
  /** The outline of the area searched (drawn on the map; the view fits it). */
  area?: { lat: number; lng: number }[];
  /** Texts of the area tools; without them the frame offers no area search (a detail page's map). */
  tools?: AreaTools;
}

/** The map message without its markers (app/listing/map-setup.ts builds it on the server). */
export type MapSetup = Omit<MapMessage, 'properties'>;

/** The area tools' texts, in the page's language. */
export interface AreaTools {
  draw: string;
  addPoint: string;
  finish: string;
  cancel: string;
  searchView: string;
  hint: string;
}

/** The frame tells the page the area the visitor chose (drawn, or the visible map). */
export const MAP_AREA_TYPE = 'agency-map-area';
export interface MapAreaMessage {
  type: typeof MAP_AREA_TYPE;
  points: { lat: number; lng: number }[];
}

/** Structural check of the frame's area message: 3 to 100 points of finite coordinates in range. */
export function isMapAreaMessage(data: unknown): data is MapAreaMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Partial<MapAreaMessage>;
  return (
    m.type === MAP_AREA_TYPE &&
    Array.isArray(m.points) &&
    m.points.length >= 3 &&
    m.points.length <= 100 &&
    m.points.every(
      (p) =>
        !!p &&
        typeof p === 'object' &&
        Number.isFinite(p.lat) &&
        Number.isFinite(p.lng) &&
        Math.abs(p.lat) <= 90 &&
        Math.abs(p.lng) <= 180,
    )
  );
}

/** The `area` URL value of the frame's points (5 decimals). */
export const areaValue = (points: readonly { lat: number; lng: number }[]): string =>
  points.map((p) => `${Math.round(p.lat * 1e5) / 1e5},${Math.round(p.lng * 1e5) / 1e5}`).join(';');

/** Keeps what the frame can draw: valid coordinates, not in the ignore list. */
export function mappable(message: MapMessage): MapProperty[] {
  return message.properties.filter(
    (p) =>
      Number.isFinite(p.lat) &&
      Number.isFinite(p.lng) &&
      Math.abs(p.lat) <= 90 &&
      Math.abs(p.lng) <= 180 &&
      !message.marqueeIgnore.includes(p.marquee),
  );
}

/** Structural check of a received message (it crosses a window boundary). */
export function isMapMessage(data: unknown): data is MapMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Partial<MapMessage>;
  return (
    m.type === MAP_MESSAGE_TYPE &&
    typeof m.lang === 'string' &&
    Array.isArray(m.properties) &&
    m.properties.every(
      (p) =>
        p &&
        typeof p === 'object' &&
        typeof p.id === 'number' &&
        typeof p.lat === 'number' &&
        typeof p.lng === 'number' &&
        typeof p.title === 'string' &&
        typeof p.href === 'string',
    ) &&
    !!m.info &&
    typeof m.info.view === 'string' &&
    (m.mapType === 'streets' || m.mapType === 'plain') &&
    !!m.customMarker &&
    typeof m.customMarker.color === 'string' &&
    Array.isArray(m.marqueeIgnore) &&
    m.marqueeIgnore.every((n) => typeof n === 'number')
  );
}

/** Posts the message to a frame after 50 ms (docs/search.md); returns a cancel function. */
export function postMapMessage(target: Window, message: MapMessage, origin: string): () => void {
  const timer = setTimeout(() => target.postMessage(message, origin), MAP_MESSAGE_DELAY_MS);
  return () => clearTimeout(timer);
}

/** The frame's URL for a page language: the frame declares the language before any message arrives. */
export const mapFrameSrc = (lang: string): string => `${MAP_FRAME_PATH}?lang=${encodeURIComponent(lang)}`;

/** The page language a frame URL's query carries, when it is a plain language code. */
export function frameLang(search: string): string | null {
  const lang = new URLSearchParams(search).get('lang');
  return lang && /^[a-z]{2}$/.test(lang) ? lang : null;
}
