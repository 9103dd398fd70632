/**
 * What the server hands a re-rendered form page after a refused plain HTML post (no JavaScript):
 * the form kind, every value the visitor typed and the message per field. The browser reads the
 * same object from the page (a JSON script element) to hydrate the form as the server drew it.
 * Also the names of the form's hidden control fields.
 */
import type { FormKind } from './kinds';

export interface Submission {
  kind: FormKind;
  /** The page the form is on (same-site path): the browser shows it in the address bar. */
  path: string;
  /** The values as posted (secrets and control fields removed). */
  values: Record<string, string | string[]>;
  /** Field name → message in the form's language; `_form` for a message about the whole form. */
  errors: Record<string, string>;
}

/** Per-request form context (router context): the fill-time token and, after a refused post, the submission. The server's page context adds the answer pages' states (app/forms/page-forms.ts). */
export interface FormsContext {
  token?: string;
  /** Turnstile's site key, when the site asks for a captcha. */
  siteKey?: string;
  submission?: Submission;
}

export const CONTROL_FIELDS = {
  lang: 'lang',
  back: 'back',
  token: '_ts',
  honeypot: 'website',
  captcha: 'cf-turnstile-response',
} as const;
export const FORM_ERROR = '_form';
export const SUBMISSION_SCRIPT_ID = 'form-submission';
