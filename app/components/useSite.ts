/** The site view (configuration in the page's language) loaded by the `$lang` layout route. */
import { useLoaderData } from '@tanstack/react-router';
import type { SiteView } from '../content/views';

export function useSite(): SiteView {
  return useLoaderData({ from: '/$lang', strict: true }) as SiteView;
}
