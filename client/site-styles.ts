/**
 * The whole site's stylesheet, linked at the end of each page (worker/render/page-assets.ts,
 * decision record 027): resolves once it has loaded (or failed), so that the router, once
 * hydrated, never renders a page of another type before its rules are there.
 */
export function siteStylesLoaded(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-site-css]');
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
