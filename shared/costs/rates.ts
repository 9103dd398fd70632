/**
 * The figures of the purchase-cost rule (docs/purchase-costs.md, checked November 2026),
 * as data: every figure is a list of dated values, each with the date it is in force from and the
 * public source it was read in. Next year's change is one appended entry; the rule
 * (./purchase-costs.ts) takes the entry in force on the deed's date.
 *
 * Figures marked `confirmed: false` could not be confirmed in an official or notarial source:
 * they are estimates and say so (see their `note`).
 */

/** One value of a figure from a date on (ISO date), with where it was read. */
export interface Dated<T> {
  from: string;
  value: T;
  source: string;
  /** false: an estimate that no public source we could read confirms (explained in `note`). */
  confirmed?: false;
  note?: string;
}
export type Series<T> = readonly Dated<T>[];

/** A band of a sliding scale: `rate` applies to the part of the amount between `from` and `to`. */
export interface Band {
  from: number;
  to: number;
  rate: number;
}

const SRC = {
  flanders2025:
    'https://forumadvocaten.be/2025/10/30/vlaanderen-verstrengt-het-verlaagd-verkooprecht-wat-verandert-er-vanaf-1-januari-2026/ (12 %; 2 % for the only own home; VLABEL)',
  flanders2022:
    'https://www.demorgen.be/voor-u-uitgelegd/wordt-een-woning-kopen-straks-echt-goedkoper-alles-wat-u-moet-weten-over-de-nieuwe-registratierech-ten~b652b3ca/ (12 % from 1 Jan 2022; own home 3 %)',
  brussels2023:
    'https://blog.forumforthefuture.be/fr/article/immobilier-bruxellois-regime-de-droit-denregistrement-plus-avantageux-des-le-1er-avril-2023/17801 and https://www.notaire.be/ (Fednot, 17 March 2023): abatement 200,000 (land 100,000), ceiling 600,000 (land 300,000), from 1 April 2023',
  brussels2017:
    'https://oracio.webwin.be/new-flashes/bruxelles-abattement-majore-des-2023-en-cas-dachat-du-logement-propre-et-uniqueij (12.5 %; abatement 175,000 below 500,000 before April 2023)',
  wallonia2025:
    'https://www.nisaba.be/nl/blog/reis-1/la-circulaire-2025-c-42-du-5-juillet-2025-concernant-les-droits-d-enregistrement-wallon-de-vente-3-habitation-propre-et-unique-18 (decree of 5 Dec 2024: 12.5 %; 3 % own home, no cap, existing homes, new builds and building land)',
  notaryScale:
    'https://www.3270notaris.be/verkopen-kopen-huren-lenen/kopen-en-verkopen-1/kosten-bij-verkoop-uit-de-hand-1 and https://www.bouwinfo.be/news/bouwen-en-verbouwen/bouwpartners/notaris/partner/hoeveel-kost-een-notaris (Royal Decree of 16 Dec 1950, sale by private agreement; 21 % VAT since 1 Jan 2012)',
  notaryReform:
    'https://etaamb.openjustice.be/fr/arrete-royal-du-22-novembre-2022_n2022042846 (Royal Decree of 22 Nov 2022, in force 1 Jan 2023) and https://www.certifisc.be/nl/nieuws/13381/verlaagde-notariskosten-vanaf-1-januari-2023 (administrative costs 750 for the first deed, 550 for the credit deed)',
  writingDuty: "http://ddnot.be/rekenmodules/kredieten (recht op geschriften / droit d'écriture 50)",
  mortgage:
    'http://www.geldlenenblog.be/hypotheeklening/kosten-van-een-hypotheeklening/ and http://ddnot.be/rekenmodules/kredieten (registration 1 %, mortgage duty 0.3 % on the principal plus accessories)',
  vat: 'Belgian VAT Code, table A of Royal Decree no. 20: 21 % on a new building sold with VAT (https://www.bouwinfo.be/)',
} as const;

