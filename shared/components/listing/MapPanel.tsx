/**
 * The map panel (docs/search.md): an iframe of the map frame (/client/map-frame.html, where
 * maplibre-gl lives) and the map message posted to it 50 ms after it loads, carrying the
 * properties' markers, the popup texts, the map type, the marker colour and the marquee ignore
 * list (shared/listing/map-setup.ts). On a listing (`areaSearch`) it also sends the area tools'
 * texts and the searched area's outline, and listens for the area the visitor draws or picks in
 * the frame: only from this frame, on this origin, in the checked shape, and not degenerate
 * (shared/listing/area-choice.ts); it then becomes the URL's `area`.
 *
 * Two renders (decision records 022 and 031): in the document render React does all this; in
 * the islands render the server draws the panel with its setup as JSON beside the frame
 * (`data-map-panel`), and a plain script (client/islands/map-panel.ts) posts the message and
 * follows the area, without React. There a listing's markers are not in the page: the script
 * fetches them from the JSON API (`markersFrom`, /api/map-properties).
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Property } from '../../model/property';
import {
  isMapAreaMessage,
  MAP_FRAME_PATH,
  MAP_READY_TYPE,
  mapFrameSrc,
  postMapMessage,
  type MapMessage,
} from '../../listing/map-message';
import { mapMarkers, mapSetup } from '../../listing/map-setup';
import { searchWithArea } from '../../listing/area-choice';
import { type MapPanelData, MAP_PANEL_ATTR } from '../../listing/map-panel-data';
import { areaOutline, type SearchArea } from '../../geo/area';
import { scriptJson } from '../../forms/submission';
import { useLang, useT } from '../../i18n/i18n';
import { useIslandsRender } from '../../islands/Island';
import { iconBefore } from '../Icon';
import { useSite } from '../useSite';

interface MapPanelProps {
  properties: Property[];
  /** Names the frame (default: the listing's map title). */
  title?: string | undefined;
  /** A 'Show the map' button first: the frame (and the map library) load only when the visitor asks. */
  lazy?: boolean;
  areaSearch?: boolean;
  area?: SearchArea | undefined;
  /** Islands render: the JSON API address of the markers (a listing's); without it they go into the page. */
  markersFrom?: string | undefined;
}

/**
 * `lazy` keeps detail pages light and contacts no tile server unasked. Without JavaScript a
 * message (in <noscript>, so hydration never sees it) covers the blank frame and, on a listing,
 * links to the list view.
 */
export function MapPanel(props: MapPanelProps) {
  return useIslandsRender() ? <DrawnMapPanel {...props} /> : <LiveMapPanel {...props} />;
}

function NoScriptNote({ lazy }: { lazy: boolean }) {
  const LL = useT();
  return (
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
  );
}

function ShowButton({ onClick }: { onClick?: () => void }) {
  const LL = useT();
  return (
    <button
      type="button"
      className={`map-panel__show button button--outline ${iconBefore('map')}`}
      data-map-show=""
      {...(onClick ? { onClick } : {})}
    >
      {LL.LISTING.showMap()}
    </button>
  );
}

/** Islands render: the panel as the server draws it, its setup beside it for the plain script. */
function DrawnMapPanel({ properties, title, lazy = false, areaSearch = false, area, markersFrom }: MapPanelProps) {
  const LL = useT();
  const lang = useLang();
  const site = useSite();
  const frame = { src: mapFrameSrc(lang), title: title ?? LL.LISTING.mapTitle() };
  const data: MapPanelData = {
    setup: mapSetup({ lang, LL, site, outline: area ? areaOutline(area) : undefined, areaSearch }),
    markers: markersFrom ?? mapMarkers(properties, lang, LL),
    frame,
    areaSearch,
  };
  return (
    <div className="map-panel" {...{ [MAP_PANEL_ATTR]: '' }}>
      <script
        type="application/json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (scriptJson)
        dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
      />
      <NoScriptNote lazy={lazy} />
      {lazy ? <ShowButton /> : <iframe className="map-frame" src={frame.src} title={frame.title} />}
    </div>
  );
}

/** Document render: React posts the message and follows the area in-app. */
function LiveMapPanel({ properties, title, lazy = false, areaSearch = false, area }: MapPanelProps) {
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
      const points = e.data.points;
      if (!searchWithArea({}, points)) return;
      const next = (prev: Record<string, unknown>) => searchWithArea(prev, points) ?? prev;
      void navigate({ to: './', search: next as never });
    };
    window.addEventListener('message', onArea);
    return () => window.removeEventListener('message', onArea);
  }, [areaSearch, navigate]);
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!loaded || !target) return;
    const message: MapMessage = {
      ...mapSetup({ lang, LL, site, outline, areaSearch }),
      properties: mapMarkers(properties, lang, LL),
    };
    return postMapMessage(target, message, window.location.origin);
  }, [loaded, properties, lang, LL, site, outline, areaSearch]);
  return (
    <div className="map-panel">
      <NoScriptNote lazy={lazy} />
      {shown ? (
        <iframe ref={frame} className="map-frame" src={mapFrameSrc(lang)} title={title ?? LL.LISTING.mapTitle()} />
      ) : (
        <ShowButton onClick={() => setShown(true)} />
      )}
    </div>
  );
}
