/**
 * Double opt-in (docs/forms-and-leads.md "Confirming a subscription", decision record 024): the
 * form kinds that subscribe an address (a search alert, the newsletter) register nothing until
 * the address confirms from the e-mailed link; a request for a property's documents is mailed to
 * an address only once it confirms too (docs/security.md: the site mails nothing to an address
 * that did not ask), unless that address confirmed a request for documents within
 * CONFIRMED_ADDRESS_DAYS. The rules as plain functions: which kinds, how
 * long a link lives, how many confirmation e-mails an address gets, and which page (and HTTP
 * status) a link shows in each state.
 */
import type { FormKind } from '../../shared/forms/kinds';

export const OPT_IN_KINDS = [
  'demand-register',
  'sign-newsletter',
  'request-documents',
] as const satisfies readonly FormKind[];
export type OptInKind = (typeof OPT_IN_KINDS)[number];

export const needsConfirmation = (kind: string): kind is OptInKind =>
  (OPT_IN_KINDS as readonly string[]).includes(kind);

/** Days an unconfirmed subscription (and its link) lives; the cron deletes it after. */
export const CONFIRMATION_DAYS = 7;

/** Days during which an address that confirmed a request for documents gets later ones without confirming again. */
export const CONFIRMED_ADDRESS_DAYS = 30;

/** Hours within which an address gets at most one confirmation e-mail (all kinds together). */
export const CONFIRMATION_MAIL_HOURS = 24;

/** The confirmation page's original path (content/site-map.json; localized per language). */
export const CONFIRM_PAGE = '/confirm-subscription/';

/**
 * What the confirmation page shows: the button (`confirm`), the result of pressing it
 * (`confirmed`), a link already used, a link whose subscription expired, or a link that is not
 * ours (changed, cut, signed with another secret).
 */
export type ConfirmationState = 'confirm' | 'confirmed' | 'used' | 'expired' | 'invalid';

export interface ConfirmationView {
  state: ConfirmationState;
  kind?: OptInKind;
  /** The subscribed address, shown on the page (only to whoever holds the link). */
  email?: string;
  /** The link's token, posted back by the button (state `confirm` only). */
  token?: string;
}

/** The page's HTTP status: 200 to ask and after confirming, 410 for a used or expired link, 400 for a forged one. */
export function confirmationStatus(state: ConfirmationState): 200 | 400 | 410 {
  if (state === 'used' || state === 'expired') return 410;
  if (state === 'invalid') return 400;
  return 200;
}

/** SQLite's UTC 'yyyy-mm-dd hh:mm:ss' as a Date. */
const sqliteTime = (text: string): Date => new Date(`${text.replace(' ', 'T')}Z`);

/**
 * The state of a link whose signature verified, from its stored subscription (null: deleted by
 * the expiry, so expired): used once confirmed, expired past CONFIRMATION_DAYS, else to confirm.
 */
export function storedState(
  row: { createdAt: string; confirmedAt: string | null } | null,
  now: Date,
): 'confirm' | 'used' | 'expired' {
  if (!row) return 'expired';
  if (row.confirmedAt) return 'used';
  const age = now.getTime() - sqliteTime(row.createdAt).getTime();
  return age > CONFIRMATION_DAYS * 86_400_000 ? 'expired' : 'confirm';
}
