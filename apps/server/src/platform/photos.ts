import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../db/migrations';
import { sendPicture } from './image-variants';

/*
 * The demo's photographs (seed-assets/photos, their sources and licences in seed-assets/CREDITS.md):
 * real pictures for the seeded banners, activities, goods, articles, albums, places and avatars,
 * served in the widths and formats the server makes of any stored picture.
 */

/** Landscape photographs (1280×720). */
export const WIDE_PHOTOS = [
  'mountain-meadow', 'mountain-path', 'hill-sunset', 'forest-creek', 'dandelions', 'bridge-sky',
  'lake-boats', 'forest-path', 'autumn-leaf', 'lake-pier', 'dune-grass', 'raindrops',
] as const;
/** Square photographs of things (640×640), for goods and cards. */
export const SQUARE_PHOTOS = ['fig-bowl', 'paint-brushes', 'colorful-cups', 'drum-shelf', 'yellow-flower', 'red-flower'] as const;
/** Square avatars (320×320). */
export const AVATAR_PHOTOS = ['avatar-dogs', 'avatar-bird', 'avatar-dragonfly', 'avatar-ladybird', 'avatar-dandelion', 'avatar-flower'] as const;

export type PhotoName = (typeof WIDE_PHOTOS)[number] | (typeof SQUARE_PHOTOS)[number] | (typeof AVATAR_PHOTOS)[number];

const ALL: ReadonlySet<string> = new Set<string>([...WIDE_PHOTOS, ...SQUARE_PHOTOS, ...AVATAR_PHOTOS]);
const PHOTO_PATH = '/api/media/photo/';

/** The URL of a demo photograph. */
export function photoUrl(name: PhotoName): string {
  return `${PHOTO_PATH}${name}.jpg`;
}

/** A landscape or square photograph for a seed row, picked by a number (the same number, the same picture). */
export function seedPhoto(n: number, shape: 'wide' | 'square' = 'wide'): string {
  const list = shape === 'wide' ? WIDE_PHOTOS : SQUARE_PHOTOS;
  return photoUrl(list[Math.abs(Math.trunc(n)) % list.length] as PhotoName);
}

/** An avatar photograph for a seeded member, picked by a number. */
export function seedAvatar(n: number): string {
  return photoUrl(AVATAR_PHOTOS[Math.abs(Math.trunc(n)) % AVATAR_PHOTOS.length] as PhotoName);
}

/** GET /api/media/photo/{name}.jpg: a demo photograph, at the width its URL asks for, in AVIF/WebP when taken. */
export function registerPhotos(app: FastifyInstance) {
  const folder = join(serverRoot, 'seed-assets', 'photos');
  app.get<{ Params: { file: string } }>(`${PHOTO_PATH}:file`, async (request, reply) => {
    const name = /^([a-z-]{1,40})\.jpg$/.exec(request.params.file)?.[1];
    if (!name || !ALL.has(name)) return reply.code(404).send({ code: 404, msg: '图片不存在' });
    const bytes = await readFile(join(folder, `${name}.jpg`));
    reply.header('cache-control', 'public, max-age=86400');
    return sendPicture(request, reply, `photo/${name}`, bytes, 'image/jpeg');
  });
}
