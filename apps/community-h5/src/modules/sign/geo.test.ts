import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPosition, distanceText, metresBetween, NO_POSITION } from './geo';

const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'geolocation', original);
  else Reflect.deleteProperty(navigator, 'geolocation');
});

function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail: PositionErrorCallback, _options?: PositionOptions) =>
      answer(ok, fail),
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

describe('currentPosition', () => {
  it('asks for a fresh fix every time, so a member who walked up is measured where they stand', async () => {
    const get = stubGeolocation((ok) =>
      ok({
        coords: { latitude: 30.3175, longitude: 120.1416, accuracy: 12 },
      } as GeolocationPosition),
    );
    await expect(currentPosition()).resolves.toEqual({ lat: 30.3175, lng: 120.1416, accuracy: 12 });
    expect(get.mock.calls[0]?.[2]).toMatchObject({ maximumAge: 0, enableHighAccuracy: true });
  });

  it('says how to check in otherwise when there is no position', async () => {
    stubGeolocation((_, fail) => fail({ code: 1 } as GeolocationPositionError));
    await expect(currentPosition()).rejects.toThrow(NO_POSITION);
  });
});

describe('distances', () => {
  it('measures about 5 km for 0.045° of latitude and writes it as the page shows it', () => {
    const m = metresBetween({ lat: 30.3175, lng: 120.1416 }, { lat: 30.3625, lng: 120.1416 });
    expect(distanceText(m)).toBe('5.0公里');
    expect(distanceText(56.4)).toBe('56米');
  });
});
