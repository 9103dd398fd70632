/**
 * How many of the demo's demands (buyers and tenants looking) match one demo property, as a search
 * alert matches a property (worker/provider/common/alert-match.ts): the count the owner's summary shows.
 */
import type { DemoData } from '../../scripts/demo/index';
import { alertMatches } from '../../worker/provider/common/alert-match';

export function demandsMatching(data: DemoData, propertyId: number): number {
  const p = data.properties.find((x) => x.ID === propertyId)!;
  const target = {
    Goal: p.Goal,
    WebID: p.WebID,
    WebIDs: p.WebIDs.join(','),
    Zip: p.City.Zip,
    CityNames: Object.values(p.City.Name),
    Price: p.Price,
  };
  return data.demands.filter((d) => alertMatches(JSON.stringify(d.Criteria), target)).length;
}
