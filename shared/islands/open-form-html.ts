/**
 * A closed form's open markup, cut from the server's page with the form open (`?form={kind}`, what
 * the opener links to without JavaScript; decision record 022, amendment 034). In the islands render that page
 * draws the form as an island with the same identifier prefix as the closed one (the same place in
 * the tree): `<div data-island="form" data-when="intent" data-prefix="{prefix}">` whose first child
 * is the form's `<details id="{kind}" open="">` and whose last tags are `</details></div>` (a form
 * holds no `details`; a viewing request without free moments holds a notice instead of a form), after its props as JSON (`<script data-island-props="{prefix}">`, escaped
 * for a script element, so it holds no '</script>'). A plain string search, no parse of the page.
 * Null when the page does not hold it so (another render, an error page).
 */

/**
 * With `?form={kind}`, `part=form` asks the page's open form alone: the worker answers the
 * OpenFormHtml as JSON (worker/forms/open-form-part.ts), a few kilobytes instead of the page.
 */
export const FORM_PART_PARAM = 'part';
export const FORM_PART_VALUE = 'form';

export interface OpenFormHtml {
  /** The island's identifier prefix. */
  prefix: string;
  /** The island's props, JSON. */
  props: string;
  /** The island's element, `<div data-island="form" …>…</div>`. */
  island: string;
}

const ISLAND_OPEN = '<div data-island="form" data-when="intent" data-prefix="';

export function cutOpenForm(page: string, kind: string): OpenFormHtml | null {
  if (!/^[\w-]+$/.test(kind)) return null;
  const form = page.indexOf(`id="${kind}" open=""`);
  if (form < 0) return null;
  const start = page.lastIndexOf(ISLAND_OPEN, form);
  if (start < 0) return null;
  const prefixEnd = page.indexOf('"', start + ISLAND_OPEN.length);
  const prefix = page.slice(start + ISLAND_OPEN.length, prefixEnd);
  // The island's element holds the form's details first: nothing in between.
  if (!/^[\w-]+$/.test(prefix) || page.indexOf('<details', prefixEnd) !== prefixEnd + 2) return null;
  if (page.lastIndexOf('<', form) !== prefixEnd + 2) return null;
  const close = '</details></div>';
  const end = page.indexOf(close, form);
  if (end < 0) return null;
  const island = page.slice(start, end + close.length);
  const propsOpen = `<script type="application/json" data-island-props="${prefix}">`;
  const p = page.lastIndexOf(propsOpen, start);
  const propsEnd = p < 0 ? -1 : page.indexOf('</script>', p);
  if (p < 0 || propsEnd < 0 || propsEnd > start) return null;
  return { prefix, props: page.slice(p + propsOpen.length, propsEnd), island };
}
