import { Suspense, lazy, useState } from 'react';
import type { MapViewProps } from './map-types';
import { PlainMap } from './plain-map';

const LeafletMap = lazy(() => import('./leaflet-map'));

/**
 * Places (markers with a title and a tap action), a route and the visitor's position, on tiles
 * from `tileUrl` through Leaflet (a lazy chunk), or — with no tile URL, while Leaflet loads, or
 * when the tile server cannot be reached — on a plain background with a graticule, so no page
 * breaks without network tiles.
 *
 * @example
 * <MapView label="打卡点位" places={sites.map((s) => ({ id: s.id, lat: s.lat, lng: s.lng, title: s.name }))} onPlaceTap={open} location={here} tileUrl={env.VITE_TILE_URL} attribution="© OpenStreetMap" />
 */
export function MapView(props: MapViewProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  if (!props.tileUrl) return <PlainMap {...props} />;
  if (tilesFailed) return <PlainMap {...props} note="地图加载失败，已显示简图" />;
  return (
    <Suspense fallback={<PlainMap {...props} />}>
      <LeafletMap {...props} onTilesFailed={() => setTilesFailed(true)} />
    </Suspense>
  );
}
