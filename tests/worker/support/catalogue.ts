/**
 * Helpers of the provider tests: the error a failing call throws (always a ProviderError), one
 * call of each public catalogue method in English, and the facts a property keeps empty when the
 * CRM's fields for them cannot be read.
 */
import { expect } from 'vitest';
import type { ListQuery } from '../../../shared/model/listing';
import { ProviderError } from '../../../worker/provider/core/errors';
import type { Catalogue } from '../../../worker/provider/core/types';

/** The provider's failure, checked to be a ProviderError (never another exception): the test fails if `promise` resolves. */
export async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }
  throw new Error('expected the call to fail');
}

/** What each catalogue call asks for: the listing query, a property, a property with similar ones, a project, a search text. */
export interface CatalogueCallArgs {
  list: ListQuery;
  property: number;
  similar: number;
  project: number;
  text: string;
}

/** One call of each public catalogue method but listTestimonials, in English, in the catalogue's order. */
export function catalogueCalls(p: Catalogue, args: CatalogueCallArgs): Promise<unknown>[] {
  return [
    p.listProperties(args.list),
    p.getProperty(args.property, 'en'),
    p.similarProperties(args.similar, 'en'),
    p.listProjects('en'),
    p.getProject(args.project, 'en'),
    p.listTypes('en'),
    p.listCities('en', 'all'),
    p.totals(),
    p.search(args.text, 'en'),
    p.listAgents('en'),
  ];
}

/** The facts of a property, as cards and pages read them, left empty when the CRM's fields for them cannot be read. */
export const UNREADABLE_FACTS = {
  Price: null,
  Bedrooms: null,
  Bathrooms: null,
  LivingArea: null,
  GroundArea: null,
  EnergyPerformance: null,
  Lat: null,
  Lng: null,
  Street: '',
  City: '',
};
