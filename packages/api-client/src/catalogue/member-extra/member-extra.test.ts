import { describe, expect, it } from 'vitest';
import { memberAddressAdd, memberCalls, memberCouponList, memberLogin, memberOrderRefundEms, memberRegister, memberSendCode } from './index';

describe('member calls', () => {
  it('are named once each under member., served at distinct uris, reads GET and writes POST', () => {
    const names = memberCalls.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(memberCalls.map((c) => c.uri)).size).toBe(memberCalls.length);
    for (const call of memberCalls) {
      expect(call.name.startsWith('member.')).toBe(true);
      expect(call.transport).toBe('api');
    }
    expect(memberLogin.method).toBe('POST');
    expect(memberCouponList.method).toBe('GET');
  });

  it("sign up by POST with the community's own code call, answered like a sign-in", () => {
    expect([memberSendCode, memberRegister].map((c) => [c.method, c.uri])).toEqual([
      ['POST', '/member/code'],
      ['POST', '/member/register'],
    ]);
    expect(memberCalls).toContain(memberSendCode);
    expect(memberCalls).toContain(memberRegister);
    expect(memberRegister.result).toBe(memberLogin.result);
    const signUp = { iid: 1000, verifyCode: '123456', loginName: '13800138000', password: 'secret123' };
    expect(memberRegister.params.parse(signUp)).toEqual(signUp);
    expect(memberRegister.params.safeParse({ ...signUp, password: '12345' }).success).toBe(false);
    expect(memberSendCode.params.safeParse({ mobile: '13800138000' }).success).toBe(false);
  });

  it('read query-string numbers and default the page', () => {
    const token = 'x'.repeat(32);
    expect(memberCouponList.params.parse({ iid: '1000', token, status: '1' })).toEqual({
      iid: 1000,
      token,
      status: 1,
      pageNumber: 1,
      pageSize: 10,
    });
    expect(memberCouponList.params.safeParse({ iid: '1000', status: '1' }).success).toBe(false);
  });

  it('refuse malformed address and refund input before it reaches a server', () => {
    const token = 'x'.repeat(32);
    const address = {
      iid: 1000,
      token,
      name: '李同心',
      mobile: '13800138000',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      areaCode: '44030',
      address: '科技园',
      postCode: '',
      isDefault: true,
    };
    expect(memberAddressAdd.params.safeParse(address).success).toBe(false);
    expect(memberAddressAdd.params.safeParse({ ...address, areaCode: '440305' }).success).toBe(true);
    expect(memberOrderRefundEms.params.safeParse({ iid: 1000, token, orderId: 'A', refundEms: 'EA1<script>' }).success).toBe(false);
  });
});
