/**
 * The listing's map view: an iframe of the map frame (/client/map-frame.html, where maplibre-gl
 * lives) and the map message (docs/search.md) posted to it 50 ms after it loads, carrying the properties,
 * the popup texts, the map type, the marker colour and the marquee ignore list. On a listing
 * (`areaSearch`) it also sends the area tools' texts and the searched area's outline, and listens
 * for the area the visitor draws or picks in the frame: only from this frame, on this origin, in
 * the checked shape, and not degenerate (shared/geo/area.ts); it then becomes the URL's `area`.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Property } from '../../model/property';
import { pictureUrl } from '../../model/common';
import { pathTable } from '../../content/path-table-instance';
import { propertyHref } from '../../paths/property-path';
import { priceView } from '../../format/price';
import {
  areaValue,
  isMapAreaMessage,
  MAP_FRAME_PATH,
  MAP_MESSAGE_TYPE,
  MAP_READY_TYPE,
  mapFrameSrc,
  postMapMessage,
  type MapMessage,
} from '../../listing/map-message';
import { areaOutline, parsePolygon, type SearchArea } from '../../geo/area';
import { parseListingSearch } from '../../listing/search-params';
import { useLang, useT } from '../../i18n/i18n';
import { Icon } from '../Icon';
import { useSite } from '../useSite';

/**
 * `title` names the frame (default: the listing's map title); `lazy` shows a 'Show the map' button
 * first and loads the frame (and the map library) only when the visitor asks for it, so detail
 * pages stay light and no tile server is contacted unasked. Without JavaScript a message (in
 * <noscript>, so hydration never sees it) covers the blank frame and links to the list view.
 */
export function MapPanel({
  properties,
  title,
  lazy = false,
  areaSearch = false,
  area,
}: {
  properties: Property[];
  title?: string;
  lazy?: boolean;
  areaSearch?: boolean;
  area?: SearchArea | undefined;
}) {
  const LL = useT();
  const navigate = useNavigate();
  // The outline changes only with the area's value (a new object each render would re-post the message and refit the map).
  const areaKey = area ? JSON.stringify(area) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the area's value, not its identity
  const outline = useMemo(() => (area ? areaOutline(area) : undefined), [areaKey]);
  const lang = useLang();
  const site = useSite();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [shown, setShown] = useState(!lazy);
  useEffect(() => {
    // The frame may have loaded before hydration (its load event is then missed), or it says so itself.
    const doc = frame.current?.contentDocument;
    if (doc?.readyState === 'complete' && doc.location.pathname === MAP_FRAME_PATH) setLoaded(true);
    const onReady = (e: MessageEvent) => {
      if (
        e.origin === window.location.origin &&
        e.source === frame.current?.contentWindow &&
        (e.data as { type?: string })?.type === MAP_READY_TYPE
      )
        setLoaded(true);
    };
    window.addEventListener('message', onReady);
    return () => window.removeEventListener('message', onReady);
  }, []);
  useEffect(() => {
    if (!areaSearch) return;
    const onArea = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow || !isMapAreaMessage(e.data))
        return;
      const parsed = parsePolygon(areaValue(e.data.points));
      if (!parsed.ok) return;
      const value = areaValue(parsed.area.kind === 'polygon' ? parsed.area.points : []);
      const next = (prev: Record<string, unknown>) => ({
        ...parseListingSearch(prev),
        near: undefined,
        radius: undefined,
        area: value,
        page: undefined,
      });
      void navigate({ to: './', search: next as never });
    };
    window.addEventListener('message', onArea);
    return () => window.removeEventListener('message', onArea);
  }, [areaSearch, navigate]);
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!loaded || !target) return;
    const message: MapMessage = {
      type: MAP_MESSAGE_TYPE,
      lang,
      properties: properties.flatMap((p) => {
        if (p.Lat === null || p.Lng === null) return [];
        const view = priceView(p);
        const price =
          view.kind === 'on-request'
            ? LL.LISTING.priceOnRequest()
            : view.kind === 'from'
              ? LL.LISTING.startingFrom({ price: view.amount })
              : view.amount;
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
      }),
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
    return postMapMessage(target, message, window.location.origin);
  }, [loaded, properties, lang, LL, site, outline, areaSearch]);
  return (
    <div className="map-panel">
      {/* Without scripts the frame stays blank: say so, and on a listing lead to the list view. */}
      <noscript>
        <p className="map-panel__noscript">
          {LL.DETAIL.mapNoScript()}
          {!lazy && (
            <>
              {' '}
              <Link to="./" search={((prev: Record<string, unknown>) => ({ ...prev, view: undefined })) as never}>
                {LL.DETAIL.showList()}
              </Link>
            </>
          )}
        </p>
      </noscript>
      {shown ? (
        <iframe ref={frame} className="map-frame" src={mapFrameSrc(lang)} title={title ?? LL.LISTING.mapTitle()} />
      ) : (
        <button type="button" className="map-panel__show button button--outline" onClick={() => setShown(true)}>
          <Icon name="map" size={20} /> {LL.LISTING.showMap()}
        </button>
      )}
    </div>
  );
}
