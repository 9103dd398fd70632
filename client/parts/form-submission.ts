/**
 * A refused plain post's page, as the server drew it again (answered at /api/forms/{kind}, opened
 * at the form's message by the form action's fragment), declared on the submission's JSON script
 * (`load`; elsewhere it does nothing): the address bar is set back to the form's
 * own page (its fragment kept), and, when nothing else has the focus yet, the focus goes to the
 * first wrong field (or the form's message when no field is wrong), scrolled into view below the
 * fixed header. The form keeps its marked fields and messages: the island hydrates later from
 * the same submission (shared/components/forms/FormPanel.tsx).
 */
import type { Submission } from '../../shared/forms/submission';
import { safeReturnPath } from '../../shared/forms/return-path';

export function start(script: HTMLElement): void {
  if (window.location.pathname.startsWith('/api/forms/')) readSubmission(script);
}

function readSubmission(script: HTMLElement): Submission | undefined {
  let submission: Submission;
  try {
    submission = JSON.parse(script.textContent ?? '') as Submission;
  } catch {
    return undefined;
  }
  if (window.location.pathname.startsWith('/api/forms/'))
    window.history.replaceState(null, '', `${safeReturnPath(submission.path, 'en')}${window.location.hash}`);
  const form = document.querySelector<HTMLFormElement>(`form[data-form="${CSS.escape(submission.kind)}"]`);
  const target =
    form?.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset)') ??
    form?.querySelector<HTMLElement>('.form-alert');
  const idle = document.activeElement === null || document.activeElement === document.body;
  if (target && idle) target.focus();
  return submission;
}
