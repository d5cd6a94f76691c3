import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readImageHeader, sniffFormat } from './image-header';

function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

function gif(width: number, height: number): Buffer {
  const b = Buffer.alloc(13);
  b.write('GIF89a', 0, 'ascii');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}

function bmp(width: number, height: number): Buffer {
  const b = Buffer.alloc(54);
  b.write('BM', 0, 'ascii');
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(-height, 22); // top-down rows
  return b;
}

describe('readImageHeader', () => {
  it('reads the pixel size of jpeg, gif and bmp headers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20000 }), (w, h) => {
        expect(readImageHeader(jpeg(w, h))).toEqual({ format: 'jpg', width: w, height: h });
        expect(readImageHeader(gif(Math.min(w, 65535), Math.min(h, 65535)))).toEqual({ format: 'gif', width: w, height: h });
        expect(readImageHeader(bmp(w, h))).toEqual({ format: 'bmp', width: w, height: h });
      }),
    );
  });

  it('never throws on arbitrary bytes, and knows formats by magic bytes only', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const header = readImageHeader(Buffer.from(bytes));
        if (header) expect(sniffFormat(bytes)).toBe(header.format);
      }),
    );
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});
