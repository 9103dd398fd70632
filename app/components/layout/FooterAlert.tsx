/**
 * The search-alert form in the footer of every page (docs/forms-and-leads.md "Search alerts"), and
 * so within a tap of the drawer's 'Search alert' link: closed, it is only its opener, a link to
 * the page with the form open (`?form=demand-register`, works without JavaScript); the page's
 * script opens it in place (client/islands/when/click.ts). On a listing it starts with the
 * listing's criteria (shared/alerts/saved-search.ts), as 'Save this search' does. Its property
 * types and cities are loaded only when it is drawn open (the `$lang` route's loader,
 * app/routes/routes.tsx). The alert page itself, which holds the form, shows no second one.
 * The double opt-in of every alert applies (decision record 024).
 */
import { useRouterState } from '@tanstack/react-router';
import type { SiteView } from '../../content/views';
import { pathTable } from '../../../shared/content/path-table-instance';
import { ALERT_PAGE, savedSearchParams } from '../../../shared/alerts/saved-search';
import { openFormHref, openFormOf } from '../../../shared/forms/open-form';
import { parseListingSearch } from '../../../shared/listing/search-params';
import { localizedHref } from '../../../shared/paths/path-table';
import { useCurrentPath } from '../../router/here';
import type { Choice } from '../../../shared/components/forms/types';
import { FormSlot } from '../forms/FormSlot';

/** The site view with the alert form's choices, when the page draws that form open. */
export type SiteWithAlert = SiteView & { alertChoices?: { types: Choice[]; cities: Choice[] } };

/** Listing routes and the goal each one fixes (the flag lists let the visitor choose). */
const LISTING_GOALS: Record<string, 0 | 1 | null> = {
  '/$lang/for-sale/': 0,
  '/$lang/for-rent/': 1,
  '/$lang/new-properties/': null,
  '/$lang/arrival-properties/': null,
  '/$lang/discreet-properties/': null,
};

export function FooterAlert({ site }: { site: SiteWithAlert }) {
  const leaf = useRouterState({
    select: (s) => {
      const m = s.matches[s.matches.length - 1];
      return {
        routeId: m?.routeId ?? '',
        search: (m?.search ?? {}) as Record<string, unknown>,
        searchStr: s.location.searchStr,
      };
    },
  });
  const path = useCurrentPath();
  if (path === localizedHref(pathTable, site.lang, ALERT_PAGE)) return null;
  const fixed = LISTING_GOALS[leaf.routeId];
  const prefill =
    fixed === undefined ? undefined : savedSearchParams(parseListingSearch(leaf.search), fixed ?? undefined).toString();
  return (
    <div className="container footer__alert">
      <FormSlot
        kind="demand-register"
        heading="h3"
        disclosure
        open={openFormOf(leaf.search) === 'demand-register'}
        openHref={openFormHref('demand-register', leaf.searchStr)}
        {...(prefill !== undefined ? { prefill } : {})}
        {...(site.alertChoices ? { types: site.alertChoices.types, cities: site.alertChoices.cities } : {})}
      />
    </div>
  );
}
