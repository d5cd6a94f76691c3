import { z } from 'zod';

/** A distribution role (spec §3: id, parentId, userId, status, approveId, children, fans). */
export const distributionRoleSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  userId: z.number().int(),
  /** Our choice (spec §4: "status values: not shown"): 0 applied, 1 approved, 2 cancelled. */
  status: z.number().int(),
  approveId: z.number().int().nullable(),
  /** How many roles were approved under this one. */
  children: z.number().int(),
  /** How many fans are locked to this role. */
  fans: z.number().int(),
});
export type DistributionRole = z.infer<typeof distributionRoleSchema>;

/**
 * The order create payload (spec §3), also the calculate call's params. Every field but iid and
 * num is optional: which ones an order needs depends on its orderType.
 */
export const orderPayloadFields = {
  iid: z.coerce.number<number | string>().int().positive(),
  num: z.coerce.number<number | string>().int().min(1),
  orderType: z.coerce.number<number | string>().int(),
  userId: z.coerce.number<number | string>().int().optional(),
  keys: z.string().max(500).optional(),
  property: z.string().max(500).optional(),
  property2: z.string().max(500).optional(),
  name: z.string().max(50).optional(),
  phone: z.string().max(20).optional(),
  isNeedInsur: z.coerce.number<number | string>().int().min(0).max(1).optional(),
  remark: z.string().max(500).optional(),
  ridSecret: z.string().max(200).optional(),
  multiDisKey: z.string().max(200).optional(),
  queryUserId: z.coerce.number<number | string>().int().optional(),
  useCoin: z.coerce.number<number | string>().int().min(0).max(1).optional(),
  couponId: z.coerce.number<number | string>().int().optional(),
  /** A JSON list of coupon ids, as text. */
  couponIds: z.string().max(2000).optional(),
  code: z.string().max(100).optional(),
  info: z.string().max(5000).optional(),
  groupId: z.coerce.number<number | string>().int().optional(),
  discountCode: z.string().max(100).optional(),
  saleIid: z.coerce.number<number | string>().int().optional(),
  saleR: z.string().max(200).optional(),
  saleUserId: z.coerce.number<number | string>().int().optional(),
  opSalesId: z.coerce.number<number | string>().int().optional(),
};

/** The amounts of an order before it is created (our choice: the spec shows none). Yuan. */
export const orderAmountsSchema = z.object({
  /** Price times quantity. */
  totalPrice: z.number(),
  /** Taken off by coupons and the discount code. */
  discountPrice: z.number(),
  /** Taken off by points. */
  coinPrice: z.number(),
  /** What the buyer pays. */
  payPrice: z.number(),
});

/**
 * An order as the pay pages read it (spec §3 order: orderId, status, transportNumber, company,
 * tradeNo, refundEms, chainIds, plus what the page shows). Status per spec §4: 1 waiting for
 * payment, 3 cancelled, above 10 paid, else expired or invalid.
 */
export const gatewayOrderSchema = z.object({
  orderId: z.string(),
  status: z.number().int(),
  title: z.string(),
  num: z.number().int(),
  payPrice: z.number(),
  tradeNo: z.string(),
  transportNumber: z.string(),
  company: z.string(),
  refundEms: z.string(),
  /** Supply-chain ids, comma separated. */
  chainIds: z.string(),
  createTime: z.string(),
});
export type GatewayOrder = z.infer<typeof gatewayOrderSchema>;

/** WeChat JSAPI payment parameters, passed as they are to WeixinJSBridge / wx.chooseWXPay. */
export const wechatPayParamsSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
});
export type WechatPayParams = z.infer<typeof wechatPayParamsSchema>;

/** Form-post parameters for one upload to object storage (see `uploadImage`). */
export const ossParamsSchema = z.object({
  /** The storage endpoint the form is posted to; the file is then at `${host}/${key}`. */
  host: z.string(),
  policy: z.string(),
  accessKeyId: z.string(),
  sign: z.string(),
  /** Unix seconds. */
  expireTime: z.number().int(),
  /** The prefix every key must start with, when the policy sets one. */
  dir: z.string().optional(),
});
export type OssParams = z.infer<typeof ossParamsSchema>;
