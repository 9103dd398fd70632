/**
 * The rules of lists (app/listing/rules.ts), the EPC filter (shared/listing/epc-filter.ts)
 * and Belgium's regions and provinces (shared/listing/places.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epcLabel, epcLabelText, regionOfZip } from '../../shared/model/energy';
import { MARQUEE } from '../../shared/model/property';
import { acceptsEpc, EPC_CHOICES, epcBounds, epcRank } from '../../shared/listing/epc-filter';
import { inPlace, PLACES, placeByKey } from '../../shared/listing/places';
import { passesAvailability, passesCriteria, passesPrice, shownPrice } from './rules';

const card = (zip: string, ep: number | null, text = '', countryId = 10) => ({
  EnergyPerformance: ep,
  EPCLabelText: text,
  Zip: zip,
  CountryID: countryId,
});

describe('EPC filter', () => {
  it('ranks printed labels, the steps of a letter as that letter', () => {
    expect(['A++', 'A+', 'A', 'A-', 'B+', 'B', 'B-', 'C', 'G', 'I'].map(epcRank)).toEqual([
      0, 1, 2, 2, 3, 3, 3, 4, 8, 10,
    ]);
    expect(epcRank('')).toBeNull();
    expect(epcRank('Z')).toBeNull();
    expect(epcRank('A+++')).toBeNull();
  });

  it("judges each property on its own region's scale", () => {
    // 250 kWh/m²: C in Flanders (200–300), E in Brussels (233–253), C in Wallonia (170–255).
    expect(acceptsEpc('C', card('9000', 250))).toBe(true);
    expect(acceptsEpc('C', card('1000', 250))).toBe(false);
    expect(acceptsEpc('E', card('1000', 250))).toBe(true);
    expect(acceptsEpc('C', card('4000', 250))).toBe(true);
    // Wallonia's best class is A++; Flanders has none.
    expect(acceptsEpc('A++', card('5000', -5))).toBe(true);
    expect(acceptsEpc('A++', card('2000', -5))).toBe(false);
    expect(acceptsEpc('A+', card('2000', -5))).toBe(true);
    // Without a number, the label text; Luxembourg's own classes; unknown never passes.
    expect(acceptsEpc('B', card('9000', null, 'b'))).toBe(true);
    expect(acceptsEpc('B', card('L-1450', null, 'C', 50))).toBe(false);
    expect(acceptsEpc('G', card('9000', null, ''))).toBe(false);
    expect(acceptsEpc('nonsense', card('9000', 100))).toBe(false);
  });

  it('gives SQL bounds that decide exactly as the label does, for any performance and postcode', () => {
    const zips = ['1000', '1200', '1300', '1500', '2000', '3999', '4000', '6600', '7999', '8000', '9999'];
    fc.assert(
      fc.property(
        fc.constantFrom(...EPC_CHOICES),
        fc.constantFrom(...zips),
        fc.integer({ min: -60, max: 700 }),
        (worst, zip, ep) => {
          const bounds = epcBounds(worst)!;
          const region = regionOfZip(zip)!;
          const below = bounds.below[region];
          const bySql = below !== null && ep < below;
          expect(bySql).toBe(acceptsEpc(worst, card(zip, ep)));
        },
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...EPC_CHOICES), fc.constantFrom('A+', 'B-', 'C', 'D+', 'G', 'H'), (worst, text) => {
        expect(epcBounds(worst)!.texts.includes(text)).toBe(acceptsEpc(worst, card('L-1450', null, text, 50)));
      }),
    );
    expect(epcBounds('Q')).toBeNull();
  });

  it('matches the printed label of the regions scales', () => {
    expect(epcLabelText(epcLabel('brussels', 140))).toBe('C-');
    expect(acceptsEpc('C', card('1000', 140))).toBe(true);
  });
});

describe('regions and provinces', () => {
  it('cover every Belgian postcode by one region and one province (Brussels being both)', () => {
    for (let zip = 1000; zip <= 9999; zip += 7) {
      const p = card(String(zip), null);
      const regions = PLACES.filter((x) => x.kind === 'region' && inPlace(p, x.key));
      const provinces = PLACES.filter((x) => x.kind === 'province' && inPlace(p, x.key));
      expect(regions.length, String(zip)).toBe(1);
      expect(regions[0]!.key).toBe(regionOfZip(String(zip)));
      expect(provinces.length + (regions[0]!.key === 'brussels' ? 1 : 0), String(zip)).toBe(1);
    }
  });

  it('knows Belgian postcodes only', () => {
    expect(inPlace(card('1450', null, '', 50), 'walloon-brabant')).toBe(false);
    expect(inPlace(card('8400', null), 'west-flanders')).toBe(true);
    expect(inPlace(card('8400', null), 'nowhere')).toBe(false);
    expect(placeByKey('hainaut')?.name.nl).toBe('Henegouwen');
  });
});

describe('list rules', () => {
  const priced = { Price: 250_000, PublishPrice: true };
  const onRequest = { Price: null, PublishPrice: false };
  it('keeps sold and rented out unless asked for', () => {
    expect(passesAvailability({ Marquee: MARQUEE.sold }, {})).toBe(false);
    expect(passesAvailability({ Marquee: MARQUEE.rented }, {})).toBe(false);
    expect(passesAvailability({ Marquee: MARQUEE.option }, {})).toBe(true);
    expect(passesAvailability({ Marquee: MARQUEE.sold }, { closed: true })).toBe(true);
  });

  it('bounds the shown price; a price on request passes a bound only when asked for', () => {
    expect(shownPrice({ Price: 300_000, PublishPrice: false })).toBeNull();
    expect(passesPrice(priced, { maxPrice: 300_000 })).toBe(true);
    expect(passesPrice(priced, { minPrice: 300_000 })).toBe(false);
    expect(passesPrice(onRequest, { maxPrice: 300_000 })).toBe(false);
    expect(passesPrice(onRequest, { maxPrice: 300_000, onRequest: true })).toBe(true);
    expect(passesPrice(onRequest, {})).toBe(true);
  });

  it('applies living area, plot, new build and region', () => {
    const p = { LivingArea: 120, GroundArea: 400, ...card('9000', 150) };
    const facts = { newBuild: false };
    expect(passesCriteria(p, facts, { minArea: 120, maxArea: 120 })).toBe(true);
    expect(passesCriteria(p, facts, { minArea: 121 })).toBe(false);
    expect(passesCriteria({ ...p, LivingArea: null }, facts, { maxArea: 500 })).toBe(false);
    expect(passesCriteria(p, facts, { minPlot: 500 })).toBe(false);
    expect(passesCriteria(p, facts, { newBuild: true })).toBe(false);
    expect(passesCriteria(p, { newBuild: true }, { newBuild: true })).toBe(true);
    expect(passesCriteria(p, facts, { region: 'east-flanders', epc: 'B' })).toBe(true);
    expect(passesCriteria(p, facts, { region: 'wallonia' })).toBe(false);
  });
});
