import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedFormat, sendPicture } from './image-variants';

let app: FastifyInstance;
let photo: Buffer;
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

beforeAll(async () => {
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  app = Fastify();
  app.get('/photo.jpg', (request, reply) => sendPicture(request, reply, 'photo', photo, 'image/jpeg'));
  app.get('/broken.jpg', (request, reply) => sendPicture(request, reply, 'broken', Buffer.from('not a jpeg'), 'image/jpeg'));
  app.get('/drawing.svg', (request, reply) => sendPicture(request, reply, 'drawing', Buffer.from('<svg/>'), 'image/svg+xml'));
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string, accept?: string) => app.inject({ url, headers: accept ? { accept } : {} });

describe('pictures sized to the screen', () => {
  it('sends the stored picture when neither a width nor a modern format is asked for', async () => {
    const res = await get('/photo.jpg', 'image/jpeg,*/*;q=0.8');
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers.vary).toBe('Accept');
    expect(res.rawPayload.equals(photo)).toBe(true);
  });

  it('answers the width the URL asks for, in AVIF where the browser takes it', async () => {
    const res = await get('/photo.jpg?x-oss-process=image/resize,w_320', CHROME_ACCEPT);
    expect(res.headers['content-type']).toBe('image/avif');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 213]);
    expect(res.rawPayload.length).toBeLessThan(photo.length);
  });

  it('in WebP for a browser that takes WebP but not AVIF, at a width of the list', async () => {
    const res = await get('/photo.jpg?x-oss-process=image/resize,w_600', 'image/webp,*/*');
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
  });

  it('never wider than the picture, and in its own format for an old browser', async () => {
    const res = await get('/photo.jpg?x-oss-process=image/resize,w_1280', '*/*');
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
  });

  it('sends a picture it cannot read, and SVG, as stored', async () => {
    const broken = await get('/broken.jpg?x-oss-process=image/resize,w_320', CHROME_ACCEPT);
    expect(broken.headers['content-type']).toBe('image/jpeg');
    expect(broken.body).toBe('not a jpeg');
    const svg = await get('/drawing.svg?x-oss-process=image/resize,w_320', CHROME_ACCEPT);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toBe('<svg/>');
  });

  it('reads the Accept header: the best listed format, not one refused with q=0', () => {
    expect(acceptedFormat(CHROME_ACCEPT)).toBe('image/avif');
    expect(acceptedFormat('image/avif;q=0, image/webp')).toBe('image/webp');
    expect(acceptedFormat('image/png,image/*;q=0.8')).toBeNull();
    expect(acceptedFormat(undefined)).toBeNull();
  });
});
