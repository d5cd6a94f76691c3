/** What an image's header says: its real format (from magic bytes, never the name) and size. */
export interface ImageHeader {
  format: 'jpg' | 'png' | 'gif' | 'bmp' | 'webp';
  width: number;
  height: number;
}

export const IMAGE_MIME: Record<ImageHeader['format'], string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** The format by magic bytes alone, or null (also for anything not jpg/png/gif/bmp/webp). */
export function sniffFormat(bytes: Uint8Array): ImageHeader['format'] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 2 && bytes[0] === 0x42 && bytes[1] === 0x4d) return 'bmp';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Reads format and pixel size from the header: PNG IHDR, GIF logical screen, BMP info header,
 * JPEG's first start-of-frame marker, WebP's VP8/VP8L/VP8X chunk. Nothing is decoded: the size
 * an image claims is known from its first bytes, so a bomb is refused before it is inflated. null when the bytes are not a well-formed image of those formats.
 */
export function readImageHeader(buf: Buffer): ImageHeader | null {
  const format = sniffFormat(buf);
  try {
    switch (format) {
      case 'png':
        if (buf.length < 24 || buf.toString('ascii', 12, 16) !== 'IHDR') return null;
        return valid({ format, width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) });
      case 'gif':
        if (buf.length < 10) return null;
        return valid({ format, width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) });
      case 'bmp': {
        if (buf.length < 26) return null;
        const headerSize = buf.readUInt32LE(14);
        if (headerSize === 12) return valid({ format, width: buf.readUInt16LE(18), height: buf.readUInt16LE(20) });
        // A negative height means rows stored top-down.
        return valid({ format, width: buf.readInt32LE(18), height: Math.abs(buf.readInt32LE(22)) });
      }
      case 'jpg':
        return readJpeg(buf);
      case 'webp':
        return readWebp(buf);
      default:
        return null;
    }
  } catch {
    return null;
  }
}

function valid(h: ImageHeader): ImageHeader | null {
  return h.width > 0 && h.height > 0 && h.width <= 30000 && h.height <= 30000 ? h : null;
}

function readJpeg(buf: Buffer): ImageHeader | null {
  let offset = 2;
  while (offset + 4 <= buf.length) {
    if (buf[offset] !== 0xff) return null;
    const marker = buf[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame
    const length = buf.readUInt16BE(offset + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (offset + 9 > buf.length) return null;
      return valid({ format: 'jpg', height: buf.readUInt16BE(offset + 5), width: buf.readUInt16BE(offset + 7) });
    }
    offset += 2 + length;
  }
  return null;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, the canvas size). */
function readWebp(buf: Buffer): ImageHeader | null {
  if (buf.length < 30) return null;
  const chunk = ascii(buf, 12, 16);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (buf[23] !== 0x9d || buf[24] !== 0x01 || buf[25] !== 0x2a) return null;
    return valid({ format: 'webp', width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff });
  }
  if (chunk === 'VP8L') {
    if (buf[20] !== 0x2f) return null;
    const bits = buf.readUInt32LE(21);
    return valid({ format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 });
  }
  if (chunk === 'VP8X') return valid({ format: 'webp', width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 });
  return null;
}
