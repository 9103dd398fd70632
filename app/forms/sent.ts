/**
 * What a visitor sent, as the thank-you page restates it (docs/forms-and-leads.md, "Thank-you
 * pages"): the property or project the form was about, the viewing's slot, the address to value,
 * the amount offered, and the address the agency answers at. Built by the worker when the lead is
 * recorded (worker/forms/sent-cookie.ts), read back on the thank-you page of the same kind.
 */
import type { FormKind } from '../../shared/forms/kinds';

export interface SentSummary {
  kind: FormKind;
  /** The property's title, its page and its place ('1180 Uccle'). */
  property?: { title: string; href: string; place: string };
  project?: { title: string; href: string };
  /** The viewing booked, in the agency's local time ('2026-12-01T17:00'). */
  slot?: { startsAt: string; endsAt: string };
  /** The address to value (free valuation), as one line. */
  address?: string;
  /** The amount offered (purchase offer), in euros. */
  amount?: number;
  /** Where the agency answers. */
  email?: string;
}

/** A slot as people read it: 'Tuesday 1 December 2026, 17:00–18:00' in the page's language. */
export function slotText(slot: { startsAt: string; endsAt: string }, lang: string): string {
  const [date = '', from = ''] = slot.startsAt.split('T');
  const to = slot.endsAt.split('T')[1] ?? '';
  const [y, m, d] = date.split('-').map(Number);
  const day = new Intl.DateTimeFormat(`${lang}-BE`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
  // The times never part at the dash (word joiners around it).
  return `${day}, ${from.slice(0, 5)}\u2060\u2013\u2060${to.slice(0, 5)}`;
}
