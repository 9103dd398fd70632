/**
 * What buying a Belgian property really costs (docs/purchase-costs.md): registration
 * duties by region (Flanders, Brussels with its abatement and its cliff, Wallonia), VAT on the
 * building part of a new build, the notary's fee on the legal scale with its VAT, the fixed deed
 * costs, optionally the mortgage deed's costs, and the totals. Figures come from ./rates.ts, the
 * entries in force on the deed's date. Indicative: the notary's own estimate is what counts.
 *
 * Decisions where the sources are silent: a new build's land share is taxed as building land of
 * its region (Brussels' land abatement when the land share is at most its ceiling), the whole
 * price when no land share is given is under VAT; the notary's fee is on the whole price; the
 * notary's fee for the credit deed is not included (its scale could not be confirmed).
 */
import type { Region } from '../model/energy';
import { RATES, inForce, type Band, type Dated, type Series } from './rates';

export type CostKind = 'existing' | 'new' | 'land';
export const COST_KINDS: readonly CostKind[] = ['existing', 'new', 'land'];

export interface CostInput {
  price: number;
  region: Region;
  kind: CostKind;
  /** The buyer's only own home (they will live there and own no other home). */
  ownHome: boolean;
  /** For a new build: the land's part of the price, under registration duties. */
  landShare?: number;
  /** Principal of a mortgage loan for this purchase. */
  mortgage?: number;
  /** ISO date of the deed; today when absent. */
  date?: string;
}

/** Which of the four parts a line belongs to. */
export type CostPart = 'registrationDuties' | 'vat' | 'notaryFees' | 'otherCosts';

/** One line of the breakdown; `key` names its label (COSTS.line.*), `rate`/`base` fill it. */
export interface CostLine {
  key:
    | 'registration'
    | 'abatement'
    | 'vatBuilding'
    | 'notaryFee'
    | 'notaryVat'
    | 'adminCosts'
    | 'writingDuty'
    | 'transcription'
    | 'searches'
    | 'mortgageRegistration'
    | 'mortgageDuty'
    | 'mortgageAdmin'
    | 'mortgageWritingDuty';
  part: CostPart;
  amount: number;
  rate?: number;
  base?: number;
}

