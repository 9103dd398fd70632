/**
 * What the worker adds to each page outside React's tree (decision records 020, 022 and 030):
 * - its page type's stylesheet in <head>: only the rules its page type can use
 *   (client/styles/pages/{type}.css). Linked (the build's default), as the head's first child, so
 *   that its request leaves before any other: one cached file per page type, which the next page
 *   of that type takes from the cache; or, built with STYLES=inline, its rules inline as the head's
 *   last child with the response's CSP nonce (the first paint then waits for no second request,
 *   but every page carries them: decision record 030 measured both);
 * - the opt-in to cross-document view transitions (decision record 022), inline with the nonce as
 *   the head's first child: a linked stylesheet arrives after the document's first style updates,
 *   and a new document whose styles once computed without the opt-in skips its transition
 *   (Chromium logs 'Transition was aborted because of invalid state. ViewTransition opt-in
 *   disabled'); inline, every style update of the page sees it. Off under reduced motion;
 * - the Speculation Rules (./speculation-rules.ts): document navigation made instant;
 * - the boot script, near the end of <body>: it adds the island runtime (client/runtime.ts)
 *   only after the first contentful paint, so neither its request nor evaluating the JavaScript
 *   comes before the first paint (decision record 020, amendment 044); a hidden tab, which paints nothing, loads
 *   it at once. 'strict-dynamic' lets the nonced script add the runtime.
 * A page type's stylesheet holds its print rules and the rules of every part its islands draw
 * (the lightbox, the forms): no other stylesheet is loaded after it (decision record 030, amendment 043).
 * Texts come from the build (worker/generated/client-manifest.json).
 */
import built from '../generated/client-manifest.json';
import type { PageType } from '../../app/styles/page-types';
import { bootScript } from './boot-script';
import { SPECULATION_RULES } from './speculation-rules';

interface Styles {
  pages: Record<PageType, { href: string; css: string }>;
  delivery: 'inline' | 'link';
}
const { styles, entry } = built as unknown as { styles: Styles; entry: string };

const boot = bootScript(entry);

/** Cross-document view transitions, unless the visitor prefers reduced motion. */
export const VIEW_TRANSITION_CSS = '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}';

/** The head's stylesheet of a page type: its rules inline (with the nonce), or a link to its cached file. */
function pageStyle(type: PageType, nonce: string): string {
  const own = styles.pages[type];
  return styles.delivery === 'link'
    ? `<link rel="stylesheet" href="${own.href}" data-page-css="${type}">`
    : `<style nonce="${nonce}" data-page-css="${type}">${own.css}</style>`;
}

/**
 * `response` with its page type's stylesheet, the Speculation Rules and the boot script (with
 * `nonce`); other responses unchanged.
 */
export function withPageAssets(response: Response, nonce: string, type: PageType): Response {
  if (!response.headers.get('Content-Type')?.includes('text/html')) return response;
  return new HTMLRewriter()
    .on('head', {
      element(head) {
        if (styles.delivery === 'link') head.prepend(pageStyle(type, nonce), { html: true });
        else head.append(pageStyle(type, nonce), { html: true });
        head.prepend(`<style nonce="${nonce}">${VIEW_TRANSITION_CSS}</style>`, { html: true });
        head.append(`<script type="speculationrules" nonce="${nonce}">${SPECULATION_RULES}</script>`, { html: true });
      },
    })
    .on('body', {
      element(body) {
        body.append(`<script nonce="${nonce}">${boot}</script>`, { html: true });
      },
    })
    .transform(response);
}
