import { describe, expect, it } from 'vitest';
import { levelOf } from './index';

describe('levelOf', () => {
  it.each([
    ['110000', 'province'],
    ['440300', 'city'],
    ['440305', 'district'],
    ['810001', 'city'],
    ['820008', 'city'],
  ])('%s is a %s', (code, level) => expect(levelOf(code)).toBe(level));

  it.each(['', '11000', '1100000', 'abcdef', '--'])('%s is not a code', (code) =>
    expect(levelOf(code)).toBeNull(),
  );
});
