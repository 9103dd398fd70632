/**
 * How another part of a detail page (the share panel's 'send to a friend') opens a closed form in
 * place: a document event naming the form's kind (../../shared/forms/open-form.ts). A module of its own, without
 * the forms' definitions, so that the islands runtime's plain script can use it.
 */
import type { FormKind } from '../../shared/forms/kinds';

/** The document event that opens a form's opener in place (detail: the form kind). */
export const FORM_OPEN_EVENT = 'form:open';

/** Opens a form's opener on this page in place (browser only); false when the page has no such opener. */
export function requestFormOpen(kind: FormKind): boolean {
  const target = document.getElementById(kind);
  if (!target || target.tagName === 'DETAILS') return false;
  document.dispatchEvent(new CustomEvent<FormKind>(FORM_OPEN_EVENT, { detail: kind }));
  return true;
}
