/**
 * The forms' context as the server drew the page: the fill-time token of its forms, Turnstile's
 * site key and, on a form page drawn again after a refused post, the submission (values and
 * messages, read by ./form-submission.ts only on such a page).
 */
import type { FormsContext } from '../shared/forms/submission';

export async function readFormsContext(): Promise<FormsContext> {
  const token = document.querySelector<HTMLInputElement>('input[name="_ts"]')?.value;
  const siteKey = document.querySelector<HTMLElement>('.cf-turnstile[data-sitekey]')?.dataset.sitekey;
  const script = document.getElementById('form-submission');
  const submission = script ? (await import('./form-submission')).readSubmission(script) : undefined;
  return { ...(token ? { token } : {}), ...(siteKey ? { siteKey } : {}), ...(submission ? { submission } : {}) };
}
