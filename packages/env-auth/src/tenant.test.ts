import { describe, expect, it } from 'vitest';
import { parseIid } from './index';

describe('parseIid', () => {
  it.each([
    ['1000', 1000],
    ['3073', 3073],
  ])('%s is %d', (v, n) => expect(parseIid(v)).toBe(n));
  it.each([undefined, null, '', '0', '-1', '10a', '1e3', '01000', ' 1000'])('%s is no tenant', (v) =>
    expect(parseIid(v)).toBeNull(),
  );
});
