/**
 * A closed form's open markup for its opener (decision record 022, amendment 034): `{page}?form={kind}&part=form`
 * renders the page with the form open, as without JavaScript, and answers only the form's island
 * (its identifier prefix, props and element, shared/islands/open-form-html.ts) as JSON, so the
 * browser draws the form from the server's HTML without downloading or parsing the page. 404 when
 * the page holds no such open form (an unknown kind, a page without it).
 */
import { cutOpenForm, FORM_PART_PARAM, FORM_PART_VALUE } from '../../shared/islands/open-form-html';
import { OPEN_FORM_PARAM } from '../../shared/forms/open-form';

/** The page's request without `part=form` when the request asks for the open form alone; else null. */
export function formPartRequest(request: Request): { kind: string; page: Request } | null {
  const url = new URL(request.url);
  if (url.searchParams.get(FORM_PART_PARAM) !== FORM_PART_VALUE) return null;
  url.searchParams.delete(FORM_PART_PARAM);
  return { kind: url.searchParams.get(OPEN_FORM_PARAM) ?? '', page: new Request(url, request) };
}

/** The open form's island of the rendered page, as JSON. */
export async function formPartResponse(page: Response, kind: string): Promise<Response> {
  const cut = page.ok ? cutOpenForm(await page.text(), kind) : null;
  return new Response(JSON.stringify(cut ?? { error: 'not found' }), {
    status: cut ? 200 : 404,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'private, no-store' },
  });
}
