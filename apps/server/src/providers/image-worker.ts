import { parentPort } from 'node:worker_threads';
import { brightnessSpread, decodeImage, type DecodeSummary } from './image-decode';

/*
 * The worker thread of the image pool (image-pool.ts): decodes one photo per message and answers
 * what the face check needs — never the pixels, so nothing large travels back.
 */
parentPort?.on('message', (bytes: Uint8Array) => {
  const outcome = decodeImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const summary: DecodeSummary = outcome.ok
    ? { ok: true, format: outcome.image.format, width: outcome.image.width, height: outcome.image.height, spread: brightnessSpread(outcome.image) }
    : { ok: false, reason: outcome.reason };
  parentPort?.postMessage(summary);
});
