/**
 * The map panel in its own chunk: the map view of a listing and the location block of a detail
 * page are not first paint, so MapPanel, the map message code and the map's texts (namespace
 * DETAIL, loaded with the chunk) stay out of the first-load JavaScript. The server renders it in
 * place (the lazy import resolves while streaming).
 */
import { lazy, type ComponentProps } from 'react';
import { DetailChunk, withDetailTexts } from '../../i18n/detail-texts';

const MapPanel = lazy(() => withDetailTexts(import('./MapPanel')).then((m) => ({ default: m.MapPanel })));

export function LazyMapPanel(props: ComponentProps<typeof MapPanel>) {
  return <DetailChunk component={MapPanel} props={props} />;
}
