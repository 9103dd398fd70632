/**
 * The forgotten-password answer where the CRM keeps the owner's password (whise; decision
 * record 029): that the agency manages it, and the agency's phone and e-mail, in one language.
 */
import { textsFor } from '../../shared/i18n/i18n';
import type { Lang } from '../../shared/paths/languages';
import { content } from '../content/store';

export function forgotByAgencyText(lang: Lang): string {
  const LL = textsFor(lang).OWNER;
  const { agency } = content.site(lang);
  return `${LL.forgotAgency()} ${LL.forgotAgencyAsk()} ${agency.phoneLink.text}, ${agency.email}`;
}