export const RATES = {
  flanders: {
    /** Registration duty on a purchase that is not the buyer's only own home. */
    standard: [{ from: '2022-01-01', value: 0.12, source: SRC.flanders2022 }] as Series<number>,
    /** The buyer's only own home (no price cap). 3 % in 2022–2023 per the 2022 source, 3 % in 2024, 2 % for deeds from 1 Jan 2025. */
    ownHome: [
      { from: '2022-01-01', value: 0.03, source: SRC.flanders2022 },
      { from: '2025-01-01', value: 0.02, source: SRC.flanders2025 },
    ] as Series<number>,
    /** Building land: docs/purchase-costs.md takes 12 %, whoever buys it. */
    land: [{ from: '2022-01-01', value: 0.12, source: SRC.flanders2022 }] as Series<number>,
  },
  brussels: {
    standard: [{ from: '2017-01-01', value: 0.125, source: SRC.brussels2017 }] as Series<number>,
    /** Only own home: no duty on this first part of the price... */
    ownHomeAbatement: [
      { from: '2017-01-01', value: 175_000, source: SRC.brussels2017 },
      { from: '2023-04-01', value: 200_000, source: SRC.brussels2023 },
    ] as Series<number>,
    /** ...when the price is at most this (above it no abatement at all: a cliff). */
    ownHomeCeiling: [
      { from: '2017-01-01', value: 500_000, source: SRC.brussels2017 },
      { from: '2023-04-01', value: 600_000, source: SRC.brussels2023 },
    ] as Series<number>,
    landAbatement: [{ from: '2023-04-01', value: 100_000, source: SRC.brussels2023 }] as Series<number>,
    landCeiling: [{ from: '2023-04-01', value: 300_000, source: SRC.brussels2023 }] as Series<number>,
  },
  wallonia: {
    standard: [{ from: '2017-01-01', value: 0.125, source: SRC.wallonia2025 }] as Series<number>,
    /** Only own home, no price cap; also building land and new builds. */
    ownHome: [{ from: '2025-01-01', value: 0.03, source: SRC.wallonia2025 }] as Series<number>,
  },
  /** VAT on the building part of a new build. */
  newBuildVat: [{ from: '1996-01-01', value: 0.21, source: SRC.vat }] as Series<number>,
  notary: {
    /**
     * The notary's fee for a sale deed, by bands of the price. The reform of 1 Jan 2023 rewrote
     * the scale (scale 'J', with a reduced 'J bis' for a natural person's only own home up to
     * €850,000: about 10 % less on average, up to 12 %); its exact amounts are in the decree's
     * annex, which we could not read in full: we keep the bands published by notaries and do not
     * apply the own-home reduction (the figure may be up to about 12 % high for an own home).
     */
    saleScale: [
      {
        from: '1950-12-16',
        value: [
          { from: 0, to: 7_500, rate: 0.0456 },
          { from: 7_500, to: 17_500, rate: 0.0285 },
          { from: 17_500, to: 30_000, rate: 0.0228 },
          { from: 30_000, to: 45_495, rate: 0.0171 },
          { from: 45_495, to: 64_095, rate: 0.0114 },
          { from: 64_095, to: 250_095, rate: 0.0057 },
          { from: 250_095, to: Infinity, rate: 0.00057 },
        ],
        source: SRC.notaryScale,
        note: 'Scale J / J bis of the Royal Decree of 22 Nov 2022 not confirmed in full; the own-home reduction is not applied.',
      },
    ] as Series<readonly Band[]>,
    /** VAT on the notary's fee and administrative costs. */
    vat: [{ from: '2012-01-01', value: 0.21, source: SRC.notaryScale }] as Series<number>,
    /** Fixed administrative costs of the sale deed (and of a second, credit, deed). */
    adminSale: [{ from: '2023-01-01', value: 750, source: SRC.notaryReform }] as Series<number>,
    adminCredit: [{ from: '2023-01-01', value: 550, source: SRC.notaryReform }] as Series<number>,
  },
  deed: {
    /** Writing duty (recht op geschriften / droit d'écriture), per deed. */
    writingDuty: [{ from: '2017-01-01', value: 50, source: SRC.writingDuty }] as Series<number>,
    /** Transcription at the mortgage office (retribution) and third-party searches, without VAT. */
    transcription: [
      {
        from: '2023-01-01',
        value: 250,
        source: SRC.writingDuty,
        confirmed: false,
        note: 'Estimate: the retribution and the searches (cadastre, urbanism, soil) vary by file; the notaries give €1,200–1,800 for all fixed deed costs.',
      },
    ] as Series<number>,
    searches: [
      {
        from: '2023-01-01',
        value: 350,
        source: SRC.writingDuty,
        confirmed: false,
        note: 'Estimate of the certificates and searches the notary pays for the buyer (no public fixed amount).',
      },
    ] as Series<number>,
  },
  mortgage: {
    registration: [{ from: '2017-01-01', value: 0.01, source: SRC.mortgage }] as Series<number>,
    mortgageDuty: [{ from: '2017-01-01', value: 0.003, source: SRC.mortgage }] as Series<number>,
    /** Accessories (interest, costs) added to the registered amount: typically 10 % of the principal. */
    accessories: [{ from: '2017-01-01', value: 0.1, source: SRC.mortgage }] as Series<number>,
  },
} as const;

/** The value of a figure in force on `date` (ISO): the latest entry from on or before it. */
export function inForce<T>(series: Series<T>, date: string): Dated<T> {
  let found: Dated<T> | undefined;
  for (const d of series) if (d.from <= date && (!found || d.from >= found.from)) found = d;
  if (!found) throw new RangeError(`no rule in force on ${date}`);
  return found;
}
