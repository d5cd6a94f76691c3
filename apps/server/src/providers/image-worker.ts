import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { brightnessSpread, decodeImage, type DecodeSummary } from './image-decode';

// Below the event loop's priority: on Linux a thread's nice value is its own (pid 0 is this
// thread), so when a core is contended the server's requests run first and a decode waits
// (a burst of face checks must not slow other calls). Elsewhere it may be refused.
try {
  setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // The decode runs at the normal priority.
}

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
