/**
 * Field labels and values in a lead's language, for the lead delivery (CRM content and e-mails:
 * 'Label: value' lines). Server side: every dictionary is loaded there.
 */
import { textsFor } from '../../shared/i18n/i18n';
import type { Lang } from '../../shared/paths/languages';
import type { FormKind } from '../../shared/forms/kinds';
import { labelOf, valueText } from '../../shared/forms/messages';
import type { PayloadValue } from '../../shared/forms/validate';

/** The label of `field` of form `kind` in `lang` (the field name when there is none). */
export function fieldLabel(_kind: FormKind, field: string, lang: Lang): string {
  return labelOf(textsFor(lang).FORMS, field);
}

/** A payload value of `field` as text in `lang` (options by their label, booleans yes/no). */
export function fieldValue(field: string, value: PayloadValue, lang: Lang): string {
  return valueText(textsFor(lang).FORMS, field, value);
}
