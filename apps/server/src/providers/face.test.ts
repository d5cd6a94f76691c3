import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { jpegBytes, pngBytes } from '../testing/harness';
import { FACE_MESSAGES, LocalFaceProvider } from './face';
import { MAX_DECODE_PIXELS } from './image-decode';
import { PoolBusyError } from './worker-pool';

/** A PNG whose header declares width × height but whose body is a few KB: the image bomb. */
function bomb(width: number, height: number): Buffer {
  const png = new PNG({ width: 1, height: 1 });
  const bytes = PNG.sync.write(png);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return Buffer.concat([bytes, Buffer.alloc(150 * 1024)]);
}

const identity = { name: '张三', idCode: '110101199003077777' };

describe('the local face check', () => {
  it('refuses an image bomb from its header, before anything is decoded', async () => {
    const decode = vi.fn();
    const face = new LocalFaceProvider(decode);
    // 6300 × 6300 ≈ 40 million pixels, 160 MB once decoded: a prober's 151 KB PNG (under the old 40-megapixel bound).
    expect(await face.check({ image: bomb(6300, 6300), ...identity })).toEqual({ succ: false, msg: FACE_MESSAGES.tooLarge });
    expect(await face.check({ image: bomb(4000, Math.ceil(MAX_DECODE_PIXELS / 4000) + 1), ...identity })).toMatchObject({ succ: false, msg: FACE_MESSAGES.tooLarge });
    expect(decode).not.toHaveBeenCalled();
  });

  it('decodes a photo through its decoder (the worker pool) and checks what it answers', async () => {
    const face = new LocalFaceProvider(async () => ({ ok: true, format: 'jpg', width: 600, height: 800, spread: 40 }));
    expect(await face.check({ image: jpegBytes(600, 800), ...identity })).toEqual({ succ: true, msg: FACE_MESSAGES.passed });
    const blank = new LocalFaceProvider(async () => ({ ok: true, format: 'png', width: 600, height: 800, spread: 0 }));
    expect(await blank.check({ image: pngBytes(600, 800, 20_000), ...identity })).toEqual({ succ: false, msg: FACE_MESSAGES.blank });
  });

  it('answers "try later" at once when the pool is full, never a pass', async () => {
    const face = new LocalFaceProvider(async () => {
      throw new PoolBusyError('busy');
    });
    expect(await face.check({ image: jpegBytes(600, 800), ...identity })).toEqual({ succ: false, msg: FACE_MESSAGES.busy });
  });
});
