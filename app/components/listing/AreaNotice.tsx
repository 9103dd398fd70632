/**
 * The notice above a listing narrowed to an area (`near` or `area` in the URL): what the list
 * shows ('within 10 km of Ghent' around a city), a link to change the area on the map, one to
 * remove it and one to get alerts for it (the search-alert form with the area in its query). Its own chunk with the
 * AREA texts (LazyAreaNotice): only area URLs load it.
 */
import { areaOf, type AreaSearch } from '../../../shared/listing/area-search';
import { parseListingSearch } from '../../../shared/listing/search-params';
import { areaText } from '../../../shared/alerts/alert-area';
import { pathTable } from '../../../shared/content/path-table-instance';
import { localizedHref } from '../../../shared/paths/path-table';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { Icon } from '../../../shared/components/Icon';
import { SmartLink } from '../SmartLink';
import { useHereWith } from '../../router/here';

export function AreaNotice({
  search,
  view,
  place,
  goal,
}: {
  search: AreaSearch;
  view: 'list' | 'map';
  /** The city whose centre `near` is, when it is one (app/listing/city-radius.ts cityAt). */
  place?: string | undefined;
  /** The listing's goal, carried to the alert form. */
  goal?: 0 | 1 | undefined;
}) {
  const LL = useT();
  const lang = useLang();
  const hereWith = useHereWith();
  const radius = search.radius ? Number(search.radius) : undefined;
  const area = areaOf(search);
  const alertQuery = new URLSearchParams(goal === undefined ? {} : { goal: String(goal) });
  const alertHref = `${localizedHref(pathTable, lang, '/demand-register/')}?${alertQuery.toString()}${alertQuery.size ? '&' : ''}${area ? areaText(area) : ''}`;
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
        {search.area || radius === undefined
          ? LL.AREA.drawn()
          : place
            ? LL.AREA.nearCity({ radius, city: place })
            : LL.AREA.near({ radius })}
      </p>
      <div className="area-notice__actions">
        {view === 'list' && (
          <a
            className="area-notice__link"
            href={hereWith((prev) => ({ ...parseListingSearch(prev), view: 'map', page: undefined }))}
          >
            {LL.AREA.edit()}
          </a>
        )}
        <a className="area-notice__link" data-area-remove="" href={hereWith(without)}>
          {LL.AREA.remove()}
        </a>
        {area && (
          <SmartLink href={alertHref} className="area-notice__link" data-area-alert="">
            {LL.AREA.alert()}
          </SmartLink>
        )}
      </div>
    </div>
  );
}
