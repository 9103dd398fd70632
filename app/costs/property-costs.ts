/**
 * Which detail pages show the purchase-cost calculator and with what defaults: every sale that
 * is not sold (not rent, not sold); its region from the postcode when in Belgium (elsewhere, e.g.
 * Luxembourg, the block says it covers Belgium only). Defaults (also the table shown without
 * JavaScript): for a home or building land, the buyer's only own home (most visitors buy the
 * home they will live in; the 'not own home' figure is one click away); for an investment
 * building, commercial premises, offices or a garage, not an own home. No mortgage. Kind land
 * for building land, new build for a unit of a new-build project, otherwise an existing home.
 */
import { regionOfZip, type Region } from '../../shared/model/energy';
import { WEB_ID, isClosed, type Property } from '../../shared/model/property';
import type { CostKind } from '../../shared/costs/purchase-costs';

type CostFacts = Pick<
  Property,
  'Goal' | 'Marquee' | 'Zip' | 'CountryID' | 'Price' | 'PublishPrice' | 'WebID' | 'ProjectID'
>;

const RESIDENTIAL: readonly number[] = [WEB_ID.house, WEB_ID.apartment, WEB_ID.studio, WEB_ID.land];

export const showsPurchaseCosts = (p: Pick<Property, 'Goal' | 'Marquee'>): boolean => p.Goal === 0 && !isClosed(p);

export interface CostDefaults {
  /** null outside Belgium. */
  region: Region | null;
  /** null when the price is not published. */
  price: number | null;
  kind: CostKind;
  ownHome: boolean;
}

export function costDefaults(p: CostFacts): CostDefaults {
  return {
    region: regionOfZip(p.Zip, p.CountryID),
    price: p.PublishPrice && p.Price !== null && p.Price > 0 ? p.Price : null,
    kind: p.WebID === WEB_ID.land ? 'land' : p.ProjectID !== null ? 'new' : 'existing',
    ownHome: RESIDENTIAL.includes(p.WebID),
  };
}

/** The calculator shows this property's registration duties (the fixed detail line is then left out). */
export const calculatorCoversDuties = (p: CostFacts): boolean =>
  showsPurchaseCosts(p) && costDefaults(p).region !== null;
