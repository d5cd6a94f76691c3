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
    ['{"code":"0","t":5}', 5],
    // A null code is no code (a serialiser's missing field): the body is the result.
    ['{"code":null,"t":{"a":1}}', { a: 1 }],
    ['{"code":null,"msg":"ok","iid":3073}', { code: null, msg: 'ok', iid: 3073 }],
    // A code inside t is the result's own field, not the envelope's.
    ['{"t":{"code":"abc","shortUrl":"https://s.example/abc"}}', { code: 'abc', shortUrl: 'https://s.example/abc' }],
    ['{"t":0}', 0],
    ['{"t":false}', false],
    ['{"t":""}', ''],
    ['{"msg":"ok","iid":3073}', { msg: 'ok', iid: 3073 }],
    ['true', true],
    ['12', 12],
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

  it.each([
    ['{"code":500}', 'server', 500, 'error 500'],
    ['{"code":"7","msg":"库存不足"}', 'server', 7, '库存不足'],
    ['{"code":"1000001","msg":"登录失效"}', 'session', 1000001, '登录失效'],
    ['{"code":-1,"msg":"","t":1}', 'server', -1, 'error -1'],
    ['{"code":"x","msg":"坏"}', 'server', undefined, '坏'],
    // Present and not 0: an error, even where Number() would read 0.
    ['{"code":"","t":1}', 'server', undefined, 'error ""'],
    ['{"code":false,"t":1}', 'server', undefined, 'error false'],
    ['{"code":[],"t":1}', 'server', undefined, 'error []'],
    ['{"code":" 0 ","t":1}', 'server', undefined, 'error  0 '],
    ['{"code":"abc","shortUrl":"https://s.example/abc"}', 'server', undefined, 'error abc'],
  ])('%s is a %s error with code %s and message %s', (text, kind, code, message) => {
    expect(() => decodeReply(text)).toThrow(expect.objectContaining({ kind, code, message }));
  });

  it('calls a body that is not JSON a schema error', () => {
    expect(() => decodeReply('<html>', 'x')).toThrow(expect.objectContaining({ kind: 'schema', message: 'reply of x is not JSON' }));
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
