/*
 * The member's own calls (community issue 7): session, profile, collections, coupons, points,
 * addresses, orders and vip. The session rule (a `token` param, 1000001 when invalid): ./shapes.ts.
 */
import type { CallDeclaration } from '../../define';
import { memberContact, memberLogin, memberLogout, memberProfile, memberProfileUpdate, memberRegister, memberSendCode } from './account';
import { memberAddressAdd, memberAddressDelete, memberAddressList, memberAddressUpdate } from './address';
import { memberCoinAccount, memberCoinConf, memberCoinSign, memberCoinTrans } from './coin';
import { memberCollectList } from './collect';
import { memberCouponList, memberCouponRecv, memberCouponsRecv } from './coupon';
import { memberOrderDetail, memberOrderList, memberOrderLogistics, memberOrderRefundEms } from './order';
import { memberVipCardList, memberVipProfile } from './vip';

export * from './account';
export * from './address';
export * from './coin';
export * from './collect';
export * from './coupon';
export * from './order';
export * from './vip';
export { pageOf } from './shapes';

/** Every member call, for the server's registration and the catalogue contract test. */
export const memberCalls: readonly CallDeclaration[] = [
  memberLogin,
  memberSendCode,
  memberRegister,
  memberLogout,
  memberProfile,
  memberProfileUpdate,
  memberContact,
  memberCollectList,
  memberCouponList,
  memberCouponsRecv,
  memberCouponRecv,
  memberCoinAccount,
  memberCoinTrans,
  memberCoinConf,
  memberCoinSign,
  memberAddressList,
  memberAddressAdd,
  memberAddressUpdate,
  memberAddressDelete,
  memberOrderList,
  memberOrderDetail,
  memberOrderLogistics,
  memberOrderRefundEms,
  memberVipProfile,
  memberVipCardList,
];
