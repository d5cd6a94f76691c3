import { describe, expect, it } from 'vitest';
import * as address from '../address';
import * as collection from '../collection';
import * as coupon from '../coupon';
import { callsOf } from '../index';
import * as order from '../order';
import * as point from '../point';
import * as vip from '../vip';
import * as member from './index';

/**
 * The member's own calls: every module of the member's data; order.create and
 * order.calculate are the spec's gateway calls, order.promo (/v1/promo/get) a tenant's, on the
 * gateway, and so are binding a number (§7 /v1/users/…) and the spec's sign-in by number
 * (/v1/registerV2/…).
 */
const GATEWAY_CALLS: ReadonlySet<unknown> = new Set([
  order.create,
  order.calculate,
  order.promo,
  order.updateStatus,
  order.payDetail,
  order.detailByTradeNo,
  order.checkPartner,
  order.used,
  order.supplyChain,
  order.comment,
  order.buyShareInfo,
  order.buyShareSupport,
  member.registerByMobile,
  member.loginByMobile,
  member.bindMobileSend,
  member.bindMobile,
]);
const memberCalls = [member, collection, coupon, point, address, vip, order].flatMap(callsOf).filter((c) => !GATEWAY_CALLS.has(c));

describe('member calls', () => {
  it('are named once each, served at distinct uris through /api, reads GET and writes POST', () => {
    const names = memberCalls.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(memberCalls.map((c) => c.uri)).size).toBe(memberCalls.length);
    for (const call of memberCalls) expect(call.transport, call.name).toBe('api');
    expect(member.login.method).toBe('POST');
    expect(coupon.list.method).toBe('GET');
  });

  it("sign up by POST with the community's own code call, answered like a sign-in", () => {
    expect([member.sendCode, member.register].map((c) => [c.method, c.uri])).toEqual([
      ['POST', '/member/code'],
      ['POST', '/member/register'],
    ]);
    expect(memberCalls).toContain(member.sendCode);
    expect(memberCalls).toContain(member.register);
    expect(member.register.result).toBe(member.login.result);
    const signUp = { iid: 1000, verifyCode: '123456', loginName: '13800138000', password: 'secret123' };
    expect(member.register.params.parse(signUp)).toEqual(signUp);
    expect(member.register.params.safeParse({ ...signUp, password: '12345' }).success).toBe(false);
    expect(member.sendCode.params.safeParse({ mobile: '13800138000' }).success).toBe(false);
  });

  it('declare the refusals the server throws and the pages test, by code', () => {
    expect(member.login.errors.notRegistered).toEqual({ code: 1004, msg: '该手机号尚未注册，请获取验证码完成注册' });
    expect(member.register.errors.badCode.code).toBe(1002);
    expect(member.register.errors.numberTaken.code).toBe(1003);
    expect(member.login.errors.tooMany).toEqual({ code: 429, msg: '尝试次数过多，请稍后再试', status: 429 });
  });

  it("bind a number with the spec's gateway calls, writes never retried, the code required", () => {
    expect([member.bindMobileSend, member.bindMobile].map((c) => [c.transport, c.uri, c.kind])).toEqual([
      ['gateway', '/v1/users/bindmobile/send/h5', 'mutation'],
      ['gateway', '/v1/users/mobile/bind/h5', 'mutation'],
    ]);
    const token = 'x'.repeat(32);
    expect(member.bindMobile.params.safeParse({ iid: 1000, token, mobile: '13800138000' }).success).toBe(false);
    expect(member.bindMobileSend.params.parse({ iid: '1000', token, mobile: '13800138000', userId: '7', date: '1700000000000' })).toMatchObject({ iid: 1000, userId: 7 });
    expect(member.bindMobile.errors.badCode).toBe(member.register.errors.badCode);
    expect(member.profileUpdate.errors.mobileNeedsCode.code).toBe(1006);
  });

  it('sign in by identity through POST bodies: a WeChat code or a signed ticket, never an id', () => {
    expect([member.wechatSignIn, member.ticketSignIn].map((c) => [c.method, c.uri])).toEqual([
      ['POST', '/member/identity/wechat'],
      ['POST', '/member/identity/ticket'],
    ]);
    expect(Object.keys(member.ticketSignIn.params.shape)).toEqual(['iid', 'ticket']);
    expect(Object.keys(member.wechatSignIn.params.shape)).toEqual(['iid', 'code']);
  });

  it('read query-string numbers and default the page', () => {
    const token = 'x'.repeat(32);
    expect(coupon.list.params.parse({ iid: '1000', token, status: '1' })).toEqual({
      iid: 1000,
      token,
      status: 1,
      pageNumber: 1,
      pageSize: 10,
    });
    expect(coupon.list.params.safeParse({ iid: '1000', status: '1' }).success).toBe(false);
  });

  it('refuse malformed address and refund input before it reaches a server', () => {
    const token = 'x'.repeat(32);
    const input = {
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
    expect(address.add.params.safeParse(input).success).toBe(false);
    expect(address.add.params.safeParse({ ...input, areaCode: '440305' }).success).toBe(true);
    expect(order.refundEms.params.safeParse({ iid: 1000, token, orderId: 'A', refundEms: 'EA1<script>' }).success).toBe(false);
  });
});
