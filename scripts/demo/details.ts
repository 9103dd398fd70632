/**
 * The detail field groups of a demo property (docs/data-model.md),
 * derived from its spec: surfaces, rooms, building, energy, flood risk, asbestos, planning,
 * costs (with Belgian registration rights per region and notary fees) and viager. Groups that
 * do not apply stay null (a flat has no garden, land has no bedrooms, Wallonia no P-score).
 */
import type { PropertyDetails } from '../../shared/model/property';
import { GOAL_SALE, WEB_ID } from '../../shared/model/property';
import type { Rng } from './prng';
import { roundTo } from './prng';
import type { PropertySpec } from './spec';

const addDays = (iso: string, days: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const isResidential = (s: PropertySpec) =>
  s.subtype.webId === WEB_ID.house || s.subtype.webId === WEB_ID.apartment || s.subtype.webId === WEB_ID.studio;

/** Registration rights on a purchase (2025 rules, simplified): own home vs other, per region. */
function registrationRights(s: PropertySpec, taxable: number): number {
  const ownHome = isResidential(s);
  switch (s.city.region) {
    case 'flanders':
      return Math.round(taxable * (ownHome ? 0.02 : 0.12));
    case 'brussels':
      return Math.round(ownHome && taxable <= 600000 ? Math.max(0, taxable - 200000) * 0.125 : taxable * 0.125);
    case 'wallonia':
      return Math.round(taxable * (ownHome ? 0.03 : 0.125));
    default:
      return Math.round(taxable * 0.07);
  }
}

export function buildDetails(s: PropertySpec, rng: Rng, today: string): PropertyDetails {
  const sale = s.goal === GOAL_SALE;
  const webId = s.subtype.webId;
  const building = webId !== WEB_ID.land;
  const dwelling = isResidential(s);
  const footprint = s.living && s.floors ? Math.round(s.living / s.floors) : null;

  // costs
  const newBuild = s.condition === 'new';
  const landShare = newBuild ? Math.round(s.price * 0.3) : s.price;
  const vat = sale && newBuild ? roundTo((s.price - landShare) * 0.21, 10) : null;
  const rights = sale ? registrationRights(s, landShare) : null;
  const notary = sale ? roundTo(1250 + s.price * 0.009, 50) : null;
  const charges =
    webId === WEB_ID.apartment || webId === WEB_ID.studio
      ? roundTo(rng.int(60, 240), 5)
      : webId === WEB_ID.offices
        ? roundTo((s.living ?? 100) * 3, 10)
        : null;

  // energy
  const epcValue = s.epc?.value ?? null;
  const issued = addDays(today, -rng.int(60, 8 * 365));
  const certificateEnd = s.epc ? addDays(issued, 3652) : null;
  const uniqueCode = s.epc
    ? `${issued.replace(/-/g, '')}-${String(rng.int(1, 9_999_999)).padStart(10, '0')}-${rng.int(1, 9)}`
    : null;

  // flood information: P/G scores exist in Flanders only
  const flanders = s.city.region === 'flanders';
  const zone = rng.chance(0.12) ? 'possible' : 'none';
  const score = () =>
    rng.weighted([
      ['A', 8],
      ['B', 2],
      ['C', 1],
    ] as const);

  // asbestos certificate: Flemish duty for buildings from before 2001
  const asbestos =
    flanders && building && s.constructionYear !== null
      ? s.constructionYear < 2001
        ? { Type: rng.chance(0.75) ? 'asbestos-safe' : 'not-asbestos-safe', Date: addDays(today, -rng.int(30, 900)) }
        : { Type: 'not-required', Date: null }
      : { Type: null, Date: null };

  const parking = s.parkingPrice;
  return {
    Surfaces: {
      Total: s.living !== null ? Math.round(s.living * (dwelling ? 1.12 : 1.05)) : s.ground,
      Living: dwelling ? s.living : null,
      Ground: s.ground,
      Terrace: s.terrace,
      Garden: s.garden,
      Office:
        webId === WEB_ID.offices ? s.living : webId === WEB_ID.house && (s.living ?? 0) > 200 ? rng.int(10, 18) : null,
      Constructed: webId === WEB_ID.house ? footprint : null,
    },
    Rooms: {
      Bedrooms: s.bedrooms,
      Bathrooms: s.bathrooms,
      Showers: s.showers,
      Toilets: s.toilets,
      Garages: s.garages,
      Parkings: s.parkings,
      Floors: s.floors,
      Floor: s.floor,
    },
    Building: {
      ConstructionYear: s.constructionYear,
      RenovationYear: s.renovationYear,
      FacadeCount: s.facades,
      FacadeWidth: s.facadeWidth,
      PlotWidth: s.plotWidth,
      CadastralIncome: building ? roundTo((s.living ?? 20) * rng.float(6, 11), 5) : null,
      Condition: s.condition,
      Heating: s.heating,
      Glazing: s.glazing,
      WindowFrame: s.frame,
      Kitchen: s.kitchen,
      Roof: s.roof,
      RoofMaterial: s.roofMaterial,
    },
    Energy: {
      Label: s.epc?.code ?? null,
      TotalEnergy: epcValue !== null && s.living ? Math.round(epcValue * s.living) : null,
      SpecificEnergy: epcValue,
      Co2Emission: epcValue !== null ? Math.max(0, Math.round(epcValue * 0.21)) : null,
      CertificateEndDate: certificateEnd,
      ELevel: s.eLevel,
      UniqueCode: uniqueCode,
    },
    FloodRisk: {
      Zone: zone,
      PScore: flanders ? (zone === 'possible' ? 'B' : score()) : null,
      GScore: flanders && building ? (zone === 'possible' ? 'B' : score()) : null,
      RiparianZone: false,
    },
    Asbestos: asbestos,
    Planning: {
      BuildingPermit: building ? true : null,
      AllotmentPermit: webId === WEB_ID.land ? true : webId === WEB_ID.house ? rng.chance(0.3) : false,
      PreemptiveRights: rng.chance(0.06),
      Summons: false,
      JudicialDecision: false,
      AreaApplication: s.zoning,
    },
    Costs: {
      ChargesOwner: sale ? charges : null,
      ChargesRenter: sale ? null : charges,
      NotaryFee: notary,
      RegistrationRights: rights,
      Vat: vat,
      TotalCost: sale ? s.price + (rights ?? 0) + (notary ?? 0) + (vat ?? 0) : null,
      ParkingPrice: parking !== null && (s.parkings ?? 0) > 0 ? parking : null,
      GaragePrice: parking !== null && (s.garages ?? 0) > 0 && webId !== WEB_ID.house ? parking : null,
      Deposit: sale ? null : s.price * (s.depositMonths ?? 2),
      AgencyCost: null,
      Inventory: sale ? null : roundTo(rng.int(220, 420), 10),
    },
    Viager: s.viager,
  };
}
