/**
 * Whether a visitor's text holds a link (docs/security.md, docs/forms-and-leads.md): the rule for
 * text that the site mails to a third party in the agency's name (the page sent to a friend), so
 * that such a mail carries the agency's words and a visitor's name and message, never an address
 * to follow. A link is a URL with a scheme (`https://…`, `ftp://…`), a scheme that needs none
 * (`mailto:`, `javascript:`, `data:`), `www.…`, or anything written like a domain name: labels of
 * letters and digits joined by dots, ending in two or more letters (`evil.example`,
 * `evil.example/login`, an e-mail address). Letters of any script count, so a look-alike
 * domain in another alphabet is one too. It refuses the odd name written without a space after
 * a full stop ('Jan.Peeters'); the message asks to remove the web address, which a space does.
 */
const SCHEME = /[\p{L}][\p{L}\p{N}+.-]*:\/\//u;
const BARE_SCHEME = /\b(?:mailto|javascript|data|vbscript|file):/i;
const WWW = /(?:^|[^\p{L}\p{N}])www\d{0,3}\./u;
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const DOMAIN = new RegExp(`(?:^|[^\\p{L}\\p{N}-])${LABEL}(?:\\.${LABEL})*\\.\\p{L}{2,24}(?![\\p{L}\\p{N}])`, 'u');

export function containsLink(text: string): boolean {
  const t = text.normalize('NFKC');
  return SCHEME.test(t) || BARE_SCHEME.test(t) || WWW.test(t) || DOMAIN.test(t);
}

/** The fields of a form whose text the site mails to a third party (the friend), which may hold no link. */
export const THIRD_PARTY_TEXT = ['firstName', 'lastName', 'remarks'] as const;
