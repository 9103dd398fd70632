import { describe, expect, it } from 'vitest';
import { type } from '../schema/arktype';
import { evaluateGroup, evaluateRule, type ConditionRule } from './condition';
import { conditionGroupSchema } from './condition-schema';
import { parsePage } from '../config/page-schema';

const house = {
  Price: 850000,
  Goal: 0,
  City: 'Woluwe-Saint-Pierre',
  Zip: '1150',
  Bedrooms: 4,
  LivingArea: 240,
  GroundArea: 600,
  IsNew: false,
  Marquee: 0,
  EPCLabelText: 'C',
  PriceUnit: null,
  Surfaces: { Garden: 320 },
  Tags: ['garden', 'garage'],
};
const rule = (r: Omit<ConditionRule, 'name'>): ConditionRule => ({ name: 'r', ...r });
const pass = (r: Omit<ConditionRule, 'name'>, subject: unknown = house) => evaluateRule(rule(r), subject);

describe('display condition rules: every operator (docs/data-model.md Condition rule)', () => {
  it('equals and notEquals (text without regard to case or accents, numbers, booleans, empty)', () => {
    expect(pass({ field: 'Goal', logic: 'equals', compareWithValue: 0 }).pass).toBe(true);
    expect(pass({ field: 'Goal', logic: 'equals', compareWithValue: 1 }).pass).toBe(false);
    expect(pass({ field: 'City', logic: 'equals', compareWithValue: 'woluwe-saint-pierre' }).pass).toBe(true);
    expect(pass({ field: 'EPCLabelText', logic: 'equals', compareWithValue: 'c' }).pass).toBe(true);
    expect(pass({ field: 'City', logic: 'equals', compareWithValue: 'Liège' }, { City: 'liege' }).pass).toBe(true);
    expect(pass({ field: 'IsNew', logic: 'equals', compareWithValue: false }).pass).toBe(true);
    expect(pass({ field: 'PriceUnit', logic: 'equals', compareWithValue: null }).pass).toBe(true);
    expect(pass({ field: 'Goal', logic: 'notEquals', compareWithValue: 1 }).pass).toBe(true);
    expect(pass({ field: 'Goal', logic: 'notEquals', compareWithValue: 0 }).pass).toBe(false);
  });

  it('orders numbers at their bounds', () => {
    expect(pass({ field: 'Price', logic: 'greaterThan', compareWithValue: 849999 }).pass).toBe(true);
    expect(pass({ field: 'Price', logic: 'greaterThan', compareWithValue: 850000 }).pass).toBe(false);
    expect(pass({ field: 'Price', logic: 'greaterOrEqual', compareWithValue: 850000 }).pass).toBe(true);
    expect(pass({ field: 'Price', logic: 'greaterOrEqual', compareWithValue: 850001 }).pass).toBe(false);
    expect(pass({ field: 'Price', logic: 'lessThan', compareWithValue: 850001 }).pass).toBe(true);
    expect(pass({ field: 'Price', logic: 'lessThan', compareWithValue: 850000 }).pass).toBe(false);
    expect(pass({ field: 'Price', logic: 'lessOrEqual', compareWithValue: 850000 }).pass).toBe(true);
    expect(pass({ field: 'Price', logic: 'lessOrEqual', compareWithValue: 849999 }).pass).toBe(false);
  });

  it('orders text (postcodes) and compares one field with another', () => {
    expect(pass({ field: 'Zip', logic: 'greaterOrEqual', compareWithValue: '1000' }).pass).toBe(true);
    expect(pass({ field: 'Zip', logic: 'lessThan', compareWithValue: '1100' }).pass).toBe(false);
    expect(pass({ field: 'GroundArea', logic: 'greaterThan', compareWithField: 'LivingArea' }).pass).toBe(true);
    expect(pass({ field: 'LivingArea', logic: 'greaterThan', compareWithField: 'GroundArea' }).pass).toBe(false);
  });

  it('contains in text (any case) and in a list', () => {
    expect(pass({ field: 'City', logic: 'contains', compareWithValue: 'SAINT' }).pass).toBe(true);
    expect(pass({ field: 'City', logic: 'contains', compareWithValue: 'Uccle' }).pass).toBe(false);
    expect(pass({ field: 'Tags', logic: 'contains', compareWithValue: 'garden' }).pass).toBe(true);
    expect(pass({ field: 'Tags', logic: 'contains', compareWithValue: 'pool' }).pass).toBe(false);
  });

  it('in and notIn a list of values', () => {
    expect(pass({ field: 'Zip', logic: 'in', compareWithValue: ['1150', '1200'] }).pass).toBe(true);
    expect(pass({ field: 'Zip', logic: 'in', compareWithValue: ['1000'] }).pass).toBe(false);
    expect(pass({ field: 'Marquee', logic: 'notIn', compareWithValue: [3, 4] }).pass).toBe(true);
    expect(pass({ field: 'Marquee', logic: 'notIn', compareWithValue: [0] }).pass).toBe(false);
  });

  it('reads a nested field', () => {
    expect(pass({ field: 'Surfaces.Garden', logic: 'greaterThan', compareWithValue: 0 }).pass).toBe(true);
  });

  it('groups: all needs every rule, any one of them; advancedCondition must hold as well', () => {
    const cheap = rule({ field: 'Price', logic: 'lessThan', compareWithValue: 300000 });
    const forSale = rule({ field: 'Goal', logic: 'equals', compareWithValue: 0 });
    expect(evaluateGroup({ match: 'all', rules: [forSale, cheap] }, house).pass).toBe(false);
    expect(evaluateGroup({ match: 'any', rules: [forSale, cheap] }, house).pass).toBe(true);
    expect(evaluateGroup({ match: 'any', rules: [cheap] }, house).pass).toBe(false);
    expect(evaluateGroup({ match: 'all', rules: [] }, house).pass).toBe(true);
    expect(evaluateGroup({ match: 'any', rules: [] }, house).pass).toBe(false);
    expect(evaluateRule({ ...forSale, advancedCondition: { match: 'any', rules: [cheap] } }, house).pass).toBe(false);
    expect(evaluateRule({ ...forSale, advancedCondition: { match: 'any', rules: [cheap, forSale] } }, house).pass).toBe(
      true,
    );
    expect(
      evaluateRule({ name: 'only-group', advancedCondition: { match: 'all', rules: [forSale] } }, house).pass,
    ).toBe(true);
    // A guard: the group is not asked when the rule's own comparison fails (no error for an empty price).
    const guarded = {
      name: 'priced',
      field: 'Price',
      logic: 'notEquals' as const,
      compareWithValue: null,
      advancedCondition: {
        match: 'all' as const,
        rules: [rule({ field: 'Price', logic: 'greaterOrEqual', compareWithValue: 750000 })],
      },
    };
    expect(evaluateRule(guarded, house)).toEqual({ pass: true, errors: [] });
    expect(evaluateRule(guarded, { ...house, Price: null })).toEqual({ pass: false, errors: [] });
  });
});

