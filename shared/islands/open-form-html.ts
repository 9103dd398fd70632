/**
 * A closed form's open markup, cut from the server's page with the form open (`?form={kind}`, what
 * the opener links to without JavaScript; decision record 034). In the islands render that page
 * draws the form as an island with the same identifier prefix as the closed one (the same place in
 * the tree): its props as JSON (`<script data-island-props="{prefix}">`, escaped for a script
 * element, so it holds no '</script>') and `<div data-island="form" … data-prefix="{prefix}">`
 * around the form's `<details>`, whose last tags are `</details></div>` (a form holds no
 * `details`). A plain string search: no parse of the whole page. Null when the page does not
 * hold it so (another render, an error page): the caller draws the form its other way.
 */

export interface OpenFormHtml {
  /** The island's props, JSON. */
  props: string;
  /** The island's element, `<div data-island="form" …>…</div>`. */
  island: string;
}

export function cutOpenForm(page: string, prefix: string, kind: string): OpenFormHtml | null {
  if (!prefix || !/^[\w-]+$/.test(prefix) || !/^[\w-]+$/.test(kind)) return null;
  const propsOpen = `<script type="application/json" data-island-props="${prefix}">`;
  const p = page.indexOf(propsOpen);
  if (p < 0) return null;
  const propsEnd = page.indexOf('</script>', p);
  if (propsEnd < 0) return null;
  const start = page.indexOf(`<div data-island="form" data-when="intent" data-prefix="${prefix}">`, propsEnd);
  if (start < 0) return null;
  const close = '</details></div>';
  const end = page.indexOf(close, start);
  if (end < 0) return null;
  const island = page.slice(start, end + close.length);
  // The form itself, open, with its kind's anchor.
  if (!island.includes(`id="${kind}" open=""`) || !island.includes(`data-form="${kind}"`)) return null;
  return { props: page.slice(p + propsOpen.length, propsEnd), island };
}
