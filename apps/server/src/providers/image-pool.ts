import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DecodeSummary } from './image-decode';
import { WorkerPool } from './worker-pool';

/**
 * Where photos are decoded: worker threads, so a large photo never stalls the event loop (issue
 * 18: one decode of 160 MB held every request for 2 s). One worker per spare core (at least one,
 * at most 4), 8 photos waiting at most — more is "try later" at once —, 45 s a photo (a 16-megapixel
 * JPEG takes a few seconds of pure JavaScript; more on a loaded machine). Shared by
 * the process, started on the first photo, stopped after a minute idle; it never keeps the
 * process alive.
 */
let pool: WorkerPool<Uint8Array, DecodeSummary> | undefined;

function startWorker(): Worker {
  // jpeg-js keeps a 16-megapixel picture's components in the JS heap (a few hundred MB at the limit).
  const limits = { resourceLimits: { maxOldGenerationSizeMb: 640 } };
  const here = import.meta.url;
  // Built: dist/image-worker.js beside the bundle. From source (tests, `dev`): the .ts file, through tsx.
  if (!here.endsWith('.ts')) return new Worker(new URL('./image-worker.js', here), limits);
  const tsx = dirname(createRequire(here).resolve('tsx/package.json'));
  const api = pathToFileURL(join(tsx, 'dist/esm/api/index.mjs')).href;
  const code = `const { register } = await import(${JSON.stringify(api)}); register(); await import(${JSON.stringify(new URL('./image-worker.ts', here).href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), limits);
}

export function imagePool(): WorkerPool<Uint8Array, DecodeSummary> {
  pool ??= new WorkerPool(startWorker, {
    size: Math.min(4, Math.max(1, availableParallelism() - 1)),
    maxQueue: 8,
    timeoutMs: 45_000,
    idleMs: 60_000,
  });
  return pool;
}
