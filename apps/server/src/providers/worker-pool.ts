import type { Worker } from 'node:worker_threads';

/** The pool has as many tasks waiting as it accepts: the caller answers "try later" at once. */
export class PoolBusyError extends Error {
  override readonly name = 'PoolBusyError';
}

/** A task ran past its time: its worker was stopped (and is replaced by the next task). */
export class PoolTimeoutError extends Error {
  override readonly name = 'PoolTimeoutError';
}

export interface WorkerPoolOptions {
  /** Workers at most (each runs one task at a time). */
  size: number;
  /** Tasks waiting for a worker at most; one more is refused with PoolBusyError. */
  maxQueue: number;
  /** A task's time from start in its worker to its answer. */
  timeoutMs: number;
  /** A worker idle this long is stopped (started again on demand). */
  idleMs?: number;
}

interface Task<I, O> {
  input: I;
  resolve(output: O): void;
  reject(error: Error): void;
}

interface Slot<I, O> {
  worker: Worker;
  task?: Task<I, O>;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
  /** The thread has started: a task's time runs from here, not from while the thread boots. */
  online: boolean;
}

/**
 * A small pool of worker threads running one script (ours, not a library: it runs one kind of
 * task, needs a queue bound, a per-task timeout that stops a runaway worker and workers that never
 * keep the process alive — about a hundred lines, no dependency). A worker answers each message
 * with one message; a worker that throws, exits or runs past `timeoutMs` fails its task and is
 * replaced on demand.
 */
export class WorkerPool<I, O> {
  private readonly slots = new Set<Slot<I, O>>();
  private readonly queue: Task<I, O>[] = [];
  private closed = false;

  constructor(
    private readonly start: () => Worker,
    private readonly options: WorkerPoolOptions,
  ) {}

  /** Runs one task; rejects with PoolBusyError when the queue is full. */
  run(input: I): Promise<O> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'));
    return new Promise<O>((resolve, reject) => {
      const task = { input, resolve, reject };
      const free = [...this.slots].find((slot) => !slot.task);
      if (free) return this.assign(free, task);
      if (this.slots.size < this.options.size) return this.assign(this.spawn(), task);
      if (this.queue.length >= this.options.maxQueue) return reject(new PoolBusyError('all workers are busy'));
      this.queue.push(task);
    });
  }

  /** Tasks waiting and running (for tests and the benchmark). */
  get load(): { running: number; waiting: number; workers: number } {
    return { running: [...this.slots].filter((s) => s.task).length, waiting: this.queue.length, workers: this.slots.size };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the worker pool is closed'));
    await Promise.all([...this.slots].map((slot) => this.stop(slot, new Error('the worker pool is closed'))));
  }

  private spawn(): Slot<I, O> {
    const worker = this.start();
    // A pool never keeps the process alive: a server exits when its listener closes.
    worker.unref();
    const slot: Slot<I, O> = { worker, online: false };
    this.slots.add(slot);
    worker.once('online', () => {
      slot.online = true;
      if (slot.task) this.startClock(slot);
    });
    worker.on('message', (output: O) => {
      const task = slot.task;
      clearTimeout(slot.timer);
      slot.task = undefined;
      task?.resolve(output);
      this.next(slot);
    });
    worker.on('error', (error) => void this.stop(slot, error));
    worker.on('exit', (code) => void this.stop(slot, new Error(`the worker exited with code ${code}`)));
    return slot;
  }

  private assign(slot: Slot<I, O>, task: Task<I, O>) {
    clearTimeout(slot.idle);
    slot.task = task;
    if (slot.online) this.startClock(slot);
    slot.worker.postMessage(task.input);
  }

  /**
   * The task's time limit, counted from when its thread runs: a new thread's start (slow on a
   * loaded machine) is not the task running past its time.
   */
  private startClock(slot: Slot<I, O>) {
    slot.timer = setTimeout(() => void this.stop(slot, new PoolTimeoutError(`the task ran past ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
    slot.timer.unref();
  }

  private next(slot: Slot<I, O>) {
    const task = this.queue.shift();
    if (task) return this.assign(slot, task);
    if (this.options.idleMs !== undefined) {
      slot.idle = setTimeout(() => void this.stop(slot, new Error('idle')), this.options.idleMs);
      slot.idle.unref();
    }
  }

  /** Stops a worker, failing its task; a waiting task gets a new worker. */
  private async stop(slot: Slot<I, O>, error: Error) {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    slot.task?.reject(error);
    slot.task = undefined;
    await slot.worker.terminate().catch(() => undefined);
    const waiting = this.queue.shift();
    if (waiting && !this.closed) this.assign(this.spawn(), waiting);
  }
}