describe('a rule that cannot be evaluated is false and says why, never throws', () => {
  const fails = (r: Omit<ConditionRule, 'name'>, subject: unknown = house) => {
    const out = evaluateRule({ name: 'bad-one', ...r }, subject);
    expect(out.pass).toBe(false);
    expect(out.errors).toHaveLength(1);
    expect(out.errors[0]).toMatch(/^rule 'bad-one'/);
    return out.errors[0];
  };

  it('an unknown field, on either side, or in a nested path', () => {
    expect(fails({ field: 'Pool', logic: 'equals', compareWithValue: true })).toContain("unknown field 'Pool'");
    expect(fails({ field: 'Price', logic: 'greaterThan', compareWithField: 'Budget' })).toContain(
      "unknown field 'Budget'",
    );
    expect(fails({ field: 'Surfaces.Pool', logic: 'greaterThan', compareWithValue: 0 })).toContain(
      "unknown field 'Surfaces.Pool'",
    );
    expect(fails({ field: 'toString', logic: 'equals', compareWithValue: 'x' })).toContain('unknown field');
    expect(fails({ field: 'Price', logic: 'equals', compareWithValue: 1 }, null)).toContain('unknown field');
  });

  it('wrong types: an order on an empty or text value, equality across types, contains on a number, in without a list', () => {
    expect(fails({ field: 'PriceUnit', logic: 'greaterThan', compareWithValue: 1 })).toContain('cannot be ordered');
    expect(fails({ field: 'Price', logic: 'greaterThan', compareWithValue: '800000' })).toContain('cannot be ordered');
    expect(fails({ field: 'Price', logic: 'equals', compareWithValue: '850000' })).toContain('compared with');
    expect(fails({ field: 'Surfaces', logic: 'equals', compareWithValue: 1 })).toContain('object');
    expect(fails({ field: 'Price', logic: 'contains', compareWithValue: '85' })).toContain(
      "'contains' needs text or a list",
    );
    expect(fails({ field: 'Zip', logic: 'in', compareWithValue: '1150' })).toContain('needs a list');
    expect(fails({ field: 'Zip', logic: 'notIn', compareWithValue: 1150 })).toContain('needs a list');
  });

  it('a rule without logic or without anything to compare with', () => {
    expect(fails({ field: 'Price' })).toContain('no logic');
    expect(fails({ field: 'Price', logic: 'equals' })).toContain('nothing to compare with');
  });

  it('a failing rule makes an all-group false and leaves an any-group to the others; errors name the nested rule', () => {
    const bad = rule({ field: 'Pool', logic: 'equals', compareWithValue: true });
    const good = rule({ field: 'Goal', logic: 'equals', compareWithValue: 0 });
    expect(evaluateGroup({ match: 'all', rules: [good, bad] }, house)).toMatchObject({
      pass: false,
      errors: [expect.stringContaining('Pool')],
    });
    expect(evaluateGroup({ match: 'any', rules: [bad, good] }, house).pass).toBe(true);
    const nested = evaluateRule(
      { name: 'outer', advancedCondition: { match: 'all', rules: [{ ...bad, name: 'inner' }] } },
      house,
    );
    expect(nested).toEqual({ pass: false, errors: ["rule 'outer' › rule 'inner': unknown field 'Pool'"] });
  });
});

