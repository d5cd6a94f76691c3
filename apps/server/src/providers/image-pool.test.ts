import { readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../testing/harness';
import { imagePool } from './image-pool';

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/{tid}/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      return []; // the thread ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields.length > 16 ? [Number(fields[16])] : [];
  });
}

describe('the image pool', () => {
  afterAll(async () => {
    await imagePool().close();
  });

  it('decodes a photo in a worker thread and answers its size and spread, not its pixels', async () => {
    const summary = await imagePool().run(pngBytes(300, 420));
    expect(summary).toMatchObject({ ok: true, format: 'png', width: 300, height: 420 });
    expect(summary.ok && summary.spread).toBeGreaterThan(3);
  });

  // A burst of face checks must not slow other calls: on a contended core the event loop goes first.
  it.runIf(process.platform === 'linux')('decodes below the priority of the event loop (nice 10 for its threads, 0 for ours)', async () => {
    await imagePool().run(pngBytes(300, 420));
    const nice = threadNiceValues();
    expect(nice).toContain(constants.priority.PRIORITY_BELOW_NORMAL);
    expect(nice).toContain(constants.priority.PRIORITY_NORMAL);
  });
});
