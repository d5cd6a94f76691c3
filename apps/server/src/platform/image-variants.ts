import { IMAGE_PROCESS_PARAM, requestedImageWidth } from '@tongxin/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';

/** The pictures the server re-encodes: photos and drawings; GIF (animation), BMP and SVG go as stored. */
const RASTER = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The modern formats, best first, and how they are encoded (quality for phones' screens, fast effort). */
const FORMATS = [
  { mime: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 2 }) },
  { mime: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 75 }) },
] as const;

/** The best format the browser says it takes (its Accept header), or null for the stored one. */
export function acceptedFormat(accept: string | undefined): (typeof FORMATS)[number]['mime'] | null {
  const types = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, ...rest]) => !rest.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
    .map(([type]) => type?.trim().toLowerCase());
  return FORMATS.find((f) => types.includes(f.mime))?.mime ?? null;
}

/** Variants made, by source key, width and format; kept up to this many bytes in all (oldest out first). */
export const VARIANT_CACHE_BYTES = 32 * 1024 * 1024;
const variants = new Map<string, Promise<Buffer | null>>();
const sizes = new Map<string, number>();
let cached = 0;

function remember(key: string, made: Promise<Buffer | null>) {
  variants.set(key, made);
  void made.then((bytes) => {
    if (!bytes || variants.get(key) !== made) return;
    sizes.set(key, bytes.length);
    cached += bytes.length;
    for (const [old] of variants) {
      if (cached <= VARIANT_CACHE_BYTES) break;
      if (old === key) continue;
      cached -= sizes.get(old) ?? 0;
      sizes.delete(old);
      variants.delete(old);
    }
  });
}

/**
 * Sends a stored picture sized and encoded for the browser (fewer bytes on a slow network): at the width its URL asks for
 * (`x-oss-process=image/resize,w_N`, one of IMAGE_WIDTHS, never wider than the picture), in AVIF or
 * WebP when the browser's Accept header takes them, else as stored. A picture the library cannot
 * read goes as stored. The caller has set the response's other headers; `key` names the stored
 * bytes (variants of it are cached).
 */
export async function sendPicture(request: FastifyRequest, reply: FastifyReply, key: string, bytes: Buffer, mime: string) {
  const process = (request.query as Record<string, unknown>)[IMAGE_PROCESS_PARAM];
  const width = requestedImageWidth(typeof process === 'string' ? process : undefined);
  if (!RASTER.has(mime)) return reply.type(mime).send(bytes);
  reply.header('vary', 'Accept');
  const format = acceptedFormat(request.headers.accept);
  if (width === null && format === null) return reply.type(mime).send(bytes);
  const variantKey = `${key}|${width ?? 'full'}|${format ?? mime}`;
  let made = variants.get(variantKey);
  if (!made) {
    made = (async () => {
      try {
        let image = sharp(bytes, { failOn: 'error' }).rotate();
        if (width !== null) image = image.resize({ width, withoutEnlargement: true });
        const encoder = FORMATS.find((f) => f.mime === format);
        return await (encoder ? encoder.encode(image) : image).toBuffer();
      } catch {
        return null;
      }
    })();
    remember(variantKey, made);
  }
  const variant = await made;
  if (!variant) return reply.type(mime).send(bytes);
  return reply.type(format ?? mime).send(variant);
}