describe('display conditions are validated when the configuration loads, naming the bad rule', () => {
  const check = (rules: unknown[], match = 'all') => conditionGroupSchema({ match, rules });
  const refused = (rules: unknown[]) => {
    const out = check(rules);
    expect(out).toBeInstanceOf(type.errors);
    return (out as type.errors).summary;
  };

  it('accepts the demo rules', () => {
    expect(
      check([
        { name: 'prestige-price', field: 'Price', logic: 'greaterOrEqual', compareWithValue: 750000 },
        { name: 'open', field: 'Marquee', logic: 'notIn', compareWithValue: [3, 4] },
      ]),
    ).not.toBeInstanceOf(type.errors);
    expect(
      check([
        {
          name: 'g',
          advancedCondition: {
            match: 'any',
            rules: [{ name: 'h', field: 'Zip', logic: 'equals', compareWithValue: '1000' }],
          },
        },
      ]),
    ).not.toBeInstanceOf(type.errors);
  });

  it('refuses each kind of bad rule, by name', () => {
    expect(refused([{ name: 'typo', field: 'Prise', logic: 'equals', compareWithValue: 1 }])).toMatch(/field/);
    expect(refused([{ name: 'odd-logic', field: 'Price', logic: 'between', compareWithValue: 1 }])).toMatch(/logic/);
    expect(
      refused([
        { name: 'two-sides', field: 'Price', logic: 'equals', compareWithValue: 1, compareWithField: 'Bedrooms' },
      ]),
    ).toContain("(rule 'two-sides') needs exactly one of compareWithField and compareWithValue");
    expect(refused([{ name: 'no-side', field: 'Price', logic: 'equals' }])).toContain(
      "(rule 'no-side') needs exactly one",
    );
    expect(refused([{ name: 'no-logic', field: 'Price', compareWithValue: 1 }])).toContain(
      "(rule 'no-logic') has a field ('Price') but no logic",
    );
    expect(refused([{ name: 'in-scalar', field: 'Zip', logic: 'in', compareWithValue: '1000' }])).toContain(
      "(rule 'in-scalar') uses 'in' without a list",
    );
    expect(refused([{ name: 'list-eq', field: 'Zip', logic: 'equals', compareWithValue: ['1000'] }])).toContain(
      "(rule 'list-eq') compares with a list but uses 'equals'",
    );
    expect(refused([{ name: 'bool-order', field: 'Price', logic: 'greaterThan', compareWithValue: true }])).toContain(
      "(rule 'bool-order') uses 'greaterThan' with true",
    );
    expect(refused([{ name: 'empty' }])).toContain("(rule 'empty') has neither a field nor an advancedCondition");
    expect(refused([{ name: 'stray', logic: 'equals', compareWithValue: 1 }])).toContain(
      "(rule 'stray') compares nothing",
    );
    expect(
      refused([
        {
          name: 'outer',
          advancedCondition: {
            match: 'all',
            rules: [{ name: 'deep', field: 'Price', logic: 'in', compareWithValue: 5 }],
          },
        },
      ]),
    ).toContain("(rule 'deep') uses 'in' without a list");
    expect(refused([{ field: 'Price', logic: 'equals', compareWithValue: 1 }])).toMatch(/name/);
    expect(check([], 'all')).toBeInstanceOf(type.errors);
  });

  it('a page whose module carries a bad rule is refused with the page, the module and the rule', () => {
    const page = {
      id: 'home',
      type: 'home',
      status: 'Published',
      sort: 1,
      createDate: '2026-01-01',
      modifyDate: '2026-01-01',
      title: { en: 'H', nl: 'H', fr: 'H', de: 'H' },
      seo: Object.fromEntries(
        ['en', 'nl', 'fr', 'de'].map((l) => [
          l,
          {
            title: 't',
            description: 'd',
            ogTitle: 't',
            ogDescription: 'd',
            twitterCard: 'summary',
            twitterTitle: 't',
            twitterDescription: 'd',
          },
        ]),
      ),
      modules: [
        {
          id: 'prestige',
          position: 'main',
          span: 12,
          col: { sm: 12, md: 12, lg: 12 },
          sort: 1,
          view: 'property-list',
          backgroundType: 'none',
          status: 'Published',
          conditions: {
            match: 'all',
            rules: [{ name: 'prestige-price', field: 'Price', logic: 'greaterThan', compareWithValue: false }],
          },
        },
      ],
    };
    expect(() => parsePage(page, 'content/pages/home.json')).toThrow(
      /Invalid page content\/pages\/home.json: .*modules\[0\]\.conditions\.rules\[0\] \(rule 'prestige-price'\) uses 'greaterThan' with false/s,
    );
  });
});
