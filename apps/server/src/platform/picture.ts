import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { seedAvatar, seedPhoto } from './photos';

const query = z.object({
  text: z.string().max(24).default(''),
  hue: z.coerce.number().int().min(0).max(359).default(8),
  w: z.coerce.number().int().min(16).max(1500).default(750),
  h: z.coerce.number().int().min(16).max(1500).default(400),
});

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * A picture drawn from its parameters (a gradient, soft circles and a label): the demo content
 * needs images, and the platform reaches no outside host.
 */
export function pictureSvg(text: string, hue: number, w: number, h: number): string {
  const size = Math.round(Math.min(w / Math.max(text.length, 2) / 1.2, h / 3));
  const h2 = (hue + 35) % 360;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},62%,52%)"/><stop offset="1" stop-color="hsl(${h2},70%,40%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    `<circle cx="${Math.round(w * 0.85)}" cy="${Math.round(h * 0.2)}" r="${Math.round(h * 0.35)}" fill="#fff" fill-opacity=".12"/>`,
    `<circle cx="${Math.round(w * 0.1)}" cy="${Math.round(h * 0.95)}" r="${Math.round(h * 0.4)}" fill="#fff" fill-opacity=".1"/>`,
    text
      ? `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="PingFang SC,Microsoft YaHei,sans-serif" font-size="${size}" fill="#fff">${escapeXml(text)}</text>`
      : '',
    `</svg>`,
  ].join('');
}

/**
 * The picture of a seed row: one of the demo's photographs (platform/photos.ts), picked by its
 * text and hue (the same row, the same picture), landscape for a wide box, an avatar for a small
 * square, else a square photograph. The drawn pictures (pic.svg) stay for rows that name them.
 */
export function pictureUrl(text: string, hue: number, w = 750, h = 400): string {
  const n = [...text].reduce((sum, c) => (sum * 31 + (c.codePointAt(0) ?? 0)) % 1_000_003, hue);
  if (w === h && w <= 200) return seedAvatar(n);
  return seedPhoto(n, w / h >= 1.2 ? 'wide' : 'square');
}

export function registerPictures(app: FastifyInstance) {
  app.get('/api/media/pic.svg', async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send({ code: 400, msg: '参数错误' });
    const { text, hue, w, h } = parsed.data;
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(pictureSvg(text, hue, w, h));
  });
}
