/**
 * Every detail field group of a property (docs/data-model.md) as
 * rows of translated label and display value, keeping only the values that are present:
 * null, empty text and zero counts are left out (a floor of 0 is the ground floor and stays;
 * planning yes/no answers stay, 'No' is information). Coded values (heating, glazing, kitchen…)
 * are translated when known and shown as given otherwise.
 */
import type { Texts } from '../../../shared/i18n/i18n';
import type { PropertyDetail } from '../../../shared/model/property';
import { epcLabelText } from '../../../shared/model/energy';
import { formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../format/date';
import { formatNumber } from '../../../shared/format/number';
import { calculatorCoversDuties } from '../../costs/property-costs';

/** A row's value: a text, or an EPC label drawn as the badge. */
export type RowValue = { text: string } | { epc: string };
export interface DetailRow {
  key: string;
  label: string;
  value: RowValue;
}
export interface DetailGroup {
  id: string;
  title: string;
  rows: DetailRow[];
}

type CodeTable = Record<string, () => string>;

/** 'heat-pump' → the HEATING.heatPump text; an unknown code is shown as given. */
export function codeText(table: CodeTable, code: string): string {
  const key = code.trim().replace(/[-_\s]+(\w)/g, (_, c: string) => c.toUpperCase());
  const fn = Object.hasOwn(table, key) ? table[key] : undefined;
  return fn ? fn() : code;
}

const present = (v: number | null | undefined): v is number =>
  v !== null && v !== undefined && Number.isFinite(v) && v !== 0;
const hasText = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

class Rows {
  readonly rows: DetailRow[] = [];
  text(key: string, label: string, text: string | null | undefined) {
    if (hasText(text)) this.rows.push({ key, label, value: { text } });
  }
  count(key: string, label: string, n: number | null) {
    if (present(n)) this.text(key, label, formatNumber(n));
  }
  fmt(key: string, label: string, n: number | null, f: (s: string) => string) {
    if (present(n)) this.text(key, label, f(formatNumber(n)));
  }
  euro(key: string, label: string, n: number | null) {
    if (present(n)) this.text(key, label, formatCurrency(n));
  }
  code(key: string, label: string, table: CodeTable, code: string | null) {
    if (hasText(code)) this.text(key, label, codeText(table, code));
  }
  yesNo(key: string, label: string, LL: Texts, v: boolean | null) {
    if (v !== null && v !== undefined) this.text(key, label, v ? LL.DETAIL.yes() : LL.DETAIL.no());
  }
  date(key: string, label: string, d: string | null) {
    if (hasText(d)) this.text(key, label, formatDate(d) || d);
  }
}

export function detailGroups(p: PropertyDetail, LL: Texts): DetailGroup[] {
  const D = LL.DETAIL;
  const m2 = (value: string) => D.squareMetres({ value });
  const groups: DetailGroup[] = [];
  const add = (id: string, title: string, fill: (r: Rows) => void) => {
    const r = new Rows();
    fill(r);
    if (r.rows.length) groups.push({ id, title, rows: r.rows });
  };

  add('surfaces', D.surfaces(), (r) => {
    const s = p.Surfaces;
    r.fmt('living', D.livingArea(), s.Living, m2);
    r.fmt('total', D.totalArea(), s.Total, m2);
    r.fmt('ground', D.groundArea(), s.Ground, m2);
    r.fmt('constructed', D.constructedArea(), s.Constructed, m2);
    r.fmt('terrace', D.terraceArea(), s.Terrace, m2);
    r.fmt('garden', D.gardenArea(), s.Garden, m2);
    r.fmt('office', D.officeArea(), s.Office, m2);
  });

  add('rooms', D.rooms(), (r) => {
    const o = p.Rooms;
    r.count('bedrooms', D.bedrooms(), o.Bedrooms);
    r.count('bathrooms', D.bathrooms(), o.Bathrooms);
    r.count('showers', D.showers(), o.Showers);
    r.count('toilets', D.toilets(), o.Toilets);
    r.count('garages', D.garages(), o.Garages);
    r.count('parkings', D.parkings(), o.Parkings);
    r.count('floors', D.floors(), o.Floors);
    if (o.Floor !== null && o.Floor !== undefined)
      r.text('floor', D.floor(), o.Floor === 0 ? D.groundFloor() : formatNumber(o.Floor));
  });

  add('building', D.building(), (r) => {
    const b = p.Building;
    if (present(b.ConstructionYear)) r.text('constructionYear', D.constructionYear(), String(b.ConstructionYear));
    if (present(b.RenovationYear)) r.text('renovationYear', D.renovationYear(), String(b.RenovationYear));
    r.code('condition', D.condition(), D.CONDITION, b.Condition);
    r.count('facadeCount', D.facadeCount(), b.FacadeCount);
    r.fmt('facadeWidth', D.facadeWidth(), b.FacadeWidth, (value) => D.metres({ value }));
    r.fmt('plotWidth', D.plotWidth(), b.PlotWidth, (value) => D.metres({ value }));
    r.code('heating', D.heating(), D.HEATING, b.Heating);
    r.code('glazing', D.glazing(), D.GLAZING, b.Glazing);
    r.code('windowFrame', D.windowFrame(), D.WINDOW_FRAME, b.WindowFrame);
    r.code('kitchen', D.kitchen(), D.KITCHEN, b.Kitchen);
    r.code('roof', D.roof(), D.ROOF, b.Roof);
    r.code('roofMaterial', D.roofMaterial(), D.ROOF_MATERIAL, b.RoofMaterial);
    r.euro('cadastralIncome', D.cadastralIncome(), b.CadastralIncome);
  });

  add('energy', D.energy(), (r) => {
    const e = p.Energy;
    if (hasText(e.Label)) r.rows.push({ key: 'label', label: D.energyLabel(), value: { epc: epcLabelText(e.Label) } });
    else if (hasText(p.EPCLabelText))
      r.rows.push({ key: 'label', label: D.energyLabel(), value: { epc: p.EPCLabelText.trim().toUpperCase() } });
    if (e.SpecificEnergy !== null)
      r.text('specificEnergy', D.specificEnergy(), D.kwhM2Year({ value: formatNumber(e.SpecificEnergy) }));
    r.fmt('totalEnergy', D.totalEnergy(), e.TotalEnergy, (value) => D.kwhYear({ value }));
    if (e.Co2Emission !== null) r.text('co2', D.co2(), D.co2Value({ value: formatNumber(e.Co2Emission) }));
    if (e.ELevel !== null) r.text('eLevel', D.eLevel(), `E${e.ELevel}`);
    r.date('certificateEnd', D.certificateEnd(), e.CertificateEndDate);
    r.text('uniqueCode', D.uniqueCode(), e.UniqueCode);
  });

  add('flood', D.floodRisk(), (r) => {
    const f = p.FloodRisk;
    r.code('zone', D.floodZone(), D.FLOOD_ZONE, f.Zone);
    r.text('pScore', D.pScore(), f.PScore);
    r.text('gScore', D.gScore(), f.GScore);
    r.yesNo('riparian', D.riparian(), LL, f.RiparianZone);
  });

  add('asbestos', D.asbestos(), (r) => {
    r.code('type', D.asbestosType(), D.ASBESTOS, p.Asbestos.Type);
    r.date('date', D.asbestosDate(), p.Asbestos.Date);
  });

  add('planning', D.planning(), (r) => {
    const pl = p.Planning;
    r.code('areaApplication', D.areaApplication(), D.AREA_APPLICATION, pl.AreaApplication);
    r.yesNo('buildingPermit', D.buildingPermit(), LL, pl.BuildingPermit);
    r.yesNo('allotmentPermit', D.allotmentPermit(), LL, pl.AllotmentPermit);
    r.yesNo('preemptiveRights', D.preemptiveRights(), LL, pl.PreemptiveRights);
    r.yesNo('summons', D.summons(), LL, pl.Summons);
    r.yesNo('judicialDecision', D.judicialDecision(), LL, pl.JudicialDecision);
  });

  add('costs', D.costs(), (r) => {
    const c = p.Costs;
    r.euro('chargesOwner', D.chargesOwner(), c.ChargesOwner);
    r.euro('chargesRenter', D.chargesRenter(), c.ChargesRenter);
    r.euro('deposit', D.deposit(), c.Deposit);
    // On a Belgian sale the purchase-cost calculator shows the duties, the notary's fee and the
    // total for the visitor's case; the provider's fixed figures for one case would contradict it.
    const calculated = calculatorCoversDuties(p);
    if (!calculated) {
      r.euro('notaryFee', D.notaryFee(), c.NotaryFee);
      r.euro('registrationRights', D.registrationRights(), c.RegistrationRights);
    }
    r.euro('vat', D.vat(), c.Vat);
    r.euro('parkingPrice', D.parkingPrice(), c.ParkingPrice);
    r.euro('garagePrice', D.garagePrice(), c.GaragePrice);
    r.euro('agencyCost', D.agencyCost(), c.AgencyCost);
    r.euro('inventory', D.inventory(), c.Inventory);
    if (!calculated) r.euro('totalCost', D.totalCost(), c.TotalCost);
  });

  if (p.Viager) {
    const v = p.Viager;
    add('viager', D.viager(), (r) => {
      r.euro('bouquet', D.bouquet(), v.Bouquet);
      r.euro('monthlyAnnuity', D.monthlyAnnuity(), v.MonthlyAnnuity);
      if (v.Ages.length) r.text('ages', D.annuitantAges(), D.ages({ ages: v.Ages.join(', ') }));
      r.yesNo('occupied', D.occupied(), LL, v.Occupied);
    });
  }

  add('availability', D.availability(), (r) => {
    const date = p.AvailableFrom ? formatDate(p.AvailableFrom) : '';
    r.text(
      'availableFrom',
      D.availableFrom(),
      date ? D.availableFromDate({ date }) : p.Goal === 0 ? D.availableAtDeed() : D.availableNow(),
    );
  });

  return groups;
}
