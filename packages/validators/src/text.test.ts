import { describe, expect, it } from 'vitest';
import { isHexColor, textLength } from './index';

describe('isHexColor', () => {
  it.each(['#fff', '#FFF', '#a1b2c3', '#A1B2C3'])('accepts %s', (v) =>
    expect(isHexColor(v)).toBe(true),
  );
  it.each(['fff', '#ffff', '#ggg', '#12345', '#1234567', ' #fff', '#fff '])('refuses %s', (v) =>
    expect(isHexColor(v)).toBe(false),
  );
});

describe('textLength', () => {
  it('counts a line break as two characters', () => {
    expect(textLength('ab\ncd')).toBe(6);
    expect(textLength('ab\r\ncd')).toBe(6);
    expect(textLength('')).toBe(0);
    expect(textLength('中文')).toBe(2);
  });
});
