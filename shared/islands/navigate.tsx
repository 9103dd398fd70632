/**
 * How an island goes to another page: a document navigation (`location.assign`), since no router
 * runs in the browser (decision record 022).
 */

/** Goes to a localized href ('/nl/te-koop/?city=…'). */
function navigateTo(href: string): void {
  window.location.assign(href);
}

export function useNavigateTo(): (href: string) => void {
  return navigateTo;
}
