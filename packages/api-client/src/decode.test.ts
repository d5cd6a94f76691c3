import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, decodeReply } from './index';

describe('decodeReply', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['null', null],
    ['{"t":[1,2]}', [1, 2]],
    ['{"t":null}', null],
    ['{"a":1}', { a: 1 }],
    ['[1]', [1]],
    ['"x"', 'x'],
    ['{"code":0,"t1":"r","t2":"k"}', { code: 0, t1: 'r', t2: 'k' }],
  ])('%s decodes to %j', (text, expected) => {
    expect(decodeReply(text)).toEqual(expected);
  });

  it('turns a nonzero code into a server error carrying code and msg', () => {
    const error = (() => {
      try {
        decodeReply('{"code":500,"msg":"库存不足"}', 'shop.order');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: 500, message: '库存不足', call: 'shop.order' });
  });

  it('turns 1000001 into a session error', () => {
    expect(() => decodeReply('{"code":1000001,"msg":"登录失效"}')).toThrow(
      expect.objectContaining({ kind: 'session', code: 1000001 }),
    );
  });

  it('never throws anything but ApiError, whatever the body', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        try {
          decodeReply(text);
        } catch (e) {
          expect(e).toBeInstanceOf(ApiError);
        }
      }),
    );
  });
});
