// @tongxin/ui/map: its own entry, so the map (and Leaflet, a lazy chunk even here) never
// enters the graph of the main entry or of a first load. Import it from a lazy page.
export { MapView } from './map/map-view';
export { PlainMap } from './map/plain-map';
export { MARKER_RED, type LatLng, type MapPlace, type MapViewProps } from './map/map-types';
export { boundsOf, fitProjection, graticuleStep } from './map/projection';
