import { describe, expect, it } from 'vitest';
import { callsOf } from '../index';
import * as university from './index';
import { createOrder, getFormInfo, isShown, login } from './index';

const universityCalls = callsOf(university);

describe('university calls', () => {
  it('are named once each, under /university/, reads GET and writes POST', () => {
    const names = universityCalls.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const call of universityCalls) {
      expect(call.name.startsWith('university.')).toBe(true);
      expect(call.uri.startsWith('/university/')).toBe(true);
      expect(call.transport).toBe('api');
    }
    expect(login.method).toBe('POST');
    expect(getFormInfo.method).toBe('GET');
  });

  it('coerce query-string ids and refuse a missing token', () => {
    expect(getFormInfo.params.parse({ rid: '7', token: 'x', regId: '3', id: '1' })).toEqual({ rid: 7, token: 'x', regId: 3, id: 1 });
    expect(getFormInfo.params.safeParse({ rid: '7', regId: '3', id: '1' }).success).toBe(false);
  });

  it('let an empty session through, so the server answers 1000001 and the page goes to login', () => {
    expect(getFormInfo.params.parse({ rid: '', token: '', regId: '3', id: '1' })).toEqual({ rid: 0, token: '', regId: 3, id: 1 });
    expect(createOrder.params.safeParse({ iid: 3073, orderType: 28, userId: 0, token: '', keys: 3, num: 1 }).success).toBe(true);
    expect(getFormInfo.params.safeParse({ rid: '-1', token: 'x', regId: '3', id: '1' }).success).toBe(false);
  });

  it('show conditional components only for the listed answers', () => {
    const rule = { id: 297, anyOf: ['生物学/纳米生物技术', '生物学/系统生态学'] };
    expect(isShown(rule, { '297': '生物学/系统生态学' })).toBe(true);
    expect(isShown(rule, { '297': '生物学/细胞生物学' })).toBe(false);
    expect(isShown(rule, {})).toBe(false);
    expect(isShown(null, {})).toBe(true);
  });
});
