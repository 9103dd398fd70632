/**
 * The forms' part of the router context on the server: what the form islands get too
 * (shared/forms/submission.ts `FormsContext`) plus the states of the answer pages, which only
 * the server draws: a subscription link's confirmation and the thank-you page's summary.
 */
import type { FormsContext } from '../../shared/forms/submission';
import type { ConfirmationView } from './opt-in';
import type { SentSummary } from './sent';

export interface PageForms extends FormsContext {
  /** The subscription confirmation page's state (./opt-in.ts). */
  confirmation?: ConfirmationView;
  /** What the visitor just sent, on a thank-you page (./sent.ts). */
  sent?: SentSummary;
}