export interface CostResult {
  region: Region;
  registrationDuties: number;
  vat: number;
  notaryFees: number;
  otherCosts: number;
  totalCosts: number;
  totalPrice: number;
  lines: CostLine[];
  /** The most recent date from which a figure used here is in force ('rules of …'). */
  rulesOf: string;
  /** Some figure used is an estimate that no public source confirms. */
  estimated: boolean;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** A sliding-scale fee: each band's rate on the part of `amount` inside it. */
export function scaleFee(bands: readonly Band[], amount: number): number {
  let fee = 0;
  for (const b of bands) if (amount > b.from) fee += (Math.min(amount, b.to) - b.from) * b.rate;
  return cents(fee);
}

/** Registration duty on a price in a region; `land` for building land (or a new build's land share). */
function registration(
  region: Region,
  price: number,
  land: boolean,
  ownHome: boolean,
  pick: <T>(s: Series<T>) => T,
): Omit<CostLine, 'part'>[] {
  if (region === 'flanders') {
    const rate = land
      ? pick(RATES.flanders.land)
      : ownHome
        ? pick(RATES.flanders.ownHome)
        : pick(RATES.flanders.standard);
    return [{ key: 'registration', amount: cents(price * rate), rate, base: price }];
  }
  if (region === 'wallonia') {
    const rate = ownHome ? pick(RATES.wallonia.ownHome) : pick(RATES.wallonia.standard);
    return [{ key: 'registration', amount: cents(price * rate), rate, base: price }];
  }
  const rate = pick(RATES.brussels.standard);
  const abatement = ownHome ? (land ? pick(RATES.brussels.landAbatement) : pick(RATES.brussels.ownHomeAbatement)) : 0;
  const ceiling = land ? pick(RATES.brussels.landCeiling) : pick(RATES.brussels.ownHomeCeiling);
  const applies = abatement > 0 && price <= ceiling;
  const base = applies ? Math.max(0, price - abatement) : price;
  const lines: Omit<CostLine, 'part'>[] = [{ key: 'registration', amount: cents(base * rate), rate, base }];
  if (applies) lines.push({ key: 'abatement', amount: 0, base: Math.min(price, abatement) });
  return lines;
}

export function purchaseCosts(input: CostInput): CostResult {
  const date = input.date ?? new Date().toISOString().slice(0, 10);
  const used: Dated<unknown>[] = [];
  const pick = <T>(s: Series<T>): T => {
    const d = inForce(s, date);
    used.push(d as Dated<unknown>);
    return d.value;
  };
  const { price, region, kind, ownHome } = input;
  const lines: CostLine[] = [];
  const add = (part: CostPart, l: Omit<CostLine, 'part'>) => lines.push({ ...l, part });

  if (kind === 'new') {
    const land = Math.min(price, Math.max(0, input.landShare ?? 0));
    if (land > 0) for (const l of registration(region, land, true, ownHome, pick)) add('registrationDuties', l);
    const vatRate = pick(RATES.newBuildVat);
    add('vat', { key: 'vatBuilding', amount: cents((price - land) * vatRate), rate: vatRate, base: price - land });
  } else {
    for (const l of registration(region, price, kind === 'land', ownHome, pick)) add('registrationDuties', l);
  }

  const notaryVat = pick(RATES.notary.vat);
  const fee = scaleFee(pick(RATES.notary.saleScale), price);
  add('notaryFees', { key: 'notaryFee', amount: fee, base: price });
  add('notaryFees', { key: 'notaryVat', amount: cents(fee * notaryVat), rate: notaryVat });
  add('otherCosts', { key: 'adminCosts', amount: cents(pick(RATES.notary.adminSale) * (1 + notaryVat)) });
  add('otherCosts', { key: 'writingDuty', amount: pick(RATES.deed.writingDuty) });
  add('otherCosts', { key: 'transcription', amount: pick(RATES.deed.transcription) });
  add('otherCosts', { key: 'searches', amount: pick(RATES.deed.searches) });

  const mortgage = input.mortgage ?? 0;
  if (mortgage > 0) {
    const registered = mortgage * (1 + pick(RATES.mortgage.accessories));
    const regRate = pick(RATES.mortgage.registration);
    const dutyRate = pick(RATES.mortgage.mortgageDuty);
    add('otherCosts', {
      key: 'mortgageRegistration',
      amount: cents(registered * regRate),
      rate: regRate,
      base: cents(registered),
    });
    add('otherCosts', {
      key: 'mortgageDuty',
      amount: cents(registered * dutyRate),
      rate: dutyRate,
      base: cents(registered),
    });
    add('otherCosts', { key: 'mortgageAdmin', amount: cents(pick(RATES.notary.adminCredit) * (1 + notaryVat)) });
    add('otherCosts', { key: 'mortgageWritingDuty', amount: pick(RATES.deed.writingDuty) });
  }

  const sum = (part: CostPart) => cents(lines.filter((l) => l.part === part).reduce((s, l) => s + l.amount, 0));
  const registrationDuties = sum('registrationDuties');
  const vat = sum('vat');
  const notaryFees = sum('notaryFees');
  const otherCosts = sum('otherCosts');
  const totalCosts = cents(registrationDuties + vat + notaryFees + otherCosts);
  return {
    region,
    registrationDuties,
    vat,
    notaryFees,
    otherCosts,
    totalCosts,
    totalPrice: cents(price + totalCosts),
    lines,
    // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text
    rulesOf: used.reduce((latest, d) => (d.from > latest ? d.from : latest), ''),
    estimated: used.some((d) => d.confirmed === false),
  };
}
