import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { PoolBusyError, PoolTimeoutError, WorkerPool } from './worker-pool';

// A worker that answers its thread id after spinning `ms` (0: at once; -1: forever).
const SCRIPT = `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', (ms) => {
  const until = ms < 0 ? Infinity : Date.now() + ms;
  while (Date.now() < until) {}
  parentPort.postMessage(threadId);
});`;
const start = () => new Worker(SCRIPT, { eval: true });

describe('WorkerPool', () => {
  let pool: WorkerPool<number, number> | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('runs tasks in worker threads, never on the caller’s', async () => {
    pool = new WorkerPool<number, number>(start, { size: 2, maxQueue: 4, timeoutMs: 60_000 });
    const ids = await Promise.all([0, 0, 0, 0].map((ms) => pool!.run(ms)));
    expect(ids.every((id) => id > 0)).toBe(true);
    expect(new Set(ids).size).toBeLessThanOrEqual(2);
  });

  it('refuses a task at once when every worker is busy and the queue is full', async () => {
    pool = new WorkerPool<number, number>(start, { size: 1, maxQueue: 1, timeoutMs: 60_000 });
    const running = pool.run(-1).catch((error: unknown) => error);
    const waiting = pool.run(0).catch((error: unknown) => error);
    await expect(pool.run(0)).rejects.toBeInstanceOf(PoolBusyError);
    expect(pool.load).toEqual({ running: 1, waiting: 1, workers: 1 });
    await pool.close();
    expect(await running).toBeInstanceOf(Error);
    expect(await waiting).toBeInstanceOf(Error);
  });

  it('stops a worker that runs past its time, and the next task gets a new one', async () => {
    // The next task's thread starts after the stuck one is stopped; its time runs once it runs.
    pool = new WorkerPool<number, number>(start, { size: 1, maxQueue: 1, timeoutMs: 2_000 });
    const stuck = pool.run(-1);
    const next = pool.run(0);
    await expect(stuck).rejects.toBeInstanceOf(PoolTimeoutError);
    expect(await next).toBeGreaterThan(0);
  });
});
