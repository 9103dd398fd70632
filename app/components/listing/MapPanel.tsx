/**
 * The map panel (docs/search.md): an iframe of the map frame (/client/map-frame.html, where
 * maplibre-gl lives) and the map message posted to it 50 ms after it loads, carrying the
 * properties' markers, the popup texts, the map type, the marker colour and the marquee ignore
 * list (app/listing/map-setup.ts). On a listing (`areaSearch`) it also sends the area tools'
 * texts and the searched area's outline, and listens for the area the visitor draws or picks in
 * the frame: only from this frame, on this origin, in the checked shape, and not degenerate
 * (client/listing/area-choice.ts); it then becomes the URL's `area`.
 *
 * Drawn on the server (decision record 022 and its amendment 031): the panel with its setup as JSON beside the
 * frame (`data-map-panel`); a plain script (client/parts/map-panel.ts) posts the message and
 * follows the area, without React. A listing's markers are not in the page: the script fetches
 * them from the JSON API (`markersFrom`, /api/map-properties).
 */
import type { Property } from '../../../shared/model/property';
import { mapFrameSrc } from '../../../shared/listing/map-message';
import { mapMarkers, mapSetup } from '../../listing/map-setup';
import type { MapPanelData } from '../../../shared/listing/map-panel-data';
import { areaOutline, type SearchArea } from '../../../shared/geo/area';
import { scriptJson } from '../../../shared/format/script-json';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { iconBefore } from '../../../shared/components/Icon';
import { useSite } from '../useSite';
import { useHereWith } from '../../router/here';
import { partAttrs } from '../../islands/Island';

interface MapPanelProps {
  properties: Property[];
  /** Names the frame (default: the listing's map title). */
  title?: string | undefined;
  /** A 'Show the map' button first: the frame (and the map library) load only when the visitor asks. */
  lazy?: boolean;
  areaSearch?: boolean;
  area?: SearchArea | undefined;
  /** The JSON API address of the markers (a listing's); without it they go into the page. */
  markersFrom?: string | undefined;
}

/**
 * `lazy` keeps detail pages light and contacts no tile server unasked. Without JavaScript a
 * message (in <noscript>, so hydration never sees it) covers the blank frame and, on a listing,
 * links to the list view.
 */
export function MapPanel({ properties, title, lazy = false, areaSearch = false, area, markersFrom }: MapPanelProps) {
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
    <div className="map-panel" data-map-panel="" {...partAttrs('map-panel', 'visible')}>
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

function NoScriptNote({ lazy }: { lazy: boolean }) {
  const LL = useT();
  const hereWith = useHereWith();
  return (
    <noscript>
      <p className="map-panel__noscript">
        {LL.DETAIL.mapNoScript()}
        {!lazy && (
          <>
            {' '}
            <a href={hereWith((prev) => ({ ...prev, view: undefined }))}>{LL.DETAIL.showList()}</a>
          </>
        )}
      </p>
    </noscript>
  );
}

function ShowButton() {
  const LL = useT();
  return (
    <button type="button" className={`map-panel__show button button--outline ${iconBefore('map')}`} data-map-show="">
      {LL.LISTING.showMap()}
    </button>
  );
}
