/**
 * Search areas (docs/search.md): a circle around a place (`near=LAT,LNG&radius=KM`)
 * or a polygon the visitor drew (`area=LAT,LNG;LAT,LNG;…`), as plain functions used by the
 * listing URL reader, the JSON API, the providers and the alert matcher.
 *
 * Rules:
 * - Coordinates are decimal degrees, latitude first (as people and Belgian sites write them);
 *   latitude within ±90, longitude within ±180. They are kept to 5 decimals (about 1 m).
 * - A radius is in kilometres, more than 0 and at most MAX_RADIUS_KM. Distances are great-circle
 *   (haversine on a sphere of 6371 km): exact enough for a search around a town.
 * - A polygon has 3 to MAX_POLYGON_POINTS points; a last point repeating the first is dropped.
 *   It is refused when it is degenerate: fewer than 3 distinct points, or no surface (all points
 *   on one line). Concave shapes are fine; a self-crossing shape follows the even-odd rule.
 * - The plane of a polygon is plain longitude/latitude: a polygon is never taken to cross the
 *   antimeridian (points at 170° and -170° span the 340° between them, through 0°). The agency
 *   sells in Belgium and Luxembourg; the world's date line does not concern it.
 * - The bounding box of an area lets a database narrow its candidates before the exact test.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export type SearchArea = { kind: 'near'; center: LatLng; radiusKm: number } | { kind: 'polygon'; points: LatLng[] };

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export const MAX_RADIUS_KM = 100;
export const MAX_POLYGON_POINTS = 100;
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

/** Why an area was refused (AREA_ERRORS of ../../app/geo/area-errors.ts says it in words, for the API). */
export type AreaError =
  | 'near'
  | 'radius'
  | 'radius-missing'
  | 'radius-alone'
  | 'both'
  | 'points'
  | 'too-many'
  | 'distinct'
  | 'line';
export type AreaResult = { ok: true; area: SearchArea } | { ok: false; error: AreaError };

const round5 = (n: number): number => Math.round(n * 1e5) / 1e5;
const rad = (deg: number): number => (deg * Math.PI) / 180;

/** A position kept to 5 decimals, as every area coordinate is. */
export const roundPosition = (p: LatLng): LatLng => ({ lat: round5(p.lat), lng: round5(p.lng) });

/** 'LAT,LNG' → a point, or null when it is not two numbers within range. */
export function parseLatLng(text: string): LatLng | null {
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const [lat, lng] = parts.map((p) => (/^\s*-?\d{1,3}(\.\d+)?\s*$/.test(p) ? Number(p) : NaN)) as [number, number];
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return null;
  return { lat: round5(lat), lng: round5(lng) };
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether all points lie on one line (in the longitude/latitude plane): such a polygon has no inside. */
function collinear(points: readonly LatLng[]): boolean {
  const a = points[0]!;
  const b = points.find((p) => p.lat !== a.lat || p.lng !== a.lng);
  if (!b) return true;
  return points.every((p) => Math.abs((b.lng - a.lng) * (p.lat - a.lat) - (b.lat - a.lat) * (p.lng - a.lng)) < 1e-10);
}

/** Even-odd ray casting: is the point inside the polygon (points on its edge may fall either side)? */
export function pointInPolygon(p: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.lat > p.lat !== b.lat > p.lat && p.lng < ((b.lng - a.lng) * (p.lat - a.lat)) / (b.lat - a.lat) + a.lng)
      inside = !inside;
  }
  return inside;
}

/** A near search: centre 'LAT,LNG' and radius 'KM'. */
export function parseNear(near: string, radius: string | undefined): AreaResult {
  const center = parseLatLng(near);
  if (!center) return { ok: false, error: 'near' };
  if (radius === undefined || radius.trim() === '') return { ok: false, error: 'radius-missing' };
  const km = /^\s*\d+(\.\d+)?\s*$/.test(radius) ? Number(radius) : NaN;
  if (!(km > 0 && km <= MAX_RADIUS_KM)) return { ok: false, error: 'radius' };
  return { ok: true, area: { kind: 'near', center, radiusKm: Math.round(km * 1000) / 1000 } };
}

