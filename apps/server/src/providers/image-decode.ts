import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { readImageHeader, type ImageHeader } from './image-header';

/**
 * The largest image decoded (pixels), read from the header before any decoding: 16 million
 * pixels (a 12-megapixel phone photo passes) is at most 64 MB of RGBA and about a second of one
 * worker. A prober's 151 KB PNG declared 40 million pixels, decoded to 160 MB, and is refused.
 */
export const MAX_DECODE_PIXELS = 16_000_000;

export interface DecodedImage {
  format: 'jpg' | 'png';
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  rgba: Uint8Array;
}

/** What the image pool's worker answers: the decode's outcome, with the brightness spread instead of the pixels. */
export type DecodeSummary =
  | { ok: true; format: 'jpg' | 'png'; width: number; height: number; spread: number }
  | { ok: false; reason: 'unknown' | 'format' | 'too-large' | 'corrupt' };

export type DecodeOutcome =
  | { ok: true; image: DecodedImage }
  | { ok: false; reason: 'unknown' | 'format' | 'too-large' | 'corrupt'; header?: ImageHeader };

/**
 * Why an image is not decoded at all, from its header alone: not a JPEG or PNG ('format'), or
 * more pixels than MAX_DECODE_PIXELS ('too-large') — an image bomb is refused before a byte of it
 * is inflated.
 */
export function refusedBeforeDecoding(header: ImageHeader): 'format' | 'too-large' | null {
  if (header.format !== 'jpg' && header.format !== 'png') return 'format';
  return header.width * header.height > MAX_DECODE_PIXELS ? 'too-large' : null;
}

/**
 * Decodes a JPEG or PNG completely (jpeg-js and pngjs, pure JavaScript): a truncated file, junk
 * after a valid header, a broken PNG checksum, or decoded dimensions that disagree with the
 * header are all 'corrupt'. GIF, BMP and WebP are 'format' (the face check wants a JPG or PNG photo).
 */
export function decodeImage(bytes: Buffer): DecodeOutcome {
  const header = readImageHeader(bytes);
  if (!header) return { ok: false, reason: 'unknown' };
  const refused = refusedBeforeDecoding(header);
  if (refused) return { ok: false, reason: refused, header };
  try {
    let width: number;
    let height: number;
    let rgba: Uint8Array;
    if (header.format === 'jpg') {
      const decoded = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_DECODE_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 512,
      });
      ({ width, height } = decoded);
      rgba = decoded.data;
    } else {
      const decoded = PNG.sync.read(bytes, { checkCRC: true });
      ({ width, height } = decoded);
      rgba = decoded.data;
    }
    if (width !== header.width || height !== header.height || rgba.length < width * height * 4) {
      return { ok: false, reason: 'corrupt', header };
    }
    return { ok: true, image: { format: header.format === 'jpg' ? 'jpg' : 'png', width, height, rgba } };
  } catch {
    return { ok: false, reason: 'corrupt', header };
  }
}

/**
 * The spread of brightness (standard deviation, 0–255) over a grid of about 10,000 samples: a
 * photo of a person varies; a blank or single-colour picture does not.
 */
export function brightnessSpread(image: DecodedImage): number {
  const step = Math.max(1, Math.floor(Math.sqrt((image.width * image.height) / 10_000)));
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (let y = 0; y < image.height; y += step) {
    for (let x = 0; x < image.width; x += step) {
      const i = (y * image.width + x) * 4;
      const luma = 0.299 * (image.rgba[i] ?? 0) + 0.587 * (image.rgba[i + 1] ?? 0) + 0.114 * (image.rgba[i + 2] ?? 0);
      n += 1;
      sum += luma;
      squares += luma * luma;
    }
  }
  const mean = sum / n;
  return Math.sqrt(Math.max(0, squares / n - mean * mean));
}
