/** Where the phone is, as the browser reports it (WGS84). */
export interface Position {
  lat: number;
  lng: number;
  accuracy: number;
}

/** The words shown when the position cannot be read. */
export const NO_POSITION = '获取当前位置失败，请开启定位或扫描点位二维码打卡';

/**
 * The phone's current position, or a rejection with NO_POSITION (denied, unavailable, timeout, no
 * API). Always a fresh fix (maximumAge 0): a member refused as too far who walks up and taps again
 * within seconds must be measured where they now stand, not where the last reading put them.
 */
export function currentPosition(timeoutMs = 15_000): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(NO_POSITION));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy }),
      () => reject(new Error(NO_POSITION)),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}

/** Metres between two points (haversine), to show 距您 N米 before the server measures it. */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** 距您 120米 / 距您 5.0公里. */
export function distanceText(m: number): string {
  return m >= 1000 ? `${(m / 1000).toFixed(1)}公里` : `${Math.round(m)}米`;
}