/** A polygon 'LAT,LNG;LAT,LNG;…' (see the module comment for what is refused). */
export function parsePolygon(text: string): AreaResult {
  const parts = text.split(';').filter((p) => p.trim() !== '');
  if (parts.length > MAX_POLYGON_POINTS + 1) return { ok: false, error: 'too-many' };
  const points: LatLng[] = [];
  for (const part of parts) {
    const point = parseLatLng(part);
    if (!point) return { ok: false, error: 'points' };
    points.push(point);
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) points.pop();
  if (points.length > MAX_POLYGON_POINTS) return { ok: false, error: 'too-many' };
  const distinct = new Set(points.map((p) => `${p.lat},${p.lng}`));
  if (distinct.size < 3) return { ok: false, error: 'distinct' };
  if (collinear(points)) return { ok: false, error: 'line' };
  return { ok: true, area: { kind: 'polygon', points } };
}

/**
 * The area of a request's parameters: none when neither `near` nor `area` is given, an error when
 * both are, or when one is wrong (or `radius` comes without `near`).
 */
export function readArea(params: {
  near?: string | undefined;
  radius?: string | undefined;
  area?: string | undefined;
}): AreaResult | null {
  const has = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';
  if (has(params.near) && has(params.area)) return { ok: false, error: 'both' };
  if (has(params.area)) return parsePolygon(params.area);
  if (has(params.near)) return parseNear(params.near, params.radius);
  if (has(params.radius)) return { ok: false, error: 'radius-alone' };
  return null;
}

/** The URL parameters of an area (the inverse of readArea). */
export function areaParams(area: SearchArea): { near: string; radius: string } | { area: string } {
  if (area.kind === 'near') return { near: `${area.center.lat},${area.center.lng}`, radius: String(area.radiusKm) };
  return { area: area.points.map((p) => `${p.lat},${p.lng}`).join(';') };
}

/** The smallest latitude/longitude box around an area (a circle near a pole spans every longitude). */
export function boundingBox(area: SearchArea): BoundingBox {
  if (area.kind === 'polygon') {
    const lats = area.points.map((p) => p.lat);
    const lngs = area.points.map((p) => p.lng);
    return {
      minLat: Math.min(...lats),
      maxLat: Math.max(...lats),
      minLng: Math.min(...lngs),
      maxLng: Math.max(...lngs),
    };
  }
  const { center, radiusKm } = area;
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const cos = Math.cos(rad(Math.min(89.9, Math.abs(center.lat) + dLat)));
  const dLng = radiusKm / (KM_PER_DEGREE_LAT * cos);
  const wide = dLng >= 180;
  return {
    minLat: Math.max(-90, center.lat - dLat),
    maxLat: Math.min(90, center.lat + dLat),
    minLng: wide ? -180 : Math.max(-180, center.lng - dLng),
    maxLng: wide ? 180 : Math.min(180, center.lng + dLng),
  };
}

/** The exact test: is the point in the area? */
export function inArea(point: LatLng, area: SearchArea): boolean {
  return area.kind === 'near' ? distanceKm(point, area.center) <= area.radiusKm : pointInPolygon(point, area.points);
}

/** A circle as a polygon of `sides` points (to draw it on a map). */
export function circlePolygon(center: LatLng, radiusKm: number, sides = 48): LatLng[] {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const dLng = dLat / Math.max(0.01, Math.cos(rad(center.lat)));
  return Array.from({ length: sides }, (_, i) => {
    const a = (2 * Math.PI * i) / sides;
    return { lat: round5(center.lat + dLat * Math.sin(a)), lng: round5(center.lng + dLng * Math.cos(a)) };
  });
}

/** The outline of an area, as points to draw. */
export const areaOutline = (area: SearchArea): LatLng[] =>
  area.kind === 'polygon' ? area.points : circlePolygon(area.center, area.radiusKm);
