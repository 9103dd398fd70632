/**
 * The notice above a listing narrowed to an area (`near` or `area` in the URL): what the list
 * shows, a link to change the area on the map, and one to remove it. Its own chunk with the
 * AREA texts (LazyAreaNotice): only area URLs load it.
 */
import { Link } from '@tanstack/react-router';
import type { AreaSearch } from '../../listing/area-search';
import { parseListingSearch } from '../../listing/search-params';
import { useT } from '../../i18n/i18n';
import { Icon } from '../Icon';

export function AreaNotice({ search, view }: { search: AreaSearch; view: 'list' | 'map' }) {
  const LL = useT();
  const radius = search.radius ? Number(search.radius) : undefined;
  const without = (prev: Record<string, unknown>) => ({
    ...parseListingSearch(prev),
    near: undefined,
    radius: undefined,
    area: undefined,
    page: undefined,
  });
  return (
    <div className="area-notice" role="status">
      <Icon name="map" size={18} />
      <p className="area-notice__text">
        {search.area || radius === undefined ? LL.AREA.drawn() : LL.AREA.near({ radius })}
      </p>
      <div className="area-notice__actions">
        {view === 'list' && (
          <Link
            to="./"
            search={
              ((prev: Record<string, unknown>) => ({
                ...parseListingSearch(prev),
                view: 'map',
                page: undefined,
              })) as never
            }
            className="area-notice__link"
          >
            {LL.AREA.edit()}
          </Link>
        )}
        <Link to="./" search={without as never} className="area-notice__link" data-area-remove="">
          {LL.AREA.remove()}
        </Link>
      </div>
    </div>
  );
}
