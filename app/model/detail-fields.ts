/**
 * The fields of each group of a property's details (shared/model/property.ts PropertyDetails), in
 * the order the detail page lists them: what an imported record fills (./feed.ts) and what a
 * display rule may name (../rules/condition-schema.ts).
 */
import type { PropertyDetails } from '../../shared/model/property';

type GroupFields = {
  [G in Exclude<keyof PropertyDetails, 'Viager'>]: readonly Exclude<keyof PropertyDetails[G], symbol>[];
};

export const DETAIL_GROUP_FIELDS = {
  Surfaces: ['Total', 'Living', 'Ground', 'Terrace', 'Garden', 'Office', 'Constructed'],
  Rooms: ['Bedrooms', 'Bathrooms', 'Showers', 'Toilets', 'Garages', 'Parkings', 'Floors', 'Floor'],
  Building: [
    'ConstructionYear',
    'RenovationYear',
    'FacadeCount',
    'FacadeWidth',
    'PlotWidth',
    'CadastralIncome',
    'Condition',
    'Heating',
    'Glazing',
    'WindowFrame',
    'Kitchen',
    'Roof',
    'RoofMaterial',
  ],
  Energy: ['Label', 'TotalEnergy', 'SpecificEnergy', 'Co2Emission', 'CertificateEndDate', 'ELevel', 'UniqueCode'],
  FloodRisk: ['Zone', 'PScore', 'GScore', 'RiparianZone'],
  Asbestos: ['Type', 'Date'],
  Planning: ['BuildingPermit', 'AllotmentPermit', 'PreemptiveRights', 'Summons', 'JudicialDecision', 'AreaApplication'],
  Costs: [
    'ChargesOwner',
    'ChargesRenter',
    'NotaryFee',
    'RegistrationRights',
    'Vat',
    'TotalCost',
    'ParkingPrice',
    'GaragePrice',
    'Deposit',
    'AgencyCost',
    'Inventory',
  ],
} as const satisfies GroupFields;
