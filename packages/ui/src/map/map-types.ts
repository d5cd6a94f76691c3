/** A point on the earth (WGS-84 as phones report it, or whatever datum the tiles use). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A marked place: a campsite, a sign site, a gathering point. */
export interface MapPlace extends LatLng {
  id: string | number;
  /** Shown by the marker and its accessible name. */
  title: string;
  /** Marker colour (e.g. done / not done). Default red. */
  color?: string;
}

/** Props of MapView. */
export interface MapViewProps {
  /** The map's accessible name, e.g. 打卡点位地图. */
  label: string;
  places?: readonly MapPlace[];
  /** A marker was tapped (open the place's card or page). */
  onPlaceTap?: (place: MapPlace) => void;
  /** A route, drawn as a line from 起 to 终. */
  track?: readonly LatLng[];
  /** The visitor's position; `accuracy` in metres draws a halo. */
  location?: (LatLng & { accuracy?: number }) | null;
  /**
   * A raster tile URL template ('https://tiles.example.org/{z}/{x}/{y}.png', `{s}` for
   * subdomains). Without one — and in tests — a plain background with a graticule is drawn, so no
   * page needs network tiles.
   */
  tileUrl?: string;
  /** The tile provider's required credit (HTML allowed by Leaflet). */
  attribution?: string;
  /** Height in px. Default 260. Width follows the container. */
  height?: number;
  className?: string;
}

export const MARKER_RED = '#c8161d';
export const TRACK_BLUE = '#1677ff';
export const LOCATION_BLUE = '#1989fa';

/** A colour from data, only if it is plainly one (#hex or a name): it goes into markup. */
export function safeColor(color: string | undefined): string {
  return color && /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(color) ? color : MARKER_RED;
}

export const PIN_PATH = 'M14 35s12-12.1 12-21A12 12 0 0 0 2 14c0 8.9 12 21 12 21z';

/** A map pin as SVG markup, for Leaflet's divIcon (which takes text). */
export function pinSvg(color: string | undefined, size = 28): string {
  const h = Math.round(size * 1.3);
  return `<svg aria-hidden="true" width="${size}" height="${h}" viewBox="0 0 28 36"><path d="${PIN_PATH}" fill="${safeColor(color)}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="4.5" fill="#fff"/></svg>`;
}
