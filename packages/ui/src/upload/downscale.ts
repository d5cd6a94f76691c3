/** Options of client-side downscaling. */
export interface DownscaleOptions {
  /** Longest edge after scaling, in pixels. Default 1600. */
  maxEdge?: number;
  /** JPEG quality of the re-encoded image. Default 0.85. */
  quality?: number;
  /** Files smaller than this many bytes are sent as they are. Default 300 KB. */
  minBytes?: number;
}

/** A decoded image: its size and something a canvas can draw. */
export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  close?: () => void;
}

/** How images are decoded and encoded: the browser's by default, injectable for tests. */
export interface ImageCodec {
  decode(file: Blob): Promise<DecodedImage>;
  encode(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob>;
}

/** Defaults of downscaleImage: longest edge 1600 px, JPEG quality 0.85, files under 300 KB untouched. */
export const DOWNSCALE_DEFAULTS = { maxEdge: 1600, quality: 0.85, minBytes: 300 * 1024 } as const;

/** The size that fits within `maxEdge` keeping the aspect ratio; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxEdge: number,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The browser codec: createImageBitmap (honours EXIF orientation) or an <img>, then a canvas. */
export const browserImageCodec: ImageCodec = {
  async decode(file) {
    if (typeof createImageBitmap === 'function') {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        width: bitmap.width,
        height: bitmap.height,
        source: bitmap,
        close: () => bitmap.close(),
      };
    }
    const url = URL.createObjectURL(file);
    try {
      const img = new Image();
      img.src = url;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight, source: img };
    } finally {
      URL.revokeObjectURL(url);
    }
  },
  encode(image, width, height, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return Promise.reject(new Error('canvas unavailable'));
    // JPEG has no alpha: paint white first so transparent PNG areas do not turn black.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(image.source, 0, 0, width, height);
    return new Promise((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))),
        'image/jpeg',
        quality,
      );
    });
  },
};

/**
 * Shrinks a large phone photo before upload: longest edge 1600 px, JPEG quality 0.85. Small
 * files and GIFs (which would lose their animation) are returned untouched, and so is any file
 * the browser cannot decode or that would not get smaller. Never rejects.
 *
 * @example const ready = await downscaleImage(file); await upload(ready, { onProgress, signal });
 */
export async function downscaleImage(
  file: File,
  options: DownscaleOptions = {},
  codec: ImageCodec = browserImageCodec,
): Promise<File> {
  const maxEdge = options.maxEdge ?? DOWNSCALE_DEFAULTS.maxEdge;
  const quality = options.quality ?? DOWNSCALE_DEFAULTS.quality;
  const minBytes = options.minBytes ?? DOWNSCALE_DEFAULTS.minBytes;
  if (file.size < minBytes || file.type === 'image/gif' || /\.gif$/i.test(file.name)) return file;
  let image: DecodedImage | undefined;
  try {
    image = await codec.decode(file);
    const size = fitWithin(image.width, image.height, maxEdge);
    const blob = await codec.encode(image, size.width, size.height, quality);
    if (blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    image?.close?.();
  }
}
