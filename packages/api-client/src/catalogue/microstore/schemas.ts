import * as z from 'zod/mini';
import { callError } from '../../define';
import { goodsCardSchema } from '../mall/schemas';
import { COMMON_ERRORS, fen, idParam, instant, mobileParam, textParam } from '../shapes';

/*
 * A member's micro-store (微店, spec §2 account/distributionStore, smallStore and the store* set-up
 * pages): a shop front of goods the member picks from the tenant's mall, with its own contacts. The
 * spec shows no call or reply for it: these paths and shapes are ours (docs/decisions/microstore.md).
 */

/** Most goods a store shows. */
export const MAX_STORE_GOODS = 50;
/** Most contacts of each kind. */
export const MAX_CONTACTS = 10;
/** Store name and intro limits (page guide C9: 名称 ≤16, 简介 ≤200). */
export const NAME_MAX = 16;
export const INTRO_MAX = 200;

/** The three lists of people a store keeps: 客服 (consult), 订单通知 (notify), 店员 (master). */
export const CONTACT_KINDS = ['consult', 'notify', 'master'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** The owner's store as the set-up pages edit it. */
export const storeSchema = z.object({
  id: z.number().check(z.int()),
  iid: z.number().check(z.int()),
  name: z.string(),
  logo: z.string(),
  intro: z.string(),
  /**
   * The store's attribution key: the public link carries it as `multiDisKey` (spec §2), every goods
   * link from the store passes it on, and an order created with it is counted as the store's.
   */
  key: z.string(),
  /** The goods shown, in the owner's order. */
  goodsIds: z.array(z.number().check(z.int())),
  /** Paid orders made through the store, and their amount. */
  orders: z.number().check(z.int(), z.gte(0)),
  salesFen: fen,
});
export type Store = z.infer<typeof storeSchema>;

/** A contact of the store. `enabled` matters for order notices (a switch per person). */
export const contactSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(CONTACT_KINDS),
  name: z.string(),
  phone: z.string(),
  wechat: z.string(),
  enabled: z.boolean(),
  createdAt: instant,
});
export type Contact = z.infer<typeof contactSchema>;

/** A goods as the store shows it (a mall goods card). */
export const storeGoodsSchema = /* @__PURE__ */ z.pick(goodsCardSchema, { id: true, title: true, image: true, price: true, linePrice: true, sales: true, stock: true });
export type StoreGoods = z.infer<typeof storeGoodsSchema>;

/** A goods of the tenant's mall the owner may pick, with the distributor's commission on one unit. */
export const poolGoodsSchema = z.extend(storeGoodsSchema, { commission: fen, chosen: z.boolean() });
export type PoolGoods = z.infer<typeof poolGoodsSchema>;

export const contactFields = {
  name: textParam(20, 1),
  phone: mobileParam,
  wechat: z._default(textParam(40), ''),
};
export const kindParam = z.enum(CONTACT_KINDS);
export const storeIdParam = idParam;

export const errors = {
  invalid: COMMON_ERRORS.invalid,
  noStore: callError(404, '您还没有开通小店'),
  notFound: callError(404, '小店不存在或已关闭'),
  contactNotFound: callError(404, '联系人不存在'),
  tooMany: callError(409, `每类最多添加${MAX_CONTACTS}人`),
  duplicate: callError(409, '已存在选择列表'),
  noGoods: callError(400, '请选择商品'),
  goodsGone: callError(409, '商品不存在或已下架'),
  notMember: callError(404, '该手机号还不是本组织的会员'),
};
