/**
 * The whole site's stylesheet, linked for print at the end of each page (worker/render/page-assets.ts,
 * decision record 030): switched to every medium, and resolved once it has loaded (or failed). The
 * document render's entry waits for it before hydrating, so that the router never renders a page of
 * another type before its rules are there; the islands render waits for it before hydrating an
 * island, whose parts drawn on demand (the lightbox) it styles. Its rules are the page's own and
 * more, in the same order: the page looks the same.
 */
export function siteStylesLoaded(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-site-css]');
  if (!link) return Promise.resolve();
  link.media = 'all';
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
