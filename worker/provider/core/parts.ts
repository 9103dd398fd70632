/**
 * Building provider parts (./types.ts) method by method, so that wrappers (the cache, the
 * Server-Timing record, a misconfigured provider) never repeat an interface by hand: each part
 * has one list of its method names here, and the compiler checks the list is complete.
 */
import { clock, type Timing } from './timing';
import type { Catalogue, MethodOf, OwnerData, ProviderParts } from './types';

type AnyMethod = (...args: never[]) => Promise<unknown>;

/** A complete list of a part's methods, from an object with one member per method (checked by the compiler). */
const methodList = <Part>(members: Record<MethodOf<Part>, true>): readonly MethodOf<Part>[] =>
  Object.keys(members) as MethodOf<Part>[];

export const CATALOGUE_METHODS = methodList<Catalogue>({
  listProperties: true,
  getProperty: true,
  propertiesByIds: true,
  detailsByIds: true,
  alertCandidates: true,
  similarProperties: true,
  listProjects: true,
  getProject: true,
  listTypes: true,
  listCities: true,
  totals: true,
  search: true,
  listAgents: true,
  listTestimonials: true,
});

export const OWNER_DATA_METHODS = methodList<OwnerData>({
  verifyOwner: true,
  getOwner: true,
  ownerProperties: true,
  ownerVisits: true,
  ownerCommunications: true,
  ownerOnlineMedia: true,
  ownerMediaStatistics: true,
  ownerVisitCounts: true,
  ownerDocuments: true,
  ownerDemandCount: true,
});

/**
 * A part named `name` whose every method is `make(method)`: the one place where a part is
 * assembled from functions (the casts are the price of building an interface at run time).
 */
export function buildPart<Part extends { readonly name: string }>(
  name: string,
  methods: readonly MethodOf<Part>[],
  make: (method: MethodOf<Part>) => (...args: unknown[]) => Promise<unknown>,
): Part {
  const part: Record<string, unknown> = { name };
  for (const method of methods) part[method as string] = make(method);
  return part as Part;
}

/** Calls `part[method]` with `args` (for wrappers built with buildPart). */
export const callMethod = <Part>(part: Part, method: MethodOf<Part>, args: unknown[]): Promise<unknown> =>
  (part[method] as unknown as AnyMethod).apply(part, args as never[]);

/** Owner data whose every call is recorded in the request's Timing (a 'miss': it never comes from a cache). */
export function timedOwnerData(owners: OwnerData, timing: Timing): OwnerData {
  const timed = buildPart<OwnerData>(owners.name, OWNER_DATA_METHODS, (method) => async (...args) => {
    const started = clock();
    try {
      return await callMethod(owners, method, args);
    } finally {
      timing.record('miss', clock() - started);
    }
  });
  return {
    ...timed,
    ...(owners.unavailable ? { unavailable: owners.unavailable } : {}),
    ...(owners.loginIdentifier ? { loginIdentifier: owners.loginIdentifier } : {}),
  };
}

/** Parts whose every call fails with `error` (a misconfigured provider: see ../select.ts). */
export function failingParts(name: string, error: unknown): ProviderParts {
  const fail = () => () => Promise.reject(error);
  return {
    catalogue: buildPart<Catalogue>(name, CATALOGUE_METHODS, fail),
    owners: buildPart<OwnerData>(name, OWNER_DATA_METHODS, fail),
  };
}
