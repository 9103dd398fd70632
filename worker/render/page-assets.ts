/**
 * What the worker adds to each page outside React's tree (docs/quality.md: Lighthouse Performance
 * 100; decision record 008):
 * - the site's stylesheet inline, as the head's last child, with the response's CSP nonce: a linked
 *   stylesheet blocks the first paint for one more round trip;
 * - the boot script, as the body's last child: it adds the client entry only after the first frame
 *   is painted, so evaluating and hydrating ~120 KB of JavaScript never holds back the first paint.
 *   The entry downloads earlier, from its modulepreload link (./manifest.ts); a hidden tab, which
 *   paints no frame, loads it at once. 'strict-dynamic' lets the nonced script add the entry.
 * React 19 leaves unknown elements of <head> and <body> alone when it hydrates the document.
 * Texts come from the build (worker/generated/client-manifest.json).
 */
import built from '../generated/client-manifest.json';
import { bootScript } from './boot-script';
import { SPECULATION_RULES } from './speculation-rules';

const {
  inlineCss: css = '',
  entry,
  islandsEntry,
} = built as { inlineCss?: string; entry: string; islandsEntry: string };

const boot = bootScript(entry);
const islandsBoot = bootScript(islandsEntry);

/**
 * `response` with the inline stylesheet and the boot script, both with `nonce`; other responses
 * unchanged. The islands render (decision record 022) boots the island runtime instead of the
 * document's entry.
 */
export function withPageAssets(response: Response, nonce: string, opts: { islands?: boolean } = {}): Response {
  if (!response.headers.get('Content-Type')?.includes('text/html')) return response;
  return new HTMLRewriter()
    .on('head', {
      element(head) {
        if (css) head.append(`<style nonce="${nonce}">${css}</style>`, { html: true });
        // Document navigation made instant (./speculation-rules.ts); the document render's router navigates in-app instead.
        if (opts.islands)
          head.append(`<script type="speculationrules" nonce="${nonce}">${SPECULATION_RULES}</script>`, { html: true });
      },
    })
    .on('body', {
      element(body) {
        body.append(`<script nonce="${nonce}">${opts.islands ? islandsBoot : boot}</script>`, { html: true });
      },
    })
    .transform(response);
}
