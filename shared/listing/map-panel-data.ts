/**
 * The map panel's data in the islands render (decision record 022, amendment 031): what the server writes as
 * JSON inside `<div data-map-panel>` (app/components/listing/MapPanel.tsx) for the plain script that drives the frame
 * (client/parts/map-panel.ts): the map message without its markers, the markers themselves
 * (a detail page's few) or the JSON API address to fetch them from (a listing's, kept out of the
 * HTML), the frame's address and title (for a panel that shows the map on request), and whether
 * the area the visitor chooses in the frame becomes the listing's search.
 */
import type { MapProperty, MapSetup } from './map-message';

export interface MapPanelData {
  setup: MapSetup;
  markers: MapProperty[] | string;
  frame: { src: string; title: string };
  areaSearch: boolean;
}
