/** Turns validation errors into the docs/forms-and-leads.md texts of the form's language (namespace FORMS), and names fields and values for people. */
import type { TranslationFunctions } from '../../locales/i18n-types';
import type { FieldError, PayloadValue } from './validate';

export type FormTexts = TranslationFunctions['FORMS'];

/** The label of a field (the payload's name when the dictionary has none). */
export function labelOf(t: FormTexts, field: string): string {
  const text = (t.label as unknown as Record<string, (() => string) | undefined>)[field]?.();
  return text || field;
}

export function messageFor(t: FormTexts, error: FieldError): string {
  switch (error.code) {
    case 'required':
      return t.msg.required({ field: labelOf(t, error.field ?? '') });
    case 'tooLong':
      return t.msg.tooLong({ max: error.max ?? 0 });
    default:
      return t.msg[error.code]();
  }
}

const OPTION_KEYS: Record<string, Record<string, string>> = {
  title: { mr: 'mr', ms: 'ms', miss: 'miss' },
  preference: { phone: 'byPhone', email: 'byEmail' },
  timeSlots: { '10-13': 'slotMorning', '13-16': 'slotAfternoon', '16-19': 'slotEvening' },
  goal: { '0': 'buy', '1': 'rent' },
  valuationGoal: { sell: 'sell', let: 'let' },
  frequency: { instant: 'instant', daily: 'daily', weekly: 'weekly' },
};

/** The visible text of one option of a field ('mr' → 'Mr', '10-13' → '10:00–13:00'); the value itself when it has no text. */
export function optionText(t: FormTexts, field: string, value: string): string {
  const key = OPTION_KEYS[field]?.[value];
  const text = key ? (t.option as unknown as Record<string, () => string>)[key]?.() : '';
  return text || value;
}

/** A payload value as a person reads it (lists joined, booleans yes/no, options by their text). */
export function valueText(t: FormTexts, field: string, value: PayloadValue): string {
  if (typeof value === 'boolean') return value ? t.option.yes() : t.option.no();
  if (Array.isArray(value)) return value.map((v) => optionText(t, field, String(v))).join(', ');
  return optionText(t, field, String(value));
}
