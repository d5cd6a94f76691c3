/*
 * The order's states and kinds, in one place for the server, the apps and the modules to come.
 */

/**
 * Order status (spec §4): 1 waiting for buyer payment, 3 cancelled, above 10 paid, anything else
 * expired or invalid. The values above 10 and 2 are ours: 11 paid, 12 shipped, 13 done; 2 expired.
 */
export const ORDER_STATUS = { waitingPayment: 1, expired: 2, cancelled: 3, paid: 11, shipped: 12, done: 13 } as const;

/** How spec §4 reads a status: waiting, cancelled, paid (any status above 10), or invalid (expired or invalid). */
export type OrderState = 'waitingPayment' | 'cancelled' | 'paid' | 'invalid';

/** Whether an order of this status is paid (spec §4: above 10). */
export function isPaidStatus(status: number): boolean {
  return status > 10;
}

/** The state spec §4 shows for a status. */
export function orderState(status: number): OrderState {
  if (status === ORDER_STATUS.waitingPayment) return 'waitingPayment';
  if (status === ORDER_STATUS.cancelled) return 'cancelled';
  return isPaidStatus(status) ? 'paid' : 'invalid';
}

/**
 * The order list's `status` filter: 0 every order, 1 waiting, 3 cancelled, 10 every paid one (above
 * 10), and the personal centre's shortcuts (ours): 11 to ship (paid goods with a delivery address,
 * no refund), 12 to receive (shipped, no refund), 20 to comment (paid, received or nothing to ship,
 * not commented, no refund), 21 after-sale (a refund asked or under way).
 */
export const ORDER_FILTER = { all: 0, waitingPayment: 1, cancelled: 3, paid: 10, toShip: 11, toReceive: 12, toComment: 20, afterSale: 21 } as const;

/** The personal centre's order shortcuts, in the order they show (each a filter of ORDER_FILTER). */
export const ORDER_SHORTCUTS = ['waitingPayment', 'toShip', 'toReceive', 'toComment', 'afterSale'] as const;
export type OrderShortcut = (typeof ORDER_SHORTCUTS)[number];

/**
 * Business types: what an order buys. Spec §4 labels 1 activity, 2 club, 3 homestay; spec §9 the
 * university's registration fee is order type 28; 30 is a vip card (ours), and the rest are ours
 * too (4 was the vip card's old value, left unused). One list: an order is created with its
 * business type as `orderType` (spec §3) and lists with it as `businessType`; the module that
 * sells a type declares its seller for it (server platform/seller.ts).
 */
export const BUSINESS_TYPE = {
  activity: 1,
  club: 2,
  homestay: 3,
  goods: 5,
  course: 6,
  live: 7,
  crowdfunding: 8,
  game: 9,
  registration: 10,
  coupon: 11,
  presaleDeposit: 12,
  presaleBalance: 13,
  universityRegistration: 28,
  vip: 30,
  realCard: 31,
  saas: 32,
  shopsJoin: 41,
  ask: 51,
  aiCredits: 52,
  /** A tip to a live room's host (打赏, /app/pay/dashang): `keys` the room, `property` the amount in fen. */
  tip: 53,
} as const;

/** How the pages name a business type. */
export const BUSINESS_TYPE_LABEL: Readonly<Record<number, string>> = {
  1: '活动',
  2: '俱乐部',
  3: '民宿',
  5: '商品',
  6: '课程',
  7: '直播',
  8: '众筹',
  9: '游戏',
  10: '报名',
  11: '优惠券',
  12: '预售定金',
  13: '预售尾款',
  28: '报名费',
  30: '会员卡',
  31: '实体卡续期',
  32: '机构套餐',
  41: '商家入驻',
  51: '付费问答',
  52: '智能问答次数',
  53: '打赏',
};

/**
 * Refund state of an order: 0 none; 1 refund agreed, waiting for the buyer's return parcel
 * (refund EMS); 2 returned; 3 refunding (asked of the payment provider); 4 refunded (the
 * provider's notify came).
 */
/** What an after-sale request asks: 1 the money only, 2 return the goods, then the money. */
export const REFUND_TYPE = { refundOnly: 1, returnAndRefund: 2 } as const;

export const REFUND_STATE = { none: 0, awaitingReturn: 1, returned: 2, refunding: 3, refunded: 4 } as const;
