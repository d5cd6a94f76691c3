import { afterAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../testing/harness';
import { imagePool } from './image-pool';

describe('the image pool', () => {
  afterAll(async () => {
    await imagePool().close();
  });

  it('decodes a photo in a worker thread and answers its size and spread, not its pixels', async () => {
    const summary = await imagePool().run(pngBytes(300, 420));
    expect(summary).toMatchObject({ ok: true, format: 'png', width: 300, height: 420 });
    expect(summary.ok && summary.spread).toBeGreaterThan(3);
  });
});
