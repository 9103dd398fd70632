/**
 * The configuration shape of display conditions (./condition.ts), validated with arktype when
 * the configuration loads (content pages: ../config/page-schema.ts): a wrong rule stops the load
 * with a message naming the rule. Checked here: the logic is known, the field (and the field
 * compared with) is one a property has, exactly one thing to compare with, a list for 'in' and
 * 'notIn', a number or text for an order. Types of the property's values are checked when the
 * rule runs (they come from the provider).
 */
import { type } from '../schema/arktype';
import type { PropertyDetail, PropertyDetails } from '../../shared/model/property';
import { LOGICS, type ConditionRule } from './condition';
import { DETAIL_GROUP_FIELDS } from '../model/detail-fields';
import { lazy } from '../../shared/schema/lazy';

/** The fields a rule may name: those of a property in a list (shared/model/property.ts Property). */
export const CONDITION_FIELDS = [
  'ID',
  'WebID',
  'Goal',
  'City',
  'Zip',
  'TypeDescription',
  'MainTypeName',
  'Marquee',
  'MarqueeName',
  'Price',
  'PublishPrice',
  'PriceUnit',
  'PublishAddress',
  'Street',
  'CountryID',
  'CountryName',
  'EnergyPerformance',
  'EPCLabelText',
  'Title',
  'Bedrooms',
  'Bathrooms',
  'LivingArea',
  'GroundArea',
  'IsNew',
  'IsArriving',
  'IsDiscreet',
  'PublicationDate',
  'ProjectID',
] as const;

/** A field group of the detail page and the fields a rule may name in it ('Energy.Label'). */
const group = <G extends keyof PropertyDetails>(
  name: G,
  fields: readonly Exclude<keyof PropertyDetails[G], symbol>[],
) => fields.map((f) => `${name}.${f}` as const);

/**
 * The fields a rule of a detail-page block may name: those of a listed property, the detail's own
 * and its field groups (shared/model/property.ts PropertyDetail), e.g. 'Rooms.Bedrooms'.
 */
export const DETAIL_CONDITION_FIELDS = [
  ...CONDITION_FIELDS,
  ...(['AvailableFrom', 'VideoUrl', 'VirtualTourUrl'] as const satisfies readonly (keyof PropertyDetail)[]),
  ...group('Surfaces', DETAIL_GROUP_FIELDS.Surfaces),
  ...group('Rooms', DETAIL_GROUP_FIELDS.Rooms),
  ...group('Building', DETAIL_GROUP_FIELDS.Building),
  // a certificate's unique code is for the agency, not a rule
  ...group(
    'Energy',
    DETAIL_GROUP_FIELDS.Energy.filter((f) => f !== 'UniqueCode'),
  ),
  ...group('FloodRisk', DETAIL_GROUP_FIELDS.FloodRisk),
  ...group('Planning', DETAIL_GROUP_FIELDS.Planning),
];

const scalar = lazy(() => type('string | number | boolean | null'));
const logic = lazy(() => type.enumerated(...LOGICS));
const ORDER = new Set(['greaterThan', 'greaterOrEqual', 'lessThan', 'lessOrEqual']);

/** Cross-field checks; the message names the rule. */
function checkRule(
  r: Omit<ConditionRule, 'advancedCondition'> & { advancedCondition?: unknown },
  ctx: { reject: (m: { problem: string }) => false },
): boolean {
  const bad = (why: string) => ctx.reject({ problem: `(rule '${r.name}') ${why}` });
  if (r.field === undefined) {
    if (r.logic !== undefined || r.compareWithField !== undefined || r.compareWithValue !== undefined)
      return bad('compares nothing: it has no field');
    return r.advancedCondition !== undefined || bad('has neither a field nor an advancedCondition');
  }
  if (r.logic === undefined) return bad(`has a field ('${r.field}') but no logic`);
  if ((r.compareWithField === undefined) === (r.compareWithValue === undefined))
    return bad('needs exactly one of compareWithField and compareWithValue');
  const list = Array.isArray(r.compareWithValue);
  if ((r.logic === 'in' || r.logic === 'notIn') && r.compareWithField === undefined && !list)
    return bad(`uses '${r.logic}' without a list of values`);
  if (r.logic !== 'in' && r.logic !== 'notIn' && list) return bad(`compares with a list but uses '${r.logic}'`);
  if (
    ORDER.has(r.logic) &&
    r.compareWithValue !== undefined &&
    typeof r.compareWithValue !== 'number' &&
    typeof r.compareWithValue !== 'string'
  )
    return bad(`uses '${r.logic}' with ${JSON.stringify(r.compareWithValue)}: a number or text is needed`);
  return true;
}

/** The schema of a condition group whose rules may name `fields`. */
function groupSchemaFor(fields: readonly string[]) {
  const field = type.enumerated(...fields);
  const ruleShape = {
    name: 'string > 0',
    'field?': field,
    'logic?': logic,
    'compareWithField?': field,
    'compareWithValue?': scalar.or(scalar.array()),
  } as const;
  /** A rule inside an advancedCondition (one level deep). */
  const innerRule = type(ruleShape).narrow(checkRule);
  const innerGroup = type({ match: "'all' | 'any'", rules: innerRule.array().atLeastLength(1) });
  const rule = type({ ...ruleShape, 'advancedCondition?': innerGroup }).narrow(checkRule);
  return type({ match: "'all' | 'any'", rules: rule.array().atLeastLength(1) });
}

/** Conditions of a property-list module: fields of a listed property. */
export const conditionGroupSchema = lazy(() => groupSchemaFor(CONDITION_FIELDS));
/** Conditions of a detail-page block: fields of the property's detail as well. */
export const detailConditionGroupSchema = lazy(() => groupSchemaFor(DETAIL_CONDITION_FIELDS));
