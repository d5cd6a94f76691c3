import { describe, expect, it } from 'vitest';
import { flagParam, idParam, intParam, isFitText, MAX_INT, PARAM_MESSAGES, textParam } from './shapes';
import * as z from 'zod/mini';

describe('intParam and idParam', () => {
  it('stay within a PostgreSQL integer, as a number or as digits', () => {
    expect(idParam.parse('2147483647')).toBe(MAX_INT);
    expect(idParam.safeParse('2147483648').error?.issues[0]?.message).toBe(PARAM_MESSAGES.range);
    expect(idParam.safeParse(2 ** 40).success).toBe(false);
    expect(intParam.parse(-(2 ** 31))).toBe(-(2 ** 31));
    expect(intParam.safeParse(-(2 ** 31) - 1).success).toBe(false);
    expect(idParam.safeParse('0').success).toBe(false);
  });
});

describe('textParam', () => {
  it('refuses NUL, other control characters and lone surrogates; keeps tabs, line breaks and emoji', () => {
    const text = textParam(100);
    for (const bad of ['a\u0000b', '\u001b[31m', 'x\u007f', '\ud800', 'a\udc00', '\udc00\ud800']) {
      expect(text.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(PARAM_MESSAGES.text);
    }
    for (const good of ['第一行\n第二行\r\n\t缩进', '😀 张三', '']) expect(text.parse(good)).toBe(good);
    expect(isFitText('\ud83d\ude00')).toBe(true);
  });

  it('still chains like a string (regex, optional) with its length bounds', () => {
    expect(textParam(3, 1).safeParse('abcd').success).toBe(false);
    expect(textParam(3, 1).safeParse('').success).toBe(false);
    expect(textParam(5).check(z.regex(/^\d+$/)).safeParse('12a').success).toBe(false);
    expect(z.optional(textParam(5)).parse(undefined)).toBeUndefined();
  });
});

describe('flagParam', () => {
  it('reads "false" and "0" as false, "true" and "1" as true, and refuses anything else', () => {
    expect(['false', '0', 0, false].map((v) => flagParam.parse(v))).toEqual([false, false, false, false]);
    expect(['true', '1', 1, true].map((v) => flagParam.parse(v))).toEqual([true, true, true, true]);
    for (const bad of ['', 'yes', 'False', 2, null]) expect(flagParam.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe(PARAM_MESSAGES.flag);
  });
});
