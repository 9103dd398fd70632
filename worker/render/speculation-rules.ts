/**
 * Speculation Rules of the islands render (decision record 022, step 4): a link to another page of
 * the site is prerendered once the pointer rests on it (`moderate` eagerness), so that the
 * document navigation that follows is instant. Never speculated on: the JSON API, media and
 * documents, the owner portal (`/{lang}/login/…`: personal, and its logout), links that change a
 * state (`?setcookies` clears the cookie choice) or open a form (`?form=`), downloads, new tabs
 * and anything marked `data-no-prerender`. Forms' posts are never speculated by the browser.
 */
const NEVER = [
  'a[href^="/api/"]',
  'a[href^="/media/"]',
  'a[href*="/login/"]',
  'a[href*="setcookies"]',
  'a[href*="form="]',
  'a[download]',
  'a[target="_blank"]',
  'a[data-no-prerender]',
  '[data-no-prerender] a',
].join(', ');

export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { selector_matches: NEVER } }] },
      eagerness: 'moderate',
    },
  ],
});
