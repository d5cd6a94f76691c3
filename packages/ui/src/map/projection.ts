import type { LatLng } from './map-types';

/** Web Mercator y of a latitude (as the tile maps draw it), in "longitude degrees". */
function mercatorY(lat: number): number {
  const clamped = Math.max(-85, Math.min(85, lat));
  return (Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360)) * 180) / Math.PI;
}

/** Bounds of points; a single point (or none) gets about a kilometre around it. */
export function boundsOf(points: readonly LatLng[]) {
  if (points.length === 0) return { south: 39.9, north: 39.92, west: 116.39, east: 116.41 };
  let south = Infinity;
  let north = -Infinity;
  let west = Infinity;
  let east = -Infinity;
  for (const p of points) {
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
  }
  const min = 0.01;
  if (north - south < min) {
    const c = (north + south) / 2;
    south = c - min / 2;
    north = c + min / 2;
  }
  if (east - west < min) {
    const c = (east + west) / 2;
    west = c - min / 2;
    east = c + min / 2;
  }
  return { south, north, west, east };
}

export type Projection = ((p: LatLng) => { x: number; y: number }) & {
  bounds: { south: number; north: number; west: number; east: number };
};

/** Room to keep free at the box's edges, in px. */
export type Padding = number | { top: number; right: number; bottom: number; left: number };

/**
 * A projection fitting the bounds into width × height, keeping `pad` free at the edges and Web
 * Mercator's proportions (a square on the ground stays square), centred in what is left.
 */
export function fitProjection(
  bounds: ReturnType<typeof boundsOf>,
  width: number,
  height: number,
  pad: Padding = 28,
): Projection {
  const p = typeof pad === 'number' ? { top: pad, right: pad, bottom: pad, left: pad } : pad;
  const top = mercatorY(bounds.north);
  const bottom = mercatorY(bounds.south);
  const spanX = bounds.east - bounds.west;
  const spanY = top - bottom;
  const innerW = Math.max(1, width - p.left - p.right);
  const innerH = Math.max(1, height - p.top - p.bottom);
  const scale = Math.min(innerW / spanX, innerH / spanY);
  const offsetX = p.left + (innerW - spanX * scale) / 2;
  const offsetY = p.top + (innerH - spanY * scale) / 2;
  const project = (p: LatLng) => ({
    x: offsetX + (p.lng - bounds.west) * scale,
    y: offsetY + (top - mercatorY(p.lat)) * scale,
  });
  // What the box shows, edge to edge: the graticule covers all of it.
  const west = bounds.west - offsetX / scale;
  const east = bounds.east + (width - offsetX - spanX * scale) / scale;
  const invY = (y: number) =>
    ((2 * Math.atan(Math.exp((y * Math.PI) / 180)) - Math.PI / 2) * 180) / Math.PI;
  const north = invY(top + offsetY / scale);
  const south = invY(bottom - (height - offsetY - spanY * scale) / scale);
  return Object.assign(project, { bounds: { south, north, west, east } });
}

/** Round degree steps for graticule lines: about three to six across a span. */
export function graticuleStep(span: number): number {
  const steps = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 30];
  return steps.find((s) => span / s <= 6) ?? 30;
}

/** The multiples of `step` within [from, to]. */
export function gridLines(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  for (let v = Math.ceil(from / step) * step; v <= to + 1e-12; v += step)
    out.push(Number(v.toFixed(decimals)));
  return out;
}
