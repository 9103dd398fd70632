/**
 * A refused plain post's submission, as the server put it in the page it drew again (answered at
 * /api/forms/{kind}): parsed, and the address bar set back to the form's own page before the
 * router reads it.
 */
import type { Submission } from '../shared/forms/submission';
import { safeReturnPath } from '../shared/forms/return-path';

export function readSubmission(script: HTMLElement): Submission | undefined {
  let submission: Submission;
  try {
    submission = JSON.parse(script.textContent ?? '') as Submission;
  } catch {
    return undefined;
  }
  if (window.location.pathname.startsWith('/api/forms/'))
    window.history.replaceState(null, '', safeReturnPath(submission.path, 'en'));
  return submission;
}
