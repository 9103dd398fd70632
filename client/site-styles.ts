/**
 * The whole site's stylesheet, linked for print at the end of each page (worker/render/page-assets.ts,
 * decision record 030): switched to every medium, and resolved once it has loaded (or failed). An
 * island waits for it before hydrating (client/islands/hydrate.tsx): its parts drawn on demand
 * (the lightbox) are styled by it. Its rules are the page's own and
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
