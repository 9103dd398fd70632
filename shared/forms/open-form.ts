/**
 * Forms behind a disclosure on detail pages (book a viewing, request the documents, make an offer,
 * send to a friend) are not in the page's first HTML while closed: the page draws only their
 * openers (docs/forms-and-leads.md). An opener is a link to the same page with `?form={kind}`,
 * which the server draws with that form open, so it works without JavaScript; with JavaScript it
 * opens the form in place and loads the form's chunk (client/islands/when/click.ts). A page that
 * comes back with a refused post's messages opens that form too. Other parts of the page (the
 * share panel's 'send to a friend') open a form in place through a document event
 * (../../client/forms/form-open-event.ts).
 */
import { isFormKind, type FormKind } from './kinds';

/** The query parameter that names the form a detail page draws open. */
export const OPEN_FORM_PARAM = 'form';

/** The form a detail page draws open: the refused post's form, else the one `?form=` names (a known kind), else none. */
export function openFormOf(search: { [OPEN_FORM_PARAM]?: unknown }, submitted?: FormKind): FormKind | null {
  if (submitted) return submitted;
  const asked = search[OPEN_FORM_PARAM];
  return typeof asked === 'string' && isFormKind(asked) ? asked : null;
}

/**
 * The opener's link: the page's own query (`searchStr`, '?…' or ''; the listing it came from
 * stays) with `form={kind}`, and the form's anchor.
 */
export function openFormHref(kind: FormKind, searchStr: string): string {
  const params = new URLSearchParams(searchStr);
  params.set(OPEN_FORM_PARAM, kind);
  return `?${params.toString()}#${kind}`;
}

/** A same-site path without `form=` in its query (a form's way back: the page, not the page with the form open). */
export function withoutOpenForm(path: string): string {
  const [beforeHash = '', hash] = path.split('#', 2);
  const [pathname = '', query = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(query);
  if (!params.has(OPEN_FORM_PARAM)) return path;
  params.delete(OPEN_FORM_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}
