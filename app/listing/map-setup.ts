/**
 * What the map frame is told (docs/search.md), built from the page's data: the markers of a list
 * of properties (price text, place, link and photo in the page's language) and the rest of the
 * map message (popup texts, map type, marker colour, ignore list, style, searched area's outline,
 * area tools' texts). The same rules serve the map panel's data
 * (app/components/listing/MapPanel.tsx) and the markers API (worker/reads/reads.ts, `mapProperties`),
 * whose address a listing's panel is given (`markersAddress`, written by the API's typed client).
 */
import type { Property } from '../../shared/model/property';
import { pictureUrl } from '../../shared/model/common';
import { pathTable } from '../../shared/content/path-table-instance';
import { propertyHref } from '../../shared/paths/property-path';
import { priceLabel } from '../../shared/format/price-label';
import type { Texts } from '../../shared/i18n/i18n';
import type { Lang } from '../../shared/paths/languages';
import type { SiteView } from '../content/views';
import type { LatLng } from '../../shared/geo/area';
import { MAP_MESSAGE_TYPE, type MapProperty, type MapSetup } from '../../shared/listing/map-message';
import { api } from '../../shared/api/client';

/** The JSON API address of a listing's markers, from its query parameters (shared/listing/search-params.ts apiParams). */
export const markersAddress = (params: URLSearchParams): string =>
  api['map-properties'].$path({ query: Object.fromEntries(params) });

/** The markers of the properties that have coordinates. */
export function mapMarkers(properties: readonly Property[], lang: Lang, LL: Texts): MapProperty[] {
  return properties.flatMap((p) => {
    if (p.Lat === null || p.Lng === null) return [];
    const price = priceLabel(p, LL);
    return [
      {
        id: p.ID,
        lat: p.Lat,
        lng: p.Lng,
        title: p.Title,
        price,
        place: `${p.Zip} ${p.City}`,
        href: propertyHref(pathTable, lang, p),
        photo: p.SmallPictureItem ? pictureUrl(p.SmallPictureItem, 400) : null,
        marquee: p.Marquee,
      },
    ];
  });
}

/** `areaSearch`: a listing's map, which offers the area tools; `outline`: the searched area's. */
export function mapSetup({
  lang,
  LL,
  site,
  outline,
  areaSearch,
}: {
  lang: Lang;
  LL: Texts;
  site: Pick<SiteView, 'map' | 'theme'>;
  outline?: LatLng[] | undefined;
  areaSearch: boolean;
}): MapSetup {
  return {
    type: MAP_MESSAGE_TYPE,
    lang,
    info: {
      view: LL.LISTING.viewProperty(),
      close: LL.DETAIL.closePopup(),
      cluster: LL.LISTING.clusterLabel({ count: '{count}' }),
      region: LL.LISTING.mapTitle(),
    },
    mapType: site.map.styleUrl ? 'streets' : 'plain',
    customMarker: { color: site.theme.brand },
    marqueeIgnore: site.map.hideClosed ? [3, 4] : [],
    ...(site.map.styleUrl ? { styleUrl: site.map.styleUrl } : {}),
    ...(outline ? { area: outline } : {}),
    ...(areaSearch
      ? {
          tools: {
            draw: LL.AREA.draw(),
            addPoint: LL.AREA.addPoint(),
            finish: LL.AREA.finish(),
            cancel: LL.AREA.cancel(),
            searchView: LL.AREA.searchView(),
            hint: LL.AREA.hint(),
          },
        }
      : {}),
  };
}
