import { describe, expect, it, vi } from 'vitest';
import { downscaleImage, fitWithin, type ImageCodec } from './downscale';

function fakeCodec(width: number, height: number, encodedBytes: number) {
  const close = vi.fn();
  const encode = vi.fn<ImageCodec['encode']>(() =>
    Promise.resolve(new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' })),
  );
  const codec: ImageCodec = {
    decode: () => Promise.resolve({ width, height, source: {} as CanvasImageSource, close }),
    encode,
  };
  return { codec, encode, close };
}

const bigPhoto = (name = 'IMG_0001.png', type = 'image/png', bytes = 3_000_000) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 42 });

describe('fitWithin', () => {
  it('scales the longest edge to the limit and keeps the ratio', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});

describe('downscaleImage', () => {
  it('re-encodes a large photo as JPEG at 1600 px and quality 0.85', async () => {
    const { codec, encode, close } = fakeCodec(4032, 3024, 400_000);
    const out = await downscaleImage(bigPhoto(), {}, codec);
    expect(encode).toHaveBeenCalledWith(expect.objectContaining({ width: 4032 }), 1600, 1200, 0.85);
    expect(out.name).toBe('IMG_0001.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe(400_000);
    expect(close).toHaveBeenCalled();
  });

  it('leaves small files and GIFs alone', async () => {
    const { codec, encode } = fakeCodec(4032, 3024, 10);
    const small = new File([new Uint8Array(1000)], 'a.jpg', { type: 'image/jpeg' });
    expect(await downscaleImage(small, {}, codec)).toBe(small);
    const gif = bigPhoto('a.gif', 'image/gif');
    expect(await downscaleImage(gif, {}, codec)).toBe(gif);
    expect(encode).not.toHaveBeenCalled();
  });

  it('keeps the original when re-encoding would not shrink it or decoding fails', async () => {
    const original = bigPhoto('a.jpg', 'image/jpeg', 500_000);
    expect(await downscaleImage(original, {}, fakeCodec(1000, 800, 600_000).codec)).toBe(original);
    const broken: ImageCodec = { decode: () => Promise.reject(new Error('bad')), encode: vi.fn() };
    expect(await downscaleImage(original, {}, broken)).toBe(original);
  });
});
