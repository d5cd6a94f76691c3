import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../services';

/*
 * The seeded media: small sample files the project ships in apps/server/media (an MP4 with its HLS
 * segments, three AAC tracks), served with range requests. Every media URL is signed for one part
 * (or live room) and expires, so a paid part's URL works only for whoever the server gave it to,
 * after the purchase check, for a while.
 */

/** How long a signed media URL works. */
export const MEDIA_TTL_MS = 6 * 3600_000;
/** The sample HLS: its segments (each SEGMENT_SECONDS long). */
export const HLS_SEGMENTS = ['seg0.mp2t', 'seg1.mp2t', 'seg2.mp2t', 'seg3.mp2t'] as const;
export const SEGMENT_SECONDS = 2;
/** The files a URL may name. */
const FILES = /^(sample\.mp4|index\.m3u8|seg[0-3]\.mp2t|tone-(330|523|659)\.m4a)$/;

const MIME: Record<string, string> = {
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  mp2t: 'video/mp2t',
};

/** The media folder: beside src/ when run from source, beside dist/ when built. */
function mediaDir(): string {
  const candidates = [fileURLToPath(new URL('../../../media', import.meta.url)), fileURLToPath(new URL('../media', import.meta.url))];
  return candidates.find((dir) => existsSync(join(dir, 'sample.mp4'))) ?? candidates[0]!;
}
const MEDIA_DIR = mediaDir();

export const isMediaFile = (name: string) => FILES.test(name);

const signature = (s: Services, scope: string, exp: number) => createHmac('sha256', s.config.uploadSecret).update(`media\n${scope}\n${exp}`).digest('base64url').slice(0, 32);

/** The signed folder of a scope (`p{partId}` or `l{roomId}`): append a file name. */
export function signedBase(s: Services, scope: string): string {
  const exp = Math.floor((s.now() + MEDIA_TTL_MS) / 1000);
  return `/api/content/media/${scope}/${exp}/${signature(s, scope, exp)}/`;
}

/** The events stream of a room open to the caller: a paid room's is signed (scope `e{roomId}`), for MEDIA_TTL_MS. */
export function eventsUrl(s: Services, room: { id: number; iid: number; price: number }): string {
  const base = `/api/content/live/${room.id}/events?iid=${room.iid}`;
  if (room.price === 0) return base;
  const scope = `e${room.id}`;
  const exp = Math.floor((s.now() + MEDIA_TTL_MS) / 1000);
  return `${base}&exp=${exp}&sig=${signature(s, scope, exp)}`;
}

/** Whether a signed path's signature is right and unexpired. */
export function verifySigned(s: Services, scope: string, exp: number, sig: string): boolean {
  if (!Number.isInteger(exp) || exp * 1000 < s.now()) return false;
  const expected = Buffer.from(signature(s, scope, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A playlist that slides over the sample segments with the clock: a live stream that loops for ever. */
export function livePlaylist(nowMs: number, since: number): string {
  const window = 3;
  const sequence = Math.max(0, Math.floor((nowMs - since) / 1000 / SEGMENT_SECONDS));
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`, `#EXT-X-MEDIA-SEQUENCE:${sequence}`];
  for (let i = 0; i < window; i += 1) {
    const n = sequence + i;
    // The segments restart their timestamps at each loop: tell the player.
    if (n > 0 && n % HLS_SEGMENTS.length === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS}.000000,`, HLS_SEGMENTS[n % HLS_SEGMENTS.length]!);
  }
  return `${lines.join('\n')}\n`;
}

/** A `Range: bytes=…` header resolved against a size: the span, 'unsatisfiable', or null for the whole file. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Sends a media file, answering a range request with 206 and the part asked for. */
export async function sendMedia(request: FastifyRequest, reply: FastifyReply, name: string, cache: string) {
  const path = join(MEDIA_DIR, name);
  const ext = name.slice(name.lastIndexOf('.') + 1);
  const size = (await stat(path)).size;
  const range = parseRange(request.headers.range, size);
  reply.header('accept-ranges', 'bytes').header('cache-control', cache).type(MIME[ext] ?? 'application/octet-stream');
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
  const bytes = await readFile(path);
  if (!range) return reply.header('content-length', size).send(bytes);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(bytes.subarray(range.start, range.end + 1));
}
