/**
 * The whise catalogue's estate index of one language (./catalogue.ts): what every catalogue answer
 * but one property's page is computed from, in a compact form that can be kept in KV
 * (../common/kept-index-store.ts). Built from Whise's public estates of that language:
 *
 * - `entries`: every estate that is not a project, as its card (./map.ts toProperty) with
 *   the detail figures the listing filters read (garages, parkings, garden, terrace);
 * - `projects`: the estates other estates name as their `parentId`, as Whise gave them (their
 *   pages map them with their units);
 * - `agents`: the estates' representatives, once each, by id;
 * - `cities`: the cities Whise lists as used in that language (`v1/estates/usedcities/list`).
 */
import type { Agent } from '../../../shared/model/people';
import type { Property } from '../../../shared/model/property';
import { conditionOf, detailNumber, detailValues, toAgent, toProperty, type WhiseMapContext } from './map';
import type { WhiseCity, WhiseEstate } from './schema';
import type { KeptIndexKind } from '../common/kept-index-store';

/** The detail figures the listing filters read, 0 when Whise gives none. */
export interface WhiseFacets {
  garages: number;
  parkings: number;
  garden: number;
  terrace: number;
  /** A unit of a project or a building in the 'new' condition (app/listing/rules.ts new build). */
  newBuild: boolean;
}

export interface WhiseIndexEntry {
  property: Property;
  facets: WhiseFacets;
}

export interface WhiseIndex {
  entries: WhiseIndexEntry[];
  projects: WhiseEstate[];
  agents: Agent[];
  cities: WhiseCity[];
}

/** The facets of an estate (the detail ids of ./map.ts; the garden is `gardenArea`; a new build is a project's unit or an estate in a new state). */
export function facetsOf(raw: Pick<WhiseEstate, 'details' | 'gardenArea' | 'parentId' | 'state'>): WhiseFacets {
  const values = detailValues(raw);
  return {
    garages: detailNumber(values, 'Rooms.Garages') ?? 0,
    parkings:
      (detailNumber(values, 'Rooms.IndoorParkings') ?? 0) + (detailNumber(values, 'Rooms.OutdoorParkings') ?? 0),
    garden: raw.gardenArea ?? 0,
    terrace: detailNumber(values, 'Surfaces.Terrace') ?? 0,
    newBuild: (raw.parentId ?? 0) > 0 || conditionOf(raw) === 'new',
  };
}

/** The index of a language's estates (`ctx` names the types in that language). */
export function buildIndex(raws: readonly WhiseEstate[], ctx: WhiseMapContext, cities: WhiseCity[] = []): WhiseIndex {
  const parents = new Set(raws.map((r) => r.parentId).filter((p): p is number => !!p && p > 0));
  const agents = new Map<number, Agent>();
  for (const raw of raws)
    for (const r of raw.representatives ?? []) if (!agents.has(r.id)) agents.set(r.id, toAgent(r));
  return {
    entries: raws
      .filter((r) => !parents.has(r.id))
      .map((raw) => ({ property: toProperty(raw, ctx), facets: facetsOf(raw) })),
    projects: raws.filter((r) => parents.has(r.id)),
    agents: [...agents.values()].sort((a, b) => a.ID - b.ID),
    cities,
  };
}

/** The version of the kept index's shape: goes up whenever WhiseIndex changes. */
export const INDEX_VERSION = 'v4';

/** What a readable kept whise index is, and the name its log lines use. */
export const WHISE_INDEX_KIND: KeptIndexKind<WhiseIndex> = {
  valid: (value): value is WhiseIndex =>
    !!value &&
    typeof value === 'object' &&
    Array.isArray((value as WhiseIndex).entries) &&
    Array.isArray((value as WhiseIndex).cities),
  label: 'whise index',
};
