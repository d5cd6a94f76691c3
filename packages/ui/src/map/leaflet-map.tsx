import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { LOCATION_BLUE, TRACK_BLUE, pinSvg, type MapViewProps } from './map-types';
import { boundsOf } from './projection';

/** Tiles that failed before any loaded: the tile server is unreachable, fall back to the plain map. */
const FAILED_TILES = 4;

/**
 * The map on Leaflet with raster tiles from `tileUrl`. A lazy chunk of the map entry: pages that
 * never configure tiles never load Leaflet. Markers are div icons (no image files to resolve),
 * focusable and named by their title; Enter or a tap calls onPlaceTap.
 */
export default function LeafletMap(props: MapViewProps & { onTilesFailed: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<L.LayerGroup | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const { tileUrl, attribution } = props;

  useEffect(() => {
    const el = box.current;
    if (!el || !tileUrl) return;
    const m = L.map(el, { zoomControl: false, attributionControl: true });
    L.control.zoom({ zoomInTitle: '放大', zoomOutTitle: '缩小' }).addTo(m);
    m.attributionControl.setPrefix(false);
    let loaded = 0;
    let failed = 0;
    L.tileLayer(tileUrl, { attribution, maxZoom: 19, crossOrigin: true })
      .on('tileload', () => {
        loaded += 1;
      })
      .on('tileerror', () => {
        failed += 1;
        if (!loaded && failed >= FAILED_TILES) latest.current.onTilesFailed();
      })
      .addTo(m);
    layers.current = L.layerGroup().addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      layers.current = null;
    };
  }, [tileUrl, attribution]);

  const { places, track, location } = props;
  // Redrawn (and refitted) when the data changes, not when a parent passes equal new arrays:
  // a refit on every render would undo the visitor's panning.
  const data = JSON.stringify([
    places?.map((p) => [p.id, p.lat, p.lng, p.title, p.color]),
    track?.map((p) => [p.lat, p.lng]),
    location,
  ]);
  useEffect(() => {
    const m = map.current;
    const group = layers.current;
    if (!m || !group) return;
    group.clearLayers();
    if (track && track.length > 1) {
      L.polyline(
        track.map((p) => [p.lat, p.lng] as L.LatLngTuple),
        { color: TRACK_BLUE, weight: 4, opacity: 0.9 },
      ).addTo(group);
    }
    if (location) {
      if (location.accuracy)
        L.circle([location.lat, location.lng], {
          radius: location.accuracy,
          color: LOCATION_BLUE,
          weight: 1,
          fillOpacity: 0.12,
          interactive: false,
        }).addTo(group);
      L.circleMarker([location.lat, location.lng], {
        radius: 7,
        color: '#fff',
        weight: 3,
        fillColor: LOCATION_BLUE,
        fillOpacity: 1,
        interactive: false,
      }).addTo(group);
    }
    for (const place of places ?? []) {
      const marker = L.marker([place.lat, place.lng], {
        icon: L.divIcon({
          html: pinSvg(place.color),
          className: '',
          iconSize: [28, 36],
          iconAnchor: [14, 36],
        }),
        title: place.title,
        keyboard: true,
        interactive: true,
      })
        .on('click', () => latest.current.onPlaceTap?.(place))
        .addTo(group);
      // Titles always shown, as on the plain map, while they are few enough to read.
      if ((places?.length ?? 0) <= 20)
        marker.bindTooltip(place.title, { permanent: true, direction: 'bottom', offset: [0, 0] });
      marker.getElement()?.setAttribute('aria-label', place.title);
    }
    const points = [...(places ?? []), ...(track ?? []), ...(location ? [location] : [])];
    const b = boundsOf(points);
    m.fitBounds(
      [
        [b.south, b.west],
        [b.north, b.east],
      ],
      { padding: [28, 28], maxZoom: 17 },
    );
    // `data` stands for places, track and location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, tileUrl]);

  return (
    <div
      ref={box}
      role="region"
      aria-label={props.label}
      className={props.className}
      data-map="tiles"
      style={{ height: props.height ?? 260, borderRadius: 8, overflow: 'hidden', zIndex: 0 }}
    />
  );
}
