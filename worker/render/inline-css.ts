/**
 * The site's stylesheet inline in each page's <head>, with the response's CSP nonce (docs/quality.md:
 * Lighthouse Performance 100): a linked stylesheet blocks the first paint for one more round trip.
 * The text comes from the build (worker/generated/client-manifest.json). It goes in as the head's
 * last child (after the charset and viewport), outside React's tree: React 19 leaves unknown
 * elements of <head> alone when it hydrates the document.
 */
import built from '../generated/client-manifest.json';

const css = (built as { inlineCss?: string }).inlineCss ?? '';

/** `response` with `<style nonce>` (the site's CSS) at the end of its <head>; other responses unchanged. */
export function withInlineCss(response: Response, nonce: string): Response {
  if (!css || !response.headers.get('Content-Type')?.includes('text/html')) return response;
  return new HTMLRewriter()
    .on('head', {
      element(head) {
        head.append(`<style nonce="${nonce}">${css}</style>`, { html: true });
      },
    })
    .transform(response);
}
