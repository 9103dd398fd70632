import { describe, expect, it } from 'vitest';
import { type } from '../schema/arktype';
import raw from '../../config/site.json';
import { parseSiteConfig } from '../config/schema';
import { selectBlocks, type ConditionedBlock } from './block-selection';
import { conditionGroupSchema, detailConditionGroupSchema } from './condition-schema';
import type { ConditionRule } from './condition';

const house = {
  ID: 7,
  Goal: 0,
  Marquee: 0,
  Zip: '1050',
  Price: 345000,
  EPCLabelText: 'E+',
  Rooms: { Bedrooms: 4 },
  Surfaces: { Garden: null },
};

const block = (id: string, rules: ConditionRule[], match: 'all' | 'any' = 'all'): ConditionedBlock => ({
  id,
  status: 'Published',
  conditions: { match, rules },
});
const sale: ConditionRule = { name: 'for-sale', field: 'Goal', logic: 'equals', compareWithValue: 0 };
const rent: ConditionRule = { name: 'for-rent', field: 'Goal', logic: 'equals', compareWithValue: 1 };
const family: ConditionRule = {
  name: 'four-bedrooms',
  field: 'Rooms.Bedrooms',
  logic: 'greaterOrEqual',
  compareWithValue: 4,
};
const garden: ConditionRule = {
  name: 'big-garden',
  field: 'Surfaces.Garden',
  logic: 'greaterThan',
  compareWithValue: 100,
};

describe('detail-page blocks a property shows', () => {
  it('the published blocks whose rules hold, in the configured order', () => {
    const out = selectBlocks(
      [
        block('family', [family]),
        block('rental', [rent]),
        { ...block('draft', [sale]), status: 'Draft' },
        block('sale', [sale]),
      ],
      house,
    );
    expect(out.shown.map((b) => b.id)).toEqual(['family', 'sale']);
    expect(out.failed).toEqual([]);
  });

  it('a block whose rule cannot be evaluated is hidden with the rule’s error, even when its other rules hold', () => {
    const out = selectBlocks([block('garden-all', [sale, garden]), block('garden-any', [garden, sale], 'any')], house);
    expect(out.shown).toEqual([]);
    expect(out.failed.map((f) => [f.block.id, f.errors])).toEqual([
      ['garden-all', [expect.stringMatching(/^rule 'big-garden': 'Surfaces.Garden' is empty .*cannot be ordered/)]],
      ['garden-any', [expect.stringMatching(/^rule 'big-garden'/)]],
    ]);
    // A guard keeps the rule from being asked where it cannot apply: no error, the block simply does not show.
    const guarded: ConditionRule = {
      name: 'has-garden',
      field: 'Surfaces.Garden',
      logic: 'notEquals',
      compareWithValue: null,
      advancedCondition: { match: 'all', rules: [garden] },
    };
    expect(selectBlocks([block('guarded', [guarded])], house)).toEqual({ shown: [], failed: [] });
    expect(
      selectBlocks([block('guarded', [guarded])], { ...house, Surfaces: { Garden: 250 } }).shown.map((b) => b.id),
    ).toEqual(['guarded']);
  });

  it('the demo blocks: valuation for sales in our postcodes, renovation advice for E/F sales under €400,000', () => {
    const blocks = parseSiteConfig(raw).detailBlocks ?? [];
    const ids = (subject: object) => selectBlocks(blocks, subject).shown.map((b) => b.id);
    expect(blocks.map((b) => b.id)).toEqual(['valuation', 'renovation-advice']);
    expect(ids(house)).toEqual(['valuation', 'renovation-advice']);
    expect(ids({ ...house, Zip: '9000' })).toEqual(['renovation-advice']);
    expect(ids({ ...house, EPCLabelText: 'D' })).toEqual(['valuation']);
    expect(ids({ ...house, Price: 400000 })).toEqual(['valuation']);
    expect(ids({ ...house, Price: 399999, EPCLabelText: 'F-' })).toEqual(['valuation', 'renovation-advice']);
    expect(ids({ ...house, Price: null })).toEqual(['valuation']);
    expect(ids({ ...house, Goal: 1 })).toEqual([]);
    expect(ids({ ...house, Marquee: 3 })).toEqual([]);
    expect(selectBlocks(blocks, { ...house, Price: null }).failed).toEqual([]);
  });
});

describe('rules of detail blocks and list modules are validated when the site configuration loads', () => {
  it('a detail block may name the detail’s field groups, a list module only a listed property’s fields', () => {
    const group = { match: 'all', rules: [family] };
    expect(detailConditionGroupSchema(group)).not.toBeInstanceOf(type.errors);
    expect(conditionGroupSchema(group)).toBeInstanceOf(type.errors);
    expect(detailConditionGroupSchema({ match: 'all', rules: [{ ...family, field: 'Rooms.Pool' }] })).toBeInstanceOf(
      type.errors,
    );
  });

  it('a bad rule of a detail block is refused with its path and name', () => {
    const bad = structuredClone(raw);
    bad.detailBlocks[0]!.conditions.rules[2] = {
      name: 'our-postcodes',
      field: 'Zip',
      logic: 'equals',
      compareWithValue: ['1000', '1050'],
    };
    expect(() => parseSiteConfig(bad)).toThrow(
      /^Invalid site configuration: detailBlocks\[0\]\.conditions\.rules\[2\] \(rule 'our-postcodes'\) compares with a list but uses 'equals'/,
    );
    const typo = structuredClone(raw);
    (typo.detailBlocks[1]!.conditions.rules[3]!.advancedCondition!.rules[0] as { field: string }).field = 'Prijs';
    expect(() => parseSiteConfig(typo)).toThrow(
      /detailBlocks\[1\]\.conditions\.rules\[3\]\.advancedCondition\.rules\[0\]\.field/,
    );
  });

  it('a bad rule of a list module in the site configuration is refused with its path and name', () => {
    const module = {
      id: 'site-prestige',
      pages: ['home'],
      position: 'main',
      span: 12,
      col: { sm: 12, md: 12, lg: 12 },
      sort: 9,
      view: 'property-list',
      backgroundType: 'none',
      status: 'Published',
      conditions: {
        match: 'all',
        rules: [{ name: 'prestige-price', field: 'Price', logic: 'greaterOrEqual', compareWithValue: 750000 }],
      },
    };
    expect(parseSiteConfig({ ...raw, modules: [module] }).modules?.[0]?.conditions?.rules).toHaveLength(1);
    const bad = {
      ...module,
      conditions: {
        match: 'all',
        rules: [{ name: 'prestige-price', field: 'Price', logic: 'greaterThan', compareWithValue: true }],
      },
    };
    expect(() => parseSiteConfig({ ...raw, modules: [bad] })).toThrow(
      /^Invalid site configuration: modules\[0\]\.conditions\.rules\[0\] \(rule 'prestige-price'\) uses 'greaterThan' with true/,
    );
    expect(() => parseSiteConfig({ ...raw, modules: [{ ...module, pages: [] }] })).toThrow(/modules\[0\]\.pages/);
  });
});
